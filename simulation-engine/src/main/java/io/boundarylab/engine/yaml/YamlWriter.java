package io.boundarylab.engine.yaml;

import org.yaml.snakeyaml.nodes.NodeId;
import org.yaml.snakeyaml.nodes.Tag;
import org.yaml.snakeyaml.resolver.Resolver;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * Writes YAML for a person's editor: maps one field a line ({@link Block}) or on one line
 * ({@link Flow}), lists one item a line ({@link BlockList}) or on one line ({@link FlowList}).
 * A {@code String} value is text and always reads back as the same text
 * ({@link #text(String)}); a {@link Token} (a number, a boolean, a quantity such as {@code 500m})
 * is written as it is, for the reader to take as what it means. Keys and values keep the order they
 * were put in, so the same values always give the same bytes.
 */
public final class YamlWriter {
    private YamlWriter() {
    }

    /** A map written one field a line. */
    public static final class Block extends LinkedHashMap<String, Object> {
        private static final long serialVersionUID = 1L;
    }

    /** A map written on one line, {@code {a: 1, b: 2}}. */
    public static final class Flow extends LinkedHashMap<String, Object> {
        private static final long serialVersionUID = 1L;
    }

    /** A list written one item a line. */
    public static final class BlockList extends ArrayList<Object> {
        private static final long serialVersionUID = 1L;
    }

    /** A list written on one line, {@code [a, b]}. */
    public static final class FlowList extends ArrayList<Object> {
        private static final long serialVersionUID = 1L;
    }

    /** A value written exactly as given: a number, a boolean or a quantity the reader parses itself. */
    public record Token(String text) {
    }

    public static Token token(long n) {
        return new Token(Long.toString(n));
    }

    public static Token token(boolean b) {
        return new Token(Boolean.toString(b));
    }

    public static Token token(String text) {
        return new Token(text);
    }

    /** The map as YAML text, one field a line, ending in a line break. */
    public static String write(Block root) {
        StringBuilder out = new StringBuilder();
        block(out, root, "", "");
        return out.toString();
    }

    /** A value on one line: text quoted where it must be, a flow map or list, or a token. */
    public static String inline(Object v) {
        if (v instanceof String s) return text(s);
        if (v instanceof Token t) return t.text();
        if (v instanceof Map<?, ?> m) {
            StringBuilder sb = new StringBuilder("{");
            for (Map.Entry<?, ?> e : m.entrySet()) {
                sb.append(sb.length() == 1 ? "" : ", ").append(text((String) e.getKey())).append(": ").append(inline(e.getValue()));
            }
            return sb.append('}').toString();
        }
        if (v instanceof List<?> l) {
            StringBuilder sb = new StringBuilder("[");
            for (Object item : l) sb.append(sb.length() == 1 ? "" : ", ").append(inline(item));
            return sb.append(']').toString();
        }
        throw new IllegalArgumentException("a value YAML text has no form for: " + v);
    }

    /** {@code firstIndent}: what goes before the first field (after a list item's {@code "- "}, nothing). */
    private static void block(StringBuilder out, Block b, String firstIndent, String indent) {
        boolean first = true;
        for (Map.Entry<String, Object> e : b.entrySet()) {
            out.append(first ? firstIndent : indent);
            first = false;
            field(out, e.getKey(), e.getValue(), indent);
        }
    }

    private static void field(StringBuilder out, String key, Object value, String indent) {
        out.append(text(key)).append(':');
        if (value instanceof Block b && !b.isEmpty()) {
            out.append('\n');
            block(out, b, indent + "  ", indent + "  ");
        } else if (value instanceof BlockList l && !l.isEmpty()) {
            out.append('\n');
            for (Object item : l) {
                out.append(indent).append("  - ");
                if (item instanceof Block ib && !ib.isEmpty()) block(out, ib, "", indent + "    ");
                else out.append(inline(item)).append('\n');
            }
        } else {
            out.append(' ').append(inline(value)).append('\n');
        }
    }

    // ---- text --------------------------------------------------------------------------------------

    /** Characters a plain (unquoted) scalar may hold here, in block and in flow context alike. */
    private static final Pattern PLAIN = Pattern.compile("(-?[A-Za-z0-9_/.])[A-Za-z0-9_/.:@%+=-]*");
    /** The rules the input layer's YAML parser reads a plain scalar by (null, boolean, number, text). */
    private static final Resolver RESOLVER = new Resolver();

    /**
     * Text as YAML: plain when the input layer reads it back as this same text (never as a number,
     * a boolean or null: a title {@code 2024} or a name {@code yes} stays text), else double-quoted
     * with every character that could be lost escaped.
     */
    public static String text(String s) {
        if (PLAIN.matcher(s).matches() && !s.endsWith(":") && RESOLVER.resolve(NodeId.scalar, s, true).equals(Tag.STR)) return s;
        StringBuilder sb = new StringBuilder("\"");
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> sb.append("\\\"");
                case '\\' -> sb.append("\\\\");
                case '\n' -> sb.append("\\n");
                case '\t' -> sb.append("\\t");
                case '\r' -> sb.append("\\r");
                default -> {
                    // Control characters, line separators, the byte-order mark, the two non-characters and a
                    // surrogate without its pair cannot stand as themselves in YAML text.
                    if (c < 0x20 || c == 0x7f || (c >= 0x80 && c <= 0x9f) || c == '\u2028' || c == '\u2029' || c == '\ufeff' || c == '\ufffe' || c == '\uffff'
                            || Character.isSurrogate(c) && !pairedSurrogate(s, i)) {
                        sb.append(String.format("\\u%04x", (int) c));
                    } else {
                        sb.append(c);
                    }
                }
            }
        }
        return sb.append('"').toString();
    }

    private static boolean pairedSurrogate(String s, int i) {
        char c = s.charAt(i);
        if (Character.isHighSurrogate(c)) return i + 1 < s.length() && Character.isLowSurrogate(s.charAt(i + 1));
        return i > 0 && Character.isHighSurrogate(s.charAt(i - 1));
    }
}
