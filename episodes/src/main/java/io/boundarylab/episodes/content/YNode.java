package io.boundarylab.episodes.content;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;

import java.io.IOException;
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

    /** Parses one YAML document; duplicates are collected, not fatal. */
    static YNode parse(String text, List<Duplicate> duplicates) throws SyntaxError {
        try (JsonParser p = new YAMLFactory().createParser(text)) {
            JsonToken t = p.nextToken();
            if (t == null) return new YNode(Kind.NULL, 1, 1, null, null, null, null, null);
            return read(p, duplicates);
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            JsonLocation loc = e.getLocation();
            String msg = e.getOriginalMessage() == null ? "not valid YAML" : e.getOriginalMessage().lines().findFirst().orElse("");
            throw new SyntaxError("not valid YAML: " + msg, loc == null ? 1 : Math.max(1, loc.getLineNr()),
                    loc == null ? 1 : Math.max(1, loc.getColumnNr()));
        } catch (IOException e) {
            throw new SyntaxError("not readable: " + e.getMessage(), 1, 1);
        }
    }

    private static YNode read(JsonParser p, List<Duplicate> duplicates) throws IOException {
        JsonLocation loc = p.currentTokenLocation();
        int line = loc.getLineNr(), col = loc.getColumnNr();
        JsonToken t = p.currentToken();
        switch (t) {
            case START_OBJECT: {
                Map<String, YNode> m = new LinkedHashMap<>();
                Map<String, int[]> keys = new LinkedHashMap<>();
                while (p.nextToken() == JsonToken.FIELD_NAME) {
                    String k = p.currentName();
                    JsonLocation kl = p.currentTokenLocation();
                    p.nextToken();
                    YNode v = read(p, duplicates);
                    if (m.containsKey(k)) duplicates.add(new Duplicate(k, kl.getLineNr(), kl.getColumnNr()));
                    m.put(k, v);
                    keys.put(k, new int[] {kl.getLineNr(), kl.getColumnNr()});
                }
                return new YNode(Kind.MAP, line, col, Collections.unmodifiableMap(m), keys, null, null, t);
            }
            case START_ARRAY: {
                List<YNode> l = new ArrayList<>();
                while (p.nextToken() != JsonToken.END_ARRAY) l.add(read(p, duplicates));
                return new YNode(Kind.LIST, line, col, null, null, List.copyOf(l), null, t);
            }
            case VALUE_NULL:
                return new YNode(Kind.NULL, line, col, null, null, null, null, t);
            default:
                return new YNode(Kind.SCALAR, line, col, null, null, null, p.getText(), t);
        }
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
