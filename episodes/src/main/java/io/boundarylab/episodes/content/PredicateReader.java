package io.boundarylab.episodes.content;

import io.boundarylab.engine.scenario.MemberRef;
import io.boundarylab.engine.cluster.Guarantee;
import io.boundarylab.engine.contract.Verdict;
import io.boundarylab.engine.trace.EventType;
import io.boundarylab.episodes.predicate.EventMatch;
import io.boundarylab.episodes.predicate.Measurement;
import io.boundarylab.episodes.predicate.RequestOutcome;
import io.boundarylab.episodes.predicate.Predicate;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Reads the predicates content writes over a run (event, linesShipped, verdict, sameNode, sameIp,
 * before, not, allOf, anyOf) and event matches, checking that every pod and container they name
 * is one the episode's scenarios declare.
 */
final class PredicateReader {

    private final Fields.Problems problems;
    private final ScenarioMembers members;

    PredicateReader(Fields.Problems problems, ScenarioMembers members) {
        this.problems = problems;
        this.members = members;
    }

    private static final List<String> PREDICATE_HEADS = List.of("event", "linesShipped", "requests", "verdict", "sameNode", "sameIp", "before", "not", "allOf", "anyOf");

    /** A predicate, or null after recording what is wrong with it. */
    Predicate predicate(String file, YNode n) {
        if (!n.isMap()) {
            problems.add(file, n, "a predicate must be a map with one of " + PREDICATE_HEADS);
            return null;
        }
        List<String> heads = n.map.keySet().stream().filter(PREDICATE_HEADS::contains).toList();
        if (heads.size() != 1) {
            problems.add(file, n, heads.isEmpty() ? "a predicate needs one of " + PREDICATE_HEADS
                    : "a predicate has one of " + PREDICATE_HEADS + ", not " + heads);
            Fields f = new Fields(problems, file, n);
            f.finish();
            return null;
        }
        String head = heads.get(0);
        switch (head) {
            case "event": {
                Fields f = new Fields(problems, file, n);
                Long[] bounds = bounds(f, 1);
                EventMatch m = match(file, n, Set.of("atLeast", "atMost"));
                f.opt("event");
                return m == null || bounds == null ? null : new Predicate.Occurs(m, bounds[0], bounds[1]);
            }
            case "linesShipped": {
                Fields f = new Fields(problems, file, n);
                String who = f.str("linesShipped");
                Long[] bounds = bounds(f, 1);
                f.finish();
                MemberRef member = who == null ? null : member(file, n.map.get("linesShipped"), who, "linesShipped names 'pod/container'");
                return member == null || bounds == null ? null : new Predicate.LinesShipped(member, bounds[0], bounds[1]);
            }
            case "requests": {
                Fields f = new Fields(problems, file, n);
                Long[] bounds = bounds(f, 1);
                Measurement.Requests m = requests(file, n, f);
                f.finish();
                return m == null || bounds == null ? null : new Predicate.Requests(m, bounds[0], bounds[1]);
            }
            case "verdict": {
                Fields f = new Fields(problems, file, n);
                String g = f.str("verdict");
                String is = f.str("is");
                f.finish();
                Guarantee guarantee = g == null ? null : Guarantee.fromKey(g);
                if (g != null && guarantee == null) problems.add(file, n.map.get("verdict"), "unknown guarantee '" + g + "' (one of " + Vocabulary.guaranteeKeys() + ")");
                Verdict.Outcome outcome = null;
                for (Verdict.Outcome o : Verdict.Outcome.values()) if (o.key().equals(is)) outcome = o;
                if (is != null && outcome == null) problems.add(file, n.map.get("is"), "'is' must be holds, violated or not-exercised");
                return guarantee == null || outcome == null ? null : new Predicate.VerdictIs(guarantee, outcome);
            }
            case "sameNode": {
                List<MemberRef> listed = memberList(file, n, head);
                return listed == null ? null : new Predicate.SameNode(listed);
            }
            case "sameIp": {
                List<MemberRef> listed = memberList(file, n, head);
                return listed == null ? null : new Predicate.SameIp(listed);
            }
            case "before": {
                Fields f = new Fields(problems, file, n);
                Fields b = Fields.of(problems, file, f.req("before"), "'before'");
                f.finish();
                EventMatch first = b.has("first") ? match(file, b.opt("first"), Set.of()) : null;
                EventMatch then = b.has("then") ? match(file, b.opt("then"), Set.of()) : null;
                if (b.valid() && (!b.has("first") || !b.has("then"))) problems.add(file, b.self(), "'before' needs 'first' and 'then'");
                b.finish();
                return first == null || then == null ? null : new Predicate.Before(first, then);
            }
            case "not": {
                Fields f = new Fields(problems, file, n);
                Predicate inner = predicate(file, f.opt("not"));
                f.finish();
                return inner == null ? null : new Predicate.Not(inner);
            }
            default: {
                Fields f = new Fields(problems, file, n);
                List<Predicate> parts = new ArrayList<>();
                boolean ok = true;
                for (YNode item : f.list(head, true, false)) {
                    Predicate p = predicate(file, item);
                    if (p == null) ok = false; else parts.add(p);
                }
                f.finish();
                if (!ok || parts.isEmpty()) return null;
                return head.equals("allOf") ? new Predicate.AllOf(parts) : new Predicate.AnyOf(parts);
            }
        }
    }

