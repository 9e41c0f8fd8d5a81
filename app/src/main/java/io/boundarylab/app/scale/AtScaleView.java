package io.boundarylab.app.scale;

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
import javafx.scene.control.Slider;
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
    /** Bar colours per phase, the heat map's palette: waiting grey, running teal, done green, failed red. */
    private static final List<Color> PHASE_COLOURS = List.of(
        Color.web("#8b949e"), Color.web("#21a29a"), Color.web("#4c9a2a"), Color.web("#e5534b"), Color.web("#8b949e"));
    private final AtScaleViewModel vm;
    private final ScaleText text;
    private final ScaleHeatMap heatMap;
    private final Canvas sparkline = new Canvas(260, 56);
    private final Label[] binLabels = new Label[ScaleFrame.BIN_COUNT];
    private final Label[] phaseLabels = new Label[PodPhase.values().length];
    private final Region[] phaseBars = new Region[PodPhase.values().length];
    private final Label backOffLabel = new Label();
    private final Label secondLabel = new Label();
    private final Label typesLabel = new Label();
    private final Label nodeLabel = new Label();
    private final Label fontSizeSource = nodeLabel;
    private final Slider scrub = new Slider(0, 1, 0);
    private final ComboBox<ScaleSize> sizes = new ComboBox<>();
    private final AnimationTimer timer;
    private boolean syncing;
    private Runnable onStopped = () -> { };

    public AtScaleView(AtScaleViewModel vm) {
        this.vm = vm;
        this.text = vm.text();
        this.heatMap = new ScaleHeatMap(text);
        getStyleClass().add("at-scale");
        setPadding(new Insets(12));

        setTop(header());
        setCenter(center());
        setRight(sidePanel());
        setBottom(transport());

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

        Label status = new Label();
        status.setId("scale-status");
        status.textProperty().bind(vm.statusProperty());
        status.setWrapText(true);
        status.getStyleClass().add("text-muted");

        VBox box = new VBox(6, title, sub, chooser, status);
        box.setPadding(new Insets(0, 0, 10, 0));
        return box;
    }

    private void openChosen() {
        ScaleSize chosen = sizes.getValue() == null ? ScaleSize.DEMO : sizes.getValue();
        vm.load(chosen, AtScaleViewModel.DEFAULT_SEED);
    }

    private Region center() {
        heatMap.setId("scale-heatmap");
        VBox.setVgrow(heatMap, Priority.ALWAYS);
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
        VBox box = new VBox(6, heading, heatMap, legend, nodeLabel);
        return box;
    }

    private double binLabelFontSize() {
        return fontSizeSource.getFont() == null ? 12 : fontSizeSource.getFont().getSize();
    }

    private Region sidePanel() {
        Label pods = new Label(text.get("scale.pods"));
        pods.getStyleClass().add("title-4");
        GridPane grid = new GridPane();
        grid.setHgap(8);
        grid.setVgap(4);
        int row = 0;
        for (PodPhase p : PodPhase.values()) {
            if (p == PodPhase.UNKNOWN) {
                continue;
            }
            Label name = new Label(text.get("scale.phase." + p.name()));
            phaseLabels[p.ordinal()] = new Label();
            phaseLabels[p.ordinal()].setId("scale-phase-" + p.name().toLowerCase(java.util.Locale.ROOT));
            phaseLabels[p.ordinal()].setMinWidth(USE_PREF_SIZE);
            Region bar = new Region();
            bar.getStyleClass().addAll("scale-bar", "scale-bar-" + p.name().toLowerCase(java.util.Locale.ROOT));
            bar.setBackground(new Background(new BackgroundFill(PHASE_COLOURS.get(p.ordinal()), new CornerRadii(2), Insets.EMPTY)));
            bar.setPrefHeight(10);
            bar.setMaxHeight(10);
            // The bar's length is the share of pods in the phase: its width must not stretch.
            bar.setMaxWidth(USE_PREF_SIZE);
            bar.setMinWidth(0);
            name.setMinWidth(USE_PREF_SIZE);
            phaseBars[p.ordinal()] = bar;
            grid.addRow(row++, name, phaseLabels[p.ordinal()], bar);
        }
        Label backOffName = new Label(text.get("scale.phase.backoff"));
        backOffName.setMinWidth(USE_PREF_SIZE);
        backOffLabel.setId("scale-backoff");
        grid.addRow(row, backOffName, backOffLabel);

        Label events = new Label(text.get("scale.events"));
        events.getStyleClass().add("title-4");
        secondLabel.setId("scale-second");
        typesLabel.setId("scale-types");
        typesLabel.setWrapText(true);
        sparkline.setId("scale-sparkline");
        sparkline.setFocusTraversable(false);
        sparkline.setAccessibleRole(AccessibleRole.IMAGE_VIEW);

        Label rate = new Label();
        rate.setId("scale-rate");
        rate.setWrapText(true);
        rate.textProperty().bind(Bindings.createStringBinding(
                () -> text.get("scale.rate", Math.round(vm.shownEventsPerSecondProperty().get()),
                        Math.round(vm.engineEventsPerSecondProperty().get())),
                vm.shownEventsPerSecondProperty(), vm.engineEventsPerSecondProperty()));
        rate.getStyleClass().add("text-muted");

        VBox box = new VBox(8, pods, grid, events, secondLabel, sparkline, typesLabel, rate);
        VBox.setMargin(events, new Insets(10, 0, 0, 0));
        box.setPadding(new Insets(0, 0, 0, 16));
        box.setPrefWidth(360);
        box.setMinWidth(300);
        return box;
    }

    private Region transport() {
        Button start = button("scale.start", "scale-start");
        start.setOnAction(e -> vm.toStart());
        start.disableProperty().bind(vm.loadedProperty().not());
        Button back = button("scale.back", "scale-back");
        back.setOnAction(e -> vm.skip(-AtScaleViewModel.SKIP_MS));
        back.disableProperty().bind(vm.loadedProperty().not());
        Button play = new Button();
        play.setId("scale-play");
        play.textProperty().bind(Bindings.when(vm.playingProperty()).then(text.get("scale.pause")).otherwise(text.get("scale.play")));
        play.accessibleTextProperty().bind(play.textProperty());
        play.setTooltip(new Tooltip(text.get("scale.play.tip")));
        play.setOnAction(e -> vm.togglePlay());
        play.disableProperty().bind(vm.playingProperty().not().and(vm.canPlayProperty().not()));
        play.setMinWidth(USE_PREF_SIZE);
        Button forward = button("scale.forward", "scale-forward");
        forward.setOnAction(e -> vm.skip(AtScaleViewModel.SKIP_MS));
        forward.disableProperty().bind(vm.loadedProperty().not());
        Button end = button("scale.end", "scale-end");
        end.setOnAction(e -> vm.toEnd());
        end.disableProperty().bind(vm.loadedProperty().not());

        scrub.setId("scale-scrub");
        scrub.setAccessibleText(text.get("scale.scrub"));
        scrub.setTooltip(new Tooltip(text.get("scale.scrub")));
        scrub.setBlockIncrement(AtScaleViewModel.SKIP_MS);
        HBox.setHgrow(scrub, Priority.ALWAYS);
        scrub.disableProperty().bind(vm.loadedProperty().not());
        scrub.valueProperty().addListener((o, a, b) -> {
            if (!syncing) {
                vm.seek(Math.round(b.doubleValue()));
            }
        });
        vm.playheadMsProperty().addListener((o, a, b) -> syncScrub());
        vm.horizonMsProperty().addListener((o, a, b) -> syncScrub());

        Label time = new Label();
        time.setId("scale-time");
        time.setMinWidth(USE_PREF_SIZE);
        time.textProperty().bind(Bindings.createStringBinding(() -> {
            ScaleFrame f = vm.frameProperty().get();
            long shown = f == null ? 0 : f.timeMs();
            return text.get("scale.time", ScaleText.clock(shown), ScaleText.clock(vm.horizonMsProperty().get()));
        }, vm.frameProperty(), vm.horizonMsProperty()));
        time.getStyleClass().add("scale-time");

        ComboBox<Double> speed = new ComboBox<>();
        speed.setId("scale-speed");
        speed.getItems().setAll(AtScaleViewModel.SPEEDS);
        speed.setConverter(new StringConverter<>() {
            @Override
            public String toString(Double v) {
                return v == null ? "" : text.get("scale.speed.value", v);
            }

            @Override
            public Double fromString(String s) {
                return AtScaleViewModel.DEFAULT_SPEED;
            }
        });
        speed.setValue(vm.speed());
        speed.setAccessibleText(text.get("scale.speed"));
        speed.setTooltip(new Tooltip(text.get("scale.speed")));
        speed.valueProperty().addListener((o, a, b) -> {
            if (b != null) {
                vm.setSpeed(b);
            }
        });
        vm.speedProperty().addListener((o, a, b) -> speed.setValue(b.doubleValue()));

        Label computed = new Label();
        computed.setId("scale-computed");
        computed.getStyleClass().add("text-muted");
        computed.setMinWidth(USE_PREF_SIZE);
        computed.textProperty().bind(Bindings.createStringBinding(
                () -> text.get("scale.computed", ScaleText.clock(vm.computedMsProperty().get())), vm.computedMsProperty()));

        HBox row = new HBox(6, start, back, play, forward, end, scrub, time, speed, computed);
        row.setAlignment(Pos.CENTER_LEFT);
        row.setPadding(new Insets(10, 0, 0, 0));
        return row;
    }

    private Button button(String key, String id) {
        Button b = new Button(text.get(key));
        b.setId(id);
        b.setMinWidth(USE_PREF_SIZE);
        b.setTooltip(new Tooltip(text.get(key + ".tip")));
        b.setAccessibleText(text.get(key + ".tip"));
        return b;
    }

    private void syncScrub() {
        syncing = true;
        try {
            scrub.setMax(Math.max(1, vm.horizonMsProperty().get()));
            scrub.setValue(vm.playheadMsProperty().get());
        } finally {
            syncing = false;
        }
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
        if (f == null) {
            for (Label l : phaseLabels) {
                if (l != null) {
                    l.setText("");
                }
            }
            secondLabel.setText("");
            typesLabel.setText("");
            backOffLabel.setText("");
            for (int b = 0; b < ScaleFrame.BIN_COUNT; b++) {
                binLabels[b].setText(text.get("scale.bin." + b));
            }
            drawSparkline(null);
            showNode();
            return;
        }
        for (int b = 0; b < ScaleFrame.BIN_COUNT; b++) {
            binLabels[b].setText(text.get("scale.bin.legend", text.get("scale.bin." + b), f.binCount(b)));
        }
        int pods = f.layout().podCount();
        for (PodPhase p : PodPhase.values()) {
            if (phaseLabels[p.ordinal()] == null) {
                continue;
            }
            int count = f.phaseCount(p);
            phaseLabels[p.ordinal()].setText(text.get("scale.phase.count", count));
            phaseBars[p.ordinal()].setPrefWidth(pods == 0 ? 0 : 120.0 * count / pods);
        }
        backOffLabel.setText(text.get("scale.phase.count", f.backOffPods()));
        secondLabel.setText(text.get("scale.events.second", ScaleText.clock(f.summarySecond() * 1000), f.summaryTotal()));
        StringBuilder sb = new StringBuilder();
        for (EventType t : f.summaryTypes()) {
            if (sb.length() > 0) {
                sb.append(" \u00b7 ");
            }
            sb.append(text.get("scale.event.count", t.name(), f.summaryCount(t)));
        }
        typesLabel.setText(sb.length() == 0 ? text.get("scale.event.none") : text.get("scale.events.types", sb.toString()));
        drawSparkline(f);
        showNode();
    }

    private void drawSparkline(ScaleFrame f) {
        GraphicsContext g = sparkline.getGraphicsContext2D();
        double w = sparkline.getWidth();
        double h = sparkline.getHeight();
        g.setFill(ScaleHeatMap.BACKGROUND);
        g.fillRect(0, 0, w, h);
        if (f == null) {
            sparkline.setAccessibleText("");
            return;
        }
        int n = f.recentSeconds();
        int max = 1;
        for (int i = 0; i < n; i++) {
            max = Math.max(max, f.eventsInRecentSecond(i));
        }
        double bw = w / n;
        g.setFill(ScaleHeatMap.BIN_COLOURS.get(2));
        for (int i = 0; i < n; i++) {
            double bh = (h - 4) * Math.sqrt((double) f.eventsInRecentSecond(i) / max);
            g.fillRect(i * bw + 0.5, h - 2 - bh, Math.max(1, bw - 1), bh);
        }
        // The second the summary describes, marked so the numbers and the bars line up.
        g.setStroke(ScaleHeatMap.TEXT);
        g.strokeRect((n - 2) * bw + 0.5, 1, Math.max(1, bw - 1), h - 2);
        sparkline.setAccessibleText(text.get("scale.events.sparkline", max));
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
