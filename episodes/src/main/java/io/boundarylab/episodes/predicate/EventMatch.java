package io.boundarylab.episodes.predicate;

import io.boundarylab.engine.trace.EventType;
import io.boundarylab.engine.trace.TraceEvent;

import java.util.Objects;

/**
 * Selects trace events: the type, and any other field that is given must be equal. A null field
 * matches anything. {@code member} matches an event about that container or about its whole pod
 * (a pod-level event such as an atomic Scheduled or a shared-fate Evicted concerns every member).
 * {@code group} true matches only pod-level events (the group as one unit), false only events
 * about a single container.
 */
public record EventMatch(EventType type, String pod, String container, String member, String node, String reason,
                         Integer exitCode, Integer port, String peer, String probe, String phase, Boolean group) {

    /** A match without a condition on pod- or container-level. */
    public EventMatch(EventType type, String pod, String container, String member, String node, String reason,
                      Integer exitCode, Integer port, String peer, String probe, String phase) {
        this(type, pod, container, member, node, reason, exitCode, port, peer, probe, phase, null);
    }

    public EventMatch {
        Objects.requireNonNull(type, "type");
    }

    /** A match on the type alone. */
    public static EventMatch of(EventType type) {
        return new EventMatch(type, null, null, null, null, null, null, null, null, null, null);
    }

    public boolean matches(TraceEvent e) {
        return e.type() == type
                && eq(pod, e.pod()) && eq(container, e.container()) && eq(node, e.node())
                && (member == null || e.container() == null || member.equals(e.container()))
                && eq(reason, e.reason()) && eq(exitCode, e.exitCode()) && eq(port, e.port())
                && eq(peer, e.peer()) && eq(probe, e.probe()) && eq(phase, e.phase())
                && (group == null || group == (e.container() == null));
    }

    private static boolean eq(Object wanted, Object actual) {
        return wanted == null || wanted.equals(actual);
    }
}
