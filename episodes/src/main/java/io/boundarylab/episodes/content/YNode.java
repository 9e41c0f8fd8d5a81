package io.boundarylab.episodes.content;

import com.fasterxml.jackson.core.JsonToken;
import io.boundarylab.engine.input.InputProblem;
import io.boundarylab.engine.input.Located;
import io.boundarylab.engine.input.StructuredText;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A YAML value that remembers where it was written, so that every content problem can name its
 * line and column. Jackson's tree model forgets positions; this small tree keeps them.
 */
final class YNode {

    enum Kind { MAP, LIST, SCALAR, NULL }

    final Kind kind;
    final int line;
    final int column;
    final Map<String, YNode> map;
    final Map<String, int[]> keyPositions;
    final List<YNode> list;
    final String text;
    final JsonToken token;
    /**
     * The file this value was read from when it is not the file being read: an English value standing
     * in for one a translation lacks. Null for a value of the file itself.
     */
    final String origin;

    private YNode(Kind kind, int line, int column, Map<String, YNode> map, Map<String, int[]> keyPositions,
                  List<YNode> list, String text, JsonToken token) {
        this(kind, line, column, map, keyPositions, list, text, token, null);
    }

    private YNode(Kind kind, int line, int column, Map<String, YNode> map, Map<String, int[]> keyPositions,
                  List<YNode> list, String text, JsonToken token, String origin) {
        this.origin = origin;
        this.kind = kind;
        this.line = line;
        this.column = column;
        this.map = map;
        this.keyPositions = keyPositions;
        this.list = list;
        this.text = text;
        this.token = token;
    }

    /** Thrown for text that is not YAML, with the parser's position. */
    static final class SyntaxError extends Exception {
        final int line;
        final int column;

        SyntaxError(String message, int line, int column) {
            super(message);
            this.line = line;
            this.column = column;
        }
    }

    /** A duplicate key: YAML forbids it and it always hides a mistake. */
    record Duplicate(String key, int line, int column) { }

    /**
     * Parses one YAML document through the engine's input layer (aliases resolved with limits, one
     * document only); duplicates are collected, not fatal.
     */
    static YNode parse(String text, List<Duplicate> duplicates) throws SyntaxError {
        try {
            return of(StructuredText.parse(text, "content.yaml"), duplicates);
        } catch (InputProblem p) {
            throw new SyntaxError(p.field().isEmpty() ? p.problem() : p.field() + ": " + p.problem(),
                    Math.max(1, p.line()), Math.max(1, p.column()));
        }
    }

    private static YNode of(Located v, List<Duplicate> duplicates) {
        if (v instanceof Located.MapValue m) {
            Map<String, YNode> map = new LinkedHashMap<>();
            Map<String, int[]> keys = new LinkedHashMap<>();
            for (Located.Entry e : m.entries()) {
                YNode value = of(e.value(), duplicates);
                if (map.containsKey(e.key())) duplicates.add(new Duplicate(e.key(), e.line(), e.column()));
                map.put(e.key(), value);
                keys.put(e.key(), new int[] {e.line(), e.column()});
            }
            return new YNode(Kind.MAP, m.line(), m.column(), Collections.unmodifiableMap(map), keys, null, null, JsonToken.START_OBJECT);
        }
        if (v instanceof Located.ListValue l) {
            List<YNode> items = new ArrayList<>();
            for (Located item : l.items()) items.add(of(item, duplicates));
            return new YNode(Kind.LIST, l.line(), l.column(), null, null, List.copyOf(items), null, JsonToken.START_ARRAY);
        }
        if (v instanceof Located.Scalar s) {
            // Fields asks for the kind as the JSON token it used to read; keep that vocabulary.
            JsonToken token = switch (s.kind()) {
                case INTEGER -> JsonToken.VALUE_NUMBER_INT;
                case DECIMAL -> JsonToken.VALUE_NUMBER_FLOAT;
                case BOOLEAN -> s.text().equalsIgnoreCase("true") ? JsonToken.VALUE_TRUE : JsonToken.VALUE_FALSE;
                case TEXT -> JsonToken.VALUE_STRING;
            };
            return new YNode(Kind.SCALAR, s.line(), s.column(), null, null, null, s.text(), token);
        }
        return new YNode(Kind.NULL, v.line(), v.column(), null, null, null, null, JsonToken.VALUE_NULL);
    }

    /** Whether this value is English standing in for a translation (see {@link EnglishFallback}). */
    boolean english() { return origin != null; }

    /** This value and everything under it as read from the English file {@code file}. */
    YNode fromEnglish(String file) {
        Map<String, YNode> m = null;
        List<YNode> l = null;
        if (map != null) {
            m = new LinkedHashMap<>();
            for (Map.Entry<String, YNode> e : map.entrySet()) m.put(e.getKey(), e.getValue().fromEnglish(file));
            m = Collections.unmodifiableMap(m);
        }
        if (list != null) l = list.stream().map(n -> n.fromEnglish(file)).toList();
        return new YNode(kind, line, column, m, keyPositions, l, text, token, file);
    }

    /**
     * A translated value completed from the English one: every key and list item the translation
     * lacks is taken from {@code en} (read from {@code enFile}, and marked so). What the translation
     * has stays as it is, extra keys included: content validate reports those.
     */
    static YNode completedBy(YNode own, YNode en, String enFile) {
        if (own == null) return en == null ? null : en.fromEnglish(enFile);
        if (en == null || own.kind != en.kind) return own;
        // No key in common: not the same thing (another block type), so nothing to complete it with.
        if (own.isMap() && Collections.disjoint(own.map.keySet(), en.map.keySet())) return own;
        if (own.isMap()) {
            Map<String, YNode> m = new LinkedHashMap<>(own.map);
            Map<String, int[]> keys = new LinkedHashMap<>(own.keyPositions);
            for (Map.Entry<String, YNode> e : en.map.entrySet()) {
                m.put(e.getKey(), completedBy(own.map.get(e.getKey()), e.getValue(), enFile));
                // A key only English has is placed where the translation's map begins.
                keys.putIfAbsent(e.getKey(), new int[] {own.line, own.column});
            }
            return new YNode(own.kind, own.line, own.column, Collections.unmodifiableMap(m), keys, null, null, own.token, own.origin);
        }
        if (own.isList()) {
            List<YNode> items = new ArrayList<>();
            for (int i = 0; i < Math.max(own.list.size(), en.list.size()); i++)
                items.add(i < own.list.size() ? completedBy(own.list.get(i), i < en.list.size() ? en.list.get(i) : null, enFile)
                        : en.list.get(i).fromEnglish(enFile));
            return new YNode(own.kind, own.line, own.column, null, null, List.copyOf(items), null, own.token, own.origin);
        }
        return own;
    }

    boolean isMap() { return kind == Kind.MAP; }

    boolean isList() { return kind == Kind.LIST; }

    boolean isScalar() { return kind == Kind.SCALAR; }

    /** A word for the kind, for messages. */
    String describe() {
        return switch (kind) {
            case MAP -> "a map";
            case LIST -> "a list";
            case NULL -> "nothing";
            case SCALAR -> token == JsonToken.VALUE_STRING ? "text" : "a " + token.name().toLowerCase().replace("value_", "").replace('_', ' ');
        };
    }
}
