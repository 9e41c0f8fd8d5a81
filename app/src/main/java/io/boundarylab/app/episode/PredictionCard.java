package io.boundarylab.app.episode;

import io.boundarylab.app.i18n.Messages;
import io.boundarylab.episodes.content.Choice;
import javafx.beans.binding.Bindings;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.RadioButton;
import javafx.scene.control.Slider;
import javafx.scene.control.TextField;
import javafx.scene.control.ToggleGroup;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/**
 * The prediction card: the question, the choices, a reason and a confidence, and Commit; once
 * committed, the prediction in one locked sentence. Binds and delegates to {@link EpisodeViewModel}.
 */
final class PredictionCard extends VBox {
    private final EpisodeViewModel vm;

    /** @param afterCommit what the scene does once the prediction is locked (bring Run into view) */
    PredictionCard(EpisodeViewModel vm, Messages messages, Runnable afterCommit) {
        super(8);
        this.vm = vm;
        getStyleClass().addAll("card", "prediction-card");
        setId("prediction-card");
        Label head = new Label(messages.get("episode.predict.title"));
        head.getStyleClass().add("card-kicker");
        Label question = new Label(vm.episode().prediction().text());
        question.getStyleClass().add("card-title");
        question.setWrapText(true);
        getChildren().addAll(head, question);

        ToggleGroup group = new ToggleGroup();
        int i = 0;
        for (Choice c : vm.inputs().choices()) {
            RadioButton r = new RadioButton(c.text());
            r.setId("choice-" + (i++));
            r.setWrapText(true);
            r.setMinHeight(Region.USE_PREF_SIZE);
            r.setToggleGroup(group);
            r.setUserData(c.id());
            r.setSelected(c.id().equals(vm.choiceProperty().get()));
            hideWhenCommitted(r);
            r.setOnAction(e -> vm.selectChoice(c.id()));
            vm.choiceProperty().addListener((o, a, b) -> r.setSelected(c.id().equals(b)));
            getChildren().add(r);
        }

        TextField reason = new TextField(vm.reasonProperty().get());
        reason.setId("reason");
        reason.setPromptText(messages.get("episode.predict.reason"));
        reason.setAccessibleText(messages.get("episode.predict.reason"));
        reason.textProperty().addListener((o, a, b) -> vm.setReason(b));
        vm.reasonProperty().addListener((o, a, b) -> {
            if (!b.equals(reason.getText())) {
                reason.setText(b);
            }
        });
        reason.editableProperty().bind(vm.committedProperty().not());
        hideWhenCommitted(reason);

        Label confLabel = new Label();
        confLabel.textProperty().bind(Bindings.createStringBinding(
                () -> messages.get("episode.predict.confidence", vm.confidenceProperty().get()), vm.confidenceProperty()));
        Slider confidence = new Slider(0, 100, vm.confidenceProperty().get());
        confidence.setId("confidence");
        confidence.setBlockIncrement(10);
        confidence.setMajorTickUnit(25);
        confidence.setAccessibleText(messages.get("episode.predict.confidence.accessible"));
        confidence.valueProperty().addListener((o, a, b) -> vm.setConfidence((int) Math.round(b.doubleValue())));
        vm.confidenceProperty().addListener((o, a, b) -> confidence.setValue(b.intValue()));
        hideWhenCommitted(confidence);
        hideWhenCommitted(confLabel);

        VBox number = QuantityInput.of(vm.inputs().quantity(), messages, "");
        hideWhenCommitted(number);

        Button commit = new Button(messages.get("episode.predict.commit"));
        commit.setId("commit");
        commit.setDefaultButton(false);
        commit.getStyleClass().add("accent");
        commit.disableProperty().bind(vm.canCommitProperty().not());
        commit.setOnAction(e -> {
            vm.commit();
            javafx.application.Platform.runLater(afterCommit);
        });
        commit.setMaxWidth(Double.MAX_VALUE);
        hideWhenCommitted(commit);

        Label locked = new Label();
        locked.setId("prediction-locked");
        locked.setWrapText(true);
        locked.textProperty().bind(vm.lines().prediction());
        locked.getStyleClass().add("prediction-summary");
        locked.setMinHeight(Region.USE_PREF_SIZE);
        getChildren().addAll(reason, confLabel, confidence, number, commit, locked);
        Runnable mark = () -> {
            getStyleClass().remove("prediction-locked");
            if (vm.committedProperty().get()) {
                getStyleClass().add("prediction-locked");
            }
        };
        vm.committedProperty().addListener((o, a, b) -> mark.run());
        mark.run();
    }

    private void hideWhenCommitted(Node n) {
        n.visibleProperty().bind(vm.committedProperty().not());
        n.managedProperty().bind(n.visibleProperty());
    }
}
