package io.boundarylab.app.cluster;

import io.boundarylab.app.cluster.PodVersions.ReadyDip;
import io.boundarylab.app.cluster.PodVersions.Rollout;
import io.boundarylab.app.cluster.PodVersions.Step;
import io.boundarylab.app.cluster.PodVersions.Version;
import io.boundarylab.app.i18n.Messages;
import io.boundarylab.episodes.narration.Templates;
import java.util.ArrayList;
import java.util.List;
import javafx.scene.AccessibleRole;
import javafx.scene.chart.LineChart;
import javafx.scene.chart.NumberAxis;
import javafx.scene.chart.XYChart;
import javafx.scene.control.Label;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.scene.shape.Line;
import javafx.util.StringConverter;

/**
 * A step chart of how many pods of each version existed over simulated time (dashed) and how many
 * of them were ready (solid), with a marker at the moment shown, a legend in words and one sentence
 * on the ready pods. Hidden unless the run had more than one version. Two charts side by side share
 * their scales through {@link #setScale}, so a comparison reads across.
 */
public final class PodVersionsChart extends VBox {
    private static final long[] TICKS_S = {5, 10, 15, 30, 60, 120, 300, 600, 1800, 3600};
    private final Messages text;
    private final NumberAxis time = new NumberAxis();
    private final NumberAxis pods = new NumberAxis();
    private final LineChart<Number, Number> chart = new LineChart<>(time, pods);
    private final FlowPane legend = new FlowPane(12, 4);
    private final Label summary = new Label();
    private final XYChart.Series<Number, Number> now = new XYChart.Series<>();
    private Rollout rollout = PodVersions.of(List.of());
    private long endMs;
    private int top;
    private long nowMs;

    public PodVersionsChart(Messages appMessages) {
        super(4);
        text = new Messages("io.boundarylab.app.cluster.traffic", appMessages.locale());
        getStyleClass().add("pod-versions");
        Label title = new Label(text.get("versions.title"));
        title.getStyleClass().add("lane-title");
        time.setAutoRanging(false);
        time.setLabel(text.get("versions.time"));
        time.setMinorTickVisible(false);
        time.setTickLabelFormatter(new StringConverter<>() {
            @Override public String toString(Number s) { return Templates.time(Math.round(s.doubleValue() * 1000)); }
            @Override public Number fromString(String s) { return 0; }
        });
        pods.setAutoRanging(false);
        pods.setLabel(text.get("versions.pods"));
        pods.setTickUnit(1);
        pods.setMinorTickVisible(false);
        chart.getStyleClass().add("pod-versions-chart");
        chart.setAnimated(false);
        chart.setCreateSymbols(false);
        chart.setLegendVisible(false);
        chart.setAxisSortingPolicy(LineChart.SortingPolicy.NONE);
        chart.setMinHeight(120);
        chart.setPrefHeight(170);
        setVgrow(chart, javafx.scene.layout.Priority.ALWAYS);
        chart.setFocusTraversable(true);
        chart.setAccessibleRole(AccessibleRole.TEXT);
        summary.setWrapText(true);
        summary.setMinHeight(Region.USE_PREF_SIZE);
        summary.getStyleClass().add("traffic-line");
        getChildren().addAll(title, legend, chart, summary);
        show(rollout);
    }

    /** Draws a run's versions; hides the chart when there are fewer than two. */
    public void show(Rollout r) {
        rollout = r;
        setVisible(r.hasSeveralVersions());
        setManaged(r.hasSeveralVersions());
        setScale(r.endMs(), r.mostPods());
    }

    /** The time axis up to {@code untilMs} and the count axis up to {@code mostPods}, for comparable charts. */
    public void setScale(long untilMs, int mostPods) {
        endMs = Math.max(untilMs, rollout.endMs());
        top = Math.max(mostPods, rollout.mostPods());
        double endS = Math.max(1, Math.ceil(endMs / 1000.0));
        long tick = TICKS_S[TICKS_S.length - 1];
        for (long t : TICKS_S) {
            if (endS / t <= 12) {
                tick = t;
                break;
            }
        }
        time.setLowerBound(0);
        time.setUpperBound(Math.ceil(endS / tick) * tick);
        time.setTickUnit(tick);
        pods.setLowerBound(0);
        pods.setUpperBound(top + 1);
        // Whole pods only; every other count when a short chart would crowd its labels.
        pods.setTickUnit(top + 1 > 5 ? 2 : 1);
        draw();
    }

