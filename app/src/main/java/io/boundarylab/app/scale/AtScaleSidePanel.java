package io.boundarylab.app.scale;

import io.boundarylab.engine.cluster.state.PodPhase;
import io.boundarylab.engine.trace.EventType;
import java.util.List;
import javafx.beans.binding.Bindings;
import javafx.geometry.Insets;
import javafx.scene.AccessibleRole;
import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.control.Label;
import javafx.scene.layout.Background;
import javafx.scene.layout.BackgroundFill;
import javafx.scene.layout.CornerRadii;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.scene.paint.Color;

/**
 * The at-scale view's side panel: pods by phase with bars, pods in back-off, the ReplicaSets' pods
 * running on live nodes against those wanted (what heals after the zone failure) and pods per zone,
 * the events of the last simulated second with a sparkline of the seconds before, and how fast
 * events are shown and computed.
 */
final class AtScaleSidePanel extends VBox {
    /** Bar colours per phase, the heat map's palette: waiting grey, running teal, done green, failed red. */
    private static final List<Color> PHASE_COLOURS = List.of(
        Color.web("#8b949e"), Color.web("#21a29a"), Color.web("#4c9a2a"), Color.web("#e5534b"), Color.web("#8b949e"));
    private final ScaleText text;
    private final Canvas sparkline = new Canvas(260, 56);
    private final Label[] phaseLabels = new Label[PodPhase.values().length];
    private final Region[] phaseBars = new Region[PodPhase.values().length];
    private final Label backOffLabel = new Label();
    private final Label replicasLabel = new Label();
    private final Label evictedLabel = new Label();
    private final Label zonesLabel = new Label();
    private final Label secondLabel = new Label();
    private final Label typesLabel = new Label();

    AtScaleSidePanel(AtScaleViewModel vm) {
        this.text = vm.text();
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

        Label replicas = new Label(text.get("scale.replicas"));
        replicas.getStyleClass().add("title-4");
        // Whole sentences on their own lines: they wrap in a narrow panel instead of being cut.
        replicasLabel.setId("scale-replicas");
        replicasLabel.setWrapText(true);
        evictedLabel.setId("scale-evicted");
        evictedLabel.setWrapText(true);
        zonesLabel.setId("scale-zone-pods");
        zonesLabel.setWrapText(true);

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

        setSpacing(8);
        getChildren().addAll(pods, grid, replicas, replicasLabel, evictedLabel, zonesLabel, events, secondLabel, sparkline, typesLabel, rate);
        VBox.setMargin(replicas, new Insets(10, 0, 0, 0));
        VBox.setMargin(events, new Insets(10, 0, 0, 0));
        setPadding(new Insets(0, 0, 0, 16));
        setPrefWidth(360);
        setMinWidth(300);
    }

    /** Shows a frame's counts; null clears them. */
    void show(ScaleFrame f) {
        if (f == null) {
            for (Label l : phaseLabels) {
                if (l != null) {
                    l.setText("");
                }
            }
            secondLabel.setText("");
            typesLabel.setText("");
            backOffLabel.setText("");
            replicasLabel.setText("");
            evictedLabel.setText("");
            zonesLabel.setText("");
            drawSparkline(null);
            return;
        }
        int pods = f.podsKnown();
        for (PodPhase p : PodPhase.values()) {
            if (phaseLabels[p.ordinal()] == null) {
                continue;
            }
            int count = f.phaseCount(p);
            // Pending pods bound to a node hold its resources and start containers: say how many, so the
            // allocation and the started containers of the same moment agree with the phase counts.
            phaseLabels[p.ordinal()].setText(p == PodPhase.PENDING && f.pendingPlaced() > 0
                    ? text.get("scale.phase.pending.count", count, f.pendingPlaced())
                    : text.get("scale.phase.count", count));
            phaseBars[p.ordinal()].setPrefWidth(pods == 0 ? 0 : 120.0 * count / pods);
        }
        backOffLabel.setText(text.get("scale.phase.count", f.backOffPods()));
        replicasLabel.setText(text.get("scale.replicas.count", f.replicasRunning(), f.desiredReplicas()));
        evictedLabel.setText(text.get("scale.replicas.evicted", f.evictedPods()));
        StringBuilder zones = new StringBuilder();
        for (int z = 0; z < f.layout().zones().size(); z++) {
            zones.append(z > 0 ? " \u00b7 " : "").append(text.get("scale.zone.pods", f.layout().zones().get(z), f.zonePods(z)));
        }
        zonesLabel.setText(text.get("scale.replicas.zones", zones.toString()));
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
}
