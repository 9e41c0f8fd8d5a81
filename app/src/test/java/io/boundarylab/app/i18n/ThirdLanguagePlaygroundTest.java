package io.boundarylab.app.i18n;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boundarylab.episodes.playground.BundledContent;
import io.boundarylab.episodes.playground.PlaygroundExperiment;
import io.boundarylab.episodes.playground.PlaygroundFolder;
import io.boundarylab.episodes.playground.PlaygroundStart;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A playground experiment saved from content in a third language (the test language qps, from files
 * alone) has a folder in that language whose every word is in it: the words the save adds, the
 * claims' sentences, the model's phrases and the narration; nothing English or Spanish.
 */
class ThirdLanguagePlaygroundTest {

    @Test
    void theSavedLessonSpeaksTheThirdLanguage(@TempDir Path tmp) throws Exception {
        Set<String> englishAndSpanish = new TreeSet<>();
        Path content = PseudoLanguage.content(tmp.resolve("content"), englishAndSpanish);
        englishAndSpanish.addAll(PseudoLanguage.englishAndSpanish(List.of("/io/boundarylab/episodes/playground/words.properties")));
        // The learner's own words are the same in every language; here they are in qps too.
        PlaygroundExperiment x = new PlaygroundExperiment(PseudoLanguage.of("My helper"), null, PlaygroundStart.blank(),
                PlaygroundStart.blank(), null, false);

        Path saved = tmp.resolve("saved");
        PlaygroundFolder.save(x, saved, PseudoLanguage.QPS, BundledContent.folder(content));

        try (Stream<Path> languages = Files.list(saved)) {
            assertEquals(List.of("en", "playground.yaml", "qps"), languages.map(p -> p.getFileName().toString()).sorted().toList(),
                    "a folder per language of the content");
        }
        List<String> left = new ArrayList<>();
        for (Path file : files(saved.resolve("qps"))) {
            String text = Files.readString(file, StandardCharsets.UTF_8);
            for (String line : text.split("\n")) {
                // A line's text is what follows its key: "title: Ŧú éẋþéŕíɱéñŧó", "  - id: ran".
                String piece = PseudoLanguage.shows(line.replaceFirst("^[\\s-]*[\\w.-]+: ", "").replace("\"", ""), englishAndSpanish);
                if (piece != null) {
                    left.add(saved.relativize(file) + ": '" + piece + "' in " + line.strip());
                }
            }
        }
        assertEquals(List.of(), left, "English or Spanish in the saved lesson's qps folder");
        String section = Files.readString(saved.resolve("qps/investigations/001-playground/sections/01-experiment.yaml"));
        assertTrue(section.contains(PseudoLanguage.of("Your experiment")), section);
        String episode = Files.readString(saved.resolve("qps/investigations/001-playground/episodes/01-experiment/episode.yaml"));
        assertTrue(episode.contains(PseudoLanguage.of("the trace shows")), "the placeholder claim in qps: " + episode);
    }

    private static List<Path> files(Path dir) throws IOException {
        try (Stream<Path> s = Files.walk(dir)) {
            return s.filter(Files::isRegularFile).sorted().toList();
        }
    }
}
