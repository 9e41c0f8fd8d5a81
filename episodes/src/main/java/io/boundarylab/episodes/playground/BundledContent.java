package io.boundarylab.episodes.playground;

import io.boundarylab.episodes.content.ContentException;
import io.boundarylab.episodes.content.Investigation;
import java.util.Locale;

/**
 * The content shipped with the app, as whoever holds it has read it: a playground run words its
 * verdict with the phrases of the learner's language, and a save copies the phrases of every
 * language it writes. The app reads each language once and hands the same reading to every run and
 * save, instead of each parsing every bundled investigation again.
 */
@FunctionalInterface
public interface BundledContent {

    /**
     * The first bundled investigation in a language (its phrases are the ones a verdict and a saved
     * lesson use).
     *
     * @throws ContentException when the bundled content does not load
     */
    Investigation in(Locale language) throws ContentException;

    /** The bundled content read afresh at each question: for a single command, where nothing is asked twice. */
    static BundledContent readEachTime() {
        return Investigation::loadBundled;
    }
}
