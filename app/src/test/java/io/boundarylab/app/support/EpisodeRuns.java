package io.boundarylab.app.support;

import io.boundarylab.app.episode.EpisodeViewModel;

/** What a UI test waits for (with {@link Await}) after it asks an episode for a run. */
public final class EpisodeRuns {
    private EpisodeRuns() {
    }

    /** Whether the variant's run has ended and is the one the episode shows (read it on the FX thread). */
    public static boolean shown(EpisodeViewModel vm, String variant) {
        return !vm.runningProperty().get() && vm.runProperty().get() != null && vm.runProperty().get().variantId().equals(variant);
    }
}
