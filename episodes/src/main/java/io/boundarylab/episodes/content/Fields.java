package io.boundarylab.episodes.content;

import com.fasterxml.jackson.core.JsonToken;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Reads the keys of one YAML map and records a problem, at the right line, for everything wrong:
 * a missing or empty required key, a value of the wrong kind, and (on {@link #finish()}) every key
 * nobody asked for, because an unknown key is almost always a typo that would silently be ignored.
 */
final class Fields {

    private final Problems problems;
    private final String file;
    private final YNode node;
    private final Set<String> used = new HashSet<>();

    /** The problem list of one load, shared by every file. */
    static final class Problems {
        final List<ContentProblem> list = new ArrayList<>();
        /** What loads but is probably a mistake (a giveaway choice); never stops a load. */
        final List<ContentProblem> warnings = new ArrayList<>();

        void warn(String file, YNode at, String message) {
            // A problem without a node concerns the whole file: 1:1 is where an editor can jump to it.
            warnings.add(new ContentProblem(file, at == null ? 1 : at.line, at == null ? 1 : at.column, "warning: " + message));
        }

        void add(String file, int line, int column, String message) {
            list.add(new ContentProblem(file, line, column, message));
        }

        void add(String file, YNode at, String message) {
            // An English value standing in for a translation is wrong where it was written: in the English file.
            add(at != null && at.origin != null ? at.origin : file, at == null ? 1 : at.line, at == null ? 1 : at.column, message);
        }
    }

    Fields(Problems problems, String file, YNode node) {
        this.problems = problems;
        this.file = file;
        this.node = node;
    }

    /** Fields of a node that must be a map; a problem (and an empty reader) otherwise. */
    static Fields of(Problems problems, String file, YNode node, String what) {
        if (node == null || !node.isMap()) {
            problems.add(file, node, what + " must be a map, not " + (node == null ? "nothing" : node.describe()));
            return new Fields(problems, file, null);
        }
        return new Fields(problems, file, node);
    }

    boolean valid() { return node != null; }

    YNode self() { return node; }

    String file() { return file; }

    Problems problems() { return problems; }

    boolean has(String key) {
        return node != null && node.map.containsKey(key);
    }

    /** The raw value, marking the key as known; null when absent. */
    YNode opt(String key) {
        used.add(key);
        return node == null ? null : node.map.get(key);
    }

    YNode req(String key) {
        YNode v = opt(key);
        if (v == null && node != null) problems.add(file, node, "missing required key '" + key + "'");
        return v;
    }

    String str(String key) {
        YNode v = req(key);
        if (v == null) return null;
        return text(v, key, true);
    }

    String optStr(String key) {
        YNode v = opt(key);
        if (v == null || v.kind == YNode.Kind.NULL) return null;
        return text(v, key, true);
    }

    /**
     * A text the learner reads: marked {@link EnglishFallback#MARK} when it is English standing in for
     * a translation. Identifiers, references and predicates are read with {@link #str} and never marked.
     */
    String prose(String key) {
        YNode v = req(key);
        return v == null ? null : proseText(v, key);
    }

    /** An optional text the learner reads (see {@link #prose}). */
    String optProse(String key) {
        YNode v = opt(key);
        if (v == null || v.kind == YNode.Kind.NULL) return null;
        return proseText(v, key);
    }

    /** A node's text the learner reads (see {@link #prose}). */
    String proseText(YNode v, String key) {
        String s = text(v, key, true);
        return s == null ? null : EnglishFallback.mark(s, v.english());
    }

    /** A list of texts the learner reads (see {@link #prose}). */
    List<String> proseList(String key, boolean required) {
        List<String> out = new ArrayList<>();
        for (YNode item : list(key, required, false)) {
            String s = proseText(item, key);
            if (s != null) out.add(s);
        }
        return out;
    }

    /** A map of text to text the learner reads, in order (see {@link #prose}). */
    Map<String, String> proseMap(String key) {
        Map<String, String> out = new LinkedHashMap<>();
        YNode v = opt(key);
        if (v == null) return out;
        if (!v.isMap()) {
            problems.add(file, v, "'" + key + "' must be a map, not " + v.describe());
            return out;
        }
        for (Map.Entry<String, YNode> e : v.map.entrySet()) {
            String s = proseText(e.getValue(), e.getKey());
            if (s != null) out.put(e.getKey(), s);
        }
        return out;
    }

    String text(YNode v, String key, boolean nonEmpty) {
        if (!v.isScalar()) {
            problems.add(file, v, "'" + key + "' must be text, not " + v.describe());
            return null;
        }
        if (nonEmpty && v.text.isBlank()) {
            problems.add(file, v, "'" + key + "' must not be empty");
            return null;
        }
        return v.text;
    }

    Integer integer(String key, boolean required) {
        YNode v = required ? req(key) : opt(key);
        if (v == null) return null;
        if (!v.isScalar() || v.token != JsonToken.VALUE_NUMBER_INT) {
            problems.add(file, v, "'" + key + "' must be a whole number, not " + v.describe());
            return null;
        }
        return Integer.parseInt(v.text);
    }

    /** A number (whole or not) from 0 to {@code max}; null, with a problem, when it is anything else. */
    Double number(String key, boolean required, double max) {
        YNode v = required ? req(key) : opt(key);
        if (v == null) return null;
        if (!v.isScalar() || (v.token != JsonToken.VALUE_NUMBER_INT && v.token != JsonToken.VALUE_NUMBER_FLOAT)) {
            problems.add(file, v, "'" + key + "' must be a number, not " + v.describe());
            return null;
        }
        double d = Double.parseDouble(v.text);
        if (!(d >= 0) || d > max) {
            problems.add(file, v, "'" + key + "' must be from 0 to " + String.format(java.util.Locale.ROOT, "%.0f", max) + ", not " + v.text);
            return null;
        }
        return d;
    }

    Boolean bool(String key) {
        YNode v = opt(key);
        if (v == null) return null;
        if (!v.isScalar() || (v.token != JsonToken.VALUE_TRUE && v.token != JsonToken.VALUE_FALSE)) {
            problems.add(file, v, "'" + key + "' must be true or false, not " + v.describe());
            return null;
        }
        return v.token == JsonToken.VALUE_TRUE;
    }

    /** A required list (an empty one is allowed only when {@code allowEmpty}). */
    List<YNode> list(String key, boolean required, boolean allowEmpty) {
        YNode v = required ? req(key) : opt(key);
        if (v == null) return List.of();
        if (!v.isList()) {
            problems.add(file, v, "'" + key + "' must be a list, not " + v.describe());
            return List.of();
        }
        if (!allowEmpty && v.list.isEmpty()) problems.add(file, v, "'" + key + "' must not be empty");
        return v.list;
    }

    /** A list of texts. */
    List<String> strings(String key, boolean required) {
        List<String> out = new ArrayList<>();
        for (YNode item : list(key, required, false)) {
            String s = text(item, key, true);
            if (s != null) out.add(s);
        }
        return out;
    }

    /** Reports every key not read. */
    void finish() {
        if (node == null) return;
        for (String k : node.map.keySet()) {
            if (used.contains(k)) continue;
            int[] at = node.keyPositions.get(k);
            problems.add(file, at[0], at[1], "unknown key '" + k + "'" + suggestion(k));
        }
    }

    private String suggestion(String unknown) {
        String best = null;
        int bestD = 3;
        for (String k : used) {
            int d = distance(unknown.toLowerCase(), k.toLowerCase());
            if (d < bestD) { bestD = d; best = k; }
        }
        return best == null ? "" : " (did you mean '" + best + "'?)";
    }

    private static int distance(String a, String b) {
        int[] prev = new int[b.length() + 1], cur = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) prev[j] = j;
        for (int i = 1; i <= a.length(); i++) {
            cur[0] = i;
            for (int j = 1; j <= b.length(); j++)
                cur[j] = Math.min(Math.min(cur[j - 1] + 1, prev[j] + 1), prev[j - 1] + (a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1));
            int[] t = prev; prev = cur; cur = t;
        }
        return prev[b.length()];
    }
}
