package io.boundarylab.bridge.experiment;

import java.text.MessageFormat;
import java.util.Locale;
import java.util.PropertyResourceBundle;
import java.util.ResourceBundle;

/**
 * The bridge's user-visible sentences (trace rules and messages, doctor advice, CLI labels), in
 * the default locale (the app sets it to the learner's language). Trace messages and rules
 * ({@code trace.*}, {@code rule.*}) are part of the trace and always English
 * (docs/decisions/0002-trace-text-in-english.md). As in the app, a sentence a translation lacks
 * shows in English marked {@value #UNTRANSLATED}.
 */
public final class Messages {

    private static final String BUNDLE = "io.boundarylab.bridge.messages";
    /** Put before an English sentence shown because the learner's language has none. */
    public static final String UNTRANSLATED = "[EN] ";
    private static final ResourceBundle.Control NO_FALLBACK =
            ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_DEFAULT);

    private Messages() {
    }

    /** The sentence under a key, with {0}, {1} … filled in. */
    public static String get(String key, Object... args) {
        return get(Locale.getDefault(), key, args);
    }

    /** The sentence under a key in a given language (a trace's own sentences are English whatever it is). */
    public static String get(Locale language, String key, Object... args) {
        boolean trace = key.startsWith("trace.") || key.startsWith("rule.");
        Locale locale = trace ? Locale.ROOT : language;
        ResourceBundle bundle = ResourceBundle.getBundle(BUNDLE, locale, NO_FALLBACK);
        String pattern = bundle.getString(key);
        String text;
        if (args.length == 0) {
            text = pattern;
        } else {
            Object[] plain = new Object[args.length];
            // Numbers as the kernel wrote them: no grouping separators in PIDs and inodes.
            for (int i = 0; i < args.length; i++) plain[i] = args[i] instanceof Number ? args[i].toString() : args[i];
            text = new MessageFormat(pattern, Locale.ROOT).format(plain);
        }
        return untranslated(bundle, locale, key) ? UNTRANSLATED + text : text;
    }

    /** A key the learner's language has a bundle for, but not this key: it came from the English parent. */
    private static boolean untranslated(ResourceBundle bundle, Locale locale, String key) {
        String language = locale.getLanguage();
        return !language.isEmpty() && !language.equals(Locale.ENGLISH.getLanguage())
                && bundle instanceof PropertyResourceBundle own && language.equals(bundle.getLocale().getLanguage())
                && own.handleGetObject(key) == null;
    }
}
