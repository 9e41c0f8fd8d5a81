package io.boundarylab.app.episode;

import io.boundarylab.app.cluster.ScenarioLayout;
import io.boundarylab.app.lab.ExperimentRun;
import io.boundarylab.episodes.content.Episode;
import io.boundarylab.episodes.content.Variant;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;

/**
 * The runs of one episode's experiment, by variant: each variant's scenario layout (parsed once),
 * its latest finished run, and whether that run has been played to its end (which is when its
 * claims count).
 */
final class EpisodeRuns {
    private final Map<String, ExperimentRun> runs = new LinkedHashMap<>();
    private final Set<String> playedToEnd = new LinkedHashSet<>();
    private final Map<String, ScenarioLayout> layouts = new LinkedHashMap<>();

    EpisodeRuns(Episode episode) {
        for (Variant v : episode.experiment().variants()) {
            layouts.put(v.id(), ScenarioLayout.of(v.scenario()));
        }
    }

    /** A fresh run of a variant: it replaces the one before, and has not been played yet. */
    void finished(ExperimentRun run) {
        runs.put(run.variantId(), run);
        playedToEnd.remove(run.variantId());
    }

    /** The finished run of a variant, or null. */
    ExperimentRun of(String variantId) {
        return runs.get(variantId);
    }

    /** Marks a variant's run as played to its end; true if it was not before. */
    boolean markPlayedToEnd(String variantId) {
        return playedToEnd.add(variantId);
    }

    boolean playedToEnd(String variantId) {
        return playedToEnd.contains(variantId);
    }

    int playedCount() {
        return playedToEnd.size();
    }

    /** The runs played to their end, by variant, in the order they finished playing. */
    Map<String, ExperimentRun> played() {
        Map<String, ExperimentRun> finished = new LinkedHashMap<>();
        for (String v : playedToEnd) {
            if (runs.containsKey(v)) {
                finished.put(v, runs.get(v));
            }
        }
        return finished;
    }

    ScenarioLayout layout(String variantId) {
        return layouts.getOrDefault(variantId, ScenarioLayout.EMPTY);
    }

    void clear() {
        runs.clear();
        playedToEnd.clear();
    }
}
