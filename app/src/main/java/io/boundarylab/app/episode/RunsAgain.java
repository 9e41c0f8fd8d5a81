package io.boundarylab.app.episode;

import io.boundarylab.app.lab.ExperimentRun;
import io.boundarylab.app.lab.Lab;
import io.boundarylab.episodes.content.Episode;
import io.boundarylab.episodes.run.RunOptions;
import java.util.ArrayList;
import java.util.List;

/**
 * The runs an episode brings back from an earlier session: each variant the learner played to its
 * end, run again with the seed in force (the same trace), and the run that was on screen when the
 * window was rebuilt, with its faults. Decides what to run, runs it, and files what came back; the
 * episode's view-model shows it.
 */
final class RunsAgain {
    private final Episode episode;
    private final List<String> known;
    private final ShownRun onScreen;

    RunsAgain(Episode episode, List<String> variantIds, ShownRun onScreen) {
        this.episode = episode;
        this.known = variantIds.stream().filter(v -> episode.experiment().variant(v).isPresent()).distinct().toList();
        this.onScreen = onScreen != null && episode.experiment().variant(onScreen.variantId()).isPresent() ? onScreen : null;
    }

    boolean isEmpty() {
        return known.isEmpty() && onScreen == null;
    }

    /** The variants run again, in order: the ones played, then the one on screen. */
    List<String> variants() {
        List<String> again = new ArrayList<>(known);
        if (onScreen != null && !again.contains(onScreen.variantId())) {
            again.add(onScreen.variantId());
        }
        return List.copyOf(again);
    }

    /** The run on screen, or null. */
    ShownRun onScreen() {
        return onScreen;
    }

    /** Runs them (off the FX thread): the played ones without faults (they were not saved), the one on screen with its own. */
    List<ExperimentRun> run(Lab lab, Long seed) {
        List<ExperimentRun> done = new ArrayList<>();
        for (String v : known) {
            done.add(lab.run(episode, v, new RunOptions(seed, List.of())));
        }
        if (onScreen != null) {
            done.add(lab.run(episode, onScreen.variantId(), new RunOptions(seed, onScreen.faults())));
        }
        return done;
    }

    /**
     * Files what came back: each played variant counts as played to its end, as it was; the one on
     * screen only if it was played and ran without faults.
     *
     * @return the event to show the last run at: its end, or where the one on screen was
     */
    int file(EpisodeRuns runs, List<ExperimentRun> done) {
        for (int i = 0; i < known.size(); i++) {
            runs.finished(done.get(i));
            runs.markPlayedToEnd(done.get(i).variantId());
        }
        ExperimentRun last = done.get(done.size() - 1);
        if (onScreen == null) {
            return last.trace().size();
        }
        runs.finished(last);
        if (known.contains(onScreen.variantId()) && onScreen.faults().isEmpty()) {
            runs.markPlayedToEnd(last.variantId());
        }
        return Math.min(Math.max(0, onScreen.position()), last.trace().size());
    }
}
