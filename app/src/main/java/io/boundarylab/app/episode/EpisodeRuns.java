package io.boundarylab.app.episode;

import io.boundarylab.app.cluster.ScenarioLayout;
import io.boundarylab.app.lab.ExperimentRun;
import io.boundarylab.app.lab.Lab;
import io.boundarylab.episodes.run.RunOptions;
import java.util.List;
import io.boundarylab.episodes.content.Episode;
import io.boundarylab.episodes.content.Experiment;
import io.boundarylab.episodes.prediction.ClaimComparison;
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
    private final Episode episode;
    private final Map<String, ExperimentRun> runs = new LinkedHashMap<>();
    private final Map<String, ExperimentRun> asWritten = new LinkedHashMap<>();
    private final Set<String> playedToEnd = new LinkedHashSet<>();
    private final Map<String, ScenarioLayout> layouts = new LinkedHashMap<>();

    EpisodeRuns(Episode episode) {
        this.episode = episode;
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

    /**
     * Runs a variant (off the FX thread); with faults on cue, the same variant as written at the same
     * seed after it, which its prediction is judged by (decision 0012).
     */
    static List<ExperimentRun> run(Lab lab, Episode episode, String variantId, RunOptions options) {
        ExperimentRun run = lab.run(episode, variantId, options);
        return options.faults().isEmpty() ? List.of(run)
                : List.of(run, lab.run(episode, variantId, new RunOptions(options.seed(), List.of())));
    }

    /** Files what {@link #run} returned, the run as written beside a run with faults; returns the run to show. */
    ExperimentRun finished(List<ExperimentRun> done) {
        finished(done.get(0));
        if (done.size() > 1) {
            asWritten.put(done.get(1).variantId(), done.get(1));
        }
        return done.get(0);
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
    List<String> playedVariants() {
        return List.copyOf(playedToEnd);
    }

    /** The runs the learner can choose: naive and contract first, then the episode's further runs. */
    List<Variant> modes() {
        Experiment x = episode.experiment();
        List<Variant> ordered = new java.util.ArrayList<>(List.of(x.naive(), x.contract()));
        x.variants().stream().filter(v -> !ordered.contains(v)).forEach(ordered::add);
        return ordered;
    }

    /** The run that would decide a pending claim, when it is not the one {@code shown}: offered next to the claim. */
    java.util.Optional<Variant> deciding(ClaimComparison c, ExperimentRun shown) {
        if (c.outcome() != ClaimComparison.Outcome.PENDING || c.variantId() == null
                || (shown != null && c.variantId().equals(shown.variantId()))) {
            return java.util.Optional.empty();
        }
        return episode.experiment().variant(c.variantId());
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
