package io.boundarylab.app.scale;

import io.boundarylab.engine.cluster.state.PodPhase;
import io.boundarylab.app.playback.TransportBar;
import io.boundarylab.app.stage.ExperimentStage;
import io.boundarylab.engine.trace.EventType;
import java.util.List;
import javafx.animation.AnimationTimer;
import javafx.beans.binding.Bindings;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.AccessibleRole;
import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.Slider;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.Background;
import javafx.scene.layout.BackgroundFill;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.CornerRadii;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.scene.paint.Color;
import javafx.util.StringConverter;

/**
 * The at-scale view: size and open, transport controls and a scrubber over simulated time, the
 * nodes' heat map with its legend, pods by phase, events per simulated second and the selected
 * node. Binds to an {@link AtScaleViewModel} and delegates; its own state is only the selection.
 *
 * <p>Keys (when no control has used them): Space plays or pauses, Home and End jump, Page Up and
 * Page Down skip ten simulated seconds, + and − change the speed, Ctrl+O opens the chosen size.
 * {@link #start()} starts the frame pulse, {@link #stop()} stops it and the worker.
 */
public final class AtScaleView extends BorderPane {
    /** The width, in ems of the window's type, from which the side panel sits open beside the map. */
    static final double WIDE_EMS = 80;
    private final AtScaleViewModel vm;
    private final ScaleText text;
    private final ScaleHeatMap heatMap;
    private final AtScaleSidePanel side;
    private final Label[] binLabels = new Label[ScaleFrame.BIN_COUNT];
    private final Label nodeLabel = new Label();
    private final Label fontSizeSource = nodeLabel;
    private final ComboBox<ScaleSize> sizes = new ComboBox<>();
    /** The side panel: beside the map when the window is wide for its type, folded when it is not. */
    private final javafx.beans.property.BooleanProperty sideOpen = new javafx.beans.property.SimpleBooleanProperty(true);
    private final javafx.beans.property.BooleanProperty narrowProperty = new javafx.beans.property.SimpleBooleanProperty(false);
    private Boolean narrow;
    private final AnimationTimer timer;
    private Runnable onStopped = () -> { };

    public AtScaleView(AtScaleViewModel vm) {
        this.vm = vm;
        this.text = vm.text();
        this.heatMap = new ScaleHeatMap(text);
        this.side = new AtScaleSidePanel(vm);
        getStyleClass().add("at-scale");
        setPadding(new Insets(12));

        setTop(header());
        setCenter(center());
        // The side panel scrolls too, so the window's least height is the header's and the transport bar's.
        // It sits beside the map and folds (the button over the map), so the map keeps the room.
        ScrollPane sideScroll = new ScrollPane(side);
        sideScroll.setId("scale-side");
        sideScroll.setFitToWidth(true);
        sideScroll.setHbarPolicy(ScrollPane.ScrollBarPolicy.NEVER);
        sideScroll.getStyleClass().addAll("edge-to-edge", "stage-panel");
        sideScroll.visibleProperty().bind(sideOpen);
        sideScroll.managedProperty().bind(sideOpen);
        BorderPane.setMargin(sideScroll, new Insets(0, 0, 0, 10));
        setRight(sideScroll);
        setBottom(transport());
        layoutBoundsProperty().addListener((o, a, b) -> foldForWidth());
        nodeLabel.fontProperty().addListener((o, a, b) -> foldForWidth());

        vm.frameProperty().addListener((o, a, f) -> showFrame(f));
        heatMap.selectedProperty().addListener((o, a, b) -> showNode());
        heatMap.accessibleTextProperty().bind(Bindings.createStringBinding(
                () -> text.get("scale.heatmap.accessible", vm.summaryProperty().get()), vm.summaryProperty()));
        addEventHandler(KeyEvent.KEY_PRESSED, this::onKey);
        timer = new AnimationTimer() {
            private long last = -1;

            @Override
            public void handle(long now) {
                long elapsed = last < 0 ? 0 : now - last;
                last = now;
                // A stall (window dragged, machine busy) counts as one short frame: the playhead never jumps.
                vm.tick(Math.min(elapsed, 100_000_000L));
            }

            @Override
            public void stop() {
                super.stop();
                last = -1;
            }
        };
        showFrame(vm.frame());
    }

    /** Starts the frame pulse (one {@link AtScaleViewModel#tick(long)} per frame). */
    public void start() {
        timer.start();
    }

    /** Stops the frame pulse only (the view left the scene for a while); {@link #start()} resumes it. */
    public void suspend() {
        timer.stop();
    }

