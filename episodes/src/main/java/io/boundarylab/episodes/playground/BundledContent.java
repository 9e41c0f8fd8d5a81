package io.boundarylab.episodes.playground;

import io.boundarylab.episodes.content.ContentException;
import io.boundarylab.episodes.content.Investigation;
import io.boundarylab.episodes.content.Languages;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/**
 * The content shipped with the app, as whoever holds it has read it: a playground run words its
 * verdict with the phrases of the learner's language, and a save copies the phrases and the
 * narration of every language the content has. The app reads each language once and hands the
 * same reading to every run and save, instead of each parsing every bundled investigation again.
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

    /** The languages of the content, English first: a saved lesson has a folder for each. */
    default List<Locale> languages() {
        return Languages.bundled();
    }

    /** The narration file of a language, as a saved lesson copies it. */
    default String narration(Locale language) throws IOException {
        String name = "/content/" + language.getLanguage() + "/narration.yaml";
        try (InputStream in = BundledContent.class.getResourceAsStream(name)) {
            if (in == null) throw new IOException("the bundled content lacks " + name);
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    /** The bundled content read afresh at each question: for a single command, where nothing is asked twice. */
    static BundledContent readEachTime() {
        return Investigation::loadBundled;
    }

    /** A content folder (the one holding {@code en/}) in the place of the bundled content: its languages, phrases and narration. */
    static BundledContent folder(Path content) {
        return new BundledContent() {
            @Override
            public Investigation in(Locale language) throws ContentException {
                return Investigation.loadAll(content, language).get(0);
            }

            @Override
            public List<Locale> languages() {
                return Languages.of(content);
            }

            @Override
            public String narration(Locale language) throws IOException {
                return Files.readString(content.resolve(language.getLanguage()).resolve("narration.yaml"), StandardCharsets.UTF_8);
            }
        };
    }
}
