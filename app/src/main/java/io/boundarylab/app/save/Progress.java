package io.boundarylab.app.save;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What the learner has done: where they are, what they have read, which experiments they ran,
 * and every prediction they committed (keyed "episodeId" or "synthesis/claimId"). The learner seed
 * fixes the order in which this learner sees each question's choices; it is made once, on the first
 * start, and a file without it (written before it existed) simply gets one then.
 *
 * <p>A prediction committed for an episode is kept once the episode's runs have been shown: a later
 * attempt at the same episode (the scene reset, the prediction made again) is saved in
 * {@code retries}, in order, and never replaces the first, whose confidence, verdict and explanation
 * stay as they were ({@link #record}). A file without {@code retries} (written before it existed) loads
 * with none.
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record Progress(String format, String current, List<String> visited, List<String> completed,
                       Map<String, SavedPrediction> predictions, Long learnerSeed,
                       Map<String, List<SavedPrediction>> retries) {
    public static final String FORMAT = "boundary-lab/progress/v1";

    public Progress {
        format = FORMAT;
        visited = visited == null ? List.of() : List.copyOf(new LinkedHashSet<>(visited));
        completed = completed == null ? List.of() : List.copyOf(new LinkedHashSet<>(completed));
        predictions = predictions == null ? Map.of() : Map.copyOf(predictions);
        Map<String, List<SavedPrediction>> r = new LinkedHashMap<>();
        if (retries != null) retries.forEach((k, v) -> r.put(k, List.copyOf(v)));
        retries = Map.copyOf(r);
    }

    /** Progress without later attempts. */
    public Progress(String format, String current, List<String> visited, List<String> completed,
                    Map<String, SavedPrediction> predictions, Long learnerSeed) {
        this(format, current, visited, completed, predictions, learnerSeed, Map.of());
    }

    public static Progress empty() {
        return new Progress(FORMAT, null, List.of(), List.of(), Map.of(), null);
    }

    /**
     * What an episode's scene says now of its prediction and runs, saved in one step: each variant
     * played to its end is completed, and the prediction is saved by the rule in the class comment.
     * The same commitment again only takes a new verdict (an explanation saved meanwhile stays; no
     * verdict leaves the saved one). A different one replaces the saved prediction only while no run
     * of the episode has been shown; after that it is a later attempt.
     *
     * @param played the variants of {@code episodeId} played to their end
     */
    public Progress record(String episodeId, SavedPrediction prediction, List<String> played) {
        Set<String> c = new LinkedHashSet<>(completed);
        played.forEach(v -> c.add(episodeId + "/" + v));
        Map<String, SavedPrediction> p = new LinkedHashMap<>(predictions);
        Map<String, List<SavedPrediction>> r = new LinkedHashMap<>(retries);
        SavedPrediction first = predictions.get(episodeId);
        boolean shown = first != null && (first.verdict() != null
                || completed.stream().anyMatch(x -> x.startsWith(episodeId + "/")));
        if (first == null || (!shown && !first.sameCommitment(prediction))) {
            p.put(episodeId, prediction);
        } else if (first.sameCommitment(prediction)) {
            p.put(episodeId, prediction.verdict() == null ? first : first.withVerdict(prediction.verdict()));
        } else {
            List<SavedPrediction> later = new java.util.ArrayList<>(retries.getOrDefault(episodeId, List.of()));
            int last = later.size() - 1;
            if (last >= 0 && later.get(last).sameCommitment(prediction)) {
                later.set(last, prediction.verdict() == null ? later.get(last) : later.get(last).withVerdict(prediction.verdict()));
            } else {
                later.add(prediction);
            }
            r.put(episodeId, later);
        }
        return new Progress(FORMAT, current, visited, List.copyOf(c), p, learnerSeed, r);
    }

    public Progress at(String id) {
        Set<String> v = new LinkedHashSet<>(visited);
        v.add(id);
        return new Progress(FORMAT, id, List.copyOf(v), completed, predictions, learnerSeed, retries);
    }

    public Progress complete(String id) {
        Set<String> c = new LinkedHashSet<>(completed);
        c.add(id);
        return new Progress(FORMAT, current, visited, List.copyOf(c), predictions, learnerSeed, retries);
    }

    public Progress withLearnerSeed(long seed) {
        return new Progress(FORMAT, current, visited, completed, predictions, seed, retries);
    }

    public Progress predict(String key, SavedPrediction prediction) {
        Map<String, SavedPrediction> p = new LinkedHashMap<>(predictions);
        p.put(key, prediction);
        return new Progress(FORMAT, current, visited, completed, p, learnerSeed, retries);
    }

    public Progress forget(String key) {
        Map<String, SavedPrediction> p = new LinkedHashMap<>(predictions);
        p.remove(key);
        return new Progress(FORMAT, current, visited, completed, p, learnerSeed, retries);
    }
}
