package io.boundarylab.app.shell;

import io.boundarylab.app.i18n.Messages;
import io.boundarylab.app.predictions.ExplainPrompt;
import io.boundarylab.app.predictions.ExplainViewModel;
import javafx.application.Platform;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/**
 * The explain step over the window, when the learner moves on from an episode whose prediction
 * was wrong without answering it: write it, skip it (one click, recorded), or stay. Follows
 * {@link MainViewModel#explainFirstProperty()}.
 */
final class ExplainOverlay extends VBox {
    private final MainViewModel vm;
    private final Messages messages;
    private final VBox card = new VBox(10);

    ExplainOverlay(MainViewModel vm) {
        this.vm = vm;
        this.messages = vm.messages();
        card.getStyleClass().add("card");
        card.setMaxWidth(680);
        card.setMaxHeight(Region.USE_PREF_SIZE);
        getChildren().add(card);
        setAlignment(Pos.CENTER);
        getStyleClass().add("overlay");
        setId("explain-first");
        setOnKeyPressed(e -> {
            if (e.getCode() == KeyCode.ESCAPE) {
                vm.stay();
                e.consume();
            }
        });
        vm.explainFirstProperty().addListener((o, a, b) -> show(b));
        show(vm.explainFirstProperty().get());
    }

    private void show(ExplainViewModel explain) {
        card.getChildren().clear();
        setVisible(explain != null);
        if (explain == null) {
            return;
        }
        var s = vm.currentProperty().get();
        Label title = new Label(messages.get("explain.overlay.title", s == null ? "" : s.title()));
        title.getStyleClass().add("card-title");
        title.setWrapText(true);
        title.setMinHeight(Region.USE_PREF_SIZE);
        var episode = s == null || s.episodeId() == null || vm.course() == null ? null
                : vm.course().episode(s.episodeId()).orElse(null);
        ExplainPrompt prompt = new ExplainPrompt(explain, messages, "explain-first", episode, vm::goOn);
        Button stay = new Button(messages.get("explain.stay"));
        stay.setId("explain-stay");
        stay.getStyleClass().add("flat");
        stay.setOnAction(e -> vm.stay());
        card.getChildren().addAll(title, prompt, stay);
        Platform.runLater(prompt::focusText);
    }
}