    private static final List<String> MEASURE_HEADS = List.of("count", "firstSeconds", "linesShipped", "requests");
    /** The longest window a measurement may name: a day of simulated time. */
    private static final double MAX_UNTIL_SECONDS = 86_400;

    /**
     * A measurement ({@code {count: <event match>, untilSeconds: N}}, {@code {firstSeconds: <event match>}}
     * or {@code {linesShipped: pod/container, untilSeconds: N}}), or null after recording what is wrong.
     */
    Measurement measurement(String file, YNode n) {
        if (n == null) return null;
        if (!n.isMap()) {
            problems.add(file, n, "a measurement must be a map with one of " + MEASURE_HEADS);
            return null;
        }
        List<String> heads = n.map.keySet().stream().filter(MEASURE_HEADS::contains).toList();
        Fields f = new Fields(problems, file, n);
        if (heads.size() != 1) {
            problems.add(file, n, heads.isEmpty() ? "a measurement needs one of " + MEASURE_HEADS
                    : "a measurement has one of " + MEASURE_HEADS + ", not " + heads);
            f.finish();
            return null;
        }
        String head = heads.get(0);
        Double until = head.equals("firstSeconds") || head.equals("requests") ? null : f.number("untilSeconds", false, MAX_UNTIL_SECONDS);
        Double after = head.equals("firstSeconds") ? f.number("afterSeconds", false, MAX_UNTIL_SECONDS) : null;
        Long untilMs = until == null ? null : Math.round(until * 1000);
        Measurement out = null;
        switch (head) {
            case "count": {
                EventMatch m = match(file, f.opt("count"), Set.of());
                if (m != null) out = new Measurement.Count(m, untilMs);
                break;
            }
            case "firstSeconds": {
                EventMatch m = match(file, f.opt("firstSeconds"), Set.of());
                if (m != null) out = new Measurement.FirstSeconds(m, after == null ? 0 : Math.round(after * 1000));
                break;
            }
            case "requests": {
                out = requests(file, n, f);
                break;
            }
            default: {
                String who = f.str("linesShipped");
                MemberRef member = who == null ? null : member(file, n.map.get("linesShipped"), who, "linesShipped names 'pod/container'");
                if (member != null) out = new Measurement.LinesShipped(member, untilMs);
            }
        }
        f.finish();
        return out;
    }

