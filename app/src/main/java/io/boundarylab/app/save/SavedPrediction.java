package io.boundarylab.app.save;

import io.boundarylab.episodes.prediction.Verdict;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;

/**
 * A committed prediction: the choice, the learner's optional reason, how sure they were and the
 * number they gave for the episode's quantity question; once the runs have judged it, the
 * verdict; and after a wrong or partly wrong one, what the learner then explained (or that they
 * skipped it). Files written before the later fields existed load with them null.
 *
 * @param choice            id of the chosen answer
 * @param reason            free text, may be empty
 * @param confidencePercent 0 to 100
 * @param verdict           how the runs judged it so far, or null before any claim is decided
 * @param explanation       what the learner wrote after seeing it was wrong, or null while not asked or not answered
 * @param quantity          the number the learner entered for the episode's quantity question, or null
 *                          when they skipped it, the episode has none, or the file predates the field
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record SavedPrediction(String choice, String reason, int confidencePercent, Verdict verdict,
                              SavedExplanation explanation, Double quantity) {
    public SavedPrediction {
        reason = reason == null ? "" : reason;
    }

    /** A prediction just committed, without a number: nothing judged or explained yet. */
    public SavedPrediction(String choice, String reason, int confidencePercent) {
        this(choice, reason, confidencePercent, null, null, null);
    }

    /** A prediction just committed, with the learner's number (or null): nothing judged or explained yet. */
    public SavedPrediction(String choice, String reason, int confidencePercent, Double quantity) {
        this(choice, reason, confidencePercent, null, null, quantity);
    }

    /** Whether {@code other} commits to the same thing: the same choice, reason, confidence and number. */
    public boolean sameCommitment(SavedPrediction other) {
        return other != null && java.util.Objects.equals(choice, other.choice) && reason.equals(other.reason)
                && confidencePercent == other.confidencePercent && java.util.Objects.equals(quantity, other.quantity);
    }

    public SavedPrediction withVerdict(Verdict value) {
        return new SavedPrediction(choice, reason, confidencePercent, value, explanation, quantity);
    }

    public SavedPrediction withExplanation(SavedExplanation value) {
        return new SavedPrediction(choice, reason, confidencePercent, verdict, value, quantity);
    }
}
