package io.boundarylab.episodes.content;

import io.boundarylab.engine.cluster.Guarantee;
import io.boundarylab.engine.trace.EventType;

/** The engine's names that content may use (guarantee keys, trace event types), looked up and listed for problems. */
final class Vocabulary {

    private Vocabulary() { }

    /** The guarantees' format keys, comma-separated, for a problem's "one of …". */
    static String guaranteeKeys() {
        StringBuilder b = new StringBuilder();
        for (Guarantee g : Guarantee.values()) b.append(b.length() == 0 ? "" : ", ").append(g.key());
        return b.toString();
    }

    /** The trace event type with that exact name, or null. */
    static EventType eventType(String name) {
        for (EventType t : EventType.values()) if (t.name().equals(name)) return t;
        return null;
    }
}
