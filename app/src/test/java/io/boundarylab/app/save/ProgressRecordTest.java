package io.boundarylab.app.save;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boundarylab.episodes.prediction.Verdict;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What an episode's scene hands the shell is saved by one rule ({@link Progress#record}): a committed
 * prediction whose run has been shown is never replaced; a new attempt is a later entry and the first
 * keeps its confidence, verdict and explanation.
 */
class ProgressRecordTest {
    private static final SavedPrediction FIRST = new SavedPrediction("crashes-apart", "no log file", 82, 10.0);
    private static final SavedPrediction AGAIN = new SavedPrediction("useless-apart", "", 50, 20.0);

    @Test
    void aCommitThenItsRunsVerdictTakeOneRecordEachAndKeepTheExplanation() {
        Progress p = Progress.empty().record("helper", FIRST, List.of());
        assertEquals(FIRST, p.predictions().get("helper"));
        p = p.record("helper", FIRST.withVerdict(Verdict.PARTLY), List.of("naive"));
        assertEquals(Verdict.PARTLY, p.predictions().get("helper").verdict());
        assertEquals(List.of("helper/naive"), p.completed());
        p = p.predict("helper", p.predictions().get("helper").withExplanation(SavedExplanation.written("it ran, it shipped nothing")));
        p = p.record("helper", FIRST.withVerdict(Verdict.PARTLY), List.of("naive", "contract"));
        assertEquals("it ran, it shipped nothing", p.predictions().get("helper").explanation().text(), "the scene knows no explanation");
        assertEquals(List.of("helper/naive", "helper/contract"), p.completed());
        assertEquals(Verdict.PARTLY, p.record("helper", FIRST, List.of()).predictions().get("helper").verdict(),
                "no verdict yet (runs brought back) leaves the saved one");
    }

    @Test
    void beforeAnyRunIsShownANewCommitmentReplacesTheFirst() {
        Progress p = Progress.empty().record("helper", FIRST, List.of()).record("helper", AGAIN, List.of());
        assertEquals(AGAIN, p.predictions().get("helper"));
        assertTrue(p.retries().isEmpty());
    }

    @Test
    void afterItsRunWasShownANewAttemptIsALaterEntryAndTheFirstIsKept() {
        SavedPrediction explained = FIRST.withVerdict(Verdict.PARTLY).withExplanation(SavedExplanation.written("it ran"));
        Progress p = Progress.empty().predict("helper", explained).complete("helper/naive");
        p = p.record("helper", AGAIN, List.of());
        assertEquals(explained, p.predictions().get("helper"), "82 %, PARTLY and the explanation kept");
        assertEquals(List.of(AGAIN), p.retries().get("helper"));
        p = p.record("helper", AGAIN.withVerdict(Verdict.RIGHT), List.of("naive"));
        assertEquals(List.of(AGAIN.withVerdict(Verdict.RIGHT)), p.retries().get("helper"), "the attempt takes its own verdict");
        assertEquals(explained, p.predictions().get("helper"));
        SavedPrediction third = new SavedPrediction("enough", "", 30);
        p = p.record("helper", third, List.of());
        assertEquals(List.of(AGAIN.withVerdict(Verdict.RIGHT), third), p.retries().get("helper"));
    }

    @Test
    void aJudgedPredictionCountsAsShownEvenWithoutACompletedRun() {
        Progress p = Progress.empty().predict("helper", FIRST.withVerdict(Verdict.WRONG)).record("helper", AGAIN, List.of());
        assertEquals(Verdict.WRONG, p.predictions().get("helper").verdict());
        assertEquals(List.of(AGAIN), p.retries().get("helper"));
    }

    @Test
    void laterAttemptsAreSavedAndAFileFromBeforeThemLoadsWithNone(@TempDir Path dir) throws Exception {
        SaveStore store = new SaveStore(dir);
        Progress p = Progress.empty().predict("helper", FIRST.withVerdict(Verdict.PARTLY)).record("helper", AGAIN, List.of());
        store.save(p);
        assertEquals(p, new SaveStore(dir).loadProgress());
        // The previous release's file: no retries field, the verdict by its name.
        Files.writeString(dir.resolve(SaveStore.PROGRESS), """
                {"format":"boundary-lab/progress/v1","current":"helper","visited":["helper"],"completed":["helper/naive"],
                 "predictions":{"helper":{"choice":"crashes-apart","reason":"","confidencePercent":82,"verdict":"PARTLY"}},
                 "learnerSeed":17}""", StandardCharsets.UTF_8);
        Progress old = new SaveStore(dir).loadProgress();
        assertEquals(Verdict.PARTLY, old.predictions().get("helper").verdict());
        assertTrue(old.retries().isEmpty());
        assertNull(old.predictions().get("helper").explanation());
    }
}
