package io.boundarylab.episodes.playground;

import io.boundarylab.engine.cluster.Guarantee;
import io.boundarylab.engine.contract.Verdict;
import io.boundarylab.engine.scenario.MemberRef;
import io.boundarylab.engine.trace.EventType;
import io.boundarylab.episodes.content.Claim;
import io.boundarylab.episodes.content.Experiment;
import io.boundarylab.episodes.predicate.EventMatch;
import io.boundarylab.episodes.predicate.Measurement;
import io.boundarylab.episodes.predicate.Predicate;
import io.boundarylab.episodes.predicate.RequestOutcome;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The claims a playground prediction is built from: the kinds of claim the content format already
 * has (content/README.md, "Predicates"), each with the fields it needs, so that a screen offers a
 * menu and a form instead of free text, and every claim can be judged against a trace. A claim
 * built here is a {@link Claim}, the record the episodes' predictions use, with its words in the
 * learner's language (from {@code words.properties}, {@link PlaygroundWords}).
 */
public final class ClaimMenu {
    private ClaimMenu() {
    }

    /** A value a claim kind needs. */
    public enum Field {
        /** The run that decides the claim: {@code naive} or {@code contract}. */
        VARIANT,
        POD, CONTAINER,
        /** The second member of a sameNode or sameIp claim. */
        OTHER_POD, OTHER_CONTAINER,
        /** A pod phase: Pending, Running, Succeeded, Failed. */
        PHASE,
        EXIT_CODE,
        /** A count: at least this many. */
        AT_LEAST,
        /** A client's requests that ended this way: ok, refused, timeout, failed. */
        OUTCOME,
        GUARANTEE,
        /** A guarantee's verdict: holds, violated, not-exercised. */
        VERDICT,
        /** A trace event type. */
        EVENT
    }

    /** A field of a kind, and whether the claim can be built without it. */
    public record FieldSpec(Field field, boolean required) {
    }

    /** The kinds of claim, in the order a menu shows them. */
    public enum Kind {
        /** {@code {event: PodPhase, pod, phase}}: the pod reaches a phase. */
        POD_PHASE(req(Field.VARIANT), req(Field.POD), req(Field.PHASE)),
        /** {@code {event: Started, pod, container, atLeast}}. */
        STARTS(req(Field.VARIANT), req(Field.POD), req(Field.CONTAINER), opt(Field.AT_LEAST)),
        /** Restarts: {@code {event: Started, ..., atLeast: N + 1}}. */
        RESTARTS(req(Field.VARIANT), req(Field.POD), req(Field.CONTAINER), opt(Field.AT_LEAST)),
        /** {@code {event: Exited, pod, container, exitCode}}. */
        EXITS(req(Field.VARIANT), req(Field.POD), req(Field.CONTAINER), opt(Field.EXIT_CODE)),
        /** {@code {linesShipped: pod/container, atLeast}}. */
        LINES_SHIPPED(req(Field.VARIANT), req(Field.POD), req(Field.CONTAINER), opt(Field.AT_LEAST)),
        /** {@code {event: ConnectionRefused, pod, container}}. */
        CONNECT_REFUSED(req(Field.VARIANT), req(Field.POD), req(Field.CONTAINER)),
        /** {@code {event: Connected, pod, container}}. */
        CONNECTED(req(Field.VARIANT), req(Field.POD), req(Field.CONTAINER)),
        /** {@code {requests: pod/container, outcome, atLeast}}: a client's requests that ended one way. */
        REQUESTS(req(Field.VARIANT), req(Field.POD), req(Field.CONTAINER), req(Field.OUTCOME), opt(Field.AT_LEAST)),
        /** {@code {sameNode: [a, b]}}. */
        SAME_NODE(req(Field.VARIANT), req(Field.POD), req(Field.CONTAINER), req(Field.OTHER_POD), req(Field.OTHER_CONTAINER)),
        /** {@code {sameIp: [a, b]}}. */
        SAME_IP(req(Field.VARIANT), req(Field.POD), req(Field.CONTAINER), req(Field.OTHER_POD), req(Field.OTHER_CONTAINER)),
        /** {@code {verdict: guarantee, is: outcome}}. */
        VERDICT(req(Field.VARIANT), req(Field.GUARANTEE), req(Field.VERDICT)),
        /** {@code {event: TYPE, pod, container, atLeast}}: any trace event. */
        EVENT(req(Field.VARIANT), req(Field.EVENT), opt(Field.POD), opt(Field.CONTAINER), opt(Field.AT_LEAST));

