package io.boundarylab.app.episode;

import io.boundarylab.app.i18n.Messages;
import io.boundarylab.episodes.content.SeedSweep;
import io.boundarylab.episodes.run.SweepResult;
import java.util.List;
import java.util.stream.Collectors;
import javafx.beans.binding.Bindings;
import javafx.scene.AccessibleRole;
import javafx.scene.chart.BarChart;
import javafx.scene.chart.CategoryAxis;
import javafx.scene.chart.NumberAxis;
import javafx.scene.chart.XYChart;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/**
 * The "run many seeds" card: what the sweep asks, a button that runs it, and a bar chart of how many
 * runs ended each way, with the count in words and the seeds of each outcome listed. Binds and
 * delegates to {@link SeedSweepViewModel}.
 */
final class SeedSweepView extends VBox {
    private final XYChart.Series<String, Number> runs = new XYChart.Series<>();
    private final BarChart<String, Number> chart;
    private final Label summary = new Label();
    private final Label bySeed = new Label();
    private final Label guessResult = new Label();
    private final SeedSweepViewModel vm;
    private final Messages messages;

    SeedSweepView(SeedSweepViewModel vm, Messages messages) {
        super(8);
        this.messages = messages;
        SeedSweep sweep = vm.sweep();
        setId("seed-sweep");
        getStyleClass().add("card");
        Label head = new Label(messages.get("episode.sweep.title", sweep.seeds()));
        head.getStyleClass().add("card-kicker");
        Label text = new Label(sweep.text());
        text.setWrapText(true);
        text.getStyleClass().add("narrative");
        text.setMinHeight(Region.USE_PREF_SIZE);

        // "Guess first": the number out of the runs, typed before the sweep and kept beside its count.
        TextField guess = new TextField();
        guess.setId("sweep-guess");
        guess.setPrefColumnCount(4);
        // The label beside it wraps; the field keeps room to type in.
        guess.setMinWidth(Region.USE_PREF_SIZE);
        guess.setPromptText(messages.get("episode.sweep.guess.prompt", sweep.seeds()));
        guess.setAccessibleText(messages.get("episode.sweep.guess", sweep.seeds(), sweep.holds()));
        guess.disableProperty().bind(vm.guessLockedProperty());
        if (vm.guessProperty().get() != null) {
            guess.setText(vm.guessProperty().get().toString());
        }
        Label guessBad = new Label(messages.get("episode.sweep.guess.invalid", sweep.seeds()));
        guessBad.setId("sweep-guess-invalid");
        guessBad.getStyleClass().add("danger");
        guessBad.setWrapText(true);
        guessBad.setVisible(false);
        guessBad.managedProperty().bind(guessBad.visibleProperty());
        guess.textProperty().addListener((o, a, b) -> guessBad.setVisible(!vm.setGuessText(b)));
        Label guessLabel = new Label(messages.get("episode.sweep.guess", sweep.seeds(), sweep.holds()));
        guessLabel.setLabelFor(guess);
        guessLabel.setWrapText(true);
        HBox guessRow = new HBox(8, guessLabel, guess);
        HBox.setHgrow(guessLabel, javafx.scene.layout.Priority.ALWAYS);
        guessRow.setAlignment(javafx.geometry.Pos.CENTER_LEFT);
        guessResult.setId("sweep-guess-result");
        guessResult.setWrapText(true);
        guessResult.setMinHeight(Region.USE_PREF_SIZE);
        this.vm = vm;

        Button run = new Button();
        run.setId("sweep-run");
        run.textProperty().bind(Bindings.when(vm.runningProperty())
                .then(messages.count("episode.sweep.running", sweep.seeds(), sweep.seeds()))
                .otherwise(messages.count("episode.sweep.run", sweep.seeds(), sweep.seeds())));
        run.disableProperty().bind(vm.canRunProperty().not());
        run.setOnAction(e -> vm.run());
        Label locked = new Label(messages.get("episode.sweep.locked"));
        locked.getStyleClass().add("muted");
        locked.setWrapText(true);
        locked.visibleProperty().bind(run.disabledProperty().and(vm.runningProperty().not()));
        locked.managedProperty().bind(locked.visibleProperty());

        CategoryAxis outcome = new CategoryAxis(javafx.collections.FXCollections.observableArrayList(sweep.holds(), sweep.fails()));
        outcome.setLabel(messages.get("episode.sweep.x"));
        NumberAxis count = new NumberAxis(0, sweep.seeds(), Math.max(1, sweep.seeds() / 10));
        count.setLabel(messages.get("episode.sweep.y", sweep.seeds()));
        count.setMinorTickVisible(false);
        chart = new BarChart<>(outcome, count);
        chart.setId("sweep-chart");
        chart.getStyleClass().add("sweep-chart");
        chart.setAnimated(false);
        chart.setLegendVisible(false);
        chart.setMinHeight(220);
        chart.setPrefHeight(240);
        chart.getData().add(runs);
        chart.setFocusTraversable(true);
        chart.setAccessibleRole(AccessibleRole.TEXT);
        chart.visibleProperty().bind(vm.resultProperty().isNotNull());
        chart.managedProperty().bind(chart.visibleProperty());

        summary.setId("sweep-summary");
        summary.getStyleClass().add("sweep-summary");
        summary.setWrapText(true);
        summary.setMinHeight(Region.USE_PREF_SIZE);
        bySeed.setId("sweep-seeds");
        bySeed.getStyleClass().add("muted");
        bySeed.setWrapText(true);
        bySeed.setMinHeight(Region.USE_PREF_SIZE);
        Label error = new Label();
        error.getStyleClass().add("danger");
        error.setWrapText(true);
        error.textProperty().bind(vm.errorProperty());
        error.managedProperty().bind(error.textProperty().isNotEmpty());

        vm.resultProperty().addListener((o, a, b) -> show(b));
        show(vm.resultProperty().get());
        getChildren().addAll(head, text, guessRow, guessBad, run, locked, chart, summary, guessResult, bySeed, error);
    }

    private void show(SweepResult r) {
        if (r == null) {
            runs.getData().clear();
            guessResult.setText("");
            summary.setText("");
            bySeed.setText("");
            return;
        }
        SeedSweep s = r.sweep();
        long held = r.count();
        runs.getData().setAll(List.of(new XYChart.Data<>(s.holds(), held), new XYChart.Data<>(s.fails(), r.runs().size() - held)));
        summary.setText(r.summary());
        Integer g = vm.guessProperty().get();
        guessResult.setText(g == null ? messages.get("episode.sweep.guess.none")
                : messages.get("episode.sweep.guess.result", g, r.runs().size(), s.holds(), held));
        bySeed.setText(messages.get("episode.sweep.seeds", s.holds(), seeds(r, true)) + "\n"
                + messages.get("episode.sweep.seeds", s.fails(), seeds(r, false)));
        chart.setAccessibleText(r.summary() + " " + bySeed.getText());
    }

    private String seeds(SweepResult r, boolean holds) {
        String list = r.runs().stream().filter(o -> o.holds() == holds).map(o -> Long.toString(o.seed()))
                .collect(Collectors.joining(", "));
        return list.isEmpty() ? messages.get("episode.sweep.none") : list;
    }
}