    /** Moves the marker to the moment shown. */
    public void setTimeMs(long tMs) {
        nowMs = tMs;
        // A run's end past its last event (its horizon) is marked at the chart's end: nothing is drawn after it.
        double s = Math.min(tMs, endMs) / 1000.0;
        now.getData().setAll(List.of(new XYChart.Data<>(s, 0), new XYChart.Data<>(s, top + 1)));
    }

    public Rollout rollout() {
        return rollout;
    }

    private void draw() {
        List<XYChart.Series<Number, Number>> all = new ArrayList<>();
        legend.getChildren().clear();
        List<String> described = new ArrayList<>();
        for (int i = 0; i < rollout.versions().size(); i++) {
            Version v = rollout.versions().get(i);
            all.add(series(v, true));
            all.add(series(v, false));
            legend.getChildren().add(key(i, v.image()));
            List<String> steps = v.steps().stream()
                    .map(s -> text.count("versions.step", s.pods(), Templates.time(s.tMs()), s.pods(), s.ready())).toList();
            described.add(text.get("versions.version", v.image(), String.join(", ", v.replicaSets()), String.join("; ", steps)));
        }
        Label lines = new Label(text.get("versions.legend.lines"));
        lines.getStyleClass().addAll("traffic-line", "muted");
        legend.getChildren().add(lines);
        all.add(now);
        setTimeMs(nowMs);
        chart.getData().setAll(all);
        for (int i = 0; i < rollout.versions().size(); i++) {
            style(all.get(2 * i), i, true);
            style(all.get(2 * i + 1), i, false);
        }
        now.getNode().getStyleClass().add("now-line");
        summary.setText(sentence());
        String full = summary.getText() + " " + String.join(" ", described);
        chart.setAccessibleText(full);
        setAccessibleText(full);
    }

    private String sentence() {
        ReadyDip dip = rollout.readyDip();
        String most = text.count("versions.most", rollout.mostPods(), rollout.mostPods());
        if (!dip.dipped()) return most + " " + text.get("versions.ready.held", dip.fewest());
        return most + " " + (dip.backMs() < 0
                ? text.get("versions.ready.notBack", dip.fewest(), Templates.time(dip.fromMs()), dip.most())
                : text.get("versions.ready.fell", dip.fewest(), Templates.time(dip.fromMs()), dip.most(), Templates.time(dip.backMs())));
    }

    /** A step line: each change is a vertical jump at its instant, held until the next, to the end of the run. */
    private XYChart.Series<Number, Number> series(Version v, boolean existing) {
        XYChart.Series<Number, Number> s = new XYChart.Series<>();
        s.setName(text.get(existing ? "versions.legend.pods" : "versions.legend.ready", v.image()));
        int before = 0;
        for (Step step : v.steps()) {
            int value = existing ? step.pods() : step.ready();
            double t = step.tMs() / 1000.0;
            s.getData().add(new XYChart.Data<>(t, before));
            s.getData().add(new XYChart.Data<>(t, value));
            before = value;
        }
        s.getData().add(new XYChart.Data<>(endMs / 1000.0, before));
        return s;
    }

    private static void style(XYChart.Series<Number, Number> s, int version, boolean existing) {
        s.getNode().getStyleClass().addAll("version-" + version % 4, existing ? "pods-line" : "ready-line");
    }

    private Label key(int version, String name) {
        Line sample = new Line(0, 0, 22, 0);
        sample.getStyleClass().addAll("version-" + version % 4, "ready-line");
        Label l = new Label(name, sample);
        l.getStyleClass().add("traffic-line");
        return l;
    }
}
