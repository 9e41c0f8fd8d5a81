package io.boundarylab.app.save;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;

/**
 * A committed prediction: the choice, the learner's optional reason, and how sure they were.
 *
 * @param choice            id of the chosen answer
 * @param reason            free text, may be empty
 * @param confidencePercent 0 to 100
 * @param quantity          the number the learner entered for the episode's quantity question, or null
 *                          when they skipped it, the episode has none, or the file predates the field
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record SavedPrediction(String choice, String reason, int confidencePercent, Double quantity) {
    public SavedPrediction {
        reason = reason == null ? "" : reason;
    }

    /** A prediction without a number. */
    public SavedPrediction(String choice, String reason, int confidencePercent) {
        this(choice, reason, confidencePercent, null);
    }
}
