package io.boundarylab.app.i18n;

import java.util.Locale;
import java.util.PropertyResourceBundle;
import java.util.ResourceBundle;

/**
 * A text the learner's language lacks falls back to English (the base bundle), marked so a reader
 * and a translator see it is not yet translated, never blank: "[EN] Next". A language the app has
 * no translation for at all gets the English app as it is.
 */
final class Untranslated {
    /** Put before a text shown in English because the learner's language has none. */
    static final String MARK = io.boundarylab.episodes.content.EnglishFallback.MARK;

    private Untranslated() {
    }

    static String mark(ResourceBundle bundle, Locale locale, String key, String text) {
        String language = locale.getLanguage();
        if (language.isEmpty() || language.equals(Locale.ENGLISH.getLanguage())) {
            return text;
        }
        // A language with no translation at all shows the app in English, unmarked. One with a bundle of
        // its own holds its keys there; the English ones come from the parent (the base bundle).
        if (!(bundle instanceof PropertyResourceBundle own) || !language.equals(bundle.getLocale().getLanguage())
                || own.handleGetObject(key) != null) {
            return text;
        }
        return MARK + text;
    }
}
