package io.boundarylab.app.playground;

import io.boundarylab.app.i18n.Messages;
import io.boundarylab.engine.scenario.MemberRef;
import io.boundarylab.engine.trace.TraceEvent;
import io.boundarylab.episodes.content.Claim;
import io.boundarylab.episodes.content.Quantity;
import io.boundarylab.episodes.playground.ClaimMenu;
import io.boundarylab.episodes.playground.PlaygroundRun;
import io.boundarylab.episodes.predicate.Measurement;
import io.boundarylab.episodes.run.EpisodeRun;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Supplier;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.util.StringConverter;

/**
 * Predict, then run: a question with two to four choices, each a claim from the content format's
 * menu (never free text, so the trace can judge it), which one the learner picks, optionally a
 * number; or Skip. Then both runs, the verdict and the two runs side by side.
 */
final class PredictRunPane extends VBox {
    private final PlaygroundViewModel vm;
    private final Messages m;
    private final Locale locale;
    private final VBox choices = new VBox(6);
    private final List<Supplier<Claim>> claimRows = new ArrayList<>();
    private final ComboBox<String> answer = new ComboBox<>();

    PredictRunPane(PlaygroundViewModel vm, Messages messages) {
        super(10);
        this.vm = vm;
        this.m = messages;
        this.locale = vm.locale();
        setId("playground-predict");

        TextField question = new TextField();
        question.setId("pg-question");
        question.setPromptText(m.get("playground.predict.questionPrompt"));
        question.setAccessibleText(m.get("playground.predict.question"));
        question.setPrefColumnCount(36);
        answer.setId("pg-answer");
        answer.setAccessibleText(m.get("playground.predict.answer"));
        addChoice();
        addChoice();
        Button more = button("pg-choice-add", "playground.predict.addChoice", () -> {
            if (claimRows.size() < 4) addChoice();
        });
        Button fewer = button("pg-choice-remove", "playground.predict.removeChoice", () -> {
            if (claimRows.size() > 2) {
                claimRows.remove(claimRows.size() - 1);
                choices.getChildren().remove(choices.getChildren().size() - 1);
                answers();
            }
        });

        CheckBox numberOn = new CheckBox(m.get("playground.predict.numberOn"));
        numberOn.setId("pg-number-on");
        TextField numberText = field("pg-number-question", "", 20, "playground.predict.numberQuestion");
        TextField pod = field("pg-number-pod", "", 8, "playground.predict.numberPod");
        TextField container = field("pg-number-container", "", 8, "playground.predict.numberContainer");
        ComboBox<String> variant = new ComboBox<>();
        variant.setId("pg-number-variant");
        variant.getItems().addAll(ClaimMenu.values(ClaimMenu.Field.VARIANT));
        variant.getSelectionModel().selectLast();
        variant.setAccessibleText(m.get("playground.predict.numberVariant"));
        TextField tolerance = field("pg-number-tolerance", "5", 4, "playground.predict.tolerance");
        TextField value = field("pg-number-value", "", 5, "playground.predict.value");
        FlowPane numberRow = row(labelled("playground.predict.numberQuestion", numberText), labelled("playground.predict.numberPod", pod),
                labelled("playground.predict.numberContainer", container), labelled("playground.predict.numberVariant", variant),
                labelled("playground.predict.tolerance", tolerance), labelled("playground.predict.value", value));
        numberRow.disableProperty().bind(numberOn.selectedProperty().not());

        Label problem = new Label();
        problem.setId("pg-predict-problem");
        problem.getStyleClass().add("error-text");
        problem.setWrapText(true);
        Label state = new Label();
        state.setId("pg-predict-state");
        state.setWrapText(true);
        Button commit = button("pg-predict", "playground.predict.commit", () -> {
            try {
                List<List<Claim>> made = new ArrayList<>();
                for (Supplier<Claim> c : claimRows) made.add(List.of(c.get()));
                Quantity q = null;
                Double v = null;
                if (numberOn.isSelected()) {
                    q = new Quantity(numberText.getText().trim(), m.get("playground.predict.lines"), variant.getValue(),
                            new Measurement.LinesShipped(new MemberRef(pod.getText().trim(), container.getText().trim()), null),
                            Double.parseDouble(tolerance.getText().trim()));
                    v = Double.parseDouble(value.getText().trim());
                }
                vm.predict(question.getText().trim(), made, answer.getSelectionModel().getSelectedIndex(), q, v);
                problem.setText("");
                state.setText(m.get("playground.predict.done", answer.getValue()));
            } catch (RuntimeException e) {
                problem.setText(m.get("playground.predict.bad", String.valueOf(e.getMessage())));
            }
        });
        commit.getStyleClass().add("accent");
        Button skip = button("pg-skip", "playground.predict.skip", () -> {
            vm.skipPrediction();
            problem.setText("");
            state.setText(m.get("playground.predict.skipped"));
        });

        ComboBox<io.boundarylab.engine.cluster.Guarantee> differs = new ComboBox<>();
        differs.setId("pg-differs");
        differs.getItems().addAll(io.boundarylab.engine.cluster.Guarantee.values());
        differs.setConverter(new StringConverter<>() {
            @Override public String toString(io.boundarylab.engine.cluster.Guarantee g) { return g == null ? "" : m.get("guarantee." + g.key()); }
            @Override public io.boundarylab.engine.cluster.Guarantee fromString(String s) { return null; }
        });
        differs.setValue(vm.guarantee());
        differs.valueProperty().addListener((o, a, b) -> vm.setGuarantee(b));
        vm.scenarioProperty().addListener((o, a, b) -> differs.setValue(vm.guarantee()));
        Label runProblem = new Label();
        runProblem.setId("pg-run-problem");
        runProblem.getStyleClass().add("error-text");
        runProblem.setWrapText(true);
        Button share = button("pg-share", "playground.share", () -> { });
        share.setOnAction(e -> {
            runProblem.setText(m.get("playground.share.making"));
            vm.share(code -> {
                runProblem.setText("");
                ShareDialog.show(getScene() == null ? null : getScene().getWindow(), m, code);
            });
        });
        Button run = button("pg-run", "playground.run", vm::run);
        run.getStyleClass().add("accent");
        run.disableProperty().bind(vm.predictedProperty().not());
        Label verdict = new Label();
        verdict.setId("pg-verdict");
        verdict.setWrapText(true);
        verdict.getStyleClass().add("narrative");
        Label naive = summary("pg-summary-naive");
        Label contract = summary("pg-summary-contract");
        HBox sideBySide = new HBox(12, naive, contract);
        HBox.setHgrow(naive, Priority.ALWAYS);
        HBox.setHgrow(contract, Priority.ALWAYS);
        vm.messageProperty().addListener((o, a, b) -> runProblem.setText("predict-first".equals(b) ? m.get("playground.run.predictFirst") : b));
        vm.resultProperty().addListener((o, a, r) -> {
            if (r == null) return;
            List<String> lines = r.verdict();
            verdict.setText(lines.isEmpty() ? m.get("playground.verdict.none") : String.join("\n", lines));
            naive.setText(m.get("playground.summary.naive") + "\n" + describe(r.naive()));
            contract.setText(m.get("playground.summary.contract") + "\n" + describe(r.contract()));
        });

        getChildren().addAll(title("playground.predict"), row(labelled("playground.predict.question", question)),
                new Label(m.get("playground.predict.choices")), choices, row(more, fewer),
                row(labelled("playground.predict.answer", answer)), numberOn, numberRow,
                row(commit, skip), problem, state,
                title("playground.run.title"), row(labelled("playground.run.differs", differs)), row(run, share), runProblem, verdict, sideBySide);
    }

