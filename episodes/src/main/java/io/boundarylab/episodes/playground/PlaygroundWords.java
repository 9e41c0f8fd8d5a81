package io.boundarylab.episodes.playground;

import io.boundarylab.episodes.narration.BundleText;

import java.util.Locale;

/**
 * The playground's words in one language, from its bundle ({@code words.properties} beside this
 * class, one file per language): the claim menu, the words a saved experiment needs that the learner
 * did not write, and why a save failed. A language without a file of its own reads English.
 */
final class PlaygroundWords extends BundleText {
    static final String BUNDLE = "io.boundarylab.episodes.playground.words";

    private PlaygroundWords(Locale locale) {
        super(BUNDLE, locale);
    }

    static PlaygroundWords in(Locale locale) {
        return new PlaygroundWords(locale);
    }
}
