package io.boundarylab.app.predictions;

import io.boundarylab.app.i18n.Messages;
import javafx.scene.chart.LineChart;
import javafx.scene.chart.NumberAxis;
import javafx.scene.chart.XYChart;

/**
 * The calibration plot: the share right in each confidence bucket (at the bucket's mean
 * confidence), against the diagonal of perfect calibration. Draws a {@link Calibration} it is given.
 */
public final class CalibrationChart extends LineChart<Number, Number> {
    private final XYChart.Series<Number, Number> perfect = new XYChart.Series<>();
    private final XYChart.Series<Number, Number> points = new XYChart.Series<>();

    /** The learner's own plot on "My predictions". */
    CalibrationChart(Messages messages) {
        this("calibration-chart", messages.get("predictions.chart.title"), messages.get("predictions.chart.x"),
                messages.get("predictions.chart.y"), messages.get("predictions.chart.perfect"), messages.get("predictions.chart.yours"));
    }

    /**
     * A plot with its own words: the class dashboard draws the class's calibration the same way.
     *
     * @param pointsName what the points stand for ("You", "The class")
     */
    public CalibrationChart(String id, String title, String xLabel, String yLabel, String perfectName, String pointsName) {
        super(axis(xLabel), axis(yLabel));
        setId(id);
        getStyleClass().add("calibration-chart");
        setTitle(title);
        setAnimated(false);
        setCreateSymbols(true);
        setMinHeight(320);
        setPrefHeight(380);
        perfect.setName(perfectName);
        perfect.getData().add(new XYChart.Data<>(0, 0));
        perfect.getData().add(new XYChart.Data<>(100, 100));
        points.setName(pointsName);
        getData().add(perfect);
        getData().add(points);
    }

    /** 0 to 100 with room around it, so a point at 0 % or 100 % is drawn whole; labels only at 0, 20 … 100. */
    private static NumberAxis axis(String label) {
        NumberAxis a = new NumberAxis(-10, 110, 10);
        a.setLabel(label);
        a.setAutoRanging(false);
        a.setMinorTickVisible(false);
        a.setTickLabelFormatter(new javafx.util.StringConverter<>() {
            @Override
            public String toString(Number n) {
                int v = (int) Math.round(n.doubleValue());
                return v >= 0 && v <= 100 && v % 20 == 0 ? Integer.toString(v) : "";
            }

            @Override
            public Number fromString(String s) {
                return Integer.valueOf(s);
            }
        });
        return a;
    }

    public void show(Calibration c) {
        points.getData().clear();
        for (Calibration.Bucket b : c.buckets()) {
            if (b.count() > 0) {
                points.getData().add(new XYChart.Data<>(b.meanConfidencePercent().getAsDouble(),
                        100 * b.shareRight().getAsDouble()));
            }
        }
    }
}
