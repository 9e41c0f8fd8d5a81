package io.boundarylab.app.episode;

import io.boundarylab.app.i18n.Messages;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/**
 * The quantity question as a learner answers it: the question with its unit, a number field, a hint
 * when the text is not a number, and an explicit "skip". Empty when no number is asked. The episode's
 * prediction card and the synthesis's prompts both use it, bound to a {@link QuantityAnswer}.
 */
public final class QuantityInput {
    private QuantityInput() {
    }

    /** @param idSuffix appended to the controls' ids ({@code quantity}, {@code quantity-skip}), "" for the episode's */
    public static VBox of(QuantityAnswer answer, Messages messages, String idSuffix) {
        VBox box = new VBox(4);
        box.setId("quantity-box" + idSuffix);
        answer.question().ifPresent(q -> {
            Label text = new Label(messages.get("episode.predict.quantity", q.text(), q.unit()));
            text.setWrapText(true);
            text.setMinHeight(Region.USE_PREF_SIZE);
            TextField field = new TextField(answer.textProperty().get());
            field.setId("quantity" + idSuffix);
            field.setPromptText(messages.get("episode.predict.quantity.prompt", q.unit()));
            field.setAccessibleText(q.text());
            field.textProperty().addListener((o, a, b) -> answer.setText(b));
            answer.textProperty().addListener((o, a, b) -> {
                if (!b.equals(field.getText())) {
                    field.setText(b);
                }
            });
            field.disableProperty().bind(answer.skippedProperty());
            CheckBox skip = new CheckBox(messages.get("episode.predict.quantity.skip"));
            skip.setId("quantity-skip" + idSuffix);
            skip.setSelected(answer.skippedProperty().get());
            skip.selectedProperty().addListener((o, a, b) -> answer.setSkipped(b));
            answer.skippedProperty().addListener((o, a, b) -> skip.setSelected(b));
            Label hint = new Label(messages.get("episode.predict.quantity.invalid"));
            hint.getStyleClass().add("muted");
            hint.visibleProperty().bind(answer.validProperty().not().and(answer.skippedProperty().not())
                    .and(answer.textProperty().isNotEmpty()));
            hint.managedProperty().bind(hint.visibleProperty());
            box.getChildren().addAll(text, field, hint, skip);
        });
        return box;
    }
}
