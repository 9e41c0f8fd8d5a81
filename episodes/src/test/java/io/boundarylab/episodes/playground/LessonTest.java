package io.boundarylab.episodes.playground;

import io.boundarylab.engine.trace.EventType;
import io.boundarylab.episodes.cli.ContentCommand;
import io.boundarylab.episodes.content.Claim;
import io.boundarylab.episodes.content.Episode;
import io.boundarylab.episodes.content.Experiment;
import io.boundarylab.episodes.content.Investigation;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A lesson written in the playground: the instructor's words in each language are the learner's
 * page, read by the same content reader as the bundled investigations; the claims stay underneath;
 * choices that can both be true are refused; and the giveaway cue table comes back to the author.
 */
class LessonTest {
    private static final Locale ES = Locale.forLanguageTag("es");
    private static final BundledContent BUNDLED = BundledContent.readEachTime();

    private static Claim shipped(String variant, boolean ships) {
        Map<ClaimMenu.Field, String> v = new EnumMap<>(ClaimMenu.Field.class);
        v.put(ClaimMenu.Field.VARIANT, variant);
        v.put(ClaimMenu.Field.POD, "web-app");
        v.put(ClaimMenu.Field.CONTAINER, "log-helper");
        Claim c = ClaimMenu.build(ClaimMenu.Kind.LINES_SHIPPED, v, Locale.ENGLISH);
        return ships ? c : ClaimMenu.negate(c);
    }

    /** Episode 1 of 017 as a lesson: two choices that exclude each other, the first marked right, words in English and Spanish. */
    static PlaygroundExperiment lesson() {
        Episode ep = io.boundarylab.episodes.Fixtures.bundled().episodes().get(0);
        PlaygroundPrediction p = new PlaygroundPrediction("machine question",
                List.of(PlaygroundChoice.of(List.of(shipped("naive", false), shipped("contract", true))),
                        PlaygroundChoice.of(List.of(shipped("naive", true), shipped("contract", true)))), null, 0);
        LessonText en = new LessonText("Where the log goes", "Your web server writes a log a shipper must read.",
                "Does the shipper ship the log?", List.of("Only when they share a node", "Wherever it lands"),
                "Apart", "Placed one by one.", "Together", "Placed as one pod.",
                List.of(new LessonText.StatusCard("Lines shipped", EventType.LinesShipped)),
                "Apart, the shipper reads an empty folder.", "A shared volume needs both on one node.");
        LessonText es = new LessonText("Adónde va el registro", "Tu servidor web escribe un registro que otro debe leer.",
                "¿Envía el registro?", List.of("Si comparten nodo", "Dondequiera que caiga"),
                "Separados", "Uno por uno.", "Juntos", "Como un pod.",
                List.of(new LessonText.StatusCard("Líneas enviadas", EventType.LinesShipped)),
                "Separado, lee una carpeta vacía.", "Un volumen compartido necesita los dos en un nodo.");
        return PlaygroundStart.fromEpisode(ep).withTitle("helper lesson").withPrediction(p).withText("en", en).withText("es", es);
    }

    @Test
    void theLearnerReadsTheInstructorsWordsInEachLanguageAndNotTheClaims(@TempDir Path tmp) throws Exception {
        Path dir = tmp.resolve("lesson");
        PlaygroundFolder.save(lesson(), dir, BUNDLED);
        for (Locale l : List.of(Locale.ENGLISH, ES)) {
            LessonText t = lesson().text(l.getLanguage());
            Investigation inv = Investigation.loadAll(dir, l).get(0);
            Episode e = inv.episodes().get(0);
            assertEquals(t.title(), inv.title(), "the outline shows the lesson's title alone");
            assertEquals(t.title(), e.title());
            assertEquals(t.pressure(), e.pressure());
            assertEquals(t.question(), e.prediction().text());
            assertEquals(t.choices(), e.prediction().choices().stream().map(c -> c.text()).toList());
            assertEquals(t.naiveLabel(), e.experiment().variant(Experiment.NAIVE).orElseThrow().label());
            assertEquals(t.contractDescription(), e.experiment().variant(Experiment.CONTRACT).orElseThrow().description());
            assertEquals(t.statusCards().get(0).label(), e.statusFields().get(0).label());
            assertEquals(EventType.LinesShipped, e.statusFields().get(0).rules().get(0).on().type());
            assertEquals(t.observation(), e.experiment().observations().get(0).text());
            assertEquals(t.explanation(), e.discovery());
            // The claims stay underneath, in the machine's words, as each choice's meaning.
            assertTrue(e.prediction().claims().get(0).whenTrue().contains("log-helper"), e.prediction().claims().get(0).whenTrue());
        }
        assertEquals(0, PlaygroundFolderTest.cli(new ContentCommand(), "validate", dir.toString()).exit());
    }

