package io.boundarylab.app.predictions;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boundarylab.app.save.Progress;
import io.boundarylab.app.save.SavedExplanation;
import io.boundarylab.app.save.SavedPrediction;
import io.boundarylab.app.save.Verdict;
import io.boundarylab.episodes.prediction.ClaimComparison;
import io.boundarylab.episodes.prediction.ClaimComparison.Outcome;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.junit.jupiter.api.Test;

class ExplainViewModelTest {
    private final SimpleObjectProperty<Progress> progress = new SimpleObjectProperty<>(
            Progress.empty().predict("helper", new SavedPrediction("enough", "", 80)));
    private final PredictionJournal journal = new PredictionJournal(progress, progress::set);
    private final ObservableList<ClaimComparison> claims = FXCollections.observableArrayList();

    private static ClaimComparison claim(String id, Outcome o) {
        return new ClaimComparison(id, "naive", true, "x", null, null, null, o, "s");
    }

    @Test
    void aWrongPredictionAsksUntilWrittenAndTheVerdictIsSaved() {
        journal.track("helper", claims);
        ExplainViewModel e = journal.explain("helper");
        assertFalse(e.askedProperty().get(), "nothing decided, nothing asked");
        claims.setAll(claim("a", Outcome.MISMATCH), claim("b", Outcome.PENDING));
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
        claims.setAll(claim("a", Outcome.MISMATCH), claim("b", Outcome.MATCH));
        assertEquals(Verdict.PARTLY, progress.get().predictions().get("helper").verdict());
        assertEquals("apart, it had no log to read", progress.get().predictions().get("helper").explanation().text(),
                "a later verdict keeps the explanation");
    }

    @Test
    void skippingIsRecordedAndARightPredictionIsNotAsked() {
        journal.track("helper", claims);
        ExplainViewModel e = journal.explain("helper");
        claims.setAll(claim("a", Outcome.MISMATCH));
        e.skip();
        assertTrue(progress.get().predictions().get("helper").explanation().skipped());
        assertFalse(e.pendingProperty().get());

        progress.set(Progress.empty().predict("helper", new SavedPrediction("useless-apart", "", 60)));
        assertFalse(e.askedProperty().get(), "a fresh prediction is not judged yet");
        claims.setAll(claim("a", Outcome.MATCH), claim("b", Outcome.MATCH));
        assertEquals(Verdict.RIGHT, progress.get().predictions().get("helper").verdict());
        assertFalse(e.askedProperty().get());
        e.skip();
        assertNull(progress.get().predictions().get("helper").explanation(), "nothing to skip when right");
    }

    @Test
    void anEmptyComparisonLeavesTheSavedVerdict() {
        progress.set(Progress.empty().predict("helper", new SavedPrediction("enough", "", 80).withVerdict(Verdict.PARTLY)));
        journal.track("helper", claims);
        assertEquals(Verdict.PARTLY, progress.get().predictions().get("helper").verdict(), "resumed before any run");
        assertTrue(journal.explain("helper").pendingProperty().get(), "still asked after a restart");
    }
}
