package io.boundarylab.app.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boundarylab.app.episode.EpisodeView;
import io.boundarylab.app.episode.EpisodeViewModel;
import io.boundarylab.app.lab.EpisodesLab;
import io.boundarylab.app.support.AppUiTest;
import io.boundarylab.app.support.Await;
import io.boundarylab.app.support.EpisodeRuns;
import io.boundarylab.engine.trace.TraceEvent;
import io.boundarylab.episodes.content.Investigation;
import java.util.List;
import java.util.Locale;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.Slider;
import javafx.scene.control.TabPane;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;

/**
 * 018's fifth episode lasts a minute and draws its requests for a second: End in the Experiment tab
 * and in the Compare tab shows the run's end at its horizon, and the scrub bar reaches it.
 */
class HorizonPlaybackTest extends AppUiTest {

    private static String readout(FxRobot robot, String endId) {
        Node end = robot.lookup(endId).query();
        return robot.from(end.getParent()).lookup(".time-where").queryAs(Label.class).getText();
    }

    @Test
    void endInTheExperimentAndCompareTabsShowsTheHorizon(FxRobot robot) throws Exception {
        Investigation inv = Investigation.byId(Investigation.loadAllBundled(Locale.ENGLISH), "what-returns-is-the-number")
                .orElseThrow();
        robot.interact(() -> app.vm.load(new EpisodesLab(inv)));
        EpisodeViewModel vm = openEpisode(robot, "healthy-but-wrong");
        long horizon = vm.episode().experiment().naive().scenario().untilMs();
        String horizonText = String.format(Locale.ROOT, "%.1f s", horizon / 1000.0);
        robot.interact(() -> {
            vm.selectChoice(vm.episode().prediction().choices().get(0).id());
            vm.inputs().quantity().setSkipped(true);
            vm.commit();
        });
        reveal(robot, robot.lookup("#run").query());
        robot.clickOn("#run");
        Await.until("the naive run", () -> EpisodeRuns.shown(vm, "naive"));
        List<TraceEvent> trace = vm.playback().trace();
        assertTrue(trace.get(trace.size() - 1).tMs() < horizon, "the trace is sampled");

        robot.interact(() -> robot.lookup("#end").queryAs(Button.class).fire());
        String shown = readout(robot, "#end");
        assertTrue(shown.contains("t = " + horizonText + " of " + horizonText), shown);
        Slider scrub = robot.lookup("#scrub").queryAs(Slider.class);
        assertEquals(trace.size() + 1, scrub.getMax(), 0);
        assertEquals(scrub.getMax(), scrub.getValue(), 0);

        robot.interact(() -> robot.lookup("#episode-tabs").queryAs(TabPane.class).getSelectionModel().select(1));
        reveal(robot, robot.lookup("#compare-run").query());
        robot.clickOn("#compare-run");
        Await.until("the comparison's two runs", () -> ((EpisodeView) app.view.currentNode()).compareViewModel().readyProperty().get());
        robot.interact(() -> robot.lookup("#compare-end").queryAs(Button.class).fire());
        String compared = readout(robot, "#compare-end");
        assertTrue(compared.contains("t = " + horizonText + " of " + horizonText), compared);
    }
}
