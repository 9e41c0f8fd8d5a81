package io.boundarylab.app.kernel;

import javafx.beans.binding.Bindings;
import javafx.collections.ListChangeListener;
import javafx.geometry.Insets;
import javafx.scene.AccessibleRole;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

import io.boundarylab.app.i18n.Messages;
import io.boundarylab.app.stage.ExperimentStage;
import io.boundarylab.app.stage.KernelDrawing;
import io.boundarylab.app.stage.KernelPicture;

/**
 * The view of {@link KernelViewModel}: what the machine allows, a button to run the experiment on
 * the kernel, then, largest, what the kernel reported drawn as boundaries (one drawing per variant,
 * side by side), and below it the comparison table (with the words "agree" / "differ", never colour
 * alone) and the kernel's raw observations.
 */
public final class KernelPanel extends javafx.scene.layout.BorderPane {
    private final KernelViewModel model;
    private final GridPane table = new GridPane();
    private final HBox drawings = new HBox(16);
    private final Messages text;
    /** The app's main bundle: the drawing speaks the cluster view's words. */
    private final Messages appText;

    public KernelPanel(KernelViewModel model) {
        this.model = model;
        this.text = model.text();
        this.appText = new Messages(text.locale());
        setId("kernel-panel");
        setPadding(new Insets(16));
        drawings.setMinHeight(0);
        Label title = new Label(text.get("kernel.title"));
        title.getStyleClass().add("card-title");
        Label explain = new Label(text.get("kernel.explain"));
        explain.setWrapText(true);
        explain.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
        explain.getStyleClass().add("muted");
        Label status = new Label();
        status.setId("kernel-status");
        status.setWrapText(true);
        status.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
        status.textProperty().bind(model.statusProperty());
        status.setAccessibleRole(AccessibleRole.TEXT);
        Button run = new Button(text.get("kernel.run"));
        run.setId("kernel-run");
        run.setAccessibleText(text.get("kernel.run.accessible"));
        run.disableProperty().bind(Bindings.or(model.runningProperty(), model.canRunProperty().not()));
        run.setOnAction(e -> model.run());
        Label verdict = new Label();
        verdict.setId("kernel-verdict");
        verdict.getStyleClass().add("card-title");
        verdict.textProperty().bind(model.verdictProperty());
        table.setHgap(18);
        table.setVgap(6);
        table.setId("kernel-table");
        ListView<String> observations = new ListView<>(model.observations());
        observations.setId("kernel-observations");
        // The raw lines are the evidence behind the drawing, not the thing to look at: a short list.
        observations.setPrefHeight(140);
        observations.setAccessibleText(text.get("kernel.observations"));
        drawings.setId("kernel-drawings");
        VBox.setVgrow(drawings, Priority.ALWAYS);
        model.rows().addListener((ListChangeListener<KernelViewModel.Row>) c -> fillTable());
        model.pictures().addListener((ListChangeListener<KernelPicture>) c -> fillDrawings());
        fillDrawings();
        VBox top = new VBox(10, title, explain);
        if (model.playground()) top.getChildren().add(gaps());
        Label observationsTitle = new Label(text.get("kernel.observations"));
        // Before a run there is nothing the kernel reported: no empty list under the drawing's place.
        for (javafx.scene.Node n : new javafx.scene.Node[] {observationsTitle, observations}) {
            n.visibleProperty().bind(Bindings.isNotEmpty(model.observations()));
            n.managedProperty().bind(n.visibleProperty());
        }
        HBox runRow = new HBox(10, run, status);
        runRow.setAlignment(javafx.geometry.Pos.CENTER_LEFT);
        HBox.setHgrow(status, Priority.ALWAYS);
        run.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
        top.getChildren().add(runRow);
        top.setPadding(new Insets(0, 0, 10, 0));
        // The drawings are the stage, in the middle and never scrolled; the table and the kernel's raw
        // lines, the evidence behind them, scroll in a band under them.
        VBox evidence = new VBox(10, verdict, table, observationsTitle, observations);
        javafx.scene.control.ScrollPane evidenceScroll = new javafx.scene.control.ScrollPane(evidence);
        evidenceScroll.setFitToWidth(true);
        evidenceScroll.getStyleClass().add("edge-to-edge");
        evidenceScroll.prefHeightProperty().bind(heightProperty().multiply(0.28));
        evidenceScroll.setMinHeight(0);
        setTop(top);
        setCenter(drawings);
        setBottom(evidenceScroll);
        // The machine check is cheap and harmless: run it the first time the panel is shown.
        sceneProperty().addListener((obs, old, scene) -> {
            if (scene != null) model.checkMachine();
        });
    }

