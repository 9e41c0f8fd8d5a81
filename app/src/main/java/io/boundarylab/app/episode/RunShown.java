package io.boundarylab.app.episode;

import io.boundarylab.app.cluster.ClusterModel;
import io.boundarylab.app.cluster.ClusterSnapshot;
import io.boundarylab.app.lab.ExperimentRun;
import io.boundarylab.app.playback.PlaybackViewModel;
import io.boundarylab.engine.trace.TraceEvent;
import io.boundarylab.episodes.content.Episode;
import io.boundarylab.episodes.run.StatusValue;
import java.util.List;
import java.util.function.Function;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The run on the episode's screen and what it shows at the event played: the cluster drawn, the
 * status fields, the narration, and once the run has played to its end its observation. Held by
 * {@link EpisodeViewModel}, which decides what to run and judges the prediction; this part only shows.
 */
final class RunShown {
    private final Episode episode;
    private final EpisodeRuns runs;
    private final Function<TraceEvent, String> narrator;
    private final PlaybackViewModel playback = new PlaybackViewModel();
    private final ReadOnlyObjectWrapper<ExperimentRun> run = new ReadOnlyObjectWrapper<>(this, "run");
    private final ReadOnlyObjectWrapper<ClusterSnapshot> cluster = new ReadOnlyObjectWrapper<>(this, "cluster");
    private final ObservableList<StatusValue> status = FXCollections.observableArrayList();
    // The unmodifiable view is held here: it only weakly listens to its source, so a fresh one per call would lose listeners.
    private final ObservableList<StatusValue> statusView = FXCollections.unmodifiableObservableList(status);
    private final ReadOnlyStringWrapper narration = new ReadOnlyStringWrapper(this, "narration", "");
    private final ReadOnlyBooleanWrapper revealed = new ReadOnlyBooleanWrapper(this, "revealed", false);
    private final ReadOnlyStringWrapper observation = new ReadOnlyStringWrapper(this, "observation", "");
    private final ReadOnlyObjectWrapper<Long> observationSeq = new ReadOnlyObjectWrapper<>(this, "observationSeq");
    private ClusterModel clusterModel;

    RunShown(Episode episode, EpisodeRuns runs, Function<TraceEvent, String> narrator) {
        this.episode = episode;
        this.runs = runs;
        this.narrator = narrator;
    }

    /** No run shown: the variant's cluster as its scenario lays it out, nothing played. */
    void showNothing(String variantId) {
        run.set(null);
        playback.reset();
        clusterModel = runs.layout(variantId).model(List.of());
        revealed.set(false);
        observation.set("");
        observationSeq.set(null);
        atPosition();
    }

    /**
     * Shows a run at an event (its findings revealed if it was played to its end before).
     *
     * @return whether that event is the run's last, reached for the first time
     */
    boolean show(ExperimentRun result, int position) {
        run.set(result);
        clusterModel = runs.layout(result.variantId()).model(result.trace());
        revealed.set(runs.playedToEnd(result.variantId()));
        double speed = playback.speed();
        playback.load(result.trace(), episode.experiment().variant(result.variantId())
                .map(v -> v.scenario().untilMs() == null ? 0L : v.scenario().untilMs()).orElse(0L));
        playback.setSpeed(speed);
        playback.seek(position);
        return atPosition();
    }

    /**
     * Follows the event played: the cluster, the status fields and the narration at it, and the
     * observation once the run has been played to its end.
     *
     * @return whether the run shown has just been played to its end for the first time
     */
    boolean atPosition() {
        cluster.set(clusterModel.at(playback.position()));
        TraceEvent current = playback.currentEventProperty().get();
        ExperimentRun r = run.get();
        status.setAll(r == null ? ExperimentRun.notRun(episode) : r.statusAt(current == null ? 0 : current.seq()));
        narration.set(current == null ? "" : narrator.apply(current));
        boolean finishedNow = r != null && playback.position() == playback.sizeProperty().get()
                && playback.sizeProperty().get() > 0 && runs.markPlayedToEnd(r.variantId());
        if (r != null && runs.playedToEnd(r.variantId())) {
            observation.set(r.observation() == null ? "" : r.observation().text());
            observationSeq.set(r.observation() == null ? null : r.observation().evidenceSeq());
        }
        if (finishedNow) {
            revealed.set(true);
        }
        return finishedNow;
    }

    /** Shows the findings without playing to the end (presenter: reveal the answers). */
    void reveal() {
        if (run.get() != null) {
            playback.toEnd();
        }
        revealed.set(true);
    }

    /** Moves playback to an event of the run shown. */
    void showEvent(long seq) {
        playback.pause();
        playback.seekToSeq(seq);
    }

    PlaybackViewModel playback() { return playback; }
    ExperimentRun run() { return run.get(); }
    ClusterSnapshot cluster() { return cluster.get(); }
    ReadOnlyObjectProperty<ExperimentRun> runProperty() { return run.getReadOnlyProperty(); }
    ReadOnlyObjectProperty<ClusterSnapshot> clusterProperty() { return cluster.getReadOnlyProperty(); }
    ObservableList<StatusValue> status() { return statusView; }
    ReadOnlyStringProperty narrationProperty() { return narration.getReadOnlyProperty(); }
    ReadOnlyBooleanProperty revealedProperty() { return revealed.getReadOnlyProperty(); }
    ReadOnlyStringProperty observationProperty() { return observation.getReadOnlyProperty(); }
    ReadOnlyObjectProperty<Long> observationSeqProperty() { return observationSeq.getReadOnlyProperty(); }
}
