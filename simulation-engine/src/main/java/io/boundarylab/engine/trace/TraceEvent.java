package io.boundarylab.engine.trace;

import io.boundarylab.engine.scenario.MemberRef;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.Supplier;

/**
 * One immutable fact the simulation published, in the order it happened. Events are ordered by
 * {@code seq}, which is unique and increasing within a run; {@code tMs} is simulated time.
 *
 * <p>The optional fields are null unless the event type needs them (an {@link EventType#Exited}
 * carries {@code exitCode} and {@code reason}, a {@link EventType#PodPhase} carries {@code phase},
 * and so on). {@code rules} are the Kubernetes rules or contract guarantees that made it happen,
 * each one sentence a learner can read: the "why" shown in the app. The trace writes them as one
 * text, {@link #rule()}, the sentences joined by {@code "; "}; a trace read back from that text
 * holds the whole text as its one rule, since a sentence may itself contain {@code "; "}.
 *
 * @param seq      sequence number, from 1, unique and increasing
 * @param tMs      simulated time in milliseconds
 * @param type     what happened
 * @param pod      the pod concerned, or null
 * @param container the container concerned, or null for a pod- or node-level event
 * @param node     the node concerned, or null
 * @param message  what happened, for a log line
 * @param rules    why it happened, most specific first; empty when nothing is cited
 * @param exitCode exit code of an exited process
 * @param reason   Kubernetes reason (Completed, Error, OOMKilled, CrashLoopBackOff, Evicted …)
 * @param phase    pod phase for {@link EventType#PodPhase}
 * @param probe    probe kind for {@link EventType#Unhealthy}
 * @param port     port bound, refused or connected
 * @param peer     the other end of a connection (as written: localhost, a pod name or an IP)
 * @param lines    lines shipped
 * @param path     file path for file events
 * @param ip       the network identity's IP the container uses
 * @param volume   the volume instance a member sees: {@code POD/VOLUME@WHERE} when the members share
 *                 it, {@code POD/VOLUME#CONTAINER} for a private copy
 * @param kind     the container's role on container events: init, sidecar or app
 * @param outcome  how a lifecycle hook ended: {@code completed}, {@code failed} or {@code cutOff}
 * @param owner    the controller a control-plane event concerns: {@code replicaset/NAME} or {@code deployment/NAME}
 * @param service  the Service an {@link EventType#EndpointsChanged} or a request event concerns
 * @param endpoints a Service's ready endpoints on {@link EventType#EndpointsChanged}, else null
 * @param data     the data version a {@link EventType#RequestServed} answer carried
 * @param target   the action's target as the scenario wrote it, on {@link EventType#ActionFailed}
 *
 * <h2>Cost</h2>
 * A run publishes millions of events, so an event is built to cost little: the {@link Builder}
 * fills the event itself (no second copy of two dozen fields), a single rule is kept without a
 * list, the ten fields few event types carry sit in a small object made only for those, and the
 * message is written only when it is first read, by a view or when the trace is written. The common
 * events give it as a {@link Text} ({@link Builder#message(Text, Object, long)}): a constant form
 * that writes the text from the event's own fields and one value and one number kept for it, so the
 * message costs no object of its own. Every event stays in memory until the run is over, and each
 * object it points to is one more for the garbage collector to copy, so a message made by a
 * capturing lambda costs an object for the whole run. Rare events may give a {@link Supplier}
 * ({@link Builder#message(Supplier)}), which must capture only immutable values so that the text
 * does not depend on when it is read. Once published, an event never changes; a message written
 * when read is kept after its first reading.
 */
