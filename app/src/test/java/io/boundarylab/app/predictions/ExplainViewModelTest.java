package io.boundarylab.app.predictions;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boundarylab.app.save.Progress;
import io.boundarylab.app.save.SavedExplanation;
import io.boundarylab.app.save.SavedPrediction;
import io.boundarylab.episodes.prediction.Verdict;
import javafx.beans.property.SimpleObjectProperty;
import org.junit.jupiter.api.Test;

class ExplainViewModelTest {
    private final SimpleObjectProperty<Progress> progress = new SimpleObjectProperty<>(
            Progress.empty().predict("helper", new SavedPrediction("enough", "", 80)));
    private final PredictionJournal journal = new PredictionJournal(progress, progress::set);

    /** What the episode's scene hands the shell once the one judge has a verdict: saved in one write. */
    private void judged(Verdict v) {
        SavedPrediction now = progress.get().predictions().get("helper");
        progress.set(progress.get().record("helper", new SavedPrediction(now.choice(), now.reason(), now.confidencePercent(),
                now.quantity()).withVerdict(v), java.util.List.of()));
    }

    @Test
    void aWrongPredictionAsksUntilWrittenAndTheVerdictIsSaved() {
        ExplainViewModel e = journal.explain("helper");
        assertFalse(e.askedProperty().get(), "nothing decided, nothing asked");
        judged(Verdict.WRONG);
        assertEquals(Verdict.WRONG, progress.get().predictions().get("helper").verdict());
        assertTrue(e.pendingProperty().get());
        assertFalse(e.canSubmitProperty().get(), "nothing written yet");
        e.setDraft("   ");
        assertFalse(e.canSubmitProperty().get(), "blank is not an explanation");
        e.setDraft("  apart, it had no log to read  ");
        e.submit();
        assertEquals(SavedExplanation.written("apart, it had no log to read"),
                progress.get().predictions().get("helper").explanation());
        assertFalse(e.pendingProperty().get());
        assertEquals("", e.draftProperty().get());
        judged(Verdict.PARTLY);
        assertEquals(Verdict.PARTLY, progress.get().predictions().get("helper").verdict());
        assertEquals("apart, it had no log to read", progress.get().predictions().get("helper").explanation().text(),
                "a later verdict keeps the explanation");
    }

    @Test
    void skippingIsRecordedAndARightPredictionIsNotAsked() {
        ExplainViewModel e = journal.explain("helper");
        judged(Verdict.WRONG);
        e.skip();
        assertTrue(progress.get().predictions().get("helper").explanation().skipped());
        assertFalse(e.pendingProperty().get());

        progress.set(Progress.empty().predict("helper", new SavedPrediction("useless-apart", "", 60)));
        assertFalse(e.askedProperty().get(), "a fresh prediction is not judged yet");
        judged(Verdict.RIGHT);
        assertEquals(Verdict.RIGHT, progress.get().predictions().get("helper").verdict());
        assertFalse(e.askedProperty().get());
        e.skip();
        assertNull(progress.get().predictions().get("helper").explanation(), "nothing to skip when right");
    }

    @Test
    void noVerdictYetLeavesTheSavedVerdict() {
        progress.set(Progress.empty().predict("helper", new SavedPrediction("enough", "", 80).withVerdict(Verdict.PARTLY)));
        judged(null);
        assertEquals(Verdict.PARTLY, progress.get().predictions().get("helper").verdict(), "resumed before any run");
        assertTrue(journal.explain("helper").pendingProperty().get(), "still asked after a restart");
    }
}
