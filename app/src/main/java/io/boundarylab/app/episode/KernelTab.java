package io.boundarylab.app.episode;

import io.boundarylab.app.i18n.Messages;
import io.boundarylab.app.kernel.KernelPanel;
import javafx.scene.Node;

/**
 * The kernel tab's content: the episode's {@link KernelPanel}, or, where the bridge cannot even be
 * loaded here, a plain note that says so.
 */
final class KernelTab {
    private KernelTab() {
    }

    static Node of(EpisodeViewModel vm, Messages messages) {
        try {
            // The panel places its own scrolling: its drawings are a stage, never scrolled out of view.
            return new KernelPanel(vm.kernel());
        } catch (RuntimeException | LinkageError e) {
            return KernelPanel.unavailable(messages);
        }
    }
}