public final class TraceEvent {
    private long seq;
    private long tMs;
    private EventType type;
    private String pod;
    private String container;
    private String node;
    /** The message's text, or the supplier that makes it (replaced by its text on first reading). */
    private Object message;
    /**
     * The rules: one rule as its string (nearly every event cites exactly one, and a list per event
     * was 4 % of the bytes a large run allocated), more as an immutable list, none as an empty list.
     */
    private Object rules;
    private Integer exitCode;
    private String reason;
    private String phase;
    private String ip;
    private String kind;
    private String owner;
    /** The fields few events carry, or null when the event has none of them. */
    private EventExtras x;
    /** The value and the number a {@link Text} message reads besides the event's fields. */
    private Object textArg;
    private long textNumber;

    /**
     * A message written from the event when it is first read. Implementations are constants (an
     * enum, or a lambda that captures nothing): what varies is read from the event, including
     * {@link #textArg()} and {@link #textNumber()}.
     */
    @FunctionalInterface
    public interface Text {
        String of(TraceEvent event);
    }

    /** An empty event of a type, filled by its {@link Builder}. */
    private TraceEvent(EventType type) {
        this.type = type;
        this.rules = List.of();
    }

    /** The extras, made when the first one is set (only while the event is being built). */
    private EventExtras extras() {
        if (x == null) x = new EventExtras();
        return x;
    }

    /** A copy, for a builder used again after it built an event. */
    private TraceEvent copy() {
        TraceEvent c = new TraceEvent(type);
        c.seq = seq;
        c.tMs = tMs;
        c.pod = pod;
        c.container = container;
        c.node = node;
        c.message = message;
        c.rules = rules;
        c.exitCode = exitCode;
        c.reason = reason;
        c.phase = phase;
        c.ip = ip;
        c.kind = kind;
        c.owner = owner;
        c.x = x == null ? null : x.copy();
        c.textArg = textArg;
        c.textNumber = textNumber;
        return c;
    }

    public long seq() { return seq; }
    public long tMs() { return tMs; }
    public EventType type() { return type; }
    public String pod() { return pod; }
    public String container() { return container; }
    public String node() { return node; }
    /** What happened, for a log line (made now if it was supplied and not read before). */
    public String message() {
        Object m = message;
        if (m instanceof Text form) {
            String text = form.of(this);
            message = text;
            return text;
        }
        if (m instanceof Supplier<?> s) {
            String text = (String) s.get();
            message = text;
            return text;
        }
        return (String) m;
    }

    @SuppressWarnings("unchecked")
    public List<String> rules() { return rules instanceof String one ? List.of(one) : (List<String>) rules; }
    public Integer exitCode() { return exitCode; }
    public String reason() { return reason; }
    public String phase() { return phase; }
    public String probe() { return x == null ? null : x.probe; }
    public Integer port() { return x == null ? null : x.port; }
    public String peer() { return x == null ? null : x.peer; }
    public Long lines() { return x == null ? null : x.lines; }
    public String path() { return x == null ? null : x.path; }
    public String ip() { return ip; }
    public String volume() { return x == null ? null : x.volume; }
    public String kind() { return kind; }
    public String outcome() { return x == null ? null : x.outcome; }
    public String owner() { return owner; }
    public String service() { return x == null ? null : x.service; }
    public List<Address> endpoints() { return x == null ? null : x.endpoints; }
    public String data() { return x == null ? null : x.data; }
    /** The action's target as the scenario wrote it ({@link EventType#ActionFailed}), or null. */
    public String target() { return x == null ? null : x.target; }
    /** The value a {@link Text} message reads (a container's image …), or null. */
    public Object textArg() { return textArg; }
    /** The number a {@link Text} message reads (a back-off, a score …), or 0. */
    public long textNumber() { return textNumber; }

