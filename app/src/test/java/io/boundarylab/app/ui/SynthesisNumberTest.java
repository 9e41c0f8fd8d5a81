package io.boundarylab.app.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boundarylab.app.save.SavedPrediction;
import io.boundarylab.app.support.AppFixture;
import io.boundarylab.app.support.AppUiTest;
import io.boundarylab.app.support.Await;
import io.boundarylab.app.synthesis.SynthesisView;
import io.boundarylab.app.synthesis.SynthesisViewModel;
import io.boundarylab.episodes.content.SectionKind;
import io.boundarylab.episodes.prediction.PredictionComparison;
import io.boundarylab.episodes.prediction.QuantityComparison;
import java.util.List;
import java.util.Map;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Label;
import javafx.scene.control.RadioButton;
import javafx.scene.control.TextField;
import javafx.scene.layout.VBox;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;

/**
 * The synthesis asks each episode's number as the episode does: a field (or an explicit skip) under
 * each prompt, needed before the predictions can be committed, saved with them, judged with the
 * content's tolerance once the deciding run has played, and shown again when the page is reopened.
 */
class SynthesisNumberTest extends AppUiTest {

    private String openExercise(FxRobot robot) {
        String exercise = app.vm.sections().stream().filter(s -> s.kind() == SectionKind.EXERCISE).findFirst().orElseThrow().id();
        robot.interact(() -> app.vm.open(exercise));
        return exercise;
    }

    private static SynthesisViewModel vm(FxRobot robot) {
        return robot.lookup("#synthesis").queryAs(SynthesisView.class).viewModel();
    }

    private static void type(FxRobot robot, String id, String text) {
        robot.interact(() -> robot.lookup(id).queryAs(TextField.class).setText(text));
    }

    @Test
    void eachPromptAsksItsEpisodesNumberWhichIsSavedJudgedAndShownAgain(FxRobot robot) {
        String exercise = openExercise(robot);
        SynthesisViewModel vm = vm(robot);
        List<String> ids = vm.prompts().stream().map(p -> p.id()).toList();
        assertEquals(List.of("helper", "startup", "localhost", "eviction"), ids);
        // The helper prompt shows episode 1's quantity question, with its unit.
        VBox helperBox = robot.lookup("#quantity-box-synthesis-0").queryAs(VBox.class);
        assertTrue(robot.from(helperBox).lookup((Label l) -> l.getText() != null
                && l.getText().startsWith("Web writes a line a second, and the helper ships what is new every 5 s.") && l.getText().endsWith("(in lines)")).tryQuery().isPresent());

        for (int i = 0; i < ids.size(); i++) {
            final int prompt = i;
            robot.interact(() -> robot.lookup("#synthesis-" + prompt + "-0").queryAs(RadioButton.class).fire());
        }
        Button commit = robot.lookup("#synthesis-commit").queryAs(Button.class);
        assertTrue(commit.isDisabled(), "every prompt's number is still open: neither given nor skipped");
        // Web writes one line a second and the helper ships what is new every 5 s, so by 0:12 one decision's
        // helper has shipped two batches of 5: 10, and 11 is within the content's ±1.
        type(robot, "#quantity-synthesis-0", "11");
        robot.interact(() -> robot.lookup("#quantity-skip-synthesis-1").queryAs(CheckBox.class).fire());
        type(robot, "#quantity-synthesis-2", "many");
        assertTrue(commit.isDisabled(), "'many' is not a number");
        // A member restarted with back-off cannot fail to bind 1000 times in 20 s: outside ±1 whatever the trace.
        type(robot, "#quantity-synthesis-2", "1000");
        assertTrue(commit.isDisabled(), "the fourth number is still open");
        robot.interact(() -> robot.lookup("#quantity-skip-synthesis-3").queryAs(CheckBox.class).fire());
        assertFalse(commit.isDisabled());
        robot.interact(commit::fire);
        type(robot, "#quantity-synthesis-0", "3");
        assertEquals(11.0, vm.number(vm.prompts().get(0)).value(), "a committed number cannot change");

        Map<String, SavedPrediction> saved = app.vm.progressProperty().get().predictions();
        assertEquals(11.0, saved.get("synthesis/helper").quantity());
        assertNull(saved.get("synthesis/startup").quantity(), "skipped: no number saved");
        assertEquals(1000.0, saved.get("synthesis/localhost").quantity());
        assertNull(saved.get("synthesis/eviction").quantity());
        String summary = summaryText(robot);
        assertTrue(summary.contains("Your number: 11 lines") && summary.contains("You skipped the number."), summary);

        robot.interact(() -> robot.lookup("#synthesis-run").queryButton().fire());
        Await.until("the synthesis trace", () -> !vm.runningProperty().get() && vm.traceProperty().get() != null);
        robot.interact(() -> vm.playback().toEnd());
        List<QuantityComparison> numbers = vm.comparisons().stream().map(PredictionComparison::quantity).toList();
        assertEquals(List.of(QuantityComparison.Outcome.WITHIN, QuantityComparison.Outcome.SKIPPED,
                QuantityComparison.Outcome.OUTSIDE, QuantityComparison.Outcome.SKIPPED),
                numbers.stream().map(QuantityComparison::outcome).toList(), numbers::toString);
        assertEquals(10.0, numbers.get(0).actual(), "two batches of 5 lines by 0:12");
        assertEquals(1.0, numbers.get(0).quantity().tolerance(), "the content's tolerance, not one of the synthesis's own");
        List<Node> verdicts = robot.lookup(".synthesis-quantity").queryAll().stream().toList();
        assertEquals(4, verdicts.size());
        assertTrue(verdicts.get(0).getAccessibleText().startsWith("\u2713 Your number is within the tolerance: You said 11 lines; the trace shows 10"),
                verdicts.get(0).getAccessibleText());
        assertTrue(verdicts.get(2).getAccessibleText().contains("outside \u00b11"), verdicts.get(2).getAccessibleText());
        reveal(robot, robot.lookup("#synthesis-results").query());
        AppFixture.screenshot(app.scene.getRoot(), "54-synthesis-numbers");

        // Reopened, the page shows the committed numbers again, from the saved progress.
        String first = app.vm.sections().get(0).id();
        robot.interact(() -> app.vm.open(first));
        robot.interact(() -> app.vm.open(exercise));
        SynthesisViewModel again = vm(robot);
        assertTrue(again.committedProperty().get());
        assertEquals(11.0, again.number(again.prompts().get(0)).value());
        assertNull(again.number(again.prompts().get(1)).value());
        assertTrue(summaryText(robot).contains("Your number: 11 lines"), summaryText(robot));
    }

    private static String summaryText(FxRobot robot) {
        VBox summary = robot.lookup("#synthesis-summary").queryAs(VBox.class);
        StringBuilder b = new StringBuilder();
        for (Node n : summary.getChildren()) b.append(((Label) n).getText()).append('\n');
        return b.toString();
    }
}
