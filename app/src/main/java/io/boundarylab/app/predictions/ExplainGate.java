package io.boundarylab.app.predictions;

import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;

/**
 * Stops the learner on their way out of an episode whose explain step is still open: remembers
 * where they were going, and lets them through once it is written or skipped.
 */
public final class ExplainGate {
    private final ReadOnlyObjectWrapper<ExplainViewModel> asking = new ReadOnlyObjectWrapper<>(this, "asking");
    private int target = -1;

    /** Whether the learner may go to {@code to} now; if not, the step is asked first. */
    public boolean letThrough(ExplainViewModel step, int to) {
        if (step == null || !step.pendingProperty().get()) {
            return true;
        }
        target = to;
        asking.set(step);
        return false;
    }

    /** Once the step asked is answered: where the learner was going; otherwise -1. */
    public int release() {
        ExplainViewModel e = asking.get();
        if (e == null || e.pendingProperty().get()) {
            return -1;
        }
        asking.set(null);
        return target;
    }

    /** The learner stays; nothing is recorded. */
    public void cancel() {
        asking.set(null);
    }

    /** The step asked before leaving, or null. */
    public ReadOnlyObjectProperty<ExplainViewModel> askingProperty() {
        return asking.getReadOnlyProperty();
    }
}
