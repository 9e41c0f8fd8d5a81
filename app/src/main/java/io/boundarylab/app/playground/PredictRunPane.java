package io.boundarylab.app.playground;

import io.boundarylab.app.i18n.Messages;
import io.boundarylab.app.save.PredictionDraft;
import io.boundarylab.engine.cluster.Guarantee;
import java.util.List;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.layout.VBox;
import javafx.util.StringConverter;

/**
 * Predict, then run: a question with two to four choices, each a claim from the content format's
 * menu (never free text, so the trace can judge it), which one the learner picks, optionally a
 * number; or Skip. Then both runs and the verdict; the runs themselves are drawn beside this pane.
 */
final class PredictRunPane extends VBox {
    private final PlaygroundViewModel vm;
    private final Messages m;
    private final FormParts parts;

    PredictRunPane(PlaygroundViewModel vm, Messages messages) {
        super(10);
        this.vm = vm;
        this.m = messages;
        this.parts = new FormParts(messages);
        setId("playground-predict");

        PredictionForm form = new PredictionForm(parts, vm.locale());
        // The claims name what was designed: the pods and containers of the scenario as it stands.
        form.offer(designed(vm.scenario()));
        vm.scenarioProperty().addListener((o, a, b) -> form.offer(designed(b)));
        Label problem = new Label();
        problem.setId("pg-predict-problem");
        problem.getStyleClass().add("error-text");
        problem.setWrapText(true);
        Label state = new Label();
        state.setId("pg-predict-state");
        state.setWrapText(true);
        Button commit = parts.button("pg-predict", "playground.predict.commit", () -> {
            try {
                vm.predict(form.question(), form.claims(), form.chosen(), form.quantity(), form.value(), form.right());
                problem.setText("");
                state.setText(m.get("playground.predict.done", form.chosenName()));
            } catch (RuntimeException e) {
                problem.setText(m.get("playground.predict.bad", String.valueOf(e.getMessage())));
            }
        });
        commit.getStyleClass().add("accent");
        Button skip = parts.button("pg-skip", "playground.predict.skip", () -> {
            // Kept with the form it was made on, even one the learner never touched.
            vm.editPrediction(form.typed());
            vm.skipPrediction();
            problem.setText("");
            state.setText(m.get("playground.predict.skipped"));
        });

        ComboBox<Guarantee> differs = new ComboBox<>();
        differs.setId("pg-differs");
        differs.getItems().addAll(Guarantee.values());
        differs.setConverter(new StringConverter<>() {
            @Override public String toString(Guarantee g) { return g == null ? "" : m.get("guarantee." + g.key()); }
            @Override public Guarantee fromString(String s) { return null; }
        });
        differs.setValue(vm.guarantee());
        differs.valueProperty().addListener((o, a, b) -> vm.setGuarantee(b));
        vm.scenarioProperty().addListener((o, a, b) -> differs.setValue(vm.guarantee()));
        Label runProblem = new Label();
        runProblem.setId("pg-run-problem");
        runProblem.getStyleClass().add("error-text");
        runProblem.setWrapText(true);
        Button share = parts.button("pg-share", "playground.share", () -> { });
        share.setOnAction(e -> {
            runProblem.setText(m.get("playground.share.making"));
            vm.share(shared -> {
                runProblem.setText("");
                ShareDialog.show(getScene() == null ? null : getScene().getWindow(), m, shared);
            });
        });
        Button run = parts.button("pg-run", "playground.run", vm::run);
        run.getStyleClass().add("accent");
        run.disableProperty().bind(vm.predictedProperty().not());
        Label verdict = new Label();
        verdict.setId("pg-verdict");
        verdict.setWrapText(true);
        verdict.getStyleClass().add("narrative");
        vm.messageProperty().addListener((o, a, b) -> runProblem.setText("predict-first".equals(b) ? m.get("playground.run.predictFirst") : b));
        vm.resultProperty().addListener((o, a, r) -> {
            if (r == null) return;
            // The one judge's verdict first, as "My predictions" words it, then its sentences.
            List<String> lines = new java.util.ArrayList<>(r.sentences());
            if (!lines.isEmpty()) lines.add(0, m.get(r.verdict() == null ? "predictions.verdict.open" : "predictions.verdict." + r.verdict().name()));
            verdict.setText(lines.isEmpty() ? m.get("playground.verdict.none") : String.join("\n", lines));
        });

        keep(form, state);
        getChildren().addAll(title("playground.predict"), form, form.answerRow(), FormParts.row(commit, skip), problem, state, title("playground.run.title"),
                FormParts.row(parts.labelled("playground.run.differs", differs)), FormParts.row(run, share), runProblem, verdict);
    }

    /**
     * The form goes into the draft as the learner types, and comes back from a restored draft (the
     * skip said again). A change the form makes while it is being filled is not the learner's.
     */
    private void keep(PredictionForm form, Label state) {
        boolean[] filling = {false};
        Runnable fill = () -> {
            PredictionDraft saved = vm.typedPredictionProperty().get();
            if (saved == null) return;
            if (saved.skipped()) state.setText(m.get("playground.predict.skipped"));
            if (saved.withSkipped(false).equals(form.typed())) return;
            filling[0] = true;
            try {
                form.fill(saved);
            } finally {
                filling[0] = false;
            }
        };
        fill.run();
        vm.typedPredictionProperty().addListener((o, a, b) -> fill.run());
        form.onChange(() -> {
            if (!filling[0]) vm.editPrediction(form.typed());
        });
    }

    private Node title(String key) {
        Label l = new Label(m.get(key));
        l.getStyleClass().add("status-name");
        return l;
    }

    /** Each pod of the design with its containers (init containers first), in the design's order. */
    private static java.util.Map<String, List<String>> designed(io.boundarylab.engine.scenario.Scenario s) {
        java.util.Map<String, List<String>> out = new java.util.LinkedHashMap<>();
        if (s != null) s.pods().forEach(p -> out.put(p.name(), p.allContainers().stream().map(c -> c.name()).toList()));
        return out;
    }
}
