package io.boundarylab.app.compare;

import io.boundarylab.app.cluster.ScenarioLayout;
import io.boundarylab.app.concurrent.BackgroundRunner;
import io.boundarylab.app.lab.Lab;
import io.boundarylab.engine.trace.TraceEvent;
import io.boundarylab.episodes.content.Episode;
import io.boundarylab.episodes.run.FaultAction;
import java.util.List;
import java.util.function.Function;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyObjectProperty;

/**
 * What the side-by-side comparison needs of the episode it compares: the experiment, the learner's
 * committed prediction, seed and faults, how to run and how to draw and narrate. The episode's
 * view-model provides it; the comparison never reaches into the episode scene.
 */
public interface ComparedEpisode {
    Episode episode();

    Lab lab();

    BackgroundRunner runner();

    /** Whether the learner has committed a prediction (nothing is compared before). */
    ReadOnlyBooleanProperty committedProperty();

    ReadOnlyObjectProperty<Long> seedProperty();

    /** The faults injected in the episode's scene, applied to both runs. */
    List<FaultAction> faults();

    ScenarioLayout layoutOf(String variantId);

    Function<TraceEvent, String> narrator();
}
