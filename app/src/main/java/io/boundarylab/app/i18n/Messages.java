package io.boundarylab.app.i18n;

import io.boundarylab.episodes.narration.BundleText;
import java.util.Locale;

/**
 * The app's own words (window chrome, buttons, notices), read from a resource bundle through the
 * project's one bundle reader ({@link BundleText}). The main bundle is {@code io/boundarylab/app/messages};
 * parts with words of their own (the at-scale view, the kernel tab) keep them in a bundle next to
 * their classes and read it through this class too. The investigation's words come from
 * {@code content/}; nothing a learner reads is written in code. A text a translation lacks shows in
 * English, marked ({@link Untranslated}).
 */
public class Messages extends BundleText {
    /** The app's main bundle. */
    public static final String APP = "io.boundarylab.app.messages";
    /** The words of the kernel tab. */
    public static final String KERNEL = "io.boundarylab.app.kernel.messages";

    /** The app's main bundle. */
    public Messages(Locale locale) {
        this(APP, locale);
    }

    /** The bundle with the given base name, in a locale. */
    public Messages(String baseName, Locale locale) {
        super(baseName, locale);
    }

    /** The text for a key, with its arguments filled in; a missing key shows as {@code !key!}. */
    @Override
    public final String get(String key, Object... args) {
        String text = super.get(key, args);
        return text.equals("!" + key + "!") && !has(key) ? text : Untranslated.mark(bundle(), locale(), key, text);
    }

    /** Seconds with one decimal in this language's way: "2.5", in Spanish "2,5". */
    public final String seconds(long ms) {
        return io.boundarylab.episodes.narration.Templates.seconds(ms, locale());
    }

    /** A number without trailing zeros in this language's way: "4", "2.5", in Spanish "2,5". */
    public final String decimal(double d) {
        return io.boundarylab.episodes.narration.Templates.decimal(d, locale());
    }

    /** Simulated time, minutes:seconds, in this language's way: "0:12.5", in Spanish "0:12,5". */
    public final String time(long ms) {
        return io.boundarylab.episodes.narration.Templates.time(ms, locale());
    }
}
