package io.boundarylab.app.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boundarylab.app.episode.EpisodeViewModel;
import io.boundarylab.app.support.AppUiTest;
import io.boundarylab.app.support.Await;
import io.boundarylab.episodes.run.RunOptions;
import io.boundarylab.engine.trace.EventType;
import io.boundarylab.engine.trace.TraceEvent;
import java.util.HashMap;
import java.util.Map;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/** Episode 1's "Guess first": a field for the guess out of 20, kept, and shown beside the count. */
class GuessFirstTest extends AppUiTest {

    /** Runs, of seeds 1 to 20, in which web and the helper were scheduled onto one node. */
    private static int runsTogether(EpisodeViewModel vm) {
        int together = 0;
        for (long seed = 1; seed <= 20; seed++) {
            Map<String, String> nodeOf = new HashMap<>();
            for (TraceEvent e : lab.run(vm.episode(), "naive", RunOptions.DEFAULT.withSeed(seed)).trace()) {
                if (e.type() == EventType.Scheduled && e.container() != null) {
                    nodeOf.put(e.container(), e.node());
                }
            }
            if (nodeOf.get("web").equals(nodeOf.get("log-helper"))) {
                together++;
            }
        }
        return together;
    }

    @Test
    void theGuessIsTypedBeforeTheSweepAndShownBesideItsCount(FxRobot robot) throws Exception {
        EpisodeViewModel vm = openEpisode(robot, "helper");
        TextField guess = robot.lookup("#sweep-guess").queryAs(TextField.class);
        // Wide enough to type in: the label beside it wraps, the field keeps its four columns.
        robot.interact(() -> guess.getParent().layout());
        assertTrue(guess.getWidth() >= guess.prefWidth(-1) - 0.5, "the field is " + guess.getWidth() + " px wide of " + guess.prefWidth(-1));
        Label invalid = robot.lookup("#sweep-guess-invalid").queryAs(Label.class);
        robot.interact(() -> guess.setText("25"));
        assertTrue(invalid.isVisible(), "25 is more than the 20 runs");
        robot.interact(() -> guess.setText("7"));
        assertFalse(invalid.isVisible());
        robot.interact(() -> {
            vm.setAutoplay(false);
            vm.selectChoice("useless-apart");
            vm.inputs().quantity().setSkipped(true);
            vm.commit();
        });
        Button run = robot.lookup("#sweep-run").queryAs(Button.class);
        Label result = robot.lookup("#sweep-guess-result").queryAs(Label.class);
        robot.interact(run::fire);
        Await.until("the guess beside the sweep's count", () -> !result.getText().isEmpty());
        int together = runsTogether(vm);
        assertEquals("You guessed 7 of 20; the runs: together in " + together + " of 20.", result.getText());
        assertTrue(guess.isDisabled(), "a guess is not changed once the count is seen");
        robot.interact(() -> guess.setText("3"));
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(result.getText().startsWith("You guessed 7 of 20"), result.getText());
        // Kept: leaving the episode and coming back shows the same guess beside the same count.
        robot.interact(() -> app.vm.next());
        EpisodeViewModel again = openEpisode(robot, "helper");
        assertEquals(vm, again);
        assertTrue(robot.lookup("#sweep-guess-result").queryAs(Label.class).getText().startsWith("You guessed 7 of 20"));
    }

    @Test
    void spanishAsksTheGuessInItsOwnWords() {
        io.boundarylab.app.i18n.Messages es = new io.boundarylab.app.i18n.Messages(java.util.Locale.forLanguageTag("es"));
        assertEquals("Adivinaste 7 de 20; las ejecuciones: «juntos» en 4 de 20.", es.get("episode.sweep.guess.result", 7, 20, "juntos", 4));
        assertTrue(es.get("episode.sweep.guess", 20, "juntos").startsWith("Adivina primero"));
    }
}
