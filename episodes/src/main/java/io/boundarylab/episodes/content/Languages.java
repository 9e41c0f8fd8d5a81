package io.boundarylab.episodes.content;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.TreeSet;
import java.util.stream.Stream;

/**
 * The languages a learner can choose: one per language folder of the content ({@code en/},
 * {@code es/} …), found from the files, so that a new language is new files only. English comes
 * first: it is the one every text falls back to. The app's menu, a saved playground experiment and
 * {@code content validate} all ask here.
 */
public final class Languages {
    private Languages() {
    }

    /** A language folder's name: a language tag of two or three lower-case letters ("en", "es", "qps"). */
    public static boolean isLanguageFolder(String name) {
        return name.matches("[a-z]{2,3}");
    }

    /** The languages of the content bundled with the app. */
    public static List<Locale> bundled() {
        try {
            return ContentLoader.fromBundled(Locale.ENGLISH, Languages::of);
        } catch (ContentException e) {
            // Without its bundled content the app opens in English and says what is missing elsewhere.
            return List.of(Locale.ENGLISH);
        }
    }

    /**
     * The languages of a content folder (the one holding {@code en/}): English, then every other
     * language folder beside it, in name order. A folder that is one language's content itself is
     * English alone.
     */
    public static List<Locale> of(Path contentDir) {
        TreeSet<String> found = new TreeSet<>();
        if (Files.isDirectory(contentDir.resolve(ContentLoader.DEFAULT_LANGUAGE))) {
            try (Stream<Path> children = Files.list(contentDir)) {
                children.filter(Files::isDirectory).map(p -> p.getFileName().toString().replace("/", ""))
                        .filter(Languages::isLanguageFolder).forEach(found::add);
            } catch (IOException e) {
                // An unlistable folder reads in English; whoever reads its files reports the folder.
            }
        }
        found.remove(ContentLoader.DEFAULT_LANGUAGE);
        List<Locale> out = new ArrayList<>(List.of(Locale.ENGLISH));
        for (String tag : found) {
            out.add(Locale.forLanguageTag(tag));
        }
        return List.copyOf(out);
    }
}
