package io.boundarylab.app.predictions;

import io.boundarylab.app.i18n.Messages;
import io.boundarylab.app.save.SavedExplanation;
import io.boundarylab.episodes.prediction.Verdict;
import javafx.beans.binding.Bindings;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TextArea;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/**
 * The explain step on screen: the question, a text area, Save and Skip; once answered, what was
 * recorded. Shown in the findings card and, when the learner moves on before answering, over the
 * window. Binds and delegates to {@link ExplainViewModel}.
 */
public final class ExplainPrompt extends VBox {
    private final TextArea text = new TextArea();

    /**
     * @param idPrefix   prefix of the controls' ids ("explain" in the findings card)
     * @param onAnswered called after Save or Skip (the window then goes on)
     */
    public ExplainPrompt(ExplainViewModel vm, Messages messages, String idPrefix, Runnable onAnswered) {
        this(vm, messages, idPrefix, null, onAnswered);
    }

    /** The example sentence under the field, from the episode's content: each episode has its own. */
    public static String example(Messages messages, io.boundarylab.episodes.content.Episode episode) {
        return episode == null ? "" : messages.get("explain.prompt", episode.explainExample());
    }

    /** @param episode the episode explained, whose own example is shown in the empty field */
    public ExplainPrompt(ExplainViewModel vm, Messages messages, String idPrefix,
                         io.boundarylab.episodes.content.Episode episode, Runnable onAnswered) {
        super(6);
        getStyleClass().add("explain");
        setId(idPrefix);
        Label title = new Label(messages.get("explain.title"));
        title.getStyleClass().add("finding-title");
        title.setWrapText(true);
        Label lead = new Label();
        lead.setWrapText(true);
        lead.setMinHeight(Region.USE_PREF_SIZE);
        lead.textProperty().bind(Bindings.createStringBinding(() -> messages.get(
                vm.verdictProperty().get() == Verdict.PARTLY ? "explain.lead.partly" : "explain.lead.wrong"),
                vm.verdictProperty()));

        text.setId(idPrefix + "-text");
        text.setWrapText(true);
        text.setPrefRowCount(3);
        text.setPromptText(example(messages, episode));
        text.setAccessibleText(messages.get("explain.title"));
        text.setText(vm.draftProperty().get());
        text.textProperty().addListener((o, a, b) -> vm.setDraft(b));
        vm.draftProperty().addListener((o, a, b) -> {
            if (!b.equals(text.getText())) {
                text.setText(b);
            }
        });
        Button save = new Button(messages.get("explain.save"));
        save.setId(idPrefix + "-save");
        save.getStyleClass().add("accent");
        save.disableProperty().bind(vm.canSubmitProperty().not());
        save.setOnAction(e -> {
            vm.submit();
            onAnswered.run();
        });
        Button skip = new Button(messages.get("explain.skip"));
        skip.setId(idPrefix + "-skip");
        skip.setTooltip(new javafx.scene.control.Tooltip(messages.get("explain.skip.tip")));
        skip.setOnAction(e -> {
            vm.skip();
            onAnswered.run();
        });
        HBox buttons = new HBox(8, save, skip);
        VBox asking = new VBox(6, lead, text, buttons);
        asking.visibleProperty().bind(vm.pendingProperty());
        asking.managedProperty().bind(asking.visibleProperty());

        Label recorded = new Label();
        recorded.setId(idPrefix + "-recorded");
        recorded.setWrapText(true);
        recorded.setMinHeight(Region.USE_PREF_SIZE);
        recorded.textProperty().bind(Bindings.createStringBinding(() -> {
            SavedExplanation e = vm.recordedProperty().get();
            return e == null ? "" : e.skipped() ? messages.get("explain.recorded.skipped")
                    : messages.get("explain.recorded", e.text());
        }, vm.recordedProperty()));
        recorded.accessibleTextProperty().bind(recorded.textProperty());
        recorded.setFocusTraversable(true);
        recorded.visibleProperty().bind(vm.recordedProperty().isNotNull());
        recorded.managedProperty().bind(recorded.visibleProperty());

        getChildren().addAll(title, asking, recorded);
        visibleProperty().bind(vm.askedProperty());
        managedProperty().bind(visibleProperty());
    }

    /** Puts the keyboard in the text area. */
    public void focusText() {
        text.requestFocus();
    }
}