    /**
     * {@code requests: pod/container} with {@code outcome: ok|refused|timeout|failed} or {@code data: VERSION}
     * (the ok answers carrying it), exactly one of the two; null after recording what is wrong.
     */
    private Measurement.Requests requests(String file, YNode n, Fields f) {
        String who = f.str("requests");
        String outcomeKey = f.optStr("outcome");
        String data = f.optStr("data");
        MemberRef member = who == null ? null : member(file, n.map.get("requests"), who, "requests names the client as 'pod/container'");
        RequestOutcome outcome = outcomeKey == null ? null : RequestOutcome.fromKey(outcomeKey);
        if (outcomeKey != null && outcome == null) problems.add(file, f.opt("outcome"), "'outcome' must be ok, refused, timeout or failed");
        if ((outcomeKey == null) == (data == null)) {
            problems.add(file, n, "requests needs exactly one of 'outcome' and 'data'");
            return null;
        }
        if (member == null || (outcomeKey != null && outcome == null)) return null;
        return new Measurement.Requests(member, data != null ? RequestOutcome.OK : outcome, data);
    }

    /** The 'pod/container' names a sameNode or sameIp predicate lists: at least two, or null. */
    private List<MemberRef> memberList(String file, YNode n, String head) {
        Fields f = new Fields(problems, file, n);
        List<String> listed = f.strings(head, true);
        f.finish();
        List<MemberRef> refs = new ArrayList<>();
        for (String m : listed) {
            MemberRef ref = member(file, n.map.get(head), m, head + " lists 'pod/container' names, not '" + m + "'");
            if (ref != null) refs.add(ref);
        }
        if (listed.size() < 2) {
            problems.add(file, n, head + " lists at least two 'pod/container'");
            return null;
        }
        return refs.size() == listed.size() ? refs : null;
    }

    /** A {@code pod/container} name checked against the episode's scenarios; null (with a problem) when it is not one. */
    private MemberRef member(String file, YNode where, String text, String notAMember) {
        String[] pc = text.split("/", -1);
        if (pc.length != 2 || pc[0].isEmpty() || pc[1].isEmpty()) {
            problems.add(file, where, notAMember);
            return null;
        }
        members.check(file, where, pc[0], pc[1]);
        return new MemberRef(pc[0], pc[1]);
    }

    private Long[] bounds(Fields f, long defaultAtLeast) {
        Integer atLeast = f.integer("atLeast", false);
        Integer atMost = f.integer("atMost", false);
        if (atLeast != null && atLeast < 0 || atMost != null && atMost < 0) {
            problems.add(f.file(), f.self(), "atLeast and atMost must not be negative");
            return null;
        }
        long min = atLeast != null ? atLeast : atMost != null ? 0 : defaultAtLeast;
        if (atMost != null && atMost < min) {
            problems.add(f.file(), f.self(), "atMost is below atLeast");
            return null;
        }
        return new Long[] {min, atMost == null ? null : (long) atMost};
    }

    /** An event match; {@code alsoAllowed} are keys the caller reads from the same map. */
    EventMatch match(String file, YNode n, Set<String> alsoAllowed) {
        Fields f = Fields.of(problems, file, n, "an event match");
        if (!f.valid()) return null;
        String type = f.str("event");
        EventType t = type == null ? null : Vocabulary.eventType(type);
        if (type != null && t == null) problems.add(file, f.opt("event"), "unknown event type '" + type + "'");
        String pod = f.optStr("pod"), container = f.optStr("container"), member = f.optStr("member");
        String node = f.optStr("node"), reason = f.optStr("reason");
        if (container != null && member != null) problems.add(file, f.opt("member"), "an event match has 'container' or 'member', not both");
        Integer exitCode = f.integer("exitCode", false), port = f.integer("port", false);
        String peer = f.optStr("peer"), probe = f.optStr("probe"), phase = f.optStr("phase");
        Boolean group = f.bool("group");
        for (String k : alsoAllowed) f.opt(k);
        f.finish();
        members.check(file, n, pod, container != null ? container : member);
        return t == null ? null : new EventMatch(t, pod, container, member, node, reason, exitCode, port, peer, probe, phase, group);
    }
}
