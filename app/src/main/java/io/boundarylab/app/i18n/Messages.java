package io.boundarylab.app.i18n;

import java.text.MessageFormat;
import java.util.Locale;
import java.util.MissingResourceException;
import java.util.ResourceBundle;

/**
 * The app's own words (window chrome, buttons, notices), read from {@code messages.properties}.
 * The investigation's words come from {@code content/}; nothing a learner reads is written in code.
 */
public final class Messages {
    private final ResourceBundle bundle;
    private final Locale locale;

    public Messages(Locale locale) {
        this.locale = locale;
        this.bundle = ResourceBundle.getBundle("io.boundarylab.app.messages", locale);
    }

    public Locale locale() {
        return locale;
    }

    /** The text for a key, with {@link MessageFormat} arguments filled in. */
    public String get(String key, Object... args) {
        String pattern;
        try {
            pattern = bundle.getString(key);
        } catch (MissingResourceException e) {
            // A missing key must be visible in the UI and in tests, not crash the app.
            return "!" + key + "!";
        }
        return args.length == 0 ? pattern : new MessageFormat(pattern, locale).format(args);
    }

    /** Whether the bundle has the key (for optional texts such as per-type event filter names). */
    public boolean has(String key) {
        return bundle.containsKey(key);
    }
}
