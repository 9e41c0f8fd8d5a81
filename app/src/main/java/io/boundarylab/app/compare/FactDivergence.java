package io.boundarylab.app.compare;

import io.boundarylab.engine.trace.EventType;
import io.boundarylab.engine.trace.TraceEvent;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Function;

/**
 * Where two runs first differ in what happened, never in how it is told. An event's facts are its
 * time, its type, the objects it concerns and the fields that describe state (node, exit code, reason,
 * phase, IP, port, volume, endpoints …); its message, its rules and the narration written from it are
 * words about those facts, so two runs that say the same thing in other words do not differ.
 *
 * <p>The runs are compared instant by instant, since the comparison shows a whole instant at once: at
 * the first simulated time where the facts of one run are not the facts of the other, that is the
 * divergence. The order of events within one instant is the kernel's bookkeeping, not a fact.
 *
 * <p>A pod placed or evicted as a unit places or evicts each of its members: a pod-level
 * {@link EventType#Scheduled} on node-1 states the same facts as one {@code Scheduled} per member on
 * node-1, so the naive run, which places member by member, differs from it only where a member lands
 * elsewhere. The members of a pod are the containers either run names for it.
 */
public final class FactDivergence {
    /** Pod-level events that state a fact about every member of the pod. */
    private static final Set<EventType> FOR_EVERY_MEMBER = Set.of(EventType.Scheduled, EventType.Evicted);

    /**
     * The first instant at which the runs differ, and on each side the first event of that instant
     * whose facts the other run does not share (null where that side has none: the other run did
     * something more).
     */
    public record Found(long tMs, TraceEvent first, TraceEvent second) {
    }

    private FactDivergence() {
    }

    /** The first divergence of two runs, each in time order, or empty when they agree in every fact. */
    public static Optional<Found> between(List<TraceEvent> first, List<TraceEvent> second) {
        Map<String, Set<String>> members = new TreeMap<>();
        collectMembers(first, members);
        collectMembers(second, members);
        int i = 0;
        int j = 0;
        while (i < first.size() || j < second.size()) {
            long t = Math.min(i < first.size() ? first.get(i).tMs() : Long.MAX_VALUE,
                    j < second.size() ? second.get(j).tMs() : Long.MAX_VALUE);
            int iEnd = endOfInstant(first, i, t);
            int jEnd = endOfInstant(second, j, t);
            List<TraceEvent> a = first.subList(i, iEnd);
            List<TraceEvent> b = second.subList(j, jEnd);
            Map<String, Integer> factsA = facts(a, members);
            Map<String, Integer> factsB = facts(b, members);
            if (!factsA.equals(factsB)) {
                return Optional.of(new Found(t, firstNotIn(a, factsB, members), firstNotIn(b, factsA, members)));
            }
            i = iEnd;
            j = jEnd;
        }
        return Optional.empty();
    }

    private static int endOfInstant(List<TraceEvent> run, int from, long t) {
        int k = from;
        while (k < run.size() && run.get(k).tMs() == t) {
            k++;
        }
        return k;
    }

    private static void collectMembers(List<TraceEvent> run, Map<String, Set<String>> members) {
        for (TraceEvent e : run) {
            if (e.pod() != null && e.container() != null) {
                members.computeIfAbsent(e.pod(), p -> new TreeSet<>()).add(e.container());
            }
        }
    }

    /** The facts of an instant's events, as a multiset (a fact stated twice counts twice). */
    private static Map<String, Integer> facts(List<TraceEvent> events, Map<String, Set<String>> members) {
        Map<String, Integer> all = new TreeMap<>();
        for (TraceEvent e : events) {
            for (String f : factsOf(e, members)) {
                all.merge(f, 1, Integer::sum);
            }
        }
        return all;
    }

    /** The first event with a fact the other side's instant does not hold as often, or null. */
    private static TraceEvent firstNotIn(List<TraceEvent> events, Map<String, Integer> other,
                                         Map<String, Set<String>> members) {
        Map<String, Integer> left = new TreeMap<>(other);
        for (TraceEvent e : events) {
            for (String f : factsOf(e, members)) {
                Integer n = left.get(f);
                if (n == null || n == 0) {
                    return e;
                }
                left.put(f, n - 1);
            }
        }
        return null;
    }

    /** What one event states, one entry per member for a pod-level event that concerns each. */
    static List<String> factsOf(TraceEvent e, Map<String, Set<String>> members) {
        Set<String> of = e.pod() == null ? Set.of() : members.getOrDefault(e.pod(), Set.of());
        if (e.container() == null && FOR_EVERY_MEMBER.contains(e.type()) && !of.isEmpty()) {
            List<String> each = new ArrayList<>();
            for (String member : of) {
                each.add(fact(e, member));
            }
            return each;
        }
        return List.of(fact(e, e.container()));
    }

    /**
     * The fields that state a fact beside the event's type, pod and container, by the name the
     * comparison's words use for each ({@code compare.fact.<name>}), in a fixed order.
     */
    private static final Map<String, Function<TraceEvent, Object>> FACT_FIELDS = facts();

    private static Map<String, Function<TraceEvent, Object>> facts() {
        Map<String, Function<TraceEvent, Object>> f = new LinkedHashMap<>();
        f.put("node", TraceEvent::node);
        f.put("exitCode", TraceEvent::exitCode);
        f.put("reason", TraceEvent::reason);
        f.put("phase", TraceEvent::phase);
        f.put("probe", TraceEvent::probe);
        f.put("port", TraceEvent::port);
        f.put("peer", TraceEvent::peer);
        f.put("lines", TraceEvent::lines);
        f.put("path", TraceEvent::path);
        f.put("ip", TraceEvent::ip);
        f.put("volume", TraceEvent::volume);
        f.put("kind", TraceEvent::kind);
        f.put("outcome", TraceEvent::outcome);
        f.put("owner", TraceEvent::owner);
        f.put("service", TraceEvent::service);
        f.put("endpoints", TraceEvent::endpoints);
        f.put("data", TraceEvent::data);
        f.put("target", TraceEvent::target);
        return Collections.unmodifiableMap(f);
    }

    private static String fact(TraceEvent e, String container) {
        List<String> parts = new ArrayList<>(List.of(e.type().name(), s(e.pod()), s(container)));
        FACT_FIELDS.values().forEach(field -> parts.add(s(field.apply(e))));
        return String.join("|", parts);
    }

    /**
     * The fields, beside type, pod and container, in which two events state different facts: the
     * names of {@link #FACT_FIELDS}, in its order ("data" where one answer came from v1-stale and the
     * other from v2).
     */
    public static List<String> differences(TraceEvent a, TraceEvent b) {
        List<String> names = new ArrayList<>();
        FACT_FIELDS.forEach((name, field) -> {
            if (!s(field.apply(a)).equals(s(field.apply(b)))) {
                names.add(name);
            }
        });
        return names;
    }

    /** The value of one of the {@link #differences} on an event, or null when it states none. */
    public static Object value(TraceEvent e, String name) {
        return FACT_FIELDS.get(name).apply(e);
    }

    private static String s(Object value) {
        return Objects.toString(value, "");
    }
}
