package io.boundarylab.app.episode;

import io.boundarylab.episodes.run.FaultAction;
import java.util.List;

/**
 * The run on screen when the window is rebuilt (a language switch): its variant, the faults in
 * force and the event shown, to be run again and shown where it was.
 */
public record ShownRun(String variantId, List<FaultAction> faults, int position) {
    public ShownRun {
        faults = List.copyOf(faults);
    }
}
