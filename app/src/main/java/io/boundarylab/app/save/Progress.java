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
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record Progress(String format, String current, List<String> visited, List<String> completed,
                       Map<String, SavedPrediction> predictions, Long learnerSeed) {
    public static final String FORMAT = "boundary-lab/progress/v1";

    public Progress {
        format = FORMAT;
        visited = visited == null ? List.of() : List.copyOf(new LinkedHashSet<>(visited));
        completed = completed == null ? List.of() : List.copyOf(new LinkedHashSet<>(completed));
        predictions = predictions == null ? Map.of() : Map.copyOf(predictions);
    }

    public static Progress empty() {
        return new Progress(FORMAT, null, List.of(), List.of(), Map.of(), null);
    }

    public Progress at(String id) {
        Set<String> v = new LinkedHashSet<>(visited);
        v.add(id);
        return new Progress(FORMAT, id, List.copyOf(v), completed, predictions, learnerSeed);
    }

    public Progress complete(String id) {
        Set<String> c = new LinkedHashSet<>(completed);
        c.add(id);
        return new Progress(FORMAT, current, visited, List.copyOf(c), predictions, learnerSeed);
    }

    public Progress withLearnerSeed(long seed) {
        return new Progress(FORMAT, current, visited, completed, predictions, seed);
    }

    public Progress predict(String key, SavedPrediction prediction) {
        Map<String, SavedPrediction> p = new LinkedHashMap<>(predictions);
        p.put(key, prediction);
        return new Progress(FORMAT, current, visited, completed, p, learnerSeed);
    }

    public Progress forget(String key) {
        Map<String, SavedPrediction> p = new LinkedHashMap<>(predictions);
        p.remove(key);
        return new Progress(FORMAT, current, visited, completed, p, learnerSeed);
    }
}