    /** The playground's part: what of the scenario the kernel leaves out, and why, shown before anything runs. */
    private VBox gaps() {
        Label heading = new Label(text.get("kernel.gaps.title"));
        heading.getStyleClass().add("card-title");
        VBox lines = new VBox(4);
        lines.setId("kernel-gaps");
        Runnable fill = () -> {
            lines.getChildren().clear();
            if (model.gaps().isEmpty()) {
                lines.getChildren().add(wrapped(text.get("kernel.gaps.none")));
            }
            for (String g : model.gaps()) lines.getChildren().add(wrapped("• " + g));
        };
        model.gaps().addListener((ListChangeListener<String>) c -> fill.run());
        fill.run();
        return new VBox(6, heading, lines);
    }

    private static Label wrapped(String s) {
        Label l = new Label(s);
        l.setWrapText(true);
        l.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
        return l;
    }

    public KernelViewModel model() {
        return model;
    }

    /** One drawing per variant's run, side by side and equally wide; before a run, a line that says what will show here. */
    private void fillDrawings() {
        drawings.getChildren().clear();
        if (model.pictures().isEmpty()) {
            Label before = wrapped(text.get("kernel.picture.before"));
            before.getStyleClass().add("muted");
            drawings.getChildren().add(before);
            return;
        }
        for (KernelPicture p : model.pictures()) {
            KernelDrawing drawing = new KernelDrawing(appText);
            drawing.setId("kernel-drawing-" + p.variant());
            drawing.show(p);
            ExperimentStage stage = new ExperimentStage(drawing);
            stage.setId("kernel-stage-" + p.variant());
            stage.setCaption(text.get("kernel.picture", word("kernel.variant.", p.variant())));
            stage.setMinWidth(0);
            stage.setMaxWidth(Double.MAX_VALUE);
            stage.setMaxHeight(Double.MAX_VALUE);
            HBox.setHgrow(stage, Priority.ALWAYS);
            drawings.getChildren().add(stage);
        }
        // Equal stages: each drawing gets the same share of the width, whatever its words.
        for (javafx.scene.Node n : drawings.getChildren()) {
            ((javafx.scene.layout.Region) n).prefWidthProperty().bind(drawings.widthProperty().divide(drawings.getChildren().size()));
        }
    }

    private void fillTable() {
        table.getChildren().clear();
        String[] headers = {"kernel.col.variant", "kernel.col.guarantee", "kernel.col.simulation", "kernel.col.kernel", "kernel.col.agree"};
        for (int i = 0; i < headers.length; i++) {
            Label h = new Label(text.get(headers[i]));
            h.getStyleClass().add("muted");
            table.add(h, i, 0);
        }
        int row = 1;
        for (KernelViewModel.Row r : model.rows()) {
            String agree = text.get(r.agree() ? "kernel.row.agree" : "kernel.row.differ");
            // The row holds the trace format's names (naive, sharedIdentity, violated); the learner reads words.
            String variant = word("kernel.variant.", r.variant());
            String guarantee = word("kernel.guarantee.", r.guarantee());
            String simulation = word("kernel.outcome.", r.simulation());
            String kernel = word("kernel.outcome.", r.kernel());
            Label[] cells = {new Label(variant), new Label(guarantee), new Label(simulation), new Label(kernel), new Label(agree)};
            for (int i = 0; i < cells.length; i++) {
                cells[i].setAccessibleText(text.get("kernel.row.accessible", variant, guarantee, simulation, kernel, agree));
                table.add(cells[i], i, row);
            }
            row++;
        }
    }

    /** The bundle's word for a format name, or the name itself where the bundle has none. */
    private String word(String prefix, String name) {
        return text.has(prefix + name) ? text.get(prefix + name) : name;
    }

    /**
     * What the kernel tab shows where the bridge cannot even be loaded here (an episode's or the
     * playground's): a plain note that says so.
     */
    public static javafx.scene.Node unavailable(Messages messages) {
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
