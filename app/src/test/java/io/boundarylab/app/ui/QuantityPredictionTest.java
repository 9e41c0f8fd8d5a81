package io.boundarylab.app.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boundarylab.app.episode.EpisodeViewModel;
import io.boundarylab.app.support.AppFixture;
import io.boundarylab.app.support.AppUiTest;
import io.boundarylab.app.support.Await;
import io.boundarylab.app.support.EpisodeRuns;
import io.boundarylab.episodes.content.Choice;
import io.boundarylab.episodes.prediction.ChoiceOrder;
import java.util.List;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.RadioButton;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/**
 * A learner predicts a number along with their choice: the card shows the choices in this
 * learner's order, takes a number (and refuses one that is not), commits it with the prediction,
 * and after the run the findings say how it compares with the trace.
 */
class QuantityPredictionTest extends AppUiTest {

    @Test
    void aNumberIsEnteredCommittedAndJudgedAgainstTheTrace(FxRobot robot) {
        EpisodeViewModel vm = openEpisode(robot, "startup-order");
        List<String> shown = robot.lookup(".prediction-card .radio-button").queryAllAs(RadioButton.class).stream()
                .map(r -> (String) r.getUserData()).toList();
        List<String> expected = ChoiceOrder.of(AppFixture.LEARNER_SEED, "startup-order", vm.episode().prediction().choices())
                .stream().map(Choice::id).toList();
        assertEquals(expected, shown, "the card shows this learner's order");

        RadioButton flails = robot.lookup(".prediction-card .radio-button").queryAllAs(RadioButton.class).stream()
                .filter(r -> "flails".equals(r.getUserData())).findFirst().orElseThrow();
        click(robot, flails);
        Button commit = robot.lookup("#commit").queryButton();
        assertTrue(commit.isDisabled(), "no number and no skip: nothing to commit yet");
        click(robot, robot.lookup("#quantity").query());
        robot.write("soon");
        assertTrue(commit.isDisabled(), "'soon' is not a number");
        robot.eraseText(4).write("28");
        assertFalse(commit.isDisabled());
        AppFixture.screenshot(robot.lookup("#prediction-card").query(), "40-quantity-prediction");
        click(robot, commit);
        assertEquals(28.0, app.vm.progressProperty().get().predictions().get("startup-order").quantity(), "saved with the prediction");
        Label locked = robot.lookup("#prediction-locked").queryAs(Label.class);
        assertTrue(locked.getText().contains("Your number: 28 s"), locked.getText());

        click(robot, robot.lookup("#mode-naive").query());
        click(robot, robot.lookup("#run").query());
        Await.until("the naive run", () -> EpisodeRuns.shown(vm, "naive"));
        click(robot, robot.lookup("#end").query());
        Label verdict = robot.lookup("#quantity-verdict").queryAs(Label.class);
        assertTrue(verdict.isVisible(), "the findings show the number's verdict");
        assertTrue(verdict.getText().matches("You said 28 s; the trace shows 30 at event #\\d+ \\(0:30\\): within ±5\\."), verdict.getText());
        assertTrue(verdict.getStyleClass().contains("claim-right"));
        reveal(robot, verdict);
        AppFixture.screenshot(robot.lookup("#findings").query(), "41-quantity-verdict");
    }

    @Test
    void theNumberCanBeSkippedExplicitly(FxRobot robot) {
        EpisodeViewModel vm = openEpisode(robot, "fate");
        click(robot, robot.lookup("#choice-0").query());
        click(robot, robot.lookup("#quantity-skip").query());
        click(robot, robot.lookup("#commit").query());
        assertTrue(vm.committedProperty().get());
        assertEquals(null, app.vm.progressProperty().get().predictions().get("fate").quantity(), "skipped: no number saved");
        click(robot, robot.lookup("#mode-contract").query());
        click(robot, robot.lookup("#run").query());
        Await.until("the contract run", () -> EpisodeRuns.shown(vm, "contract"));
        click(robot, robot.lookup("#end").query());
        assertEquals("You skipped the number.", robot.lookup("#quantity-verdict").queryAs(Label.class).getText());
    }

    private static void click(FxRobot robot, Node n) {
        reveal(robot, n);
        assertFalse(n.isDisabled(), n.getId() + " is enabled");
        robot.clickOn(n);
        WaitForAsyncUtils.waitForFxEvents();
    }

}
