package io.boundarylab.cluster;

import java.text.MessageFormat;
import java.util.Locale;
import java.util.PropertyResourceBundle;
import java.util.ResourceBundle;

/**
 * The cluster bridge's sentences, from {@code messages.properties}, so that none is written in
 * code; in the default locale (the app sets it to the learner's language). As in the app, a
 * sentence a translation lacks shows in English marked {@value #UNTRANSLATED}.
 */
public final class Text {
    private static final String BUNDLE = "io.boundarylab.cluster.messages";
    /** Put before an English sentence shown because the learner's language has none. */
    public static final String UNTRANSLATED = "[EN] ";
    private static final ResourceBundle.Control NO_FALLBACK =
            ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_DEFAULT);

    private Text() {
    }

    /** The sentence under {@code key}, with its {@code {0}} … filled in. */
    public static String get(String key, Object... args) {
        Locale locale = Locale.getDefault();
        // Looked up on each call (ResourceBundle caches): the learner may switch language while the app runs.
        ResourceBundle bundle = ResourceBundle.getBundle(BUNDLE, locale, NO_FALLBACK);
        String text = new MessageFormat(bundle.getString(key), Locale.ROOT).format(args);
        String language = locale.getLanguage();
        boolean untranslated = !language.isEmpty() && !language.equals(Locale.ENGLISH.getLanguage())
                && bundle instanceof PropertyResourceBundle own && language.equals(bundle.getLocale().getLanguage())
                && own.handleGetObject(key) == null;
        return untranslated ? UNTRANSLATED + text : text;
    }
}
