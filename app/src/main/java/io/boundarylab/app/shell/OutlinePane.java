package io.boundarylab.app.shell;

import io.boundarylab.app.i18n.Messages;
import io.boundarylab.episodes.content.Section;
import javafx.collections.ListChangeListener;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.ProgressBar;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/**
 * The window's left column: the outline of the whole investigation with each section's mark, how
 * far the learner is, and "My predictions". Choosing a section asks the view-model to go there
 * (which may ask for the explain step first); where the keyboard goes next is the window's affair
 * ({@link #list()}).
 */
final class OutlinePane extends VBox {
    /** A fixed width: at large type the entries wrap onto more lines rather than eating the page. */
    private static final double WIDTH_PX = 290;
    private final ListView<Section> outline = new ListView<>();

    OutlinePane(MainViewModel vm, Messages messages, javafx.beans.value.ObservableBooleanValue shown) {
        Label heading = new Label(messages.get("outline.title"));
        heading.getStyleClass().add("outline-heading");
        heading.setWrapText(true);
        // In a short window the list gives up height, never the heading (a squeezed label shows "La ...").
        heading.setMinHeight(Region.USE_PREF_SIZE);
        ProgressBar progress = new ProgressBar();
        progress.setMaxWidth(Double.MAX_VALUE);
        Label progressText = new Label();
        progressText.getStyleClass().add("muted");
        progressText.setMinHeight(Region.USE_PREF_SIZE);
        Runnable syncProgress = () -> {
            progress.setProgress(vm.completion());
            progressText.setText(messages.get("outline.progress", vm.percentExplored()));
            progress.setAccessibleText(progressText.getText());
            outline.refresh();
        };
        vm.progressProperty().addListener((o, a, b) -> syncProgress.run());
        vm.sections().addListener((ListChangeListener<Section>) c -> syncProgress.run());
        VBox progressBox = new VBox(4, progress, progressText);
        progressBox.getStyleClass().add("outline-progress");

        outline.setId("outline");
        outline.setItems(vm.sections());
        outline.setAccessibleText(messages.get("outline.accessible"));
        outline.setCellFactory(v -> new OutlineCell(vm, messages, outline));
        outline.getSelectionModel().selectedIndexProperty().addListener((o, a, b) -> {
            if (b.intValue() >= 0 && b.intValue() != vm.indexProperty().get()) {
                vm.go(b.intValue());
                // Asked to explain first: the outline shows where the learner still is.
                javafx.application.Platform.runLater(() -> outline.getSelectionModel().select(vm.indexProperty().get()));
            }
        });
        vm.indexProperty().addListener((o, a, b) -> {
            outline.getSelectionModel().select(b.intValue());
            if (b.intValue() >= 0) {
                outline.scrollTo(Math.max(0, b.intValue() - 3));
            }
        });
        VBox.setVgrow(outline, Priority.ALWAYS);
        getChildren().addAll(heading, progressBox, outline, PredictionsEntry.outlineButton(vm));
        getStyleClass().add("outline");
        setPrefWidth(WIDTH_PX);
        setMinWidth(WIDTH_PX);
        setMaxWidth(WIDTH_PX);
        outline.setPrefWidth(WIDTH_PX);
        // Presenter mode gives the whole width to the scene.
        visibleProperty().bind(javafx.beans.binding.Bindings.createBooleanBinding(
                () -> shown.get() && !vm.presenterProperty().get(), shown, vm.presenterProperty()));
        managedProperty().bind(visibleProperty());
    }

    /** The list of sections, for the window to place the keyboard after a choice. */
    ListView<Section> list() {
        return outline;
    }
}
