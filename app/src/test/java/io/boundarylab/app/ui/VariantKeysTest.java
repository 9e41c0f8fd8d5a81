package io.boundarylab.app.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boundarylab.app.episode.EpisodeViewModel;
import io.boundarylab.app.support.AppUiTest;
import io.boundarylab.app.support.Await;
import io.boundarylab.app.support.EpisodeRuns;
import io.boundarylab.app.support.Keyboard;
import io.boundarylab.app.support.Pulses;
import io.boundarylab.episodes.content.Experiment;
import io.boundarylab.episodes.content.Variant;
import javafx.scene.Node;
import javafx.scene.control.ToggleButton;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;

/**
 * The run switch from the keyboard, as a presenter drives a demo: the arrow keys move the highlight
 * from one run to the next, and the highlighted run is the one the card says is selected and the one
 * Space runs; while it runs and after, the keyboard stays on the experiment (Run, or the transport's
 * Play), where Space plays it, never on the header's Next.
 */
class VariantKeysTest extends AppUiTest {

    @AfterEach
    void notPresenting() throws Exception {
        Pulses.run(app.scene, () -> app.vm.setPresenter(false));
        EveryScreenWalk.windowBackTo1440();
    }

    @Test
    void theArrowsChooseTheRunThatSpaceRunsAndTheKeyboardStaysOnTheExperiment(FxRobot robot) {
        EpisodeViewModel vm = openEpisode(robot, "helper");
        Pulses.run(app.scene, () -> {
            // Presenter mode, in a window (here the screen is the window): Space plays or runs wherever the focus is.
            app.vm.setPresenter(true);
            ((javafx.stage.Stage) app.scene.getWindow()).setFullScreen(false);
            vm.setAutoplay(false);
            vm.selectChoice(vm.episode().prediction().choices().get(0).id());
            vm.inputs().quantity().setSkipped(true);
            vm.commit();
        });
        // In presenter mode the cards are one key away: opened, as the presenter opens them.
        Pulses.run(app.scene, ((io.boundarylab.app.episode.EpisodeView) app.view.currentNode())::toggleCards);
        Variant contract = vm.episode().experiment().variant(Experiment.CONTRACT).orElseThrow();
        Keyboard keys = new Keyboard(robot, app.scene);
        reveal(robot, app.scene.lookup("#mode-naive"));
        keys.focus("mode-naive");
        assertEquals(Experiment.NAIVE, vm.variantProperty().get(), "the separate run is chosen first");

        keys.key(KeyCode.DOWN);
        ToggleButton contractToggle = (ToggleButton) app.scene.lookup("#mode-contract");
        Await.until("the highlight on the next run", contractToggle::isFocused);
        assertTrue(contractToggle.isSelected(), "the run the arrow moved to is highlighted");
        assertEquals(Experiment.CONTRACT, vm.variantProperty().get(), "and chosen");
        assertTrue(vm.lines().mode().get().contains(contract.label()), "the card names it: " + vm.lines().mode().get());
        assertTrue(!((ToggleButton) app.scene.lookup("#mode-naive")).isSelected(), "one run highlighted at a time");

        // Space on the highlighted run: the presenter's key runs the experiment.
        keys.key(KeyCode.SPACE);
        Await.until("the contract run", () -> EpisodeRuns.shown(vm, Experiment.CONTRACT));
        Pulses.settle(app.scene);
        assertEquals(Experiment.CONTRACT, vm.runProperty().get().variantId(), "Run ran the highlighted run");
        Node focused = Pulses.onFx(app.scene::getFocusOwner);
        String id = focused == null ? null : focused.getId();
        assertTrue("run".equals(id) || "play".equals(id), "the keyboard stays on the experiment after the run, on " + focused);

        // The arrow back: the separate run again, highlighted, named and run.
        keys.focus("mode-contract");
        keys.key(KeyCode.UP);
        Await.until("the separate run chosen", () -> Experiment.NAIVE.equals(vm.variantProperty().get()));
        assertTrue(((ToggleButton) app.scene.lookup("#mode-naive")).isSelected());
        assertTrue(!contractToggle.isSelected());
    }
}
