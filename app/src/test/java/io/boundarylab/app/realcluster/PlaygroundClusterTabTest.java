package io.boundarylab.app.realcluster;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boundarylab.cluster.source.Experiment;
import io.boundarylab.engine.scenario.Scenario;
import io.boundarylab.engine.scenario.ScenarioReader;
import io.boundarylab.episodes.playground.PlaygroundStart;
import java.util.Locale;
import java.util.Optional;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * The playground's Real cluster tab on a machine with no kubeconfig: "Run on the cluster" cannot be
 * pressed and the tab says why, in full, while "Export manifests…" can (in Spanish, in the room a 1280×720 screen leaves the tab).
 */
@ExtendWith(ApplicationExtension.class)
class PlaygroundClusterTabTest {
    private Scene scene;

    @Start
    void start(Stage stage) throws Exception {
        String text = PlaygroundStart.blank();
        Scenario s = ScenarioReader.parse(text, "playground.yaml");
        Experiment x = new Experiment("playground.yaml", s, false, null, text);
        scene = new Scene(new javafx.scene.layout.StackPane(PlaygroundClusterTab.of(() -> x, Optional.empty(), Locale.forLanguageTag("es"))), 1280, 560);
        stage.setScene(scene);
        stage.show();
    }

    @Test
    void withoutAKubeconfigOnlyTheExportCanBePressedAndTheTabSaysWhy(FxRobot robot) {
        // Laid out now, as the next pulse would: the heights read below are those the window draws.
        robot.interact(() -> {
            scene.getRoot().applyCss();
            scene.getRoot().layout();
        });
        assertTrue(robot.lookup("#cluster-run").queryAs(Button.class).isDisabled(), "nothing to run on");
        assertFalse(robot.lookup("#cluster-export").queryAs(Button.class).isDisabled(), "the export needs no cluster");
        assertTrue(robot.lookup(".label").queryAllAs(Label.class).stream()
                .anyMatch(l -> l.getText() != null && l.getText().contains("no hay kubeconfig")), "the tab says why it cannot run");
        // The playground has an experiment, not an episode's variant.
        assertTrue(robot.lookup(".label").queryAllAs(Label.class).stream()
                .anyMatch(l -> l.getText() != null && l.getText().contains("exporta este experimento")), "the tab says what it does");
        assertTrue(robot.lookup(".label").queryAllAs(Label.class).stream()
                .noneMatch(l -> l.getText() != null && l.getText().contains("variante")), "no word of a variant");
        // The room the playground window leaves its tabs on a 1280×720 screen: the lists give up height, never a sentence.
        for (Label l : robot.lookup(".label").queryAllAs(Label.class)) {
            if (l.isWrapText() && l.isVisible() && l.getText() != null && !l.getText().isEmpty()) {
                assertTrue(l.getHeight() + 0.5 >= l.prefHeight(l.getWidth()), "\"" + l.getText() + "\" is cut short: "
                        + l.getHeight() + " px of " + l.prefHeight(l.getWidth()));
            }
        }
    }
}
