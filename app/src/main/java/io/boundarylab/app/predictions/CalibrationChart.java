package io.boundarylab.app.predictions;

import io.boundarylab.app.i18n.Messages;
import javafx.scene.chart.LineChart;
import javafx.scene.chart.NumberAxis;
import javafx.scene.chart.XYChart;

/**
 * The calibration plot: the share right in each confidence bucket (at the bucket's mean
 * confidence), against the diagonal of perfect calibration. Draws a {@link Calibration} it is given.
 */
final class CalibrationChart extends LineChart<Number, Number> {
    private final XYChart.Series<Number, Number> perfect = new XYChart.Series<>();
    private final XYChart.Series<Number, Number> yours = new XYChart.Series<>();

    CalibrationChart(Messages messages) {
        super(axis(messages.get("predictions.chart.x")), axis(messages.get("predictions.chart.y")));
        setId("calibration-chart");
        getStyleClass().add("calibration-chart");
        setTitle(messages.get("predictions.chart.title"));
        setAnimated(false);
        setCreateSymbols(true);
        setMinHeight(320);
        setPrefHeight(380);
        perfect.setName(messages.get("predictions.chart.perfect"));
        perfect.getData().add(new XYChart.Data<>(0, 0));
        perfect.getData().add(new XYChart.Data<>(100, 100));
        yours.setName(messages.get("predictions.chart.yours"));
        getData().add(perfect);
        getData().add(yours);
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

    void show(Calibration c) {
        yours.getData().clear();
        for (Calibration.Bucket b : c.buckets()) {
            if (b.count() > 0) {
                yours.getData().add(new XYChart.Data<>(b.meanConfidencePercent().getAsDouble(),
                        100 * b.shareRight().getAsDouble()));
            }
        }
    }
}
