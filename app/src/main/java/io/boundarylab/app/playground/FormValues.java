package io.boundarylab.app.playground;

import io.boundarylab.app.playground.EditRefused.Field;
import io.boundarylab.app.playground.EditRefused.Reason;
import java.util.List;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * The checks every value typed in the form goes through, and the form's limits: a value that cannot
 * be one is refused with the field it was typed in and why ({@link EditRefused}), in the learner's
 * language when shown.
 */
public final class FormValues {
    /** The most replicas the form makes: more would only slow a run down without teaching more. */
    public static final int MAX_REPLICAS = 100;
    /** The longest time the form takes, in seconds (a day: far past any run's horizon). */
    public static final long MAX_SECONDS = 86_400;
    /** The most successes or failures in a row a probe can ask for in the form: more would outlast any run. */
    public static final int MAX_THRESHOLD = 1_000;

    private FormValues() {
    }

    /** The text as a whole number, or a reason naming the field. */
    static long number(Field field, String text) {
        String t = text == null ? "" : text.trim();
        if (t.isEmpty()) throw new EditRefused(field, Reason.NUMBER_NEEDED);
        if (!t.matches("-?[0-9]{1,12}")) throw new EditRefused(field, Reason.NOT_WHOLE_NUMBER, t);
        return Long.parseLong(t);
    }

    static long requireRange(Field field, long n, long min, long max) {
        if (n < min || n > max) throw new EditRefused(field, Reason.RANGE, min, max, n);
        return n;
    }

    static String requireName(Field field, String name) {
        String n = name == null ? "" : name.trim();
        if (n.isEmpty()) throw new EditRefused(field, Reason.EMPTY);
        return n;
    }

    /** {@code key=value,key=value} as sorted pairs; blank is none. */
    static SortedMap<String, String> labels(String text) {
        SortedMap<String, String> out = new TreeMap<>();
        String t = text == null ? "" : text.trim();
        if (t.isEmpty()) return out;
        for (String pair : t.split(",")) {
            int eq = pair.indexOf('=');
            String k = eq < 0 ? "" : pair.substring(0, eq).trim();
            String v = eq < 0 ? "" : pair.substring(eq + 1).trim();
            if (k.isEmpty()) throw new EditRefused(Field.LABELS, Reason.LABEL_PAIRS, t);
            if (out.put(k, v) != null) throw new EditRefused(Field.LABELS, Reason.LABEL_TWICE, k);
        }
        return out;
    }

    /** The first of prefix1, prefix2, … that is not taken. */
    static String fresh(String prefix, List<String> taken) {
        for (int i = 1; ; i++) {
            if (!taken.contains(prefix + i)) {
                return prefix + i;
            }
        }
    }
}
