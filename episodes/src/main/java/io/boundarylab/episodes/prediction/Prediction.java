package io.boundarylab.episodes.prediction;

import java.util.Objects;

/**
 * What a learner committed to before an experiment ran.
 *
 * @param episodeId  the episode asked
 * @param choiceId   the answer chosen
 * @param reason     why, in the learner's words, or null
 * @param confidence how sure, 0 to 100
 */
public record Prediction(String episodeId, String choiceId, String reason, int confidence) {

    public Prediction {
        Objects.requireNonNull(episodeId, "episodeId");
        Objects.requireNonNull(choiceId, "choiceId");
        if (confidence < 0 || confidence > 100) throw new IllegalArgumentException("confidence must be 0-100: " + confidence);
    }
}