    private void addChoice() {
        int n = claimRows.size() + 1;
        ComboBox<ClaimMenu.Kind> kind = new ComboBox<>();
        kind.setId("pg-choice-" + n + "-kind");
        kind.getItems().addAll(ClaimMenu.kinds());
        kind.setConverter(new StringConverter<>() {
            @Override public String toString(ClaimMenu.Kind k) { return k == null ? "" : ClaimMenu.label(k, locale); }
            @Override public ClaimMenu.Kind fromString(String s) { return null; }
        });
        kind.setAccessibleText(m.get("playground.predict.choice", n));
        kind.setValue(ClaimMenu.Kind.LINES_SHIPPED);
        FlowPane fields = row();
        Map<ClaimMenu.Field, Supplier<String>> values = new EnumMap<>(ClaimMenu.Field.class);
        Runnable showFields = () -> {
            fields.getChildren().clear();
            values.clear();
            for (ClaimMenu.FieldSpec f : kind.getValue().fields()) {
                String id = "pg-choice-" + n + "-" + f.field().name().toLowerCase(Locale.ROOT).replace('_', '-');
                List<String> menu = ClaimMenu.values(f.field());
                Label l = new Label(ClaimMenu.label(f.field(), locale));
                if (menu.isEmpty()) {
                    TextField t = new TextField();
                    t.setId(id);
                    t.setPrefColumnCount(7);
                    t.setAccessibleText(l.getText());
                    l.setLabelFor(t);
                    values.put(f.field(), t::getText);
                    fields.getChildren().add(centred(l, t));
                } else {
                    ComboBox<String> c = new ComboBox<>();
                    c.setId(id);
                    c.getItems().addAll(menu);
                    if (f.required()) c.getSelectionModel().selectFirst();
                    c.setAccessibleText(l.getText());
                    l.setLabelFor(c);
                    values.put(f.field(), c::getValue);
                    fields.getChildren().add(centred(l, c));
                }
            }
        };
        kind.valueProperty().addListener((o, a, b) -> showFields.run());
        showFields.run();
        claimRows.add(() -> {
            Map<ClaimMenu.Field, String> v = new EnumMap<>(ClaimMenu.Field.class);
            values.forEach((f, s) -> v.put(f, s.get()));
            return ClaimMenu.build(kind.getValue(), v, locale);
        });
        Label name = new Label(m.get("playground.predict.choice", n));
        name.getStyleClass().add("status-name");
        VBox box = new VBox(4, row(name, kind), fields);
        box.getStyleClass().add("card");
        choices.getChildren().add(box);
        answers();
    }

