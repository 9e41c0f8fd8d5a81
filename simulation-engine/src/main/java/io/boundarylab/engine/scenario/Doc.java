package io.boundarylab.engine.scenario;

import io.boundarylab.engine.input.InputProblem;
import io.boundarylab.engine.input.Located;
import io.boundarylab.engine.input.StructuredText;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A parsed YAML or JSON document that remembers where every value came from, so that every
 * problem found while reading it can name the file, line, column and field. Maps reject fields
 * nobody asked for ({@link Obj#noOtherFields()}): unknown fields are errors, never ignored.
 */
final class Doc {
    private Doc() {
    }

    /** A value with its location and its path from the document's root. */
    abstract static class Val {
        final String file;
        final String path;
        final int line;
        final int column;

        Val(String file, String path, int line, int column) {
            this.file = file;
            this.path = path;
            this.line = line;
            this.column = column;
        }

        ScenarioException error(String problem) {
            return new ScenarioException(file, line, column, path, problem);
        }

        Obj asObj() throws ScenarioException {
            if (this instanceof Obj o) return o;
            throw error("expected a map of fields");
        }

        Arr asArr() throws ScenarioException {
            if (this instanceof Arr a) return a;
            throw error("expected a list");
        }

        String asText() throws ScenarioException {
            if (this instanceof Scalar s && s.text != null) return s.text;
            throw error("expected a value");
        }

        long asLong() throws ScenarioException {
            String t = asText();
            String digits = t.trim();
            try {
                return Long.parseLong(digits);
            } catch (NumberFormatException e) {
                // A number with too many digits is a different mistake from a word.
                if (digits.matches("[-+]?[0-9]+")) throw error(digits.startsWith("-") ? "too small: at least " + Long.MIN_VALUE
                        : "too large: at most " + Long.MAX_VALUE);
                throw error("expected a whole number, got '" + t + "'");
            }
        }

        int asInt() throws ScenarioException {
            long v = asLong();
            if (v > Integer.MAX_VALUE) throw error("too large: at most " + Integer.MAX_VALUE);
            if (v < Integer.MIN_VALUE) throw error("too small: at least " + Integer.MIN_VALUE);
            return (int) v;
        }

        boolean asBool() throws ScenarioException {
            String t = asText();
            if (t.equals("true")) return true;
            if (t.equals("false")) return false;
            throw error("expected true or false, got '" + t + "'");
        }

        long asDurationMs() throws ScenarioException {
            try {
                return Quantities.parseDurationMs(asText());
            } catch (IllegalArgumentException e) {
                throw error(e.getMessage());
            }
        }
    }

    static final class Scalar extends Val {
        final String text; // null for an explicit null

        Scalar(String file, String path, int line, int column, String text) {
            super(file, path, line, column);
            this.text = text;
        }
    }

    static final class Arr extends Val {
        final List<Val> items = new ArrayList<>();

        Arr(String file, String path, int line, int column) {
            super(file, path, line, column);
        }
    }

    static final class Obj extends Val {
        final Map<String, Val> fields = new LinkedHashMap<>();
        private final Set<String> read = new LinkedHashSet<>();

        Obj(String file, String path, int line, int column) {
            super(file, path, line, column);
        }

        /** Whether the field is given with a value; asking counts as reading it, so a null is no unknown field. */
        boolean has(String key) {
            read.add(key);
            return fields.containsKey(key) && !(fields.get(key) instanceof Scalar s && s.text == null);
        }

        /** The field, or null when absent (or explicitly null). */
        Val opt(String key) {
            read.add(key);
            return has(key) ? fields.get(key) : null;
        }

        Val req(String key) throws ScenarioException {
            Val v = opt(key);
            if (v == null) throw new ScenarioException(file, line, column, child(key), "required field is missing");
            return v;
        }

        String child(String key) {
            return path.isEmpty() ? key : path + "." + key;
        }

        /** Fails on the first field that no reader asked for. */
        void noOtherFields() throws ScenarioException {
            for (Map.Entry<String, Val> e : fields.entrySet()) {
                if (!read.contains(e.getKey())) {
                    Val v = e.getValue();
                    throw new ScenarioException(file, v.line, v.column, v.path, "unknown field '" + e.getKey() + "'");
                }
            }
        }
    }

    /**
     * Parses YAML or JSON text through the input layer: JSON when the file name ends in .json,
     * else YAML (aliases resolved, one document, bounded); an explicit null reads as missing.
     */
    static Val parse(String text, String file) throws ScenarioException {
        Located root;
        try {
            root = StructuredText.parse(text, file);
        } catch (InputProblem p) {
            throw new ScenarioException(file, p.line(), p.column(), p.field(), p.problem());
        }
        if (root instanceof Located.Null && text.isBlank()) throw new ScenarioException(file, 1, 1, "", "the file is empty");
        return read(root, file, "");
    }

    private static Val read(Located v, String file, String path) throws ScenarioException {
        if (v instanceof Located.MapValue m) {
            Obj o = new Obj(file, path, m.line(), m.column());
            for (Located.Entry e : m.entries()) {
                String child = path.isEmpty() ? e.key() : path + "." + e.key();
                if (o.fields.containsKey(e.key())) throw new ScenarioException(file, e.line(), e.column(), child, "field given twice");
                o.fields.put(e.key(), read(e.value(), file, child));
            }
            return o;
        }
        if (v instanceof Located.ListValue l) {
            Arr a = new Arr(file, path, l.line(), l.column());
            for (Located item : l.items()) a.items.add(read(item, file, path + "[" + a.items.size() + "]"));
            return a;
        }
        if (v instanceof Located.Scalar s) return new Scalar(file, path, s.line(), s.column(), s.text());
        return new Scalar(file, path, v.line(), v.column(), null);
    }
}
