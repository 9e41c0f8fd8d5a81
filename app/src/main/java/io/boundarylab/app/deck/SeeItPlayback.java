package io.boundarylab.app.deck;

import io.boundarylab.app.cluster.ClusterModel;
import io.boundarylab.app.cluster.ClusterSnapshot;
import io.boundarylab.app.cluster.ScenarioLayout;
import io.boundarylab.app.playback.PlaybackViewModel;
import io.boundarylab.episodes.deck.SeeItEngine;
import java.util.List;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;

/**
 * A card's "see it" run as the stage plays it: the whole trace on a playback, and the cluster at the
 * event shown, drawn from the card's own scenario, as an episode draws its runs.
 */
public final class SeeItPlayback {
    private final PlaybackViewModel playback = new PlaybackViewModel();
    private final ReadOnlyObjectWrapper<ClusterSnapshot> cluster = new ReadOnlyObjectWrapper<>(this, "cluster");
    private final ReadOnlyBooleanWrapper shown = new ReadOnlyBooleanWrapper(this, "shown", false);
    private ClusterModel model = ClusterModel.of(List.of());

    SeeItPlayback() {
        cluster.set(model.at(0));
        playback.positionProperty().addListener((o, a, b) -> cluster.set(model.at(playback.position())));
    }

    /** Shows a run from its first event. */
    void show(SeeItEngine.Result run) {
        model = ScenarioLayout.of(run.scenario()).model(run.trace());
        Long until = run.scenario().untilMs();
        playback.load(run.trace(), until == null ? 0 : until);
        cluster.set(model.at(playback.position()));
        shown.set(true);
    }

    /** Shows nothing (a new card, or a run that failed). */
    void clear() {
        playback.pause();
        model = ClusterModel.of(List.of());
        playback.load(List.of());
        cluster.set(model.at(0));
        shown.set(false);
    }

    public PlaybackViewModel playback() {
        return playback;
    }

    /** The cluster at the event shown. */
    public ReadOnlyObjectProperty<ClusterSnapshot> clusterProperty() {
        return cluster.getReadOnlyProperty();
    }

    /** Whether a run is shown. */
    public ReadOnlyBooleanProperty shownProperty() {
        return shown.getReadOnlyProperty();
    }
}
