package io.boundarylab.app.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boundarylab.app.compare.CompareViewModel;
import io.boundarylab.app.episode.EpisodeView;
import io.boundarylab.app.episode.EpisodeViewModel;
import io.boundarylab.app.save.SaveStore;
import io.boundarylab.app.support.AppFixture;
import io.boundarylab.app.support.AppUiTest;
import io.boundarylab.app.support.Await;
import io.boundarylab.app.support.EpisodeRuns;
import io.boundarylab.episodes.content.Section;
import io.boundarylab.episodes.content.SectionKind;
import java.nio.file.Files;
import java.nio.file.Path;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.Slider;
import javafx.scene.control.TabPane;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;

/** A learner's path: outline, pages, one episode end to end, compare, and resuming later. */
class LearnerPathTest extends AppUiTest {

    /** One folder for the whole class, fresh progress each test: resuming is what this test is about. */
    @Override
    protected Path configDir() throws java.io.IOException {
        Files.deleteIfExists(root.resolve(SaveStore.PROGRESS));
        return root;
    }

    private int indexOfEpisode(String id) {
        for (int i = 0; i < app.vm.sections().size(); i++) {
            Section s = app.vm.sections().get(i);
            if (s.kind() == SectionKind.EPISODE && id.equals(s.episodeId())) {
                return i;
            }
        }
        throw new AssertionError("no episode " + id);
    }

    @Test
    void outlineAndNextPreviousWalkThroughThePages(FxRobot robot) {
        ListView<?> outline = robot.lookup("#outline").queryAs(ListView.class);
        assertEquals(lab.course().sections().size(), outline.getItems().size());
        assertEquals(0, app.vm.indexProperty().get());
        AppFixture.screenshot(app.scene.getRoot(), "01-opening");
        robot.clickOn("#nav-next");
        assertEquals(1, app.vm.indexProperty().get());
        assertEquals(lab.course().sections().get(1).title(), robot.lookup("#page-title").queryAs(Label.class).getText());
        AppFixture.screenshot(app.scene.getRoot(), "02-prologue");
        robot.clickOn("#nav-previous");
        assertEquals(0, app.vm.indexProperty().get());
        for (String id : new String[] {"naive-architecture", "almost-worked", "contract", "ledger", "sources"}) {
            robot.interact(() -> app.vm.open(id));
            assertEquals(id, app.vm.currentProperty().get().id());
            AppFixture.screenshot(app.scene.getRoot(), "03-page-" + id);
        }
        assertTrue(app.vm.progressProperty().get().visited().contains("contract"));
        // The contract table links each guarantee to the episode that earned it.
        robot.interact(() -> app.vm.open("contract"));
        robot.interact(() -> robot.lookup("#earned-atomicPlacement").queryAs(javafx.scene.control.Hyperlink.class).fire());
        assertEquals("helper", app.vm.currentProperty().get().episodeId());
    }

