package io.boundarylab.episodes.content;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** content validate's language check: what one language has that the other lacks, where it is. */
class LanguageGapsTest {
    @TempDir
    Path root;

    private void write(String file, String text) throws Exception {
        Path p = root.resolve(file);
        Files.createDirectories(p.getParent());
        Files.writeString(p, text);
    }

    @Test
    void aMissingKeyBlockAndFileAreEachReportedWhereTheyBelong() throws Exception {
        write("en/sections/01.yaml", "title: The helper\nblocks:\n  - text: one\n  - text: two\nsummary: s\n");
        write("en/narration.yaml", "run: It runs.\n");
        // Spanish: no summary, one block fewer, a key English lacks, and no narration.yaml.
        write("es/sections/01.yaml", "title: El ayudante\nblocks:\n  - text: uno\n    note: extra\n");
        List<String> gaps = LanguageGaps.find(root).stream().map(ContentProblem::format).toList();
        // Files missing first, then each file's gaps in document order.
        assertEquals(List.of(
                "es/narration.yaml: file: in en, not in es",
                // the extra key's value sits on line 4, column 11 (after "    note: ").
                "es/sections/01.yaml:4:11: blocks[0].note: in es, not in en",
                // blocks[1] is missing: reported at the Spanish list, whose "-" is at line 3, column 3.
                "es/sections/01.yaml:3:3: blocks[1]: in en, not in es",
                // summary is missing from the document's top mapping, which starts at 1:1.
                "es/sections/01.yaml:1:1: summary: in en, not in es"), gaps);
    }

    @Test
    void identicalShapesInDifferentWordsHaveNoGaps() throws Exception {
        write("en/a.yaml", "title: Pod\nitems: [one, two]\n");
        write("es/a.yaml", "title: Pod\nitems: [uno, dos]\n");
        assertEquals(List.of(), LanguageGaps.find(root));
    }

    @Test
    void aScenarioTheTranslationLacksIsNoGapButATextFileItLacksIs() throws Exception {
        write("en/episodes/01/episode.yaml", "title: The helper\n");
        write("en/episodes/01/naive.yaml", "# the run\nscenario: naive\npods: []\n");
        // A costs template: its placeholders are not YAML until filled in, and it is still a scenario.
        write("en/costs/group.yaml", "scenario: group\nmemory: {{helperMemory}}\n");
        write("en/sections/01.yaml", "title: Prologue\n");
        write("es/episodes/01/episode.yaml", "title: El ayudante\n");
        assertEquals(List.of("es/sections/01.yaml: file: in en, not in es"),
                LanguageGaps.find(root).stream().map(ContentProblem::format).toList());
    }

    @Test
    void aScenarioCopiedIntoATranslationIsReportedBecauseItWouldDriftFromEnglish() throws Exception {
        write("en/episodes/01/naive.yaml", "scenario: naive\npods: []\n");
        write("es/episodes/01/naive.yaml", "scenario: naive\npods: []\n");
        // A scenario only the translation has is reported the same way, not as "in es, not in en".
        write("es/deck/see-it/extra.yaml", "scenario: extra\n");
        assertEquals(List.of(
                "es/deck/see-it/extra.yaml: file: a scenario has no words to translate; remove it from es/ (the en/ file is read)",
                "es/episodes/01/naive.yaml: file: a scenario has no words to translate; remove it from es/ (the en/ file is read)"),
                LanguageGaps.find(root).stream().map(ContentProblem::format).toList());
    }

    @Test
    void aKeyOnlyEnglishHasAndAKeyOnlyTheTranslationHasAreEachReported() throws Exception {
        write("en/episode.yaml", "id: helper\ntitle: The helper\nfailure: It fails.\n");
        write("es/episode.yaml", "id: helper\ntitle: El ayudante\nfallo: Falla.\n");
        assertEquals(List.of(
                "es/episode.yaml:1:1: failure: in en, not in es",
                // the Spanish-only key's value, after "fallo: " on line 3.
                "es/episode.yaml:3:8: fallo: in es, not in en"),
                LanguageGaps.find(root).stream().map(ContentProblem::format).toList());
    }

    @Test
    void aFileThatIsNotYamlIsLeftToTheLoadToReportAtItsPlace() throws Exception {
        write("en/sections/01.yaml", "title: [unclosed\n");
        write("es/sections/01.yaml", "title: El ayudante\n");
        Files.write(root.resolve("en/sections/02.yaml"), new byte[] {'t', ':', ' ', (byte) 0xC3, '\n'});
        write("es/sections/02.yaml", "t: x\n");
        assertEquals(List.of(), LanguageGaps.find(root));
    }

    @Test
    void theRepositorysContentHasNoGap() throws Exception {
        assertEquals(List.of(), LanguageGaps.find(Path.of("..", "content")));
    }
}
