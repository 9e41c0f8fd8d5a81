package io.boundarylab.app.playground;

import io.boundarylab.app.save.PredictionDraft;
import io.boundarylab.engine.scenario.MemberRef;
import io.boundarylab.episodes.content.Claim;
import io.boundarylab.episodes.content.Quantity;
import io.boundarylab.episodes.playground.ClaimMenu;
import io.boundarylab.episodes.predicate.Measurement;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.VBox;

/**
 * The prediction's form: a question, two to four choices ({@link ChoiceRow}), the answer, and
 * optionally a number (lines shipped) with its tolerance and the learner's value. It shows what is
 * typed and reads it back, as claims to commit or as a {@link PredictionDraft} to keep.
 */
final class PredictionForm extends VBox {
    private final FormParts parts;
    private final Locale locale;
    private final TextField question;
    private final VBox choiceBox = new VBox(6);
    private final List<ChoiceRow> choices = new ArrayList<>();
    private final ComboBox<String> answer = new ComboBox<>();
    /** The choice the instructor marks right; the first item is "none marked". */
    private final ComboBox<String> right = new ComboBox<>();
    private final CheckBox numberOn;
    private final TextField numberQuestion;
    private final TextField pod;
    private final TextField container;
    private final ComboBox<String> variant = new ComboBox<>();
    private final TextField tolerance;
    private final TextField value;
    private Runnable changed = () -> { };
    private java.util.Map<String, List<String>> design = java.util.Map.of();
    /** The answer's menu is being remade: the moments in between are no form the learner made. */
    private boolean remaking;

    PredictionForm(FormParts parts, Locale locale) {
        super(10);
        this.parts = parts;
        this.locale = locale;
        question = field("pg-question", "", 36, "playground.predict.question");
        question.setPromptText(parts.text("playground.predict.questionPrompt"));
        answer.setId("pg-answer");
        answer.setAccessibleText(parts.text("playground.predict.answer"));
        right.setId("pg-right");
        right.setAccessibleText(parts.text("playground.predict.right"));
        addChoice();
        addChoice();
        Button more = parts.button("pg-choice-add", "playground.predict.addChoice", () -> {
            if (choices.size() < PredictionDraft.MOST) addChoice();
            changed.run();
        });
        Button fewer = parts.button("pg-choice-remove", "playground.predict.removeChoice", () -> {
            if (choices.size() > PredictionDraft.FEWEST) removeChoice();
            changed.run();
        });

        numberOn = new CheckBox(parts.text("playground.predict.numberOn"));
        numberOn.setId("pg-number-on");
        numberQuestion = field("pg-number-question", "", 20, "playground.predict.numberQuestion");
        pod = field("pg-number-pod", "", 8, "playground.predict.numberPod");
        container = field("pg-number-container", "", 8, "playground.predict.numberContainer");
        variant.setId("pg-number-variant");
        variant.getItems().addAll(ClaimMenu.values(ClaimMenu.Field.VARIANT));
        variant.getSelectionModel().selectLast();
        variant.setAccessibleText(parts.text("playground.predict.numberVariant"));
        tolerance = field("pg-number-tolerance", "5", 4, "playground.predict.tolerance");
        value = field("pg-number-value", "", 5, "playground.predict.value");
        FlowPane numberRow = FormParts.row(parts.labelled("playground.predict.numberQuestion", numberQuestion),
                parts.labelled("playground.predict.numberPod", pod), parts.labelled("playground.predict.numberContainer", container),
                parts.labelled("playground.predict.numberVariant", variant), parts.labelled("playground.predict.tolerance", tolerance),
                parts.labelled("playground.predict.value", value));
        numberRow.disableProperty().bind(numberOn.selectedProperty().not());
        answer.valueProperty().addListener((o, a, b) -> {
            if (!remaking) changed.run();
        });
        right.valueProperty().addListener((o, a, b) -> {
            if (!remaking) changed.run();
        });
        numberOn.selectedProperty().addListener((o, a, b) -> changed.run());
        variant.valueProperty().addListener((o, a, b) -> changed.run());

        getChildren().addAll(FormParts.row(parts.labelled("playground.predict.question", question)),
                new Label(parts.text("playground.predict.choices")), choiceBox, FormParts.row(more, fewer),
                FormParts.row(parts.labelled("playground.predict.right", right)), numberOn, numberRow);
    }

