package io.boundarylab.engine.input;

import java.util.List;

/**
 * A value read from YAML or JSON with the 1-based line and column where it was written. An alias
 * ({@code *name}) is the anchored value itself, at the anchor's position. Readers turn these into
 * their own values; this tree only says what was written where.
 */
public sealed interface Located {
    int line();

    int column();

    /** A map; {@code entries} keeps every key in order, a key written twice included (readers decide). */
    record MapValue(int line, int column, List<Entry> entries) implements Located {
        public MapValue {
            entries = List.copyOf(entries);
        }
    }

    /** One key of a map, with the key's own position. */
    record Entry(String key, int line, int column, Located value) {
    }

    record ListValue(int line, int column, List<Located> items) implements Located {
        public ListValue {
            items = List.copyOf(items);
        }
    }

    /** A scalar's text as written (without quotes) and what kind of value YAML or JSON makes of it. */
    record Scalar(int line, int column, String text, Kind kind) implements Located {
    }

    /** {@code null}, {@code ~} or nothing at all after a key: the same as a missing value. */
    record Null(int line, int column) implements Located {
    }

    /** What a scalar is, as the YAML 1.1 core rules (or JSON) read it. */
    enum Kind { TEXT, INTEGER, DECIMAL, BOOLEAN }
}
