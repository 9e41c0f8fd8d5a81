package io.boundarylab.app.i18n;

import java.util.Arrays;

/**
 * A count with its noun in the form its language gives it, from the bundle: {@code NAME.one} and
 * {@code NAME.other} (each a pattern with {@code {0}} for the count: "1 result", "{0} results"), and
 * {@code NAME.zero} where the language says none otherwise ("no file refused"). Which counts take the
 * {@code .one} form is the language's rule, read from the bundle's {@code plural.one} (the counts,
 * comma-separated; 1 when the bundle names none, as in English and Spanish), so that a language with
 * another rule is a file to add, not code to change.
 */
public final class Plurals {
    private Plurals() {
    }

    public static String count(Messages m, String name, long n) {
        if (n == 0 && m.has(name + ".zero")) return m.get(name + ".zero", n);
        return m.get(name + (isOne(m, n) ? ".one" : ".other"), n);
    }

    private static boolean isOne(Messages m, long n) {
        if (!m.has("plural.one")) return n == 1;
        return Arrays.stream(m.get("plural.one").split(",")).map(String::strip).anyMatch(s -> s.equals(Long.toString(n)));
    }
}
