package io.boundarylab.episodes.narration;

import java.text.MessageFormat;
import java.util.Locale;
import java.util.MissingResourceException;
import java.util.ResourceBundle;

/**
 * Words read from a resource bundle in one language: the one way the project loads and formats the
 * texts a learner reads outside the content. A pattern's {@link MessageFormat} arguments are filled
 * in the language's way, a count picks its plural form by the bundle's rule ({@link Plural}), and a
 * missing key shows as {@code !key!} rather than failing. The app's {@code Messages} and the
 * playground's words are both this, each with its own bundle.
 */
public class BundleText {
    private final ResourceBundle bundle;
    private final Locale locale;

    /** The bundle with the given base name in {@code locale} (English when null). */
    public BundleText(String baseName, Locale locale) {
        this.locale = locale == null ? Locale.ENGLISH : locale;
        // No fallback to the machine's language: English asked for on a Spanish desktop is English.
        this.bundle = ResourceBundle.getBundle(baseName, this.locale,
                ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_DEFAULT));
    }

    public final Locale locale() {
        return locale;
    }

    /** The bundle itself, for a reader that needs to know where a text came from. */
    protected final ResourceBundle bundle() {
        return bundle;
    }

    /** The text for a key, with {@link MessageFormat} arguments filled in; a missing key shows as {@code !key!}. */
    public String get(String key, Object... args) {
        String pattern;
        try {
            pattern = bundle.getString(key);
        } catch (MissingResourceException e) {
            // A missing key must be visible on screen and in tests, not crash.
            return "!" + key + "!";
        }
        return args.length == 0 ? pattern : new MessageFormat(pattern, locale).format(args);
    }

    /**
     * A sentence with a count, in the plural form the count takes in this language: the bundle holds
     * {@code key.one} and {@code key.other}, and {@code key.zero} where the language says none
     * otherwise; which counts are "one" is the bundle's rule (see {@link Plural}). A sentence that
     * reads the same for every count may give {@code key.other} alone. {@code args} fill the pattern
     * as in {@link #get}, the count among them where the sentence shows it.
     */
    public final String count(String key, long n, Object... args) {
        String rule = bundle.containsKey(Plural.RULE_KEY) ? bundle.getString(Plural.RULE_KEY) : null;
        return get(Plural.key(key, n, rule, this::has), args);
    }

    /** Whether the bundle has the key (for optional texts such as per-type event filter names). */
    public final boolean has(String key) {
        return bundle.containsKey(key);
    }
}