    @Test
    void theRunInThePlaygroundReadsTheSamePageAsTheSavedLesson(@TempDir Path tmp) throws Exception {
        Path dir = tmp.resolve("lesson");
        PlaygroundFolder.save(lesson(), dir, BUNDLED);
        Episode saved = Investigation.loadAll(dir, ES).get(0).episodes().get(0);
        Episode run = PlaygroundRun.episode(lesson(), ES);
        assertEquals(saved.title(), run.title());
        assertEquals(saved.prediction().choices().stream().map(c -> c.text()).toList(),
                run.prediction().choices().stream().map(c -> c.text()).toList());
        assertEquals(saved.statusFields(), run.statusFields());
        assertEquals(saved.experiment().variants().get(0).label(), run.experiment().variants().get(0).label());
    }

    @Test
    void aLessonOpenedAndSavedAgainWritesTheSameFilesAndKeepsTheRightChoice(@TempDir Path tmp) throws Exception {
        PlaygroundFolder.save(lesson(), tmp.resolve("a"), BUNDLED);
        PlaygroundExperiment back = PlaygroundFolder.open(tmp.resolve("a"));
        assertEquals(0, back.prediction().right());
        assertEquals("Si comparten nodo", back.text("es").choice(0));
        PlaygroundFolder.save(back, tmp.resolve("b"), BUNDLED);
        assertEquals(files(tmp.resolve("a")), files(tmp.resolve("b")));
    }

    @Test
    void aSpanishFieldLeftUnwrittenReadsTheEnglishWords(@TempDir Path tmp) throws Exception {
        PlaygroundExperiment x = lesson().withText("es", lesson().text("es").withPressure(null));
        PlaygroundFolder.save(x, tmp.resolve("a"), BUNDLED);
        assertEquals(x.text("en").pressure(), Investigation.loadAll(tmp.resolve("a"), ES).get(0).episodes().get(0).pressure());
    }

    @Test
    void aLessonSavedByThePreviousReleaseStillOpens() throws Exception {
        Path old = Path.of(LessonTest.class.getResource("/playground-previous-release/playground.yaml").toURI()).getParent();
        PlaygroundExperiment x = PlaygroundFolder.open(old);
        assertEquals("Where does my helper ship from?", x.title());
        assertEquals(Map.of(), x.text(), "nothing was written as lesson words: the playground's own words are not taken for the author's");
        assertEquals(-1, x.prediction().right());
        assertEquals(2, x.prediction().choices().size());
        assertTrue(x.prediction().choices().get(0).text().startsWith("Log-helper (of web-app) ships fewer than 1 line"));
        assertEquals("Placed apart and then together, does the helper ship the web log?", x.prediction().question());
    }

    @Test
    void choicesThatCanBothBeTrueAreRefusedAtSaveNamingThem(@TempDir Path tmp) {
        PlaygroundPrediction both = new PlaygroundPrediction("q",
                List.of(PlaygroundChoice.of(List.of(shipped("contract", true))), PlaygroundChoice.of(List.of(shipped("naive", true)))), null);
        PlaygroundException e = assertThrows(PlaygroundException.class,
                () -> PlaygroundFolder.save(lesson().withPrediction(both), tmp.resolve("x"), BUNDLED));
        assertTrue(e.getMessage().startsWith("Choices 1 and 2 can both be true at once"), e.getMessage());
        assertTrue(e.getMessage().contains("ships at least 1 line in the contract run"), e.getMessage());
        assertFalse(Files.exists(tmp.resolve("x")), "nothing is written");
    }

    @Test
    void theSaveReturnsTheCueTableWithTheCueThatGivesTheMarkedAnswerAway(@TempDir Path tmp) throws Exception {
        PlaygroundExperiment x = lesson();
        // The right choice made the longest, in English only.
        x = x.withText("en", x.text("en").withChoices(List.of("Only when the two are placed together on the same node, and never apart", "Anywhere")));
        LessonCheck check = PlaygroundFolder.save(x, tmp.resolve("a"), BUNDLED);
        assertEquals(2, check.cues().size(), "one table per language");
        assertTrue(check.givesAway().stream().anyMatch(g -> g.cue().equals("longest") && g.set().endsWith("(en)")), check.givesAway().toString());
        assertFalse(check.givesAway().stream().anyMatch(g -> g.cue().equals("longest") && g.set().endsWith("(es)")), check.givesAway().toString());
        assertTrue(check.givesAway().stream().anyMatch(g -> g.cue().equals("position 1")), "the right answer is first");
        assertTrue(check.warned());
        assertTrue(check.cues().get(0).counts().stream().map(c -> c.cue()).toList()
                .containsAll(List.of("longest", "most-shared-words", "position 1", "position 2")), "every cue the table counts is there");
        assertNotNull(PlaygroundFolder.open(tmp.resolve("a")), "saved with the warning");
    }

    private static Map<String, String> files(Path dir) throws Exception {
        Map<String, String> out = new TreeMap<>();
        try (Stream<Path> s = Files.walk(dir)) {
            for (Path p : s.filter(Files::isRegularFile).toList()) out.put(dir.relativize(p).toString(), Files.readString(p));
        }
        return out;
    }
}