    @Override
    public boolean equals(Object o) {
        if (o == this) return true;
        if (!(o instanceof TraceEvent e)) return false;
        return seq == e.seq && tMs == e.tMs && type == e.type && Objects.equals(pod, e.pod) && Objects.equals(container, e.container)
                && Objects.equals(node, e.node) && Objects.equals(message(), e.message()) && rules().equals(e.rules())
                && Objects.equals(exitCode, e.exitCode) && Objects.equals(reason, e.reason) && Objects.equals(phase, e.phase)
                && Objects.equals(probe(), e.probe()) && Objects.equals(port(), e.port()) && Objects.equals(peer(), e.peer())
                && Objects.equals(lines(), e.lines()) && Objects.equals(path(), e.path()) && Objects.equals(ip, e.ip)
                && Objects.equals(volume(), e.volume()) && Objects.equals(kind, e.kind) && Objects.equals(outcome(), e.outcome())
                && Objects.equals(owner, e.owner) && Objects.equals(service(), e.service()) && Objects.equals(endpoints(), e.endpoints())
                && Objects.equals(data(), e.data()) && Objects.equals(target(), e.target());
    }

    @Override
    public int hashCode() {
        return Objects.hash(seq, tMs, type, pod, container, node, message(), rules(), exitCode, reason, phase, probe(), port(), peer(),
                lines(), path(), ip, volume(), kind, outcome(), owner, service(), endpoints(), data(), target());
    }

    /** Every field, as a record would print it (for test failures and debugging). */
    @Override
    public String toString() {
        return "TraceEvent[seq=" + seq + ", tMs=" + tMs + ", type=" + type + ", pod=" + pod + ", container=" + container
                + ", node=" + node + ", message=" + message() + ", rules=" + rules() + ", exitCode=" + exitCode + ", reason=" + reason
                + ", phase=" + phase + ", probe=" + probe() + ", port=" + port() + ", peer=" + peer() + ", lines=" + lines() + ", path=" + path()
                + ", ip=" + ip + ", volume=" + volume() + ", kind=" + kind + ", outcome=" + outcome() + ", owner=" + owner
                + ", service=" + service() + ", endpoints=" + endpoints() + ", data=" + data() + ", target=" + target() + "]";
    }

    /** One endpoint of a Service as {@link EventType#EndpointsChanged} lists it: the pod and its IP. */
    public record Address(String pod, String ip) {
    }

    /** The rules as the trace writes them: joined by {@code "; "}, or null when there are none. */
    public String rule() {
        if (rules instanceof String one) return one;
        List<String> all = rules();
        return all.isEmpty() ? null : String.join("; ", all);
    }

    /** Starts a builder for an event of the given type; the kernel fills in seq and time. */
    public static Builder of(EventType type) {
        return new Builder(type);
    }

    /**
     * A builder holding every field of {@code event}, message and rules included: the same event
     * again under another sequence number or time (a trace stitched from several runs).
     */
    public static Builder from(TraceEvent event) {
        Builder b = new Builder(event.copy());
        b.rules(event.rules());
        return b;
    }

    /** The member this event concerns, or null for a pod- or node-level event. */
    public MemberRef member() {
        return pod == null || container == null ? null : new MemberRef(pod, container);
    }

    /** Whether this event concerns the given pod. */
    public boolean isAbout(String podName) {
        return podName.equals(pod);
    }

    /**
     * Fluent construction of an event before it gets its sequence number and time. It fills the
     * event it will return, so building copies nothing; a builder used again after
     * {@link #build} starts from a copy, so an event once built never changes.
     *
     * <p>Nearly every event cites one rule, so the first is kept in a field and a list is made only
     * for a second: the built event then holds the rule itself, not a list.
     */
    public static final class Builder {
        private TraceEvent e;
        private boolean built;
        private String firstRule;
        private List<String> moreRules;
        /**
         * The rules when they were given as one immutable list of two or more and nothing else: the
         * event keeps that list itself (a constant of the caller), not a copy per event.
         */
        private List<String> givenRules;

        private Builder(EventType type) { this.e = new TraceEvent(type); }

        private Builder(TraceEvent start) { this.e = start; }

        /** The event to fill: a fresh copy once an event has been built from this builder. */
        private TraceEvent e() {
            if (built) {
                e = e.copy();
                built = false;
            }
            return e;
        }

