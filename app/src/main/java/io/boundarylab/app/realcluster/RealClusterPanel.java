package io.boundarylab.app.realcluster;

import io.boundarylab.app.i18n.Messages;
import javafx.beans.binding.Bindings;
import javafx.geometry.Insets;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.TextArea;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.stage.Window;

import java.nio.file.Path;
import java.util.function.Function;

/** The view of {@link RealClusterViewModel}: it binds and delegates, nothing more. */
public final class RealClusterPanel extends VBox {
    /** Asks where to export (a folder chooser on screen; tests give a folder). */
    private Function<Window, Path> chooseFolder = RealClusterPanel::chooseFolder;

    public RealClusterPanel(RealClusterViewModel vm) {
        this(vm, false);
    }

    /** @param export whether to offer "Export manifests…" (the playground's tab does; it needs no cluster) */
    public RealClusterPanel(RealClusterViewModel vm, boolean export) {
        super(10);
        Messages t = vm.text();
        setId("real-cluster-panel");
        setPadding(new Insets(16));
        Label title = new Label(t.get("title"));
        title.getStyleClass().add("card-title");
        Label explain = new Label(vm.explanation());
        explain.setWrapText(true);
        // In a short window the lists give up height, never the words (a squeezed label ends in "…").
        explain.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
        explain.getStyleClass().add("muted");

        ComboBox<String> context = new ComboBox<>(vm.contexts());
        context.setId("cluster-context");
        context.setAccessibleText(t.get("context"));
        context.getSelectionModel().select(vm.contextProperty().get());
        context.getSelectionModel().selectedItemProperty().addListener((o, a, b) -> vm.selectContext(b));
        // Without a kubeconfig (the playground's tab) there is nothing to run on: the status says why.
        javafx.beans.binding.BooleanExpression cannotRun = vm.hasKubeconfig()
                ? vm.runningProperty() : javafx.beans.binding.BooleanExpression.booleanExpression(new javafx.beans.property.SimpleBooleanProperty(true));
        context.disableProperty().bind(cannotRun);
        Button run = new Button(t.get("run"));
        run.setId("cluster-run");
        run.setDefaultButton(vm.hasKubeconfig());
        run.disableProperty().bind(cannotRun);
        run.setOnAction(e -> vm.run());
        Button stop = new Button(t.get("cancel"));
        stop.setId("cluster-stop");
        stop.disableProperty().bind(vm.runningProperty().not());
        stop.setOnAction(e -> vm.cancel());
        ProgressBar progress = new ProgressBar();
        progress.setId("cluster-progress");
        progress.progressProperty().bind(vm.progressProperty());
        progress.visibleProperty().bind(vm.runningProperty());
        Label contextLabel = new Label(t.get("context"));
        contextLabel.setLabelFor(context);
        HBox controls = new HBox(10, contextLabel, context, run, stop, progress);
        if (export) {
            Button exportButton = new Button(t.get("export"));
            exportButton.setId("cluster-export");
            exportButton.setAccessibleText(t.get("export.accessible"));
            exportButton.disableProperty().bind(vm.runningProperty());
            exportButton.setOnAction(e -> {
                Path dir = chooseFolder.apply(getScene() == null ? null : getScene().getWindow());
                if (dir != null) vm.exportTo(dir);
            });
            controls.getChildren().add(controls.getChildren().indexOf(progress), exportButton);
        }
        controls.setAlignment(javafx.geometry.Pos.CENTER_LEFT);

        Label status = new Label();
        status.setId("cluster-status");
        status.setWrapText(true);
        status.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
        status.textProperty().bind(vm.statusProperty());
        status.setAccessibleRole(javafx.scene.AccessibleRole.TEXT);
        status.accessibleTextProperty().bind(vm.statusProperty());

        HBox columns = new HBox(10, column(t.get("simulated"), "cluster-simulated", vm.simulated()), column(t.get("real"), "cluster-real", vm.real()));
        VBox.setVgrow(columns, Priority.ALWAYS);

        TextArea report = new TextArea();
        report.setId("cluster-report");
        report.setEditable(false);
        report.setPrefRowCount(12);
        report.getStyleClass().add("monospace");
        report.setStyle("-fx-font-family: monospace;");
        report.textProperty().bind(vm.reportProperty());
        report.setAccessibleText(t.get("report"));
        report.visibleProperty().bind(Bindings.isNotEmpty(vm.reportProperty()));
        report.managedProperty().bind(report.visibleProperty());

        getChildren().addAll(title, explain, controls, status, columns, report);
    }

    /** Replaces the folder chooser (tests, and anything that must not open a window). */
    public void setFolderChooser(Function<Window, Path> chooser) {
        this.chooseFolder = chooser;
    }

    private static Path chooseFolder(Window owner) {
        javafx.stage.DirectoryChooser c = new javafx.stage.DirectoryChooser();
        java.io.File f = c.showDialog(owner);
        return f == null ? null : f.toPath();
    }

    private static VBox column(String heading, String id, javafx.collections.ObservableList<String> lines) {
        Label h = new Label(heading);
        h.getStyleClass().add("card-title");
        ListView<String> list = new ListView<>(lines);
        list.setId(id);
        list.setAccessibleText(heading);
        list.setStyle("-fx-font-family: monospace;");
        VBox.setVgrow(list, Priority.ALWAYS);
        VBox box = new VBox(6, h, list);
        HBox.setHgrow(box, Priority.ALWAYS);
        return box;
    }
}
