package io.boundarylab.app.classroom;

import io.boundarylab.app.predictions.Calibration;
import javafx.scene.chart.LineChart;
import javafx.scene.chart.NumberAxis;
import javafx.scene.chart.XYChart;

/** The class's calibration: the share right in each confidence bucket against the diagonal of perfect calibration. */
final class ClassCalibrationChart extends LineChart<Number, Number> {
    private final XYChart.Series<Number, Number> perfect = new XYChart.Series<>();
    private final XYChart.Series<Number, Number> theClass = new XYChart.Series<>();

    ClassCalibrationChart(ClassroomText text) {
        super(axis(text.get("dashboard.chart.x")), axis(text.get("dashboard.chart.y")));
        setId("dashboard-calibration");
        setTitle(text.get("dashboard.chart.title"));
        setAnimated(false);
        setMinHeight(320);
        setPrefHeight(380);
        perfect.setName(text.get("dashboard.chart.perfect"));
        perfect.getData().add(new XYChart.Data<>(0, 0));
        perfect.getData().add(new XYChart.Data<>(100, 100));
        theClass.setName(text.get("dashboard.chart.class"));
        getData().add(perfect);
        getData().add(theClass);
    }

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
        theClass.getData().clear();
        for (Calibration.Bucket b : c.buckets()) {
            if (b.count() > 0) {
                theClass.getData().add(new XYChart.Data<>(b.meanConfidencePercent().getAsDouble(), 100 * b.shareRight().getAsDouble()));
            }
        }
    }
}
