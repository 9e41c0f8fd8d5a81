package io.boundarylab.episodes.narration;

import java.util.Arrays;

/**
 * Which plural form a count takes in a language, so that a sentence with a number reads "1
 * prediction" and "2 predictions". The words of each form live in the bundles, one key per form
 * ({@code key.one}, {@code key.other}, and {@code key.zero} where a language says none otherwise:
 * "no file refused"); this class only chooses the form. Which counts take the "one" form is the
 * language's rule, named by its bundle ({@link #RULE_KEY}: the counts, comma-separated, "0, 1" for
 * a language like French); a bundle that names none has English's and Spanish's rule: exactly 1.
 * So a language with another rule is a file to add, not code to change.
 */
public final class Plural {
    /** The form for a single thing: "1 prediction", "1 predicción". */
    public static final String ONE = "one";
    /** The form for every other count: "0 predictions", "2 predicciones". */
    public static final String OTHER = "other";
    /** The form for none, where a bundle gives one. */
    public static final String ZERO = "zero";
    /** The bundle key naming the counts the "one" form covers. */
    public static final String RULE_KEY = "plural.one";

    private Plural() {
    }

    /** The form {@code n} takes: {@link #ONE} or {@link #OTHER}; {@code oneCounts} is the bundle's rule, or null for "exactly 1". */
    public static String form(long n, String oneCounts) {
        boolean one = oneCounts == null ? n == 1
                : Arrays.stream(oneCounts.split(",")).map(String::strip).anyMatch(c -> c.equals(Long.toString(n)));
        return one ? ONE : OTHER;
    }

    /**
     * The bundle key {@code n} reads with, among those the bundle {@code has}: {@code key.zero} for
     * 0 where there is one, else the form of {@link #form}, else {@code key.other}.
     */
    public static String key(String key, long n, String oneCounts, java.util.function.Predicate<String> has) {
        if (n == 0 && has.test(key + "." + ZERO)) return key + "." + ZERO;
        String form = key + "." + form(n, oneCounts);
        return has.test(form) ? form : key + "." + OTHER;
    }
}