    /** The pods and containers of the design as it stands, for every choice's menus. */
    void offer(java.util.Map<String, List<String>> podsAndContainers) {
        design = podsAndContainers;
        choices.forEach(c -> c.offer(podsAndContainers));
    }

    /** Told of every change the learner makes to the form. */
    void onChange(Runnable r) {
        changed = r;
        choices.forEach(c -> c.onChange(r));
    }

    /** The form as shown, to keep. */
    PredictionDraft typed() {
        return new PredictionDraft(question.getText(), choices.stream().map(ChoiceRow::typed).toList(), chosen(),
                new PredictionDraft.NumberGuess(numberOn.isSelected(), numberQuestion.getText(), pod.getText(), container.getText(),
                        variant.getValue(), tolerance.getText(), value.getText()), false, right());
    }

    /**
     * The learner's own answer, apart from the question being built (the instructor marks the right
     * one in the builder; answering it is what a learner does), for the pane to place by Predict.
     */
    Node answerRow() {
        return FormParts.row(parts.labelled("playground.predict.answer", answer));
    }

    /** The choice marked right, from 0, or -1 when none is. */
    int right() {
        return right.getSelectionModel().getSelectedIndex() - 1;
    }

    /** Shows a kept form exactly as it was left. */
    void fill(PredictionDraft saved) {
        question.setText(saved.question());
        while (choices.size() > saved.choices().size()) removeChoice();
        while (choices.size() < saved.choices().size()) addChoice();
        for (int i = 0; i < choices.size(); i++) choices.get(i).fill(saved.choices().get(i));
        answer.getSelectionModel().select(saved.answer());
        right.getSelectionModel().select(saved.right() + 1);
        PredictionDraft.NumberGuess n = saved.number();
        numberOn.setSelected(n.on());
        numberQuestion.setText(n.question());
        pod.setText(n.pod());
        container.setText(n.container());
        if (n.variant() == null) variant.getSelectionModel().clearSelection(); else variant.setValue(n.variant());
        tolerance.setText(n.tolerance());
        value.setText(n.value());
    }

    String question() {
        return question.getText().trim();
    }

    /** Each choice's claims; an exception says what one lacks. */
    List<List<Claim>> claims() {
        List<List<Claim>> made = new ArrayList<>();
        for (ChoiceRow c : choices) made.add(List.of(c.claim()));
        return made;
    }

    int chosen() {
        return answer.getSelectionModel().getSelectedIndex();
    }

    /** The answer as the learner reads it ("Choice 2"). */
    String chosenName() {
        return answer.getValue();
    }

    /** The number's question, measure and tolerance, or null when the learner predicts no number; an exception says what does not read. */
    Quantity quantity() {
        if (!numberOn.isSelected()) return null;
        return new Quantity(numberQuestion.getText().trim(), parts.text("playground.predict.lines"), variant.getValue(),
                new Measurement.LinesShipped(new MemberRef(pod.getText().trim(), container.getText().trim()), null),
                Double.parseDouble(tolerance.getText().trim()));
    }

    /** The learner's number, or null when they predict none. */
    Double value() {
        return numberOn.isSelected() ? Double.parseDouble(value.getText().trim()) : null;
    }

    private void addChoice() {
        ChoiceRow row = new ChoiceRow(choices.size() + 1, parts, locale);
        row.offer(design);
        row.onChange(changed);
        choices.add(row);
        choiceBox.getChildren().add(row);
        answers();
    }

    private void removeChoice() {
        choices.remove(choices.size() - 1);
        choiceBox.getChildren().remove(choiceBox.getChildren().size() - 1);
        answers();
    }

    private void answers() {
        int was = answer.getSelectionModel().getSelectedIndex();
        int marked = right.getSelectionModel().getSelectedIndex();
        remaking = true;
        try {
            answer.getItems().clear();
            right.getItems().setAll(parts.text("playground.predict.rightNone"));
            for (int i = 1; i <= choices.size(); i++) answer.getItems().add(parts.text("playground.predict.choice", i));
            right.getItems().addAll(answer.getItems());
            answer.getSelectionModel().select(Math.max(0, Math.min(was, choices.size() - 1)));
            right.getSelectionModel().select(Math.max(0, Math.min(marked, choices.size())));
        } finally {
            remaking = false;
        }
    }

    private TextField field(String id, String text, int columns, String key) {
        TextField f = FormParts.field(id, text, columns);
        f.setAccessibleText(parts.text(key));
        f.textProperty().addListener((o, a, b) -> changed.run());
        return f;
    }
}
