package io.boundarylab.episodes.prediction;

import java.util.Objects;

/**
 * What a learner committed to before an experiment ran.
 *
 * @param episodeId  the episode asked
 * @param choiceId   the answer chosen
 * @param reason     why, in the learner's words, or null
 * @param confidence how sure, 0 to 100
 * @param quantity   the number given for the episode's quantity question, or null (skipped, or none asked)
 */
public record Prediction(String episodeId, String choiceId, String reason, int confidence, Double quantity) {

    /** A prediction without a number. */
    public Prediction(String episodeId, String choiceId, String reason, int confidence) {
        this(episodeId, choiceId, reason, confidence, null);
    }

    public Prediction {
        Objects.requireNonNull(episodeId, "episodeId");
        Objects.requireNonNull(choiceId, "choiceId");
        if (confidence < 0 || confidence > 100) throw new IllegalArgumentException("confidence must be 0-100: " + confidence);
        if (quantity != null && !(quantity >= 0 && quantity <= io.boundarylab.episodes.content.Quantity.MAX))
            throw new IllegalArgumentException("quantity must be from 0 to " + io.boundarylab.episodes.content.Quantity.MAX + ": " + quantity);
    }
}
