package io.boundarylab.app.predictions;

import io.boundarylab.app.i18n.Messages;
import io.boundarylab.episodes.prediction.Verdict;
import javafx.collections.ListChangeListener;
import javafx.scene.AccessibleRole;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/**
 * The "My predictions" page: each prediction with its confidence, verdict and explanation, and the
 * calibration plot with the counts per bucket; an empty state before the first prediction. Binds
 * to {@link PredictionsViewModel}.
 */
public final class PredictionsView extends VBox {
    private final PredictionsViewModel vm;
    private final VBox rows = new VBox(8);
    private final VBox buckets = new VBox(2);
    private final CalibrationChart chart;
    private final Label chartText = new Label();
    private final Button back;
    private final Messages messages;

    /** @param back leaves the page (back to the section the learner was on) */
    public PredictionsView(PredictionsViewModel vm, Messages messages, Runnable back) {
        super(14);
        this.vm = vm;
        this.messages = messages;
        setId("my-predictions");
        getStyleClass().addAll("page", "predictions-page");
        setMaxWidth(900);
        Label kicker = new Label(messages.get("predictions.kicker"));
        kicker.getStyleClass().add("page-kicker");
        Label title = new Label(messages.get("predictions.title"));
        title.setId("page-title");
        title.getStyleClass().add("page-title");
        title.setWrapText(true);
        Label lead = new Label(messages.get("predictions.lead"));
        lead.getStyleClass().add("page-lead");
        lead.setWrapText(true);
        lead.setMinHeight(Region.USE_PREF_SIZE);

        Label empty = new Label(messages.get("predictions.empty"));
        empty.setId("predictions-empty");
        empty.setWrapText(true);
        empty.getStyleClass().add("muted");
        empty.setFocusTraversable(true);
        empty.setAccessibleText(empty.getText());
        empty.visibleProperty().bind(vm.emptyProperty());
        empty.managedProperty().bind(empty.visibleProperty());

        rows.setId("prediction-rows");
        chart = new CalibrationChart(messages);
        Label chartLead = new Label(messages.get("predictions.chart.lead"));
        chartLead.setWrapText(true);
        chartLead.setMinHeight(Region.USE_PREF_SIZE);
        buckets.setId("calibration-buckets");
        chartText.setId("calibration-text");
        chartText.setVisible(false);
        chartText.setManaged(false);
        VBox plot = new VBox(8, chartLead, chart, buckets);
        plot.getStyleClass().add("card");
        plot.setFocusTraversable(true);
        plot.setAccessibleRole(AccessibleRole.TEXT);
        plot.accessibleTextProperty().bind(chartText.textProperty());
        plot.visibleProperty().bind(vm.emptyProperty().not());
        plot.managedProperty().bind(plot.visibleProperty());

        this.back = new Button(messages.get("predictions.back"));
        this.back.setId("predictions-back");
        this.back.setOnAction(e -> back.run());

        getChildren().addAll(kicker, title, lead, empty, rows, plot, chartText, this.back);
        vm.rows().addListener((ListChangeListener<PredictionRow>) c -> redraw());
        vm.calibrationProperty().addListener((o, a, b) -> redraw());
        redraw();
    }

    /** The first thing to read, for the keyboard. */
    public Node primaryControl() {
        return vm.emptyProperty().get() ? back : rows.getChildren().get(0);
    }

    private void redraw() {
        rows.getChildren().clear();
        for (PredictionRow r : vm.rows()) {
            rows.getChildren().add(row(r));
        }
        chart.show(vm.calibrationProperty().get());
        buckets.getChildren().clear();
        for (Calibration.Bucket b : vm.calibrationProperty().get().buckets()) {
            Label l = new Label(vm.bucketText(b));
            l.getStyleClass().add(b.count() == 0 ? "muted" : "status-value");
            buckets.getChildren().add(l);
        }
        chartText.setText(vm.calibrationText());
    }

    private Node row(PredictionRow r) {
        VBox box = new VBox(3);
        box.setId("prediction-" + r.episodeId());
        box.getStyleClass().addAll("card", r.verdict() == Verdict.RIGHT ? "claim-right"
                : r.verdict() == null ? "claim-open" : "claim-wrong");
        Label head = new Label(vm.verdictText(r) + " \u00b7 " + String.format(java.util.Locale.ROOT, "%02d", r.episodeNumber())
                + " " + r.episodeTitle());
        head.getStyleClass().add("finding-title");
        head.setWrapText(true);
        Label choice = new Label(r.choiceText());
        choice.setWrapText(true);
        choice.setMinHeight(Region.USE_PREF_SIZE);
        Label sure = new Label(messages.get("predictions.confidence", r.confidencePercent()));
        sure.getStyleClass().add("muted");
        box.getChildren().addAll(head, choice, sure);
        String explained = vm.explanationText(r);
        if (!explained.isEmpty()) {
            Label e = new Label(explained);
            e.setId("prediction-" + r.episodeId() + "-explanation");
            e.setWrapText(true);
            e.setMinHeight(Region.USE_PREF_SIZE);
            box.getChildren().add(e);
        }
        box.setFocusTraversable(true);
        box.setAccessibleRole(AccessibleRole.TEXT);
        box.setAccessibleText(vm.rowText(r));
        return box;
    }
}
