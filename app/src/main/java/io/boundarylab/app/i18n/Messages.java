package io.boundarylab.app.i18n;

import io.boundarylab.episodes.narration.Plural;
import java.text.MessageFormat;
import java.util.Locale;
import java.util.MissingResourceException;
import java.util.ResourceBundle;

/**
 * The app's own words (window chrome, buttons, notices), read from a resource bundle: the one way
 * the app loads and formats its texts. The main bundle is {@code io/boundarylab/app/messages};
 * parts with words of their own (the at-scale view, the kernel tab) keep them in a bundle next to
 * their classes and read it through this class too. The investigation's words come from
 * {@code content/}; nothing a learner reads is written in code.
 */
public class Messages {
    /** The app's main bundle. */
    public static final String APP = "io.boundarylab.app.messages";
    /** The words of the kernel tab. */
    public static final String KERNEL = "io.boundarylab.app.kernel.messages";

    private final ResourceBundle bundle;
    private final Locale locale;

    /** The app's main bundle. */
    public Messages(Locale locale) {
        this(APP, locale);
    }

    /** The bundle with the given base name, in a locale. */
    public Messages(String baseName, Locale locale) {
        this.locale = locale;
        // No fallback to the machine's default locale: English asked for on a Spanish desktop is English.
        this.bundle = ResourceBundle.getBundle(baseName, locale,
                ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_DEFAULT));
    }

    public final Locale locale() {
        return locale;
    }

    /** The text for a key, with {@link MessageFormat} arguments filled in; a missing key shows as {@code !key!}. */
    public final String get(String key, Object... args) {
        String pattern;
        try {
            pattern = bundle.getString(key);
        } catch (MissingResourceException e) {
            // A missing key must be visible in the UI and in tests, not crash the app.
            return "!" + key + "!";
        }
        String text = args.length == 0 ? pattern : new MessageFormat(pattern, locale).format(args);
        return Untranslated.mark(bundle, locale, key, text);
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

    /** Seconds with one decimal in this language's way: "2.5", in Spanish "2,5". */
    public final String seconds(long ms) {
        return io.boundarylab.episodes.narration.Templates.seconds(ms, locale);
    }

    /** A number without trailing zeros in this language's way: "4", "2.5", in Spanish "2,5". */
    public final String decimal(double d) {
        return io.boundarylab.episodes.narration.Templates.decimal(d, locale);
    }

    /** Simulated time, minutes:seconds, in this language's way: "0:12.5", in Spanish "0:12,5". */
    public final String time(long ms) {
        return io.boundarylab.episodes.narration.Templates.time(ms, locale);
    }

    /** Whether the bundle has the key (for optional texts such as per-type event filter names). */
    public final boolean has(String key) {
        return bundle.containsKey(key);
    }
}
