package io.boundarylab.app.save;

import io.boundarylab.episodes.content.Languages;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Locale;

/**
 * The language the learner chose from the menu, kept in the config folder as {@code language}
 * (one language tag, "en", "es" …), apart from settings.json so that format stays as it is.
 * Without a choice, or with one the app does not speak ({@link Languages#bundled()}), the desktop's
 * language decides.
 */
public final class LanguageFile {
    public static final String NAME = "language";

    private LanguageFile() {
    }

    /** The saved choice if it is one the app speaks, else {@code fallback}. */
    public static Locale load(Path folder, Locale fallback) {
        try {
            byte[] bytes = DurableFiles.readAtMost(folder.resolve(NAME), 64);
            String tag = new String(bytes, StandardCharsets.UTF_8).strip();
            for (Locale spoken : Languages.bundled()) {
                if (spoken.getLanguage().equals(tag)) {
                    return spoken;
                }
            }
        } catch (IOException | RuntimeException e) {
            // No choice saved yet, or a damaged one: the desktop's language decides.
        }
        return fallback;
    }

    /** Saves the choice (a temporary file moved into place); a read-only store saves nothing. */
    public static void save(SaveStore store, Locale language) throws IOException {
        if (store.readOnly()) {
            return;
        }
        DurableFiles.write(store.folder().resolve(NAME), (language.getLanguage() + "\n").getBytes(StandardCharsets.UTF_8));
    }
}
