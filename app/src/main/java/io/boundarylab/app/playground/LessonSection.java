package io.boundarylab.app.playground;

import io.boundarylab.app.i18n.Messages;
import io.boundarylab.engine.trace.EventType;
import io.boundarylab.episodes.content.Languages;
import io.boundarylab.episodes.playground.LessonText;
import io.boundarylab.episodes.playground.PlaygroundPrediction;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.control.TextInputControl;
import javafx.scene.layout.VBox;

/**
 * The lesson's words, in the language chosen at the top: what the learner reads around the runs
 * (title, situation, question, each choice's wording, the runs' names, a status card, what the runs
 * show and why). A field left empty reads the words of the language written first, else the
 * playground's own. The claims under each choice are built on the Predict tab, and the learner
 * never reads them.
 */
final class LessonSection extends VBox {
    private final PlaygroundViewModel vm;
    private final ComboBox<Locale> language;
    private final TextField title, question, naive, naiveWhat, contract, contractWhat, card;
    private final TextArea pressure, observation, explanation;
    private final List<TextField> choices = new ArrayList<>();
    private final ComboBox<EventType> cardEvent;
    /** The fields are being filled from a language's words: the moments in between are nothing written. */
    private boolean filling;

    LessonSection(PlaygroundViewModel vm, Messages m) {
        super(8);
        this.vm = vm;
        setId("playground-lesson");
        FormParts parts = new FormParts(m);
        language = FormParts.chooser("pg-lesson-language", m.get("playground.lesson.language"), Languages.bundled(),
                l -> l.getDisplayLanguage(l));
        Locale shown = Languages.bundled().contains(vm.locale()) ? vm.locale() : Languages.bundled().get(0);
        language.setValue(shown);
        title = field("pg-lesson-title", 36, m, "playground.lesson.title");
        pressure = area("pg-lesson-pressure", m, "playground.lesson.pressure");
        question = field("pg-lesson-question", 36, m, "playground.lesson.question");
        for (int i = 1; i <= PlaygroundPrediction.MAX_CHOICES; i++)
            choices.add(field("pg-lesson-choice-" + i, 36, m, "playground.lesson.choice", i));
        naive = field("pg-lesson-naive", 14, m, "playground.lesson.naive");
        naiveWhat = field("pg-lesson-naive-what", 30, m, "playground.lesson.naiveWhat");
        contract = field("pg-lesson-contract", 14, m, "playground.lesson.contract");
        contractWhat = field("pg-lesson-contract-what", 30, m, "playground.lesson.contractWhat");
        card = field("pg-lesson-card", 16, m, "playground.lesson.card");
        cardEvent = FormParts.chooser("pg-lesson-card-event", m.get("playground.lesson.cardEvent"), Arrays.asList(EventType.values()), EventType::name);
        cardEvent.setValue(EventType.Started);
        cardEvent.valueProperty().addListener((o, a, b) -> edited());
        observation = area("pg-lesson-observation", m, "playground.lesson.observation");
        explanation = area("pg-lesson-explanation", m, "playground.lesson.explanation");
        language.valueProperty().addListener((o, a, b) -> fill());
        Label what = new Label(m.get("playground.lesson.what"));
        what.setWrapText(true);
        getChildren().addAll(what, FormParts.row(parts.labelled("playground.lesson.language", language)),
                FormParts.row(parts.labelled("playground.lesson.title", title)), parts.labelled("playground.lesson.pressure", pressure),
                FormParts.row(parts.labelled("playground.lesson.question", question)));
        for (int i = 0; i < choices.size(); i++) getChildren().add(FormParts.row(labelled(parts, m.get("playground.lesson.choice", i + 1), choices.get(i))));
        getChildren().addAll(FormParts.row(parts.labelled("playground.lesson.naive", naive), parts.labelled("playground.lesson.naiveWhat", naiveWhat)),
                FormParts.row(parts.labelled("playground.lesson.contract", contract), parts.labelled("playground.lesson.contractWhat", contractWhat)),
                FormParts.row(parts.labelled("playground.lesson.card", card), parts.labelled("playground.lesson.cardEvent", cardEvent)),
                parts.labelled("playground.lesson.observation", observation), parts.labelled("playground.lesson.explanation", explanation));
        fill();
    }

    /** Shows the words written in the language chosen. */
    private void fill() {
        LessonText t = vm.lesson(language.getValue().getLanguage());
        filling = true;
        try {
            title.setText(orEmpty(t.title()));
            pressure.setText(orEmpty(t.pressure()));
            question.setText(orEmpty(t.question()));
            for (int i = 0; i < choices.size(); i++) choices.get(i).setText(orEmpty(t.choice(i)));
            naive.setText(orEmpty(t.naiveLabel()));
            naiveWhat.setText(orEmpty(t.naiveDescription()));
            contract.setText(orEmpty(t.contractLabel()));
            contractWhat.setText(orEmpty(t.contractDescription()));
            card.setText(t.statusCards().isEmpty() ? "" : t.statusCards().get(0).label());
            cardEvent.setValue(t.statusCards().isEmpty() ? EventType.Started : t.statusCards().get(0).event());
            observation.setText(orEmpty(t.observation()));
            explanation.setText(orEmpty(t.explanation()));
        } finally {
            filling = false;
        }
    }

    private void edited() {
        if (filling) return;
        List<LessonText.StatusCard> cards = card.getText().isBlank() ? List.of() : List.of(new LessonText.StatusCard(card.getText(), cardEvent.getValue()));
        vm.editLesson(language.getValue().getLanguage(), new LessonText(title.getText(), pressure.getText(), question.getText(),
                choices.stream().map(TextInputControl::getText).toList(), naive.getText(), naiveWhat.getText(), contract.getText(),
                contractWhat.getText(), cards, observation.getText(), explanation.getText()));
    }

    private TextField field(String id, int columns, Messages m, String key, Object... args) {
        TextField f = FormParts.field(id, "", columns);
        f.setAccessibleText(m.get(key, args));
        f.textProperty().addListener((o, a, b) -> edited());
        return f;
    }

    private TextArea area(String id, Messages m, String key) {
        TextArea a = new TextArea();
        a.setId(id);
        a.setWrapText(true);
        a.setPrefRowCount(2);
        a.setAccessibleText(m.get(key));
        a.textProperty().addListener((o, x, y) -> edited());
        return a;
    }

    private static javafx.scene.Node labelled(FormParts parts, String name, TextField f) {
        Label l = new Label(name);
        l.setLabelFor(f);
        return new javafx.scene.layout.HBox(6, l, f);
    }

    private static String orEmpty(String s) {
        return s == null ? "" : s;
    }
}
