package io.boundarylab.app.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.boundarylab.app.episode.EpisodeView;
import io.boundarylab.app.episode.EpisodeViewModel;
import io.boundarylab.app.support.AppUiTest;
import io.boundarylab.app.support.Await;
import io.boundarylab.app.support.EpisodeRuns;
import io.boundarylab.episodes.content.Section;
import io.boundarylab.episodes.content.SectionKind;
import javafx.scene.control.Label;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;

/** The outline's "% explored" and the start page's row for the same investigation say one number. */
class ExploredAgreesTest extends AppUiTest {
    private static final String ID_017 = "node-execution-principles";

    @Test
    void stoppedInsideAnEpisodeTheOutlineAndTheStartPageAgree(FxRobot robot) throws Exception {
        // The learner reads the first two pages, then stops inside Episode 01 after a prediction and its naive run.
        robot.interact(() -> app.vm.open(1));
        int ep = -1;
        for (int i = 0; i < app.vm.sections().size(); i++) {
            Section s = app.vm.sections().get(i);
            if (ep < 0 && s.kind() == SectionKind.EPISODE) {
                ep = i;
            }
        }
        int index = ep;
        robot.interact(() -> app.vm.open(index));
        EpisodeViewModel vm = ((EpisodeView) app.view.currentNode()).viewModel();
        robot.interact(() -> {
            vm.selectChoice(vm.episode().prediction().choices().get(0).id());
            vm.inputs().quantity().setSkipped(true);
            vm.commit();
            vm.run();
        });
        Await.until("the naive run", () -> EpisodeRuns.shown(vm, "naive"));
        robot.interact(() -> vm.playback().toEnd());
        // The episode the learner is in counts once both its runs are done, and only its naive run is;
        // the pages read count for nothing.
        assertEquals("0 % explored",
                robot.lookup(".outline-progress .label").queryAs(Label.class).getText());
        String outline = robot.lookup(".outline-progress .label").queryAs(Label.class).getText();

        robot.push(KeyCode.SHORTCUT, KeyCode.SHIFT, KeyCode.O);
        Await.until("the start page's row for 017", () -> !robot.lookup("#start-progress-" + ID_017).queryAll().isEmpty());
        String row = robot.lookup("#start-progress-" + ID_017).queryAs(Label.class).getText();
        assertEquals(outline, row.substring(0, row.indexOf(" \u00b7")), "outline «" + outline + "», start page «" + row + "»");
    }

    @Test
    void pagingAloneExploresNothingAndBothRunsCount(FxRobot robot) {
        // Through every section with Next and back with Previous, as Page Down and Page Up do.
        int n = app.vm.sections().size();
        for (int i = 0; i < n; i++) {
            robot.interact(app.vm::next);
        }
        for (int i = 0; i < n; i++) {
            robot.interact(app.vm::previous);
        }
        assertEquals("0 % explored", robot.lookup(".outline-progress .label").queryAs(Label.class).getText());
        // Both runs of one episode: that episode, and only it, counts.
        long episodes = app.vm.sections().stream().filter(s -> s.kind() == SectionKind.EPISODE).count();
        EpisodeViewModel vm = openEpisode(robot, "helper");
        robot.interact(() -> {
            vm.setAutoplay(false);
            vm.selectChoice(vm.episode().prediction().choices().get(0).id());
            vm.inputs().quantity().setSkipped(true);
            vm.commit();
            vm.run();
        });
        Await.until("the naive run", () -> EpisodeRuns.shown(vm, "naive"));
        robot.interact(() -> {
            vm.playback().toEnd();
            vm.selectVariant(io.boundarylab.episodes.content.Experiment.CONTRACT);
            vm.run();
        });
        Await.until("the contract run", () -> EpisodeRuns.shown(vm, "contract"));
        robot.interact(() -> vm.playback().toEnd());
        assertEquals(Math.round(100.0 / episodes) + " % explored",
                robot.lookup(".outline-progress .label").queryAs(Label.class).getText());
    }
}
