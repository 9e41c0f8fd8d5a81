package io.boundarylab.episodes.narration;

import java.util.Locale;

/**
 * Which plural form a count takes in a language, so that a sentence with a number reads "1
 * prediction" and "2 predictions". The words of each form live in the bundles, one key per form
 * ({@code key.one}, {@code key.other}); this class only chooses the form, by the language's rule
 * (the form names are CLDR's). English and Spanish share one rule: "one" for exactly 1, "other" for
 * every other count, 0 included. A language whose counts take other forms adds its rule here.
 */
public final class Plural {
    /** The form for a single thing: "1 prediction", "1 predicción". */
    public static final String ONE = "one";
    /** The form for every other count: "0 predictions", "2 predicciones". */
    public static final String OTHER = "other";

    private Plural() {
    }

    /** The form {@code n} takes in {@code language}: {@link #ONE} or {@link #OTHER}. */
    public static String form(long n, Locale language) {
        return n == 1 ? ONE : OTHER;
    }

    /** The bundle key of the form {@code n} takes: {@code key.one} or {@code key.other}. */
    public static String key(String key, long n, Locale language) {
        return key + "." + form(n, language);
    }
}
