package io.boundarylab.app.episode;

import io.boundarylab.app.i18n.Messages;
import io.boundarylab.app.kernel.KernelPanel;
import javafx.geometry.Insets;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.layout.VBox;

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
            return unavailable(messages);
        }
    }

    private static Node unavailable(Messages messages) {
        VBox box = new VBox(10);
        box.setPadding(new Insets(16));
        box.setId("kernel-panel");
        Label title = new Label(messages.get("kernel.title"));
        title.getStyleClass().add("card-title");
        Label text = new Label(messages.get("kernel.unavailable"));
        text.setWrapText(true);
        Label explain = new Label(messages.get("kernel.explain"));
        explain.setWrapText(true);
        explain.getStyleClass().add("muted");
        box.getChildren().addAll(title, text, explain);
        return box;
    }
}
