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
 * claims count). Beside a run with faults on cue it keeps the same run as written: a prediction is
 * judged by the runs it was made for, never by a fault (decision 0012).
 */
final class EpisodeRuns {
    private final Map<String, ExperimentRun> runs = new LinkedHashMap<>();
    private final Map<String, ExperimentRun> asWritten = new LinkedHashMap<>();
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
        if (!run.faulted()) {
            asWritten.put(run.variantId(), run);
        }
    }

    /** The run as written beside a run with faults on cue, at its seed. */
    void asWritten(ExperimentRun run) {
        asWritten.put(run.variantId(), run);
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

    /**
     * The runs a prediction is judged by: of each variant played to its end, the run as written at
     * the seed it was shown with; a run with faults on cue alone stays (and decides nothing).
     */
    Map<String, ExperimentRun> judged() {
        Map<String, ExperimentRun> finished = new LinkedHashMap<>();
        for (String v : playedToEnd) {
            ExperimentRun shown = runs.get(v);
            ExperimentRun written = asWritten.get(v);
            if (shown != null) {
                finished.put(v, shown.faulted() && written != null && written.seed() == shown.seed() ? written : shown);
            }
        }
        return finished;
    }

    /** The variants played to their end, in the order they finished playing. */
    java.util.List<String> playedVariants() {
        return java.util.List.copyOf(playedToEnd);
    }

    ScenarioLayout layout(String variantId) {
        return layouts.getOrDefault(variantId, ScenarioLayout.EMPTY);
    }

    void clear() {
        runs.clear();
        asWritten.clear();
        playedToEnd.clear();
    }
}
