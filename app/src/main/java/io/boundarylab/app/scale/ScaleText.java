package io.boundarylab.app.scale;

import java.text.MessageFormat;
import java.util.Locale;
import java.util.MissingResourceException;
import java.util.ResourceBundle;

/** The at-scale view's words, from {@code io/boundarylab/app/scale/messages.properties}. */
public final class ScaleText {
    public static final String BUNDLE = "io.boundarylab.app.scale.messages";
    private final ResourceBundle bundle;
    private final Locale locale;

    public ScaleText(Locale locale) {
        this.locale = locale;
        this.bundle = ResourceBundle.getBundle(BUNDLE, locale);
    }

    public Locale locale() {
        return locale;
    }

    /** The text for a key with {@link MessageFormat} arguments; a missing key shows as {@code !key!}. */
    public String get(String key, Object... args) {
        String pattern;
        try {
            pattern = bundle.getString(key);
        } catch (MissingResourceException e) {
            return "!" + key + "!";
        }
        return args.length == 0 ? pattern : new MessageFormat(pattern, locale).format(args);
    }

    public boolean has(String key) {
        return bundle.containsKey(key);
    }

    /** Simulated time as h:mm:ss (digits and colons only, the same in every language). */
    public static String clock(long ms) {
        long s = Math.max(0, ms) / 1000;
        return String.format(Locale.ROOT, "%d:%02d:%02d", s / 3600, (s / 60) % 60, s % 60);
    }
}