    /** Stops the frame pulse and the worker. */
    public void stop() {
        timer.stop();
        vm.close();
        onStopped.run();
    }

    /** What else to end with the view (the owner's worker thread). */
    public void setOnStopped(Runnable action) {
        onStopped = action == null ? () -> { } : action;
    }

    public AtScaleViewModel viewModel() {
        return vm;
    }

    private Region header() {
        Label title = new Label(text.get("scale.heading"));
        title.getStyleClass().addAll("title-3", "scale-heading");
        Label sub = new Label(text.get("scale.subheading"));
        sub.setWrapText(true);
        sub.getStyleClass().add("text-muted");

        sizes.setId("scale-size");
        sizes.getItems().setAll(ScaleSize.values());
        sizes.setValue(ScaleSize.DEMO);
        sizes.setConverter(new StringConverter<>() {
            @Override
            public String toString(ScaleSize s) {
                return s == null ? "" : text.get(s.key());
            }

            @Override
            public ScaleSize fromString(String s) {
                return ScaleSize.DEMO;
            }
        });
        sizes.setAccessibleText(text.get("scale.size"));
        vm.sizeProperty().addListener((o, a, b) -> sizes.setValue(b));
        sizes.setTooltip(new Tooltip(text.get("scale.size")));
        Label sizeLabel = new Label(text.get("scale.size"));
        sizeLabel.setLabelFor(sizes);
        Button open = new Button(text.get("scale.open"));
        open.setId("scale-open");
        open.setDefaultButton(true);
        open.setTooltip(new Tooltip(text.get("scale.open.tip")));
        open.setAccessibleText(text.get("scale.open.tip"));
        open.setOnAction(e -> openChosen());
        HBox chooser = new HBox(8, sizeLabel, sizes, open);
        chooser.setAlignment(Pos.CENTER_LEFT);
        // The title and the size on one line: every line above the map is a line the map does not get.
        FlowPane titleRow = new FlowPane(16, 4, title, chooser, sideToggle());
        titleRow.setAlignment(Pos.CENTER_LEFT);
        titleRow.prefWrapLengthProperty().bind(widthProperty().subtract(24));

        Label status = new Label();
        status.setId("scale-status");
        status.textProperty().bind(vm.statusProperty());
        status.setWrapText(true);
        status.getStyleClass().add("text-muted");

        // In a window narrow for its type the explanation folds away, the map keeps the room; the title's tip says it still.
        sub.visibleProperty().bind(narrowProperty.not());
        sub.managedProperty().bind(sub.visibleProperty());
        title.setTooltip(new Tooltip(sub.getText()));
        VBox box = new VBox(4, titleRow, sub, status);
        box.setPadding(new Insets(0, 0, 6, 0));
        return box;
    }

    private void openChosen() {
        ScaleSize chosen = sizes.getValue() == null ? ScaleSize.DEMO : sizes.getValue();
        vm.load(chosen, AtScaleViewModel.DEFAULT_SEED);
    }

    private Region center() {
        heatMap.setId("scale-heatmap");
        Label heading = new Label(text.get("scale.heatmap"));
        heading.getStyleClass().add("title-4");
        heading.setLabelFor(heatMap);
        // The canvas draws its own text: it follows the legend's size, which follows the theme's text scale.
        heatMap.fontSizeProperty().bind(Bindings.createDoubleBinding(
                () -> Math.max(11, binLabelFontSize() * 0.9), fontSizeSource.fontProperty()));
        FlowPane legend = new FlowPane(14, 4);
        legend.setId("scale-legend");
        legend.setAccessibleText(text.get("scale.legend"));
        for (int b = 0; b < ScaleFrame.BIN_COUNT; b++) {
            Canvas swatch = new Canvas(16, 16);
            GraphicsContext g = swatch.getGraphicsContext2D();
            g.setFill(ScaleHeatMap.BACKGROUND);
            g.fillRect(0, 0, 16, 16);
            ScaleHeatMap.drawCell(g, b, ScaleHeatMap.BIN_COLOURS.get(b), 1, 1, 14);
            binLabels[b] = new Label(text.get("scale.bin." + b), swatch);
            binLabels[b].setId("scale-bin-" + b);
            legend.getChildren().add(binLabels[b]);
        }
        nodeLabel.setId("scale-node");
        nodeLabel.setWrapText(true);
        nodeLabel.setText(text.get("scale.node.none"));
        // The map's heading names the legend, on its first line: no line of its own above the map.
        legend.getChildren().add(0, heading);
        // The map is the stage: it takes every pixel the window leaves it and draws its cells to fit.
        ExperimentStage stage = ExperimentStage.filledBy(heatMap);
        stage.setId("scale-stage");
        VBox.setVgrow(stage, Priority.ALWAYS);
        legend.setMinHeight(USE_PREF_SIZE);
        nodeLabel.setMinHeight(USE_PREF_SIZE);
        VBox box = new VBox(6, stage, legend, nodeLabel);
        box.setMinSize(0, 0);
        return box;
    }

