package io.boundarylab.episodes.predicate;

import io.boundarylab.engine.result.RequestCount;
import io.boundarylab.engine.trace.EventType;
import io.boundarylab.engine.trace.TraceEvent;

import java.util.Locale;

/** How a client's request ended, as content names it: one of the engine's three, or failed (either failure). */
public enum RequestOutcome {
    OK, REFUSED, TIMEOUT, FAILED;

    /** The content key: ok, refused, timeout, failed. */
    public String key() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The outcome with that key, or null. */
    public static RequestOutcome fromKey(String key) {
        for (RequestOutcome o : values()) if (o.key().equals(key)) return o;
        return null;
    }

    /** How many of the counted requests ended this way. */
    public long count(RequestCount c) {
        return switch (this) {
            case OK -> c.ok();
            case REFUSED -> c.refused();
            case TIMEOUT -> c.timeout();
            case FAILED -> c.refused() + c.timeout();
        };
    }

    /** Whether a trace event is a request that ended this way. */
    public boolean shownBy(TraceEvent e) {
        return switch (this) {
            case OK -> e.type() == EventType.RequestServed;
            case REFUSED -> e.type() == EventType.RequestRefused;
            case TIMEOUT -> e.type() == EventType.RequestTimedOut;
            case FAILED -> e.type() == EventType.RequestRefused || e.type() == EventType.RequestTimedOut;
        };
    }
}