        private final List<FieldSpec> fields;

        Kind(FieldSpec... fields) {
            this.fields = List.of(fields);
        }

        /** The fields this kind needs, in the order a form shows them. */
        public List<FieldSpec> fields() {
            return fields;
        }
    }

    private static FieldSpec req(Field f) {
        return new FieldSpec(f, true);
    }

    private static FieldSpec opt(Field f) {
        return new FieldSpec(f, false);
    }

    /** Every kind, in menu order. */
    public static List<Kind> kinds() {
        return List.of(Kind.values());
    }

    /**
     * The values a field may take when they are a fixed set (a menu), or an empty list when the field
     * is free (a pod or container name from the scenario, a number).
     */
    public static List<String> values(Field f) {
        return switch (f) {
            case VARIANT -> List.of(Experiment.NAIVE, Experiment.CONTRACT);
            case PHASE -> List.of("Pending", "Running", "Succeeded", "Failed");
            case OUTCOME -> java.util.Arrays.stream(RequestOutcome.values()).map(RequestOutcome::key).toList();
            case GUARANTEE -> java.util.Arrays.stream(Guarantee.values()).map(Guarantee::key).toList();
            case VERDICT -> java.util.Arrays.stream(Verdict.Outcome.values()).map(Verdict.Outcome::key).toList();
            case EVENT -> java.util.Arrays.stream(EventType.values()).map(EventType::name).toList();
            default -> List.of();
        };
    }

    /** The kind's name on a menu. */
    public static String label(Kind k, Locale locale) {
        return PlaygroundWords.in(locale).get("claim.kind." + k.name());
    }

    /** A field's name on a form. */
    public static String label(Field f, Locale locale) {
        return PlaygroundWords.in(locale).get("claim.field." + f.name());
    }

