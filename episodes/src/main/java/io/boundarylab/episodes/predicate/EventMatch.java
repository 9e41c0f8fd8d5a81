package io.boundarylab.episodes.predicate;

import io.boundarylab.engine.trace.EventType;
import io.boundarylab.engine.trace.TraceEvent;

import java.util.Objects;

/**
 * Selects trace events: the type, and any other field that is given must be equal. A null field
 * matches anything.
 */
public record EventMatch(EventType type, String pod, String container, String node, String reason,
                         Integer exitCode, Integer port, String peer, String probe, String phase) {

    public EventMatch {
        Objects.requireNonNull(type, "type");
    }

    /** A match on the type alone. */
    public static EventMatch of(EventType type) {
        return new EventMatch(type, null, null, null, null, null, null, null, null, null);
    }

    public boolean matches(TraceEvent e) {
        return e.type() == type
                && eq(pod, e.pod()) && eq(container, e.container()) && eq(node, e.node())
                && eq(reason, e.reason()) && eq(exitCode, e.exitCode()) && eq(port, e.port())
                && eq(peer, e.peer()) && eq(probe, e.probe()) && eq(phase, e.phase());
    }

    private static boolean eq(Object wanted, Object actual) {
        return wanted == null || wanted.equals(actual);
    }
}
