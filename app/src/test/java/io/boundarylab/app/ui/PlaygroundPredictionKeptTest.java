package io.boundarylab.app.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.boundarylab.app.i18n.Messages;
import io.boundarylab.app.save.SaveStore;
import io.boundarylab.app.support.AppUiTest;
import io.boundarylab.app.support.Await;
import io.boundarylab.app.support.Keyboard;
import io.boundarylab.app.support.OpenPlayground;
import io.boundarylab.episodes.playground.ClaimMenu;
import io.boundarylab.episodes.playground.PlaygroundStart;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import javafx.scene.Scene;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.TabPane;
import javafx.scene.control.TextInputControl;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/**
 * A prediction being written is work in progress like the scenario: typed from the keyboard, it is
 * in the form again, field for field, when the playground opens again from what is on disk (a new
 * view-model reading the save folder, as after a crash). A damaged one is left out and the learner told.
 */
class PlaygroundPredictionKeptTest extends AppUiTest {
    private OpenPlayground opened;

    @AfterEach
    void close(FxRobot robot) {
        if (opened != null && opened.scene().getWindow().isShowing()) {
            opened.close(robot);
        }
    }

    @Test
    void aPredictionBeingWrittenIsThereAsTypedWhenThePlaygroundOpensAgain(FxRobot robot) throws Exception {
        opened = OpenPlayground.fromMenu(robot, app);
        Keyboard keys = predictTab(robot);
        keys.type("pg-question", "Which run ships the log?");
        keys.type("pg-choice-1-at-least", "12");
        keys.press("pg-choice-add");
        keys.choose("pg-choice-3-kind", ClaimMenu.Kind.POD_PHASE);
        keys.choose("pg-choice-3-pod", "web-app");
        keys.choose("pg-choice-3-phase", "Failed");
        keys.choose("pg-answer", app.vm.messages().get("playground.predict.choice", 3));
        keys.press("pg-number-on");
        keys.type("pg-number-question", "How many lines?");
        keys.type("pg-number-tolerance", "7");
        keys.type("pg-number-value", "4");
        Path draft = app.vm.store().folder().resolve(SaveStore.PLAYGROUND);
        opened.close(robot);
        Await.until("the draft on disk with the prediction", () -> Files.isRegularFile(draft) && Files.readString(draft).contains("How many lines?"));

        opened = OpenPlayground.fromMenu(robot, app);
        assertEquals("Which run ships the log?", text("pg-question"));
        assertEquals("12", text("pg-choice-1-at-least"));
        assertEquals(ClaimMenu.Kind.POD_PHASE, combo("pg-choice-3-kind").getValue(), "a third choice, of the kind picked");
        assertEquals("web-app", combo("pg-choice-3-pod").getValue(), "picked from the design's pods");
        assertEquals("Failed", combo("pg-choice-3-phase").getValue());
        assertEquals(2, combo("pg-answer").getSelectionModel().getSelectedIndex(), "the third choice is the answer");
        assertTrue(((CheckBox) opened.scene().lookup("#pg-number-on")).isSelected());
        assertEquals("How many lines?", text("pg-number-question"));
        assertEquals("7", text("pg-number-tolerance"));
        assertEquals("4", text("pg-number-value"));
        assertFalse(opened.vm().predictedProperty().get(), "typed, not committed: Predict commits it");
    }

    @Test
    void aDamagedPredictionIsLeftOutTheScenarioKeptAndTheLearnerTold(FxRobot robot) throws Exception {
        Path draft = app.vm.store().folder().resolve(SaveStore.PLAYGROUND);
        Files.createDirectories(draft.getParent());
        // The blank start's text as the learner left it, a line of their own in it.
        String yaml = PlaygroundStart.blank() + "\n# my own note\n";
        Files.writeString(draft, new ObjectMapper().writeValueAsString(Map.of("yaml", yaml,
                "prediction", Map.of("question", "Half a prediction", "choices", "two of them", "answer", 0, "number",
                        Map.of("on", false, "question", "", "pod", "", "container", "", "tolerance", "5", "value", "")))));

        opened = OpenPlayground.fromMenu(robot, app);
        assertEquals(yaml, opened.vm().yamlProperty().get(), "the scenario kept as it was typed");
        Messages m = app.vm.messages();
        String expected = m.get("playground.draft.prediction", draft.resolveSibling(SaveStore.PLAYGROUND + ".bad-1"),
                m.get("notice.droppedItem", "prediction.choices", m.get("save.problem.not_a_list")));
        assertEquals(expected, ((Label) opened.scene().lookup("#pg-notice")).getText(), "told in the playground");
        assertTrue(app.vm.notices().contains(expected), "and in the notice bar: " + app.vm.notices());
        predictTab(robot);
        assertEquals("", text("pg-question"), "the form starts empty");
        assertTrue(Files.readString(draft.resolveSibling(SaveStore.PLAYGROUND + ".bad-1")).contains("Half a prediction"), "nothing of it lost");
    }

    private Keyboard predictTab(FxRobot robot) {
        Scene scene = opened.scene();
        robot.interact(() -> ((TabPane) scene.lookup("#pg-tabs")).getSelectionModel().select(1));
        WaitForAsyncUtils.waitForFxEvents();
        return new Keyboard(robot, scene);
    }

    private String text(String id) {
        return ((TextInputControl) opened.scene().lookup("#" + id)).getText();
    }

    @SuppressWarnings("unchecked")
    private ComboBox<Object> combo(String id) {
        return (ComboBox<Object>) opened.scene().lookup("#" + id);
    }
}
