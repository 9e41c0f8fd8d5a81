package io.boundarylab.engine.trace;

import io.boundarylab.engine.scenario.MemberRef;

import java.util.ArrayList;
import java.util.List;

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
 */
public record TraceEvent(
        long seq, long tMs, EventType type, String pod, String container, String node,
        String message, List<String> rules,
        Integer exitCode, String reason, String phase, String probe, Integer port, String peer,
        Long lines, String path, String ip, String volume, String kind, String outcome,
        String owner, String service, List<Address> endpoints, String data) {

    public TraceEvent {
        rules = rules == null ? List.of() : List.copyOf(rules);
        endpoints = endpoints == null ? null : List.copyOf(endpoints);
    }

    /** An event without the control-plane and Service fields (every event of the node agent). */
    public TraceEvent(long seq, long tMs, EventType type, String pod, String container, String node,
                      String message, List<String> rules,
                      Integer exitCode, String reason, String phase, String probe, Integer port, String peer,
                      Long lines, String path, String ip, String volume, String kind, String outcome) {
        this(seq, tMs, type, pod, container, node, message, rules, exitCode, reason, phase, probe, port, peer,
                lines, path, ip, volume, kind, outcome, null, null, null, null);
    }

    /** One endpoint of a Service as {@link EventType#EndpointsChanged} lists it: the pod and its IP. */
    public record Address(String pod, String ip) {
    }

    /** The rules as the trace writes them: joined by {@code "; "}, or null when there are none. */
    public String rule() {
        return rules.isEmpty() ? null : String.join("; ", rules);
    }

    /** Starts a builder for an event of the given type; the kernel fills in seq and time. */
    public static Builder of(EventType type) {
        return new Builder(type);
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
     * Fluent construction of an event before it gets its sequence number and time.
     *
     * <p>Nearly every event cites one rule, so the first is kept in a field and a list is made only
     * for a second: the built event then holds an immutable one-element list that
     * {@link TraceEvent}'s constructor keeps as it is (a run publishes millions of events; each
     * avoided copy is garbage the collector does not have to compete for).
     */
    public static final class Builder {
        private final EventType type;
        private String firstRule;
        private List<String> moreRules;
        private String pod, container, node, message, reason, phase, probe, peer, path, ip, volume, kind, outcome, owner, service, data;
        private List<Address> endpoints;
        private Integer exitCode, port;
        private Long lines;

        private Builder(EventType type) { this.type = type; }

        public Builder pod(String v) { pod = v; return this; }
        public Builder container(String v) { container = v; return this; }
        public Builder node(String v) { node = v; return this; }
        public Builder message(String v) { message = v; return this; }
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

        /** Cites the rules that made this event happen, in order. */
        public Builder rules(List<String> v) {
            for (String r : v) addRule(r);
            return this;
        }

        private void addRule(String r) {
            if (r == null) return;
            if (firstRule == null) {
                firstRule = r;
                return;
            }
            if (moreRules == null) {
                moreRules = new ArrayList<>(4);
                moreRules.add(firstRule);
            }
            moreRules.add(r);
        }

        private List<String> builtRules() {
            if (moreRules != null) return moreRules;
            return firstRule == null ? List.of() : List.of(firstRule);
        }
        public Builder exitCode(Integer v) { exitCode = v; return this; }
        public Builder reason(String v) { reason = v; return this; }
        public Builder phase(String v) { phase = v; return this; }
        public Builder probe(String v) { probe = v; return this; }
        public Builder port(Integer v) { port = v; return this; }
        public Builder peer(String v) { peer = v; return this; }
        public Builder lines(Long v) { lines = v; return this; }
        public Builder path(String v) { path = v; return this; }
        public Builder ip(String v) { ip = v; return this; }
        public Builder volume(String v) { volume = v; return this; }
        public Builder kind(String v) { kind = v; return this; }
        public Builder outcome(String v) { outcome = v; return this; }
        public Builder owner(String v) { owner = v; return this; }
        public Builder service(String v) { service = v; return this; }
        public Builder endpoints(List<Address> v) { endpoints = v; return this; }
        public Builder data(String v) { data = v; return this; }

        public EventType type() { return type; }

        /** Fixes the event at a sequence number and time. */
        public TraceEvent build(long seq, long tMs) {
            return new TraceEvent(seq, tMs, type, pod, container, node, message, builtRules(),
                    exitCode, reason, phase, probe, port, peer, lines, path, ip, volume, kind, outcome, owner, service, endpoints, data);
        }
    }
}
