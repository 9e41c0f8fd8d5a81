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

    private YNode(Kind kind, int line, int column, Map<String, YNode> map, Map<String, int[]> keyPositions,
                  List<YNode> list, String text, JsonToken token) {
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