        public Builder pod(String v) { e().pod = v; return this; }
        public Builder container(String v) { e().container = v; return this; }
        public Builder node(String v) { e().node = v; return this; }
        public Builder message(String v) { e().message = v; return this; }

        /**
         * A message made only when it is first read (by a view, or when the trace is written). The
         * supplier must capture immutable values only: strings and numbers, never engine state that
         * changes later.
         */
        public Builder message(Supplier<String> v) { e().message = Objects.requireNonNull(v, "message"); return this; }

        /** A message the form writes from the event when it is first read ({@link Text}). */
        public Builder message(Text form) { return message(form, null, 0); }

        /** A message the form writes from the event, the value and the number when it is first read. */
        public Builder message(Text form, Object arg, long number) {
            TraceEvent ev = e();
            ev.message = Objects.requireNonNull(form, "message");
            ev.textArg = arg;
            ev.textNumber = number;
            return this;
        }

        /** Cites the rules that made this event happen, in order; a null rule is left out. */
        public Builder rule(String... v) {
            for (String r : v) addRule(r);
            return this;
        }

        /** Cites one rule (null is left out): the common case, without a varargs array. */
        public Builder rule(String v) {
            addRule(v);
            return this;
        }

        /** Cites the rules that made this event happen, in order; a null rule is left out. */
        public Builder rules(List<String> v) {
            if (firstRule == null && v.size() > 1 && noNulls(v)) {
                givenRules = List.copyOf(v); // the list itself when it is already immutable
                firstRule = v.get(0);
                return this;
            }
            for (String r : v) addRule(r);
            return this;
        }

        private static boolean noNulls(List<String> v) {
            for (int i = 0, n = v.size(); i < n; i++) if (v.get(i) == null) return false;
            return true;
        }

        private void addRule(String r) {
            if (r == null) return;
            if (firstRule == null) {
                firstRule = r;
                return;
            }
            if (moreRules == null) {
                moreRules = new ArrayList<>(4);
                if (givenRules != null) moreRules.addAll(givenRules);
                else moreRules.add(firstRule);
                givenRules = null;
            }
            moreRules.add(r);
        }

        private Object builtRules() {
            if (givenRules != null) return givenRules;
            if (moreRules != null) return List.copyOf(moreRules);
            return firstRule == null ? List.of() : firstRule;
        }

        public Builder exitCode(Integer v) { e().exitCode = v; return this; }
        public Builder reason(String v) { e().reason = v; return this; }
        public Builder phase(String v) { e().phase = v; return this; }
        public Builder probe(String v) { e().extras().probe = v; return this; }
        public Builder port(Integer v) { e().extras().port = v; return this; }
        public Builder peer(String v) { e().extras().peer = v; return this; }
        public Builder lines(Long v) { e().extras().lines = v; return this; }
        public Builder path(String v) { e().extras().path = v; return this; }
        public Builder ip(String v) { e().ip = v; return this; }
        public Builder volume(String v) { e().extras().volume = v; return this; }
        public Builder kind(String v) { e().kind = v; return this; }
        public Builder outcome(String v) { e().extras().outcome = v; return this; }
        public Builder owner(String v) { e().owner = v; return this; }
        public Builder service(String v) { e().extras().service = v; return this; }
        public Builder endpoints(List<Address> v) { e().extras().endpoints = v == null ? null : List.copyOf(v); return this; }
        public Builder data(String v) { e().extras().data = v; return this; }
        public Builder target(String v) { e().extras().target = v; return this; }

        public EventType type() { return e.type; }

        /** Fixes the event at a sequence number and time. */
        public TraceEvent build(long seq, long tMs) {
            TraceEvent out = e();
            out.seq = seq;
            out.tMs = tMs;
            out.rules = builtRules();
            built = true;
            return out;
        }
    }
}
