package io.boundarylab.app.playground;

import io.boundarylab.episodes.content.Claim;
import io.boundarylab.episodes.content.Quantity;
import io.boundarylab.episodes.playground.PlaygroundChoice;
import io.boundarylab.episodes.playground.PlaygroundPrediction;
import java.util.ArrayList;
import java.util.List;

/**
 * What the learner said before the first run: a prediction with the choice they picked and the
 * number they gave, or that they explore without predicting (a skip), or nothing yet.
 *
 * @param prediction the prediction, or null for a skip or nothing yet
 * @param chosen     the place of the choice picked among the prediction's, or -1
 * @param number     the learner's value for the prediction's number, or null
 * @param skipped    whether the learner chose to explore without predicting
 */
record LearnersAnswer(PlaygroundPrediction prediction, int chosen, Double number, boolean skipped) {
    static final LearnersAnswer NONE = new LearnersAnswer(null, -1, null, false);
    static final LearnersAnswer SKIPPED = new LearnersAnswer(null, -1, null, true);

    /**
     * A prediction: a question, 2 to 4 choices each of claims from the menu, which one the learner
     * picks, and optionally a number (its question, measure and tolerance, and the learner's value).
     *
     * @throws IllegalArgumentException when the prediction is not one the format takes (the reason in its message)
     */
    static LearnersAnswer predicted(String question, List<List<Claim>> choices, int chosen, Quantity quantity, Double value, int right) {
        List<PlaygroundChoice> made = new ArrayList<>();
        for (List<Claim> c : choices) {
            made.add(PlaygroundChoice.of(c));
        }
        if (chosen < 0 || chosen >= made.size()) {
            throw new IllegalArgumentException("no answer chosen");
        }
        return new LearnersAnswer(new PlaygroundPrediction(question, made, quantity, right), chosen, quantity == null ? null : value, false);
    }

    /** Whether the learner predicted or skipped, so that the experiment may run. */
    boolean given() {
        return prediction != null || skipped;
    }

    /** The id of the choice picked, as the saved episode names it, or null without a prediction. */
    String choiceId() {
        return prediction == null ? null : PlaygroundPrediction.choiceId(chosen);
    }
}
