package io.boundarylab.app.deck;

import io.boundarylab.app.i18n.Messages;
import io.boundarylab.app.playback.PlaybackClock;
import io.boundarylab.app.playback.TransportBar;
import io.boundarylab.app.stage.ExperimentStage;
import io.boundarylab.episodes.content.Card;
import javafx.geometry.Insets;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TextArea;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/**
 * A card's "see it" experiment over the deck's page: the simulated run drawn on a stage that takes
 * the window, with the episode's transport bar, and beside it what the run counted and the real
 * kernel's figures. It shows while an experiment is shown; Back (or Escape) returns to the card.
 */
final class SeeItLayer extends BorderPane {
    private final PlaybackClock clock = new PlaybackClock();

    SeeItLayer(DeckViewModel vm) {
        Messages m = vm.messages();
        // The stage and the transport bar speak the app's words, as in an episode.
        Messages app = new Messages(m.locale());
        SeeItPlayback run = vm.seeItRun();
        setId("deck-see-it-layer");
        getStyleClass().add("stage-panel");
        setPadding(new Insets(12));

        Label shows = new Label();
        shows.setWrapText(true);
        shows.getStyleClass().add("card-title");
        vm.cardProperty().addListener((o, a, c) -> shows.setText(c == null ? "" : c.seeIt().map(Card.SeeIt::shows).orElse("")));
        Button back = new Button(m.get("deck.seeIt.back"));
        back.setId("deck-see-it-back");
        back.setTooltip(new Tooltip(m.get("deck.seeIt.back.tip")));
        back.setMinWidth(Region.USE_PREF_SIZE);
        back.setOnAction(e -> vm.closeSeeIt());
        shows.setMinHeight(Region.USE_PREF_SIZE);

        ExperimentStage stage = ExperimentStage.ofRun(app, run.clusterProperty(), run.playback());
        stage.setId("deck-see-it-stage");
        VBox.setVgrow(stage, Priority.ALWAYS);
        TransportBar time = TransportBar.forTrace(run.playback(), app, "deck-see-it-");
        time.setMinHeight(Region.USE_PREF_SIZE);
        VBox picture = new VBox(8, stage, time);
        picture.setMinSize(0, 0);
        picture.visibleProperty().bind(run.shownProperty());
        picture.managedProperty().bind(run.shownProperty());
        HBox.setHgrow(picture, Priority.ALWAYS);

        TextArea engine = output("deck-see-it-engine");
        engine.textProperty().bind(vm.engineTextProperty());
        TextArea kernel = output("deck-see-it-kernel");
        kernel.textProperty().bind(vm.kernelTextProperty());
        VBox.setVgrow(kernel, Priority.ALWAYS);
        // What the experiment shows and the way back sit in the column beside the stage: the stage keeps the height.
        VBox words = new VBox(6, back, shows, new Label(m.get("deck.seeIt.engine")), engine, new Label(m.get("deck.seeIt.kernel")), kernel);
        words.setMinWidth(0);
        // Beside the stage, a quarter of the room; the whole room when there is no simulated run to draw.
        words.prefWidthProperty().bind(widthProperty().multiply(0.26));
        words.maxWidthProperty().bind(javafx.beans.binding.Bindings.when(run.shownProperty())
                .then(widthProperty().multiply(0.26)).otherwise(Double.MAX_VALUE));
        HBox.setHgrow(words, Priority.SOMETIMES);
        HBox body = new HBox(12, picture, words);
        body.setMinSize(0, 0);
        setCenter(body);

        // Shown, the keyboard starts on the way back; the transport bar is a Tab away.
        visibleProperty().addListener((o, a, b) -> {
            if (b) {
                javafx.application.Platform.runLater(back::requestFocus);
            }
        });
        addEventHandler(KeyEvent.KEY_PRESSED, e -> {
            if (e.getCode() == KeyCode.ESCAPE) {
                vm.closeSeeIt();
                e.consume();
            }
        });
        clock.register(run.playback());
        sceneProperty().addListener((o, a, b) -> {
            if (b == null) {
                clock.stop();
            } else if (a == null) {
                clock.start();
            }
        });
    }

    private static TextArea output(String id) {
        TextArea t = new TextArea();
        t.setId(id);
        t.setEditable(false);
        t.setWrapText(true);
        t.setPrefRowCount(6);
        t.setStyle("-fx-font-family: monospace;");
        return t;
    }
}
