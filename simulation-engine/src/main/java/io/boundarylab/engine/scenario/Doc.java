package io.boundarylab.engine.scenario;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;

import java.io.IOException;
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

    /** A value as a message quotes it: a long one is cut, so one line stays one readable line. */
    static String shorten(String text) {
        String oneLine = text.replace('\n', ' ').replace('\r', ' ');
        return oneLine.length() <= 60 ? oneLine : oneLine.substring(0, 57) + "...";
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
                throw error("expected a whole number, got '" + shorten(t) + "'");
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

        boolean has(String key) {
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

    /** Parses YAML or JSON text (JSON is chosen when the file name ends in .json or the text starts with '{'). */
    static Val parse(String text, String file) throws ScenarioException {
        boolean json = (file != null && file.endsWith(".json")) || text.stripLeading().startsWith("{");
        JsonFactory factory = json ? new JsonFactory() : new YAMLFactory();
        try (JsonParser p = factory.createParser(text)) {
            JsonToken t = p.nextToken();
            if (t == null) throw new ScenarioException(file, 1, 1, "", "the file is empty");
            Val root = read(p, t, file, "");
            if (p.nextToken() != null) {
                JsonLocation loc = p.currentTokenLocation();
                throw new ScenarioException(file, loc.getLineNr(), loc.getColumnNr(), "", "more than one document");
            }
            return root;
        } catch (JsonProcessingException e) {
            JsonLocation loc = e.getLocation();
            String msg = e.getOriginalMessage().lines().findFirst().orElse("syntax error");
            throw new ScenarioException(file, loc == null ? 0 : loc.getLineNr(), loc == null ? 0 : loc.getColumnNr(), "", "syntax error: " + msg);
        } catch (IOException e) {
            throw new ScenarioException(file, 0, 0, "", "cannot read: " + e.getMessage());
        }
    }

    private static Val read(JsonParser p, JsonToken t, String file, String path) throws IOException, ScenarioException {
        JsonLocation loc = p.currentTokenLocation();
        int line = loc.getLineNr(), col = loc.getColumnNr();
        switch (t) {
            case START_OBJECT: {
                Obj o = new Obj(file, path, line, col);
                while ((t = p.nextToken()) != JsonToken.END_OBJECT) {
                    String key = p.currentName();
                    JsonLocation keyLoc = p.currentTokenLocation();
                    if (o.fields.containsKey(key)) {
                        throw new ScenarioException(file, keyLoc.getLineNr(), keyLoc.getColumnNr(),
                                path.isEmpty() ? key : path + "." + key, "field given twice");
                    }
                    t = p.nextToken();
                    o.fields.put(key, read(p, t, file, path.isEmpty() ? key : path + "." + key));
                }
                return o;
            }
            case START_ARRAY: {
                Arr a = new Arr(file, path, line, col);
                int i = 0;
                while ((t = p.nextToken()) != JsonToken.END_ARRAY) {
                    a.items.add(read(p, t, file, path + "[" + i++ + "]"));
                }
                return a;
            }
            case VALUE_NULL:
                return new Scalar(file, path, line, col, null);
            default:
                return new Scalar(file, path, line, col, p.getText());
        }
    }
}
