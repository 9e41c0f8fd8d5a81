package io.boundarylab.app.episode;

import io.boundarylab.app.save.SavedPrediction;
import io.boundarylab.episodes.content.Episode;
import io.boundarylab.episodes.prediction.ClaimComparison;
import io.boundarylab.episodes.prediction.Prediction;
import io.boundarylab.episodes.prediction.PredictionComparison;
import java.util.List;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyStringWrapper;

/**
 * The learner's prediction for one episode while it is made (a choice, a reason, a confidence, and
 * through {@link PredictionInputs} the choices' order and the number), once it is committed, after
 * which it no longer changes, and as the one judge has judged it: the claims, the number, the verdict,
 * and what the shell saves of it ({@link EpisodeWork}). Held by {@link EpisodeViewModel}, which
 * decides when to judge and exposes these properties read-only.
 */
final class LearnerPrediction {
    static final int DEFAULT_CONFIDENCE = 50;

    private final Episode episode;
    final ReadOnlyStringWrapper choice = new ReadOnlyStringWrapper(this, "choice");
    final ReadOnlyStringWrapper reason = new ReadOnlyStringWrapper(this, "reason", "");
    final ReadOnlyIntegerWrapper confidence = new ReadOnlyIntegerWrapper(this, "confidence", DEFAULT_CONFIDENCE);
    final ReadOnlyBooleanWrapper committed = new ReadOnlyBooleanWrapper(this, "committed", false);

    final ReadOnlyObjectWrapper<PredictionComparison> judgement = new ReadOnlyObjectWrapper<>(this, "judgement");
    final ReadOnlyObjectWrapper<EpisodeWork> work = new ReadOnlyObjectWrapper<>(this, "work");
    final ObservableList<ClaimComparison> claims = FXCollections.observableArrayList();
    // Held here: an unmodifiable view only weakly listens to its source, so a fresh one per call would lose listeners.
    final ObservableList<ClaimComparison> claimsView = FXCollections.unmodifiableObservableList(claims);

    final PredictionInputs inputs;
    final BooleanBinding canCommit;

    LearnerPrediction(Episode episode) {
        this.episode = episode;
        this.inputs = new PredictionInputs(episode, committed.getReadOnlyProperty());
        canCommit = committed.not().and(choice.isNotNull()).and(inputs.quantity().readyProperty());
    }

    void select(String choiceId) {
        if (!committed.get() && episode.prediction().choice(choiceId).isPresent()) {
            choice.set(choiceId);
        }
    }

    void setReason(String text) {
        if (!committed.get()) {
            reason.set(text == null ? "" : text);
        }
    }

    void setConfidence(int percent) {
        if (!committed.get()) {
            confidence.set(clamp(percent));
        }
    }

    /** Locks the prediction in; false if it cannot be committed yet. */
    boolean commit() {
        if (!canCommit.get()) {
            return false;
        }
        committed.set(true);
        return true;
    }

    /** The committed prediction as saved, not yet judged. */
    SavedPrediction saved() {
        return new SavedPrediction(choice.get(), reason.get(), confidence.get(), inputs.quantity().value());
    }

    /** Restores a prediction saved earlier (resuming), committed; what the shell saves starts from it, unchanged. */
    void restore(SavedPrediction saved) {
        if (saved == null || committed.get() || episode.prediction().choice(saved.choice()).isEmpty()) {
            return;
        }
        choice.set(saved.choice());
        reason.set(saved.reason());
        confidence.set(clamp(saved.confidencePercent()));
        inputs.quantity().restore(saved.quantity());
        committed.set(true);
        work.set(new EpisodeWork(saved, List.of()));
    }

    /**
     * Takes the one judge's judgement of the committed prediction ({@code c}, null before a commit)
     * and what to save with it: the prediction with its verdict and the variants played.
     */
    void judged(PredictionComparison c, List<String> played) {
        judgement.set(c);
        inputs.quantity().show(c == null ? null : c.quantity());
        claims.setAll(c == null ? List.of() : c.claims());
        if (c != null) {
            work.set(new EpisodeWork(saved().withVerdict(c.verdict()), played));
        }
    }

    /** The committed prediction, or null before it is committed. */
    Prediction committedPrediction() {
        if (!committed.get()) {
            return null;
        }
        String r = reason.get().isBlank() ? null : reason.get();
        return new Prediction(episode.id(), choice.get(), r, confidence.get(), inputs.quantity().value());
    }

    void reset() {
        choice.set(null);
        reason.set("");
        confidence.set(DEFAULT_CONFIDENCE);
        committed.set(false);
        inputs.quantity().reset();
        judgement.set(null);
        claims.clear();
    }

    private static int clamp(int percent) {
        return Math.max(0, Math.min(100, percent));
    }
}
