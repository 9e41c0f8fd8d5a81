package io.boundarylab.app.playground;

import io.boundarylab.app.cluster.ScenarioLayout;
import io.boundarylab.app.compare.ComparedEpisode;
import io.boundarylab.app.concurrent.BackgroundRunner;
import io.boundarylab.app.lab.Lab;
import io.boundarylab.engine.trace.TraceEvent;
import io.boundarylab.episodes.content.Episode;
import io.boundarylab.episodes.content.Variant;
import io.boundarylab.episodes.playground.PlaygroundRun;
import io.boundarylab.episodes.run.FaultAction;
import java.util.List;
import java.util.function.Function;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.SimpleObjectProperty;

/**
 * The playground's pair of runs as the episode's side-by-side comparison takes them: the experiment
 * the learner designed, drawn from its own scenarios and shown on one clock. The pair is run by the
 * playground's Run (which also judges the prediction); the comparison only shows it, so it is never
 * asked to run again.
 *
 * @param run       the naive and contract runs the learner made
 * @param committed whether the learner predicted (or skipped) before running
 */
record PlaygroundCompared(PlaygroundRun run, ReadOnlyBooleanProperty committed) implements ComparedEpisode {

    @Override
    public Episode episode() {
        return run.episode();
    }

    @Override
    public Lab lab() {
        throw new UnsupportedOperationException("the playground's pair is run by its own Run, which judges the prediction too");
    }

    @Override
    public BackgroundRunner runner() {
        throw new UnsupportedOperationException("the playground's pair is run by its own Run, which judges the prediction too");
    }

    @Override
    public ReadOnlyBooleanProperty committedProperty() {
        return committed;
    }

    @Override
    public ReadOnlyObjectProperty<Long> seedProperty() {
        return new SimpleObjectProperty<>(run.naive().seed());
    }

    /** The playground injects no faults: both runs are the scenario as written. */
    @Override
    public List<FaultAction> faults() {
        return List.of();
    }

    @Override
    public ScenarioLayout layoutOf(String variantId) {
        return ScenarioLayout.of(run.episode().experiment().variant(variantId).map(Variant::scenario).orElse(null));
    }

    /** An event as the trace says it: the playground's scenarios have no content narration of their own. */
    @Override
    public Function<TraceEvent, String> narrator() {
        return TraceEvent::message;
    }
}