    /**
     * The claim a kind makes with these values, worded in the learner's language. Its id is a
     * placeholder: a {@link PlaygroundPrediction} gives each claim its own.
     *
     * @throws IllegalArgumentException naming the field, when a required one is missing or a value is not one the field takes
     */
    public static Claim build(Kind kind, Map<Field, String> values, Locale locale) {
        Map<Field, String> v = new EnumMap<>(Field.class);
        for (Map.Entry<Field, String> e : values.entrySet()) if (e.getValue() != null && !e.getValue().isBlank()) v.put(e.getKey(), e.getValue().trim());
        for (FieldSpec fs : kind.fields()) {
            if (fs.required() && !v.containsKey(fs.field())) throw new IllegalArgumentException(missing(fs.field(), locale));
            List<String> allowed = values(fs.field());
            if (v.containsKey(fs.field()) && !allowed.isEmpty() && !allowed.contains(v.get(fs.field())))
                throw new IllegalArgumentException(label(fs.field(), locale) + ": " + v.get(fs.field()) + " ∉ " + allowed);
        }
        PlaygroundWords w = PlaygroundWords.in(locale);
        String variant = v.get(Field.VARIANT);
        String run = w.get(Experiment.NAIVE.equals(variant) ? "claim.run.naive" : "claim.run.contract");
        String pod = v.get(Field.POD), container = v.get(Field.CONTAINER);
        String who = container == null ? pod : w.get("claim.who", container, pod);
        int atLeast = v.containsKey(Field.AT_LEAST) ? number(v.get(Field.AT_LEAST), Field.AT_LEAST, locale) : 1;
        // Numbers go in as text: a count is never written with grouping ("1,000").
        String n = Integer.toString(atLeast);
        String key = "claim." + kind.name();
        Predicate p;
        String yes, no;
        switch (kind) {
            case POD_PHASE -> {
                String phase = v.get(Field.PHASE);
                p = occurs(EventType.PodPhase, pod, null, null, phase, atLeast(1));
                yes = w.get(key + ".yes", pod, phase, run);
                no = w.get(key + ".no", pod, phase, run);
            }
            case STARTS, RESTARTS, LINES_SHIPPED -> {
                p = kind == Kind.LINES_SHIPPED ? new Predicate.LinesShipped(new MemberRef(pod, container), atLeast, null)
                        : occurs(EventType.Started, pod, container, null, null, kind == Kind.RESTARTS ? atLeast + 1 : atLeast);
                yes = w.count(key + ".yes", atLeast, who, n, run);
                no = w.count(key + ".no", atLeast, who, n, run);
            }
            case EXITS -> {
                Integer code = v.containsKey(Field.EXIT_CODE) ? number(v.get(Field.EXIT_CODE), Field.EXIT_CODE, locale) : null;
                p = occurs(EventType.Exited, pod, container, code, null, 1);
                yes = code == null ? w.get(key + ".yes", who, run) : w.get(key + ".code.yes", who, code.toString(), run);
                no = code == null ? w.get(key + ".no", who, run) : w.get(key + ".code.no", who, code.toString(), run);
            }
            case CONNECT_REFUSED, CONNECTED -> {
                p = occurs(kind == Kind.CONNECTED ? EventType.Connected : EventType.ConnectionRefused, pod, container, null, null, 1);
                yes = w.get(key + ".yes", who, run);
                no = w.get(key + ".no", who, run);
            }
            case REQUESTS -> {
                RequestOutcome o = RequestOutcome.fromKey(v.get(Field.OUTCOME));
                p = new Predicate.Requests(new Measurement.Requests(new MemberRef(pod, container), o, null), atLeast, null);
                String how = w.count("claim.outcome." + o.key(), atLeast);
                yes = w.count(key + ".yes", atLeast, who, n, how, run);
                no = w.count(key + ".no", atLeast, who, n, how, run);
            }
            case SAME_NODE, SAME_IP -> {
                String op = v.get(Field.OTHER_POD), oc = v.get(Field.OTHER_CONTAINER);
                List<MemberRef> members = List.of(new MemberRef(pod, container), new MemberRef(op, oc));
                p = kind == Kind.SAME_NODE ? new Predicate.SameNode(members) : new Predicate.SameIp(members);
                String other = w.get("claim.who", oc, op);
                yes = w.get(key + ".yes", who, other, run);
                no = w.get(key + ".no", who, other, run);
            }
            case VERDICT -> {
                Guarantee g = Guarantee.fromKey(v.get(Field.GUARANTEE));
                Verdict.Outcome o = null;
                for (Verdict.Outcome x : Verdict.Outcome.values()) if (x.key().equals(v.get(Field.VERDICT))) o = x;
                p = new Predicate.VerdictIs(g, o);
                yes = w.get(key + ".yes", g.key(), o.key(), run);
                no = w.get(key + ".no", g.key(), o.key(), run);
            }
            default -> {
                EventType t = EventType.valueOf(v.get(Field.EVENT));
                p = occurs(t, pod, container, null, null, atLeast);
                String about = pod == null ? key : key + ".for";
                yes = w.count(about + ".yes", atLeast, t.name(), n, run, who);
                no = w.count(about + ".no", atLeast, t.name(), n, run, who);
            }
        }
        return new Claim("claim", variant, p, yes, no);
    }

    /** The opposite claim: true where {@code c} is false, with its words swapped. */
    public static Claim negate(Claim c) {
        Predicate p = c.predicate() instanceof Predicate.Not n ? n.inner() : new Predicate.Not(c.predicate());
        return new Claim(c.id(), c.variantId(), p, c.whenFalse(), c.whenTrue());
    }

    private static int atLeast(int n) {
        return n;
    }

    private static Predicate occurs(EventType t, String pod, String container, Integer exitCode, String phase, long atLeast) {
        return new Predicate.Occurs(new EventMatch(t, pod, container, null, null, null, exitCode, null, null, null, phase), atLeast, null);
    }

    private static int number(String s, Field f, Locale locale) {
        try {
            int n = Integer.parseInt(s);
            if (n < 0) throw new NumberFormatException();
            return n;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(PlaygroundWords.in(locale).get("claim.field.notANumber", label(f, locale), s));
        }
    }

    private static String missing(Field f, Locale locale) {
        return PlaygroundWords.in(locale).get("claim.field.missing", label(f, locale));
    }

    /** Every kind with its fields' names, for a screen reader or a help text. */
    public static List<String> describe(Locale locale) {
        List<String> out = new ArrayList<>();
        for (Kind k : Kind.values()) {
            StringBuilder sb = new StringBuilder(label(k, locale)).append(':');
            for (FieldSpec fs : k.fields()) sb.append(' ').append(label(fs.field(), locale)).append(fs.required() ? "" : "?");
            out.add(sb.toString());
        }
        return out;
    }
}
