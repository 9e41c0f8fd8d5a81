package io.boundarylab.episodes.content;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boundarylab.episodes.Fixtures;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The explain step after a wrong prediction shows an example sentence; each episode brings its own,
 * so 018's closing episode never shows one about 017's helper. Every episode of every investigation,
 * in every language, has one, and no two episodes share one.
 */
class ExplainExampleTest {

    @TempDir
    Path tmp;

    @ParameterizedTest
    @ValueSource(strings = {"en", "es"})
    void everyEpisodeInEveryLanguageHasItsOwnExample(String language) throws Exception {
        Locale locale = Locale.forLanguageTag(language);
        List<Investigation> all = Investigation.loadAllBundled(locale);
        assertEquals(2, all.size(), "017 and 018");
        Set<String> seen = new TreeSet<>();
        List<String> shared = new ArrayList<>();
        int episodes = 0;
        for (Investigation inv : all) {
            for (Episode ep : inv.episodes()) {
                episodes++;
                String example = ep.explainExample();
                assertTrue(example != null && !example.isBlank(), inv.id() + "/" + ep.id() + " has no example");
                assertFalse(example.startsWith(EnglishFallback.MARK), inv.id() + "/" + ep.id() + " example is not in " + language);
                if (!seen.add(example)) shared.add(inv.id() + "/" + ep.id());
            }
        }
        assertEquals(9, episodes, "four episodes of 017 and five of 018");
        assertEquals(List.of(), shared, "episodes sharing another's example");
    }

    @Test
    void anEpisodeWithoutAnExampleIsReportedWhereItIsWritten() throws IOException {
        Path dir = Fixtures.copyOfContent(tmp.resolve("content"));
        String rel = "en/investigations/018-what-returns-is-the-number/episodes/05-healthy-but-wrong/episode.yaml";
        Path f = dir.resolve(rel);
        String s = Files.readString(f, StandardCharsets.UTF_8);
        assertTrue(s.contains("\nexplainExample: "));
        Files.writeString(f, s.replace("\nexplainExample: ", "\n# explainExample: "), StandardCharsets.UTF_8);
        List<String> problems = Investigation.validate(dir, Locale.ENGLISH).stream().map(ContentProblem::format).toList();
        assertTrue(problems.stream().anyMatch(p -> p.startsWith(rel + ":1:1: ") && p.contains("missing required key 'explainExample'")),
                String.join("\n", problems));
    }
}
