package io.boundarylab.app.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boundarylab.app.episode.EpisodeViewModel;
import io.boundarylab.app.support.AppUiTest;
import io.boundarylab.episodes.content.Experiment;
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
        EpisodeViewModel vm = openEpisode(robot, "helper");
        robot.interact(() -> {
            vm.setAutoplay(false);
            vm.selectChoice(vm.episode().prediction().choices().get(0).id());
            vm.inputs().quantity().setSkipped(true);
            vm.commit();
            if (runBoth) {
                vm.run();
                vm.playback().toEnd();
                vm.selectVariant(Experiment.CONTRACT);
                vm.run();
                vm.playback().toEnd();
            }
        });
        robot.interact(() -> app.vm.load(lab));
        return openEpisode(robot, "helper");
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
}
