package io.boundarylab.app.save;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;

/**
 * A committed prediction: the choice, the learner's optional reason, and how sure they were.
 *
 * @param choice            id of the chosen answer
 * @param reason            free text, may be empty
 * @param confidencePercent 0 to 100
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record SavedPrediction(String choice, String reason, int confidencePercent) {
    public SavedPrediction {
        reason = reason == null ? "" : reason;
    }
}
