package io.boundarylab.app.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boundarylab.app.episode.EpisodeViewModel;
import io.boundarylab.app.support.AppUiTest;
import io.boundarylab.app.support.Await;
import io.boundarylab.app.support.EpisodeRuns;
import io.boundarylab.episodes.content.Experiment;
import io.boundarylab.engine.trace.TraceEvent;
import io.boundarylab.episodes.prediction.ClaimComparison;
import java.util.List;
import javafx.scene.control.Label;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;

/**
 * Coming back to an episode (the investigation opened again, as at the next launch): the committed
 * prediction shows as committed, never as right, and the runs made before come back.
 */
class ReturnToEpisodeTest extends AppUiTest {

    /** Commits the first choice, whatever the runs will say of it, then opens the investigation again. */
    private EpisodeViewModel predictAndReturn(FxRobot robot, boolean runBoth) {
        return predictAndReturn(robot, runBoth, openEpisode(robot, "helper"), new java.util.ArrayList<>(), new java.util.ArrayList<>());
    }

    private EpisodeViewModel predictAndReturn(FxRobot robot, boolean runBoth, EpisodeViewModel vm,
            List<TraceEvent> naive, List<TraceEvent> contract) {
        robot.interact(() -> {
            vm.setAutoplay(false);
            vm.selectChoice(vm.episode().prediction().choices().get(0).id());
            vm.inputs().quantity().setSkipped(true);
            vm.commit();
        });
        if (runBoth) {
            robot.interact(vm::run);
            Await.until("the naive run", () -> EpisodeRuns.shown(vm, Experiment.NAIVE));
            robot.interact(() -> {
                vm.playback().toEnd();
                vm.selectVariant(Experiment.CONTRACT);
                vm.run();
            });
            Await.until("the contract run", () -> EpisodeRuns.shown(vm, Experiment.CONTRACT));
            robot.interact(() -> {
                vm.playback().toEnd();
                naive.addAll(vm.runOf(Experiment.NAIVE).trace());
                contract.addAll(vm.runOf(Experiment.CONTRACT).trace());
            });
        }
        // A new lab of the same investigation, as at the next launch: nothing of this session is kept but the saved progress.
        robot.interact(() -> app.vm.load(new io.boundarylab.app.lab.EpisodesLab(lab.investigation())));
        EpisodeViewModel back = openEpisode(robot, "helper");
        if (runBoth) {
            // The runs made before are run again, off the FX thread, when the episode is shown.
            Await.until("the earlier runs run again", () -> !back.runningProperty().get()
                    && back.runOf(Experiment.NAIVE) != null && back.runOf(Experiment.CONTRACT) != null);
        }
        return back;
    }

    @Test
    void aCommittedPredictionHasItsOwnMarkNotACheck(FxRobot robot) {
        EpisodeViewModel back = predictAndReturn(robot, false);
        assertTrue(back.committedProperty().get(), "the prediction comes back committed");
        String shown = robot.lookup("#prediction-locked").queryAs(Label.class).getText();
        assertFalse(shown.contains("\u2713"), "a check mark reads as right, whatever the runs say: " + shown);
        assertTrue(shown.startsWith("\u25cf Your prediction, committed"), shown);
    }

    @Test
    void spanishHasTheSameNeutralMark() {
        String es = new io.boundarylab.app.i18n.Messages(java.util.Locale.forLanguageTag("es")).get("episode.predict.locked", "x", 50);
        assertFalse(es.contains("\u2713"), es);
        assertTrue(es.startsWith("\u25cf "), es);
    }

    @Test
    void theRunsMadeBeforeComeBackAsTheyWereAndTheScreenSaysSo(FxRobot robot) {
        EpisodeViewModel before = openEpisode(robot, "helper");
        List<TraceEvent> naive = new java.util.ArrayList<>();
        List<TraceEvent> contract = new java.util.ArrayList<>();
        EpisodeViewModel back = predictAndReturn(robot, true, before, naive, contract);
        assertNotSame(before, back, "the investigation was opened again: a fresh episode");
        assertNotNull(back.runOf(Experiment.NAIVE), "the naive run comes back");
        assertNotNull(back.runOf(Experiment.CONTRACT), "the contract run comes back");
        assertEquals(naive, back.runOf(Experiment.NAIVE).trace(), "same seed, same variant: the same trace");
        assertEquals(contract, back.runOf(Experiment.CONTRACT).trace());
        assertEquals(2, back.runsPlayedProperty().get(), "both count as played, as they did");
        assertTrue(back.comparison().stream().noneMatch(c -> c.outcome() == ClaimComparison.Outcome.PENDING),
                "the prediction is judged again: " + back.comparison());
        assertNotNull(back.runProperty().get(), "a run is shown, not an empty cluster");
        Label note = robot.lookup("#rerun-note").queryAs(Label.class);
        assertTrue(note.isVisible(), "the screen says the runs were run again");
        assertTrue(note.getText().contains("run again with the same seed"), note.getText());
        assertTrue(note.getText().contains(back.episode().experiment().naive().label()), note.getText());
    }

    @Test
    void withoutEarlierRunsNothingIsRunAgain(FxRobot robot) {
        EpisodeViewModel back = predictAndReturn(robot, false);
        assertNull(back.runOf(Experiment.NAIVE));
        assertFalse(robot.lookup("#rerun-note").queryAs(Label.class).isVisible());
    }
}
