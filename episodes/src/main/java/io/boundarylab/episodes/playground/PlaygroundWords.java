package io.boundarylab.episodes.playground;

import io.boundarylab.episodes.narration.Plural;

import java.text.MessageFormat;
import java.util.Locale;
import java.util.MissingResourceException;
import java.util.ResourceBundle;

/**
 * The playground's words in one language, from its bundle ({@code words.properties} beside this
 * class, one file per language): the claim menu, the words a saved experiment needs that the learner
 * did not write, and why a save failed. A language without a file of its own reads English.
 */
final class PlaygroundWords {
    static final String BUNDLE = "io.boundarylab.episodes.playground.words";

    private final ResourceBundle bundle;
    private final Locale locale;

    private PlaygroundWords(Locale locale) {
        this.locale = locale == null ? Locale.ENGLISH : locale;
        // No fallback to the machine's language: English asked for on a Spanish desktop is English.
        this.bundle = ResourceBundle.getBundle(BUNDLE, this.locale,
                ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_DEFAULT));
    }

    static PlaygroundWords in(Locale locale) {
        return new PlaygroundWords(locale);
    }

    /** The text for a key, with {@link MessageFormat} arguments filled in; a missing key shows as {@code !key!}. */
    String get(String key, Object... args) {
        String pattern;
        try {
            pattern = bundle.getString(key);
        } catch (MissingResourceException e) {
            return "!" + key + "!";
        }
        return args.length == 0 ? pattern : new MessageFormat(pattern, locale).format(args);
    }

    /** The form of {@code key} that the count {@code n} takes in this language ({@link Plural}). */
    String count(String key, long n, Object... args) {
        String rule = bundle.containsKey(Plural.RULE_KEY) ? bundle.getString(Plural.RULE_KEY) : null;
        return get(Plural.key(key, n, rule, bundle::containsKey), args);
    }
}
