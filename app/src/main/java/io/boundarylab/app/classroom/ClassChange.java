package io.boundarylab.app.classroom;

import java.nio.file.Path;

/**
 * What the classroom decided the main window should do, returned to {@link ClassContext#changes()}
 * for the shell to carry out: the classroom decides, the shell acts, and neither reaches into the other.
 */
public sealed interface ClassChange {
    /** Every experiment runs with this seed from now on (null: each scenario's own). */
    record UseSeed(Long seed) implements ClassChange {
    }

    /** Keep this class code in the learner's settings for the next start (null: keep none). */
    record KeepCode(String code) implements ClassChange {
    }

    /** Show a line in the notice bar. */
    record Notice(String line) implements ClassChange {
    }

    /** Open the investigation shipped with the app that has this id: the class's. */
    record OpenInvestigation(String id) implements ClassChange {
    }

    /** Open a content folder, as File → Load a content folder does (an experiment a code brought). */
    record OpenContent(Path folder) implements ClassChange {
    }
}