    private ToggleButton sideToggle() {
        ToggleButton sideToggle = new ToggleButton(text.get("scale.panel"));
        sideToggle.setId("scale-toggle-side");
        sideToggle.setTooltip(new Tooltip(text.get("scale.panel.tip")));
        sideToggle.selectedProperty().bindBidirectional(sideOpen);
        return sideToggle;
    }

    /** Folds the side panel when the window becomes narrow for its type, opens it when it becomes wide. */
    private void foldForWidth() {
        double em = Math.max(8, binLabelFontSize());
        boolean nowNarrow = getWidth() / em < WIDE_EMS;
        if (getWidth() > 0 && (narrow == null || narrow != nowNarrow)) {
            narrow = nowNarrow;
            narrowProperty.set(nowNarrow);
            sideOpen.set(!nowNarrow);
        }
    }

    private double binLabelFontSize() {
        return fontSizeSource.getFont() == null ? 12 : fontSizeSource.getFont().getSize();
    }

    private Region transport() {
        Label time = new Label();
        time.setId("scale-time");
        time.textProperty().bind(Bindings.createStringBinding(() -> {
            ScaleFrame f = vm.frameProperty().get();
            long shown = f == null ? 0 : f.timeMs();
            return text.get("scale.time", ScaleText.clock(shown), ScaleText.clock(vm.horizonMsProperty().get()));
        }, vm.frameProperty(), vm.horizonMsProperty()));
        time.getStyleClass().add("scale-time");

        Label computed = new Label();
        computed.setId("scale-computed");
        computed.getStyleClass().add("text-muted");
        computed.setMinWidth(USE_PREF_SIZE);
        computed.textProperty().bind(Bindings.createStringBinding(
                () -> text.get("scale.computed", ScaleText.clock(vm.computedMsProperty().get())), vm.computedMsProperty()));
        return new TransportBar(vm.transport(), text, "scale.", "scale-", TransportBar.Shape.TIME, time, computed);
    }

    private void onKey(KeyEvent e) {
        KeyCode code = e.getCode();
        if (e.isShortcutDown() && code == KeyCode.O) {
            openChosen();
        } else if (code == KeyCode.SPACE) {
            vm.togglePlay();
        } else if (code == KeyCode.HOME) {
            vm.toStart();
        } else if (code == KeyCode.END) {
            vm.toEnd();
        } else if (code == KeyCode.PAGE_UP) {
            vm.skip(-AtScaleViewModel.SKIP_MS);
        } else if (code == KeyCode.PAGE_DOWN) {
            vm.skip(AtScaleViewModel.SKIP_MS);
        } else if (code == KeyCode.PLUS || code == KeyCode.ADD || code == KeyCode.EQUALS) {
            vm.faster();
        } else if (code == KeyCode.MINUS || code == KeyCode.SUBTRACT) {
            vm.slower();
        } else {
            return;
        }
        e.consume();
    }

    private void showFrame(ScaleFrame f) {
        heatMap.show(f);
        side.show(f);
        for (int b = 0; b < ScaleFrame.BIN_COUNT; b++) {
            binLabels[b].setText(f == null ? text.get("scale.bin." + b)
                    : text.get("scale.bin.legend", text.get("scale.bin." + b), f.binCount(b)));
        }
        showNode();
    }

    private void showNode() {
        ScaleFrame f = vm.frameProperty().get();
        int s = heatMap.selectedProperty().get();
        if (f == null || s < 0 || s >= f.nodeCount()) {
            nodeLabel.setText(text.get("scale.node.none"));
            return;
        }
        ScaleLayout layout = f.layout();
        String zone = layout.zones().get(layout.zoneOf(s));
        if (f.failed(s)) {
            nodeLabel.setText(text.get("scale.node.failed", layout.nodeName(s), zone));
        } else {
            nodeLabel.setText(text.get("scale.node", layout.nodeName(s), zone, f.cpuMilli(s), layout.nodeCpuMilli(s),
                    text.get("scale.gib", f.memoryBytes(s) / (double) (1L << 30)),
                    text.get("scale.gib", layout.nodeMemoryBytes(s) / (double) (1L << 30)), f.allocation(s), f.pods(s)));
        }
        heatMap.setAccessibleHelp(nodeLabel.getText());
    }
}