    @Test
    void anEpisodeFromPredictionToFindings(FxRobot robot) {
        int ep = indexOfEpisode("helper");
        robot.interact(() -> outlineSelect(robot, ep));
        assertEquals(ep, app.vm.indexProperty().get());
        EpisodeView view = (EpisodeView) app.view.currentNode();
        EpisodeViewModel vm = view.viewModel();
        // The panels are arranged once the view is laid out at its width, at a layout pulse.
        Await.until("the cards beside the stage, as 1440 px at 100 % shows", () -> view.currentLayout() == EpisodeView.Layout.BESIDE_THE_STAGE);
        AppFixture.screenshot(app.scene.getRoot(), "10-episode-before");

        Button run = robot.lookup("#run").queryButton();
        assertTrue(run.isDisabled(), "no run before a prediction");
        robot.clickOn("#choice-1");
        robot.clickOn("#reason").write("the log is on another node");
        // The number field pushes Commit below the fold here; QuantityPredictionTest scrolls and clicks them.
        robot.interact(() -> vm.inputs().quantity().setSkipped(true));
        robot.interact(() -> robot.lookup("#commit").queryButton().fire());
        assertTrue(vm.committedProperty().get());
        assertFalse(run.isDisabled());
        assertTrue(app.vm.progressProperty().get().predictions().containsKey("helper"), "prediction saved");

        reveal(robot, robot.lookup("#run").query());
        robot.clickOn("#run");
        Await.until("the naive run", () -> EpisodeRuns.shown(vm, "naive"));
        assertTrue(vm.playback().isPlaying());
        Button step = robot.lookup("#step").queryButton();
        assertTrue(step.isDisabled(), "step only while paused");
        robot.interact(() -> {
            for (int i = 0; i < 30; i++) {
                vm.playback().tick(100_000_000L);
            }
        });
        int afterPlaying = vm.playback().position();
        assertTrue(afterPlaying > 0);
        robot.clickOn("#play");
        assertFalse(vm.playback().isPlaying());
        assertFalse(step.isDisabled());
        robot.clickOn("#step");
        assertEquals(afterPlaying + 1, vm.playback().position());
        String narration = robot.lookup("#narration").queryAs(Label.class).getText();
        assertEquals(vm.narrator().apply(vm.playback().currentEventProperty().get()), narration);
        // The rule under the sentence: in full the first time it acts in the run, by name after that;
        // the sentence itself never carries it.
        Label rule = robot.lookup("#narration-rule").queryAs(Label.class);
        robot.interact(() -> vm.playback().seek(1));
        String firstRule = vm.playback().currentEventProperty().get().rule();
        assertEquals("Because " + firstRule + ".", rule.getText());
        assertFalse(robot.lookup("#narration").queryAs(Label.class).getText().contains(firstRule));
        robot.interact(() -> vm.playback().seek(2));
        assertEquals(firstRule, vm.playback().currentEventProperty().get().rule(), "the helper naive run places both by the same rule");
        assertTrue(rule.getText().startsWith("Same rule as at #1: "), rule.getText());
        assertTrue(rule.getText().length() < firstRule.length(), rule.getText());
        robot.interact(() -> vm.playback().seek(afterPlaying + 1));
        robot.clickOn("#back");
        assertEquals(afterPlaying, vm.playback().position());
        AppFixture.screenshot(app.scene.getRoot(), "11-episode-playing");

        // Scrub to the middle, as a learner dragging the slider.
        Slider scrub = robot.lookup("#scrub").queryAs(Slider.class);
        robot.interact(() -> scrub.setValue(vm.playback().trace().size() / 2.0));
        assertEquals(Math.round(vm.playback().trace().size() / 2.0), vm.playback().position(), 1);

        // Select an event: its rule is the "why".
        ListView<?> events = robot.lookup("#events").queryAs(ListView.class);
        robot.interact(() -> events.getSelectionModel().select(0));
        String why = robot.lookup("#why").queryAs(Label.class).getText();
        assertEquals(vm.playback().trace().get(0).rule(), why);

        robot.clickOn("#end");
        assertTrue(vm.revealedProperty().get());
        assertTrue(robot.lookup("#observation").queryAs(Label.class).isVisible());
        assertTrue(robot.lookup("#claims").queryAs(javafx.scene.layout.VBox.class).getChildren().size() > 0);
        assertTrue(app.vm.progressProperty().get().completed().contains("helper/naive"));
        AppFixture.screenshot(app.scene.getRoot(), "12-episode-findings");

        // Outside presenter mode a stray R does not reset the learner's work; the mode switch is a button.
        robot.interact(() -> app.view.requestFocus());
        robot.push(KeyCode.R);
        assertTrue(vm.committedProperty().get());
        robot.interact(() -> robot.lookup("#mode-contract").queryAs(javafx.scene.control.ToggleButton.class).fire());
        assertEquals("contract", vm.variantProperty().get());
        // Run is in the left column, which scrolls: bring it into view first, as a learner would.
        reveal(robot, robot.lookup("#run").query());
        robot.clickOn("#run");
        Await.until("the contract run", () -> EpisodeRuns.shown(vm, "contract"));
        robot.interact(() -> vm.playback().toEnd());
        assertTrue(app.vm.progressProperty().get().completed().contains("helper/contract"));

        // Compare: both on one clock, the first divergence marked.
        TabPane tabs = robot.lookup("#episode-tabs").queryAs(TabPane.class);
        robot.interact(() -> tabs.getSelectionModel().select(1));
        CompareViewModel cvm = view.compareViewModel();
        robot.clickOn("#compare-run");
        Await.until("the comparison's two runs", () -> cvm.readyProperty().get());
        assertTrue(cvm.divergencePositionProperty().get() > 0, cvm.divergenceProperty().get());
        robot.clickOn("#compare-jump");
        assertEquals(cvm.divergencePositionProperty().get(), cvm.playback().position());
        assertTrue(cvm.pastDivergenceProperty().get());
        robot.interact(() -> robot.lookup("#compare-scrub").queryAs(Slider.class).setValue(cvm.playback().trace().size()));
        assertEquals(cvm.playback().trace().size(), cvm.playback().position());
        AppFixture.screenshot(app.scene.getRoot(), "13-compare");

        robot.interact(() -> tabs.getSelectionModel().select(2));
        assertTrue(robot.lookup("#kernel-panel").query().isVisible());
        AppFixture.screenshot(app.scene.getRoot(), "15-real-kernel");
        robot.interact(() -> tabs.getSelectionModel().select(3));
        AppFixture.screenshot(app.scene.getRoot(), "14-transcript");
    }

    @Test
    void progressIsSavedAndResumedWhereTheLearnerLeftOff(FxRobot robot) throws Exception {
        robot.interact(() -> app.vm.open("contract"));
        // Saved off the FX thread: wait until the file says where the learner is.
        Await.until("the progress saved at the contract page", () -> new SaveStore(root).loadProgress().current(), "contract"::equals);
        // A second window on the same saved work opens where the first left off.
        robot.interact(() -> {
            AppFixture again = AppFixture.start(new Stage(), root, lab);
            assertEquals("contract", again.vm.currentProperty().get().id());
        });
    }

    private void outlineSelect(FxRobot robot, int index) {
        ListView<?> outline = robot.lookup("#outline").queryAs(ListView.class);
        outline.getSelectionModel().select(index);
    }
}
