package io.boundarylab.app.episode;

import io.boundarylab.app.save.SavedPrediction;
import java.util.List;

/**
 * What the learner's progress keeps of one episode, as its scene has it now: the committed
 * prediction with the verdict the one judge gave it, and the variants played to their end. One
 * value, so the shell saves a commit, or a run with the verdict it decided, in one write.
 *
 * @param prediction the committed prediction, judged so far
 * @param played     the variants played to their end, in the order they finished
 */
public record EpisodeWork(SavedPrediction prediction, List<String> played) {
    public EpisodeWork {
        played = List.copyOf(played);
    }
}
