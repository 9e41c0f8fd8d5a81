package io.boundarylab.app.episode;

import io.boundarylab.engine.scenario.FaultTarget;
import io.boundarylab.engine.trace.TraceEvent;
import io.boundarylab.episodes.run.FaultAction;
import java.util.List;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The faults on cue in force in one episode, and whose they are: those a class code put there are
 * the instructor's, the rest the learner injected (decision 0012). Held by {@link EpisodeViewModel},
 * which runs with them.
 */
final class EpisodeFaults {
    private final ObservableList<FaultAction> inForce = FXCollections.observableArrayList();
    // Held here: an unmodifiable view only weakly listens to its source, so a fresh one per call would lose listeners.
    private final ObservableList<FaultAction> view = FXCollections.unmodifiableObservableList(inForce);
    private List<FaultAction> instructors = List.of();

    /** A class code's faults, in force instead of any. */
    void cue(List<FaultAction> preset) {
        instructors = List.copyOf(preset);
        inForce.setAll(preset);
    }

    /** The faults of a run brought back, in force again. */
    void setAll(List<FaultAction> faults) {
        inForce.setAll(faults);
    }

    /** A fault the learner injects just after the event shown (at the start before any): a crash exits with 1. */
    void inject(FaultAction.Kind kind, FaultTarget target, TraceEvent now) {
        long atMs = now == null ? 0 : now.tMs() + 1;
        inForce.add(new FaultAction(atMs, kind, target, kind == FaultAction.Kind.CRASH ? 1 : null));
    }

    void clear() {
        inForce.clear();
    }

    /** The faults in force now, for a run. */
    List<FaultAction> now() {
        return List.copyOf(inForce);
    }

    /** How many of those in force a class code put there. */
    long instructors() {
        return inForce.stream().filter(instructors::contains).count();
    }

    ObservableList<FaultAction> view() {
        return view;
    }
}
