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
 * learner's language (English or Spanish).
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
        boolean es = es(locale);
        return switch (k) {
            case POD_PHASE -> es ? "Fase de un Pod" : "A pod's phase";
            case STARTS -> es ? "Arranques de un contenedor" : "A container's starts";
            case RESTARTS -> es ? "Reinicios de un contenedor" : "A container's restarts";
            case EXITS -> es ? "Un contenedor termina" : "A container exits";
            case LINES_SHIPPED -> es ? "Líneas enviadas" : "Lines shipped";
            case CONNECT_REFUSED -> es ? "Conexión rechazada" : "A connect refused";
            case CONNECTED -> es ? "Conexión establecida" : "A connect that succeeds";
            case REQUESTS -> es ? "Peticiones de un cliente" : "A client's requests";
            case SAME_NODE -> es ? "Dos contenedores en el mismo nodo" : "Two containers on one node";
            case SAME_IP -> es ? "Dos contenedores con la misma IP" : "Two containers with one IP";
            case VERDICT -> es ? "Veredicto de una garantía" : "A guarantee's verdict";
            case EVENT -> es ? "Cualquier evento de la traza" : "Any trace event";
        };
    }

    /** A field's name on a form. */
    public static String label(Field f, Locale locale) {
        boolean es = es(locale);
        return switch (f) {
            case VARIANT -> es ? "Ejecución" : "Run";
            case POD -> "Pod";
            case CONTAINER -> es ? "Contenedor" : "Container";
            case OTHER_POD -> es ? "Otro Pod" : "Other pod";
            case OTHER_CONTAINER -> es ? "Otro contenedor" : "Other container";
            case PHASE -> es ? "Fase" : "Phase";
            case EXIT_CODE -> es ? "Código de salida" : "Exit code";
            case AT_LEAST -> es ? "Al menos" : "At least";
            case OUTCOME -> es ? "Resultado" : "Outcome";
            case GUARANTEE -> es ? "Garantía" : "Guarantee";
            case VERDICT -> es ? "Veredicto" : "Verdict";
            case EVENT -> es ? "Evento" : "Event";
        };
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
        boolean es = es(locale);
        String variant = v.get(Field.VARIANT);
        String run = runWords(variant, es);
        String pod = v.get(Field.POD), container = v.get(Field.CONTAINER);
        String who = container == null ? pod : container + (es ? " (de " : " (of ") + pod + ")";
        int atLeast = v.containsKey(Field.AT_LEAST) ? number(v.get(Field.AT_LEAST), Field.AT_LEAST, locale) : 1;
        Predicate p;
        String yes, no;
        switch (kind) {
            case POD_PHASE -> {
                String phase = v.get(Field.PHASE);
                p = occurs(EventType.PodPhase, pod, null, null, phase, atLeast(1));
                yes = es ? "el Pod " + pod + " llega a la fase " + phase + " " + run : "pod " + pod + " reaches phase " + phase + " " + run;
                no = es ? "el Pod " + pod + " nunca llega a la fase " + phase + " " + run : "pod " + pod + " never reaches phase " + phase + " " + run;
            }
            case STARTS -> {
                p = occurs(EventType.Started, pod, container, null, null, atLeast);
                yes = es ? who + " arranca al menos " + times(atLeast, true) + " " + run : who + " starts at least " + times(atLeast, false) + " " + run;
                no = es ? who + " arranca menos de " + times(atLeast, true) + " " + run : who + " starts fewer than " + times(atLeast, false) + " " + run;
            }
            case RESTARTS -> {
                p = occurs(EventType.Started, pod, container, null, null, atLeast + 1);
                yes = es ? who + " se reinicia al menos " + times(atLeast, true) + " " + run : who + " restarts at least " + times(atLeast, false) + " " + run;
                no = es ? who + " se reinicia menos de " + times(atLeast, true) + " " + run : who + " restarts fewer than " + times(atLeast, false) + " " + run;
            }
            case EXITS -> {
                Integer code = v.containsKey(Field.EXIT_CODE) ? number(v.get(Field.EXIT_CODE), Field.EXIT_CODE, locale) : null;
                p = occurs(EventType.Exited, pod, container, code, null, 1);
                String with = code == null ? "" : es ? " con código " + code : " with code " + code;
                yes = es ? who + " termina" + with + " " + run : who + " exits" + with + " " + run;
                no = es ? who + " nunca termina" + with + " " + run : who + " never exits" + with + " " + run;
            }
            case LINES_SHIPPED -> {
                p = new Predicate.LinesShipped(new MemberRef(pod, container), atLeast, null);
                yes = es ? who + " envía al menos " + lines(atLeast, true) + " " + run : who + " ships at least " + lines(atLeast, false) + " " + run;
                no = es ? who + " envía menos de " + lines(atLeast, true) + " " + run : who + " ships fewer than " + lines(atLeast, false) + " " + run;
            }
            case CONNECT_REFUSED -> {
                p = occurs(EventType.ConnectionRefused, pod, container, null, null, 1);
                yes = es ? "una conexión de " + who + " es rechazada " + run : "a connect by " + who + " is refused " + run;
                no = es ? "ninguna conexión de " + who + " es rechazada " + run : "no connect by " + who + " is refused " + run;
            }
            case CONNECTED -> {
                p = occurs(EventType.Connected, pod, container, null, null, 1);
                yes = es ? who + " logra conectarse " + run : who + " connects " + run;
                no = es ? who + " nunca logra conectarse " + run : who + " never connects " + run;
            }
            case REQUESTS -> {
                RequestOutcome o = RequestOutcome.fromKey(v.get(Field.OUTCOME));
                p = new Predicate.Requests(new Measurement.Requests(new MemberRef(pod, container), o, null), atLeast, null);
                String how = outcomeWords(o, es);
                yes = es ? "al menos " + atLeast + " peticiones de " + who + " " + how + " " + run
                        : "at least " + atLeast + " of " + who + "'s requests " + how + " " + run;
                no = es ? "menos de " + atLeast + " peticiones de " + who + " " + how + " " + run
                        : "fewer than " + atLeast + " of " + who + "'s requests " + how + " " + run;
            }
            case SAME_NODE, SAME_IP -> {
                String op = v.get(Field.OTHER_POD), oc = v.get(Field.OTHER_CONTAINER);
                List<MemberRef> members = List.of(new MemberRef(pod, container), new MemberRef(op, oc));
                boolean node = kind == Kind.SAME_NODE;
                p = node ? new Predicate.SameNode(members) : new Predicate.SameIp(members);
                String other = oc + (es ? " (de " : " (of ") + op + ")";
                String what = node ? (es ? "el mismo nodo" : "one node") : (es ? "la misma IP" : "one IP");
                yes = es ? who + " y " + other + " comparten " + what + " " + run : who + " and " + other + " share " + what + " " + run;
                no = es ? who + " y " + other + " no comparten " + what + " " + run : who + " and " + other + " do not share " + what + " " + run;
            }
            case VERDICT -> {
                Guarantee g = Guarantee.fromKey(v.get(Field.GUARANTEE));
                Verdict.Outcome o = null;
                for (Verdict.Outcome x : Verdict.Outcome.values()) if (x.key().equals(v.get(Field.VERDICT))) o = x;
                p = new Predicate.VerdictIs(g, o);
                yes = es ? "el veredicto de " + g.key() + " es " + o.key() + " " + run : "the verdict on " + g.key() + " is " + o.key() + " " + run;
                no = es ? "el veredicto de " + g.key() + " no es " + o.key() + " " + run : "the verdict on " + g.key() + " is not " + o.key() + " " + run;
            }
            default -> {
                EventType t = EventType.valueOf(v.get(Field.EVENT));
                p = occurs(t, pod, container, null, null, atLeast);
                String about = pod == null ? "" : (es ? " de " : " for ") + who;
                yes = es ? "la traza muestra " + t.name() + about + " al menos " + times(atLeast, true) + " " + run
                        : "the trace shows " + t.name() + about + " at least " + times(atLeast, false) + " " + run;
                no = es ? "la traza muestra " + t.name() + about + " menos de " + times(atLeast, true) + " " + run
                        : "the trace shows " + t.name() + about + " fewer than " + times(atLeast, false) + " " + run;
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
            throw new IllegalArgumentException(label(f, locale) + ": " + (es(locale) ? "un número entero de 0 en adelante, no '" : "a whole number from 0, not '") + s + "'");
        }
    }

    private static String missing(Field f, Locale locale) {
        return label(f, locale) + ": " + (es(locale) ? "falta" : "missing");
    }

    private static String runWords(String variant, boolean es) {
        if (Experiment.NAIVE.equals(variant)) return es ? "en la ejecución naive" : "in the naive run";
        return es ? "en la ejecución contract" : "in the contract run";
    }

    private static String times(int n, boolean es) {
        return n == 1 ? (es ? "1 vez" : "once") : n + (es ? " veces" : " times");
    }

    private static String lines(int n, boolean es) {
        return n == 1 ? (es ? "1 línea" : "1 line") : n + (es ? " líneas" : " lines");
    }

    private static String outcomeWords(RequestOutcome o, boolean es) {
        return switch (o) {
            case OK -> es ? "obtienen respuesta" : "are answered";
            case REFUSED -> es ? "son rechazadas" : "are refused";
            case TIMEOUT -> es ? "se quedan sin respuesta" : "time out";
            case FAILED -> es ? "fallan" : "fail";
        };
    }

    static boolean es(Locale locale) {
        return locale != null && "es".equals(locale.getLanguage());
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