    private void answers() {
        int was = answer.getSelectionModel().getSelectedIndex();
        answer.getItems().clear();
        for (int i = 1; i <= claimRows.size(); i++) answer.getItems().add(m.get("playground.predict.choice", i));
        answer.getSelectionModel().select(Math.max(0, Math.min(was, claimRows.size() - 1)));
    }

    /** A run in a few lines: how many events, and its last few as the trace says them. */
    private String describe(EpisodeRun run) {
        List<TraceEvent> t = run.trace();
        StringBuilder sb = new StringBuilder(m.get("playground.summary.events", t.size()));
        for (int i = Math.max(0, t.size() - 6); i < t.size(); i++) {
            sb.append("\n#").append(t.get(i).seq()).append(' ').append(t.get(i).message());
        }
        return sb.toString();
    }

    private static HBox centred(Node... nodes) {
        HBox box = new HBox(4, nodes);
        box.setAlignment(Pos.CENTER_LEFT);
        return box;
    }

    private Label summary(String id) {
        Label l = new Label();
        l.setId(id);
        l.setWrapText(true);
        l.setMaxWidth(Double.MAX_VALUE);
        l.getStyleClass().add("card");
        return l;
    }

    private Node title(String key) {
        Label l = new Label(m.get(key));
        l.getStyleClass().add("status-name");
        return l;
    }

    private static FlowPane row(Node... nodes) {
        FlowPane row = new FlowPane(8, 6, nodes);
        row.setAlignment(Pos.CENTER_LEFT);
        return row;
    }

    private Node labelled(String key, javafx.scene.control.Control c) {
        Label l = new Label(m.get(key));
        l.setLabelFor(c);
        HBox box = new HBox(4, l, c);
        box.setAlignment(Pos.CENTER_LEFT);
        return box;
    }

    private TextField field(String id, String text, int columns, String key) {
        TextField f = new TextField(text);
        f.setId(id);
        f.setPrefColumnCount(columns);
        f.setAccessibleText(m.get(key));
        return f;
    }

    private Button button(String id, String key, Runnable action) {
        Button b = new Button(m.get(key));
        b.setId(id);
        b.setOnAction(e -> action.run());
        return b;
    }
}
