package io.boundarylab.app.save;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;

/**
 * A committed prediction: the choice, the learner's optional reason, and how sure they were; once
 * the runs have judged it, the verdict; and after a wrong or partly wrong one, what the learner
 * then explained (or that they skipped it). Files written before the last two existed load with
 * both null.
 *
 * @param choice            id of the chosen answer
 * @param reason            free text, may be empty
 * @param confidencePercent 0 to 100
 * @param verdict           how the runs judged it so far, or null before any claim is decided
 * @param explanation       what the learner wrote after seeing it was wrong, or null while not asked or not answered
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record SavedPrediction(String choice, String reason, int confidencePercent, Verdict verdict,
                              SavedExplanation explanation) {
    public SavedPrediction {
        reason = reason == null ? "" : reason;
    }

    /** A prediction just committed: nothing judged or explained yet. */
    public SavedPrediction(String choice, String reason, int confidencePercent) {
        this(choice, reason, confidencePercent, null, null);
    }

    public SavedPrediction withVerdict(Verdict value) {
        return new SavedPrediction(choice, reason, confidencePercent, value, explanation);
    }

    public SavedPrediction withExplanation(SavedExplanation value) {
        return new SavedPrediction(choice, reason, confidencePercent, verdict, value);
    }
}
