package io.boundarylab.app.cli;

import io.boundarylab.cluster.source.ExperimentSource;
import io.boundarylab.episodes.content.ContentException;

/** The episodes the {@code cluster} command takes to a cluster: the bundled investigation, loaded when first asked for. */
final class ClusterSources {
    private ClusterSources() {
    }

    static ExperimentSource bundled() {
        try {
            return ExperimentSource.bundled();
        } catch (ContentException e) {
            // The bundled content is checked by the build; failing to load it here is a bug, not the user's input.
            throw new IllegalStateException("the bundled content does not load: " + e.getMessage(), e);
        }
    }
}
