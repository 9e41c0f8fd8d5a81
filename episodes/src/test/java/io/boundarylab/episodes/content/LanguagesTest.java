package io.boundarylab.episodes.content;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The languages come from the content's folders: a new language is a new folder, no code. */
class LanguagesTest {
    private static final Locale SPANISH = Locale.forLanguageTag("es");
    private static final Locale PSEUDO = Locale.forLanguageTag("qps");

    @Test
    void theBundledContentSpeaksEnglishThenSpanish() {
        assertEquals(List.of(Locale.ENGLISH, SPANISH), Languages.bundled());
    }

    @Test
    void everyLanguageFolderIsALanguageEnglishFirst(@TempDir Path dir) throws IOException {
        for (String folder : List.of("qps", "es", "en", "shared", "e1")) {
            Files.createDirectories(dir.resolve(folder));
        }
        Files.writeString(dir.resolve("fr"), "a file, not a folder");
        assertEquals(List.of(Locale.ENGLISH, SPANISH, PSEUDO), Languages.of(dir));
    }

    @Test
    void aFolderWithoutEnglishIsOneLanguagesContentReadInEnglish(@TempDir Path dir) throws IOException {
        Files.createDirectories(dir.resolve("es"));
        assertEquals(List.of(Locale.ENGLISH), Languages.of(dir));
    }

    @Test
    void aThreeLetterLanguageIsComparedWithEnglish(@TempDir Path dir) throws IOException {
        Files.createDirectories(dir.resolve("en"));
        Files.createDirectories(dir.resolve("qps"));
        Files.writeString(dir.resolve("en/narration.yaml"), "sentence: \"At {time}, {what}.\"\n");
        List<ContentProblem> gaps = LanguageGaps.find(dir);
        assertEquals(1, gaps.size(), gaps.toString());
        assertTrue(gaps.get(0).toString().startsWith("qps/narration.yaml"), gaps.toString());
    }
}
