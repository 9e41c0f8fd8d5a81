package io.boundarylab.app.save;

import io.boundarylab.episodes.prediction.Verdict;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SaveStoreTest {
    @TempDir
    Path dir;

    @Test
    void settingsAndProgressRoundTrip() throws Exception {
        SaveStore store = new SaveStore(dir);
        store.save(Settings.defaults().withTheme("dark").withTextScalePercent(150).withSeed(42L));
        store.save(Progress.empty().at("episode-1").complete("episode-1")
                .predict("episode-1", new SavedPrediction("useless", "different nodes", 70)));
        SaveStore again = new SaveStore(dir);
        Settings s = again.loadSettings();
        assertEquals("dark", s.theme());
        assertEquals(150, s.textScalePercent());
        assertEquals(42L, s.seed());
        Progress p = again.loadProgress();
        assertEquals("episode-1", p.current());
        assertEquals("useless", p.predictions().get("episode-1").choice());
        assertTrue(again.notices().isEmpty());
        try (var files = Files.list(dir)) {
            assertFalse(files.anyMatch(f -> f.toString().endsWith(".tmp")), "no temporary file left behind");
        }
    }

    @Test
    void aCorruptFileIsMovedAsideAndDefaultsAreUsed() throws Exception {
        Files.writeString(dir.resolve(SaveStore.PROGRESS), "{\"current\": \"episode-2\", \"visited\": [");
        SaveStore store = new SaveStore(dir);
        Progress p = store.loadProgress();
        assertEquals(Progress.empty(), p);
        assertTrue(Files.exists(dir.resolve("progress.json.bad-1")));
        assertFalse(Files.exists(dir.resolve("progress.json")));
        assertEquals(1, store.notices().size());
        assertTrue(store.notices().get(0).backup().endsWith("progress.json.bad-1"));
    }

    @Test
    void configFolderFollowsXdgThenHome() {
        assertEquals(Path.of("/x/boundary-lab"), ConfigLocation.resolve(Map.of("XDG_CONFIG_HOME", "/x"), "/home/a", null));
        assertEquals(Path.of("/home/a/.config/boundary-lab"), ConfigLocation.resolve(Map.of(), "/home/a", null));
        assertEquals(Path.of("/home/a/.config/boundary-lab"),
                ConfigLocation.resolve(Map.of("XDG_CONFIG_HOME", "relative"), "/home/a", null));
    }

    @Test
    void exportThenImportGivesTheSameProgress() throws Exception {
        SaveStore store = new SaveStore(dir);
        Progress p = Progress.empty().at("prologue").at("episode-3")
                .predict("synthesis/identity", new SavedPrediction("refused", "", 55));
        Path file = dir.resolve("export/my-progress.json");
        store.exportProgress(p, file);
        assertEquals(p, store.importProgress(file));
    }
    @Test
    void explanationsAndVerdictsRoundTripWhateverTheirText() throws Exception {
        String huge = "why ".repeat(25_600); // 100 kB of the learner's words
        Progress p = Progress.empty()
                .predict("helper", new SavedPrediction("enough", "", 80).withVerdict(Verdict.PARTLY)
                        .withExplanation(SavedExplanation.written(huge)))
                .predict("startup-order", new SavedPrediction("a", null, 30).withVerdict(Verdict.WRONG)
                        .withExplanation(SavedExplanation.skip()))
                .predict("identity", new SavedPrediction("b", "", 60).withVerdict(Verdict.WRONG)
                        .withExplanation(SavedExplanation.written("")))
                .predict("fate", new SavedPrediction("c", "", 90).withVerdict(Verdict.RIGHT)
                        .withExplanation(new SavedExplanation(null, false)))
                .predict("synthesis/identity", new SavedPrediction("refused", "", 55));
        new SaveStore(dir).save(p);
        SaveStore again = new SaveStore(dir);
        Progress loaded = again.loadProgress();
        assertEquals(p, loaded);
        assertEquals(huge, loaded.predictions().get("helper").explanation().text());
        assertTrue(loaded.predictions().get("startup-order").explanation().skipped());
        assertEquals("", loaded.predictions().get("fate").explanation().text(), "a null text is read back empty");
        assertNull(loaded.predictions().get("synthesis/identity").explanation());
        assertNull(loaded.predictions().get("synthesis/identity").verdict());
        assertTrue(again.notices().isEmpty());
    }

    @Test
    void progressWrittenBeforeExplanationsStillLoads() throws Exception {
        Files.writeString(dir.resolve(SaveStore.PROGRESS), """
                {
                  "format" : "boundary-lab/progress/v1",
                  "current" : "helper",
                  "visited" : [ "hook", "helper" ],
                  "completed" : [ "helper/naive" ],
                  "predictions" : {
                    "helper" : { "choice" : "enough", "reason" : "wherever it runs", "confidencePercent" : 70 }
                  }
                }
                """);
        SaveStore store = new SaveStore(dir);
        Progress p = store.loadProgress();
        assertTrue(store.notices().isEmpty());
        SavedPrediction helper = p.predictions().get("helper");
        assertEquals(new SavedPrediction("enough", "wherever it runs", 70), helper);
        assertNull(helper.verdict());
        assertNull(helper.explanation());
    }

    @Test
    void aCorruptFileWithExplanationsIsKeptWordForWord() throws Exception {
        String broken = "{\"predictions\": {\"helper\": {\"choice\": \"enough\", \"explanation\": {\"text\": \"the helper";
        Files.writeString(dir.resolve(SaveStore.PROGRESS), broken);
        SaveStore store = new SaveStore(dir);
        assertEquals(Progress.empty(), store.loadProgress());
        assertEquals(broken, Files.readString(dir.resolve("progress.json.bad-1")), "the learner's words are set aside, not lost");
        assertEquals(1, store.notices().size());
    }

    @Test
    void aFileFromBeforeLearnerSeedsAndQuantitiesStillReads() throws Exception {
        Files.writeString(dir.resolve(SaveStore.PROGRESS), """
                {"format": "boundary-lab/progress/v1", "current": "helper", "visited": ["helper"], "completed": [],
                 "predictions": {"helper": {"choice": "useless-apart", "reason": "", "confidencePercent": 60}}}
                """);
        SaveStore store = new SaveStore(dir);
        Progress p = store.loadProgress();
        assertTrue(store.notices().isEmpty(), store.notices().toString());
        assertEquals(null, p.learnerSeed(), "no seed yet: the app makes one");
        assertEquals(new SavedPrediction("useless-apart", "", 60, null), p.predictions().get("helper"), "no number: no answer");
    }

    @Test
    void theLearnerSeedAndTheQuantityAreSaved() throws Exception {
        SaveStore store = new SaveStore(dir);
        store.save(Progress.empty().withLearnerSeed(-3L).predict("helper", new SavedPrediction("useless-apart", "", 60, 12.5)));
        Progress p = new SaveStore(dir).loadProgress();
        assertEquals(-3L, p.learnerSeed());
        assertEquals(12.5, p.predictions().get("helper").quantity());
    }
}
