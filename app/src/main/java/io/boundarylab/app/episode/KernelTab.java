package io.boundarylab.app.episode;

import io.boundarylab.app.i18n.Messages;
import io.boundarylab.app.kernel.KernelPanel;
import javafx.scene.Node;
import javafx.scene.control.ScrollPane;

/**
 * The kernel tab's content: the episode's {@link KernelPanel}, or, where the bridge cannot even be
 * loaded here, a plain note that says so.
 */
final class KernelTab {
    private KernelTab() {
    }

    static Node of(EpisodeViewModel vm, Messages messages) {
        try {
            ScrollPane scroll = new ScrollPane(new KernelPanel(vm.kernel()));
            scroll.setFitToWidth(true);
            return scroll;
        } catch (RuntimeException | LinkageError e) {
            return KernelPanel.unavailable(messages);
        }
    }
}
