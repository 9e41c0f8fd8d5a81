package io.boundarylab.episodes.content;

import io.boundarylab.episodes.Fixtures;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The two giveaway rules, each just over and just under its threshold, and where the loader reports them. */
class ChoiceWarningsTest {

    @TempDir
    Path tmp;

    private static Choice choice(String id, String text) {
        return new Choice(id, text, Map.of());
    }

    private static String ofLength(int n) {
        return "x".repeat(n);
    }

    @Test
    void aChoiceOverOneAndAHalfTimesTheMedianLengthIsFlagged() {
        // Lengths 40, 40, 61: median 40, 61 > 60.
        List<String> w = ChoiceWarnings.check("", List.of(choice("a", ofLength(40)), choice("b", ofLength(40)), choice("c", ofLength(61))));
        assertEquals(1, w.size(), w.toString());
        assertTrue(w.get(0).startsWith("c: ") && w.get(0).contains("61 characters"), w.get(0));
    }

    @Test
    void aChoiceAtOneAndAHalfTimesTheMedianIsNot() {
        assertEquals(List.of(), ChoiceWarnings.check("", List.of(choice("a", ofLength(40)), choice("b", ofLength(40)), choice("c", ofLength(60)))));
        // Even count: the median is the mean of the middle two, (40 + 50) / 2 = 45; 67 <= 67.5.
        assertEquals(List.of(), ChoiceWarnings.check("", List.of(choice("a", ofLength(40)), choice("b", ofLength(50)),
                choice("c", ofLength(30)), choice("d", ofLength(67)))));
    }

    @Test
    void aChoiceSharingThreeContentWordsWithThePressureIsFlagged() {
        String pressure = "The log helper placed away from web stays healthy.";
        List<String> w = ChoiceWarnings.check(pressure, List.of(
                choice("echo", "Placed away, the helper stays quiet."),          // placed, away, helper, stays: 4
                choice("two", "The helper is placed elsewhere and crashes."),   // helper, placed: 2
                choice("filler", "The web and the log are there.")));           // web, log (function words do not count): 2
        assertEquals(1, w.size(), w.toString());
        assertTrue(w.get(0).startsWith("echo: ") && w.get(0).contains("repeats 4 words"), w.get(0));
    }

    @Test
    void spanishFunctionWordsAreNotSharedMeaning() {
        String pressure = "El helper que está con web y los registros sin enviar.";
        List<String> w = ChoiceWarnings.check(pressure, List.of(
                // que, con, los, sin, una, está are function words; only "web" is shared: 1.
                choice("small", "Una copia que está con los demás, sin web."),
                // helper, registros, enviar, web: 4, flagged.
                choice("echo", "El helper envía registros sin enviar web."),
                choice("other", "Nada cambia para el planificador.")));
        assertEquals(1, w.size(), w.toString());
        assertTrue(w.get(0).startsWith("echo: "), w.get(0));
    }

    @Test
    void theBundledContentHasNoWarnings() {
        assertEquals(List.of(), Fixtures.bundled().warnings());
    }

    @Test
    void theLoaderReportsAWarningAtTheChoiceAndStillLoads() throws Exception {
        Path dir = Fixtures.copyOfContent(tmp.resolve("content"));
        Path f = dir.resolve("en/investigations/017-node-execution-principles/episodes/01-helper/episode.yaml");
        String yaml = Files.readString(f);
        String from = "text: \"On another node it runs without error yet ships nothing; on the same node it ships the log.\"";
        assertTrue(yaml.contains(from));
        String longer = "text: \"On another node it runs without error yet ships nothing at all, because the file it wants is on "
                + "a different machine; on the same node it ships the log.\"";
        Files.writeString(f, yaml.replace(from, longer));
        Investigation inv = Investigation.load(dir, Locale.ENGLISH);
        List<String> w = inv.warnings().stream().map(ContentProblem::format).toList();
        int line = Files.readAllLines(f).indexOf(Files.readAllLines(f).stream().filter(l -> l.contains("a different machine")).findFirst().orElseThrow()) + 1;
        assertEquals(1, w.size(), w.toString());
        assertTrue(w.get(0).startsWith("en/investigations/017-node-execution-principles/episodes/01-helper/episode.yaml:" + line + ":"), w.get(0));
        assertTrue(w.get(0).contains("warning: choice 'useless-apart' is"), w.get(0));
        assertEquals(List.of(), Investigation.validate(dir, Locale.ENGLISH), "a warning is not a problem");
    }
}
