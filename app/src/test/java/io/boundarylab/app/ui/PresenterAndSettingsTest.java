package io.boundarylab.app.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
import java.io.IOException;
import java.nio.file.Path;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;

/** Presenter keys, themes and text scale, saving settings, and a corrupted progress file. */
class PresenterAndSettingsTest extends AppUiTest {
    private Path config;

    /** The saved work's folder, kept so that a test can read what the app wrote there. */
    @Override
    protected Path configDir() throws IOException {
        config = super.configDir();
        return config;
    }

    @Test
    void presenterKeysDriveTheSceneWithoutTheMouse(FxRobot robot) {
        EpisodeViewModel vm = openEpisode(robot, "helper");
        robot.interact(() -> vm.selectChoice("useless-apart"));
        robot.interact(() -> vm.inputs().quantity().setSkipped(true));
        robot.interact(vm::commit);
        robot.clickOn("#presenter");
        assertTrue(app.vm.presenterProperty().get());
        assertTrue(app.scene.getRoot().getStyleClass().contains("presenter"));
        assertTrue(app.scene.getRoot().getStyleClass().contains("theme-high-contrast"), "projector theme");
        assertTrue(app.scene.getRoot().getStyle().contains("24.5px"), app.scene.getRoot().getStyle());
        EpisodeView view = (EpisodeView) app.view.currentNode();
        assertTrue(view.answersHiddenProperty().get(), "answers hidden in presenter mode");

        robot.push(KeyCode.SPACE);
        assertNotNull(vm.runProperty().get(), "Space runs the experiment when it has not run");
        assertTrue(vm.playback().isPlaying());
        robot.push(KeyCode.SPACE);
        assertFalse(vm.playback().isPlaying(), "Space pauses");
        robot.push(KeyCode.RIGHT);
        robot.push(KeyCode.RIGHT);
        assertEquals(2, vm.playback().position());
        robot.push(KeyCode.LEFT);
        assertEquals(1, vm.playback().position());
        // On a projector the narration is its one sentence: the rule line stays off it.
        Label narration = robot.lookup("#narration").queryAs(Label.class);
        assertFalse(vm.lines().narrationRule().get().isEmpty(), "the event has a rule line outside presenter mode");
        Label ruleLine = robot.lookup("#narration-rule").queryAs(Label.class);
        assertFalse(ruleLine.isVisible() || ruleLine.isManaged(), "no rule line on a projector");
        assertFalse(narration.getText().contains("\n") || narration.getText().contains(vm.playback().currentEventProperty().get().rule()),
                narration.getText());
        robot.interact(() -> vm.playback().toEnd());
        assertTrue(vm.revealedProperty().get());
        // Presenter mode shows the stage alone: the cards are one key away.
        assertTrue(robot.lookup("#observation").tryQuery().isEmpty(), "the cards folded while the run plays");
        robot.push(KeyCode.P);
        assertFalse(robot.lookup("#observation").tryQuery().isEmpty(), "P opens the cards");
        assertFalse(robot.lookup("#observation").queryAs(Label.class).getParent().isVisible(), "findings stay hidden");
        AppFixture.screenshot(app.scene.getRoot(), "20-presenter");
        robot.push(KeyCode.A);
        assertFalse(view.answersHiddenProperty().get());
        assertTrue(robot.lookup("#observation").queryAs(Label.class).getParent().isVisible(), "A reveals");
        AppFixture.screenshot(app.scene.getRoot(), "21-presenter-revealed");
        robot.push(KeyCode.M);
        assertEquals("contract", vm.variantProperty().get());
        robot.push(KeyCode.R);
        assertFalse(vm.committedProperty().get(), "R resets the scene");
        assertNull(vm.runProperty().get());
        robot.push(KeyCode.E);
        assertTrue(robot.lookup(".event-log").query().isVisible(), "E opens the events");
        robot.push(KeyCode.E);
        robot.push(KeyCode.C);
        javafx.scene.control.TabPane tabs = robot.lookup("#episode-tabs").queryAs(javafx.scene.control.TabPane.class);
        assertEquals("tab-compare", tabs.getSelectionModel().getSelectedItem().getId(), "C shows the comparison");
        robot.push(KeyCode.C);
        assertEquals("tab-experiment", tabs.getSelectionModel().getSelectedItem().getId(), "and C again the experiment");
        robot.push(KeyCode.F1);
        assertTrue(app.view.shortcutsShown());
        AppFixture.screenshot(app.scene.getRoot(), "22-shortcuts");
        robot.push(KeyCode.F1);
        assertFalse(app.view.shortcutsShown());
        robot.interact(app.vm::togglePresenter);
        assertFalse(app.scene.getRoot().getStyleClass().contains("presenter"));
        robot.interact(() -> { });
        assertTrue(robot.lookup("#narration-rule").queryAs(Label.class).isVisible(), "outside presenter mode the rule line shows");
    }

    @Test
    void anEpisodeCanBeWorkedWithTheKeyboardAlone(FxRobot robot) {
        for (Section s : app.vm.sections()) {
            if (s.kind() == SectionKind.EPISODE && "helper".equals(s.episodeId())) {
                robot.interact(() -> app.vm.open(s.id()));
            }
        }
        EpisodeViewModel vm = ((EpisodeView) app.view.currentNode()).viewModel();
        robot.interact(app.view::focusStart);
        tabUntil(robot, "choice-1");
        robot.push(KeyCode.SPACE);
        assertEquals(robot.lookup("#choice-1").query().getUserData(), vm.choiceProperty().get(), "the focused choice is chosen");
        tabUntil(robot, "quantity-skip");
        robot.push(KeyCode.SPACE);
        tabUntil(robot, "commit");
        robot.push(KeyCode.SPACE);
        assertTrue(vm.committedProperty().get());
        // Committing hands the keyboard to Run.
        assertEquals("run", app.scene.getFocusOwner().getId());
        robot.push(KeyCode.SPACE);
        assertNotNull(vm.runProperty().get());
        robot.interact(() -> vm.playback().pause());
        tabUntil(robot, "step");
        robot.push(KeyCode.SPACE);
        assertEquals(1, vm.playback().position());
        // Resuming on a committed prediction starts the keyboard on Run, so Space runs, not a header button.
        robot.interact(app.view::focusStart);
        assertEquals("run", app.scene.getFocusOwner().getId());
    }

    /** Presses Tab until the control with this id has the focus; every stop on the way must be showing. */
    private void tabUntil(FxRobot robot, String id) {
        for (int i = 0; i < 80; i++) {
            javafx.scene.Node owner = app.scene.getFocusOwner();
            if (owner != null && id.equals(owner.getId())) {
                return;
            }
            if (owner != null) {
                assertTrue(owner.isVisible() && owner.getScene() != null, "focus on a hidden node: " + owner);
            }
            robot.push(KeyCode.TAB);
        }
        throw new AssertionError("Tab never reached #" + id + "; last focus " + app.scene.getFocusOwner());
    }

    @Test
    void themeAndTextScaleApplyAndAreSaved(FxRobot robot) throws Exception {
        robot.interact(() -> menuItem(robot, "theme-dark").fire());
        assertTrue(app.scene.getRoot().getStyleClass().contains("theme-dark"));
        robot.interact(() -> app.vm.open("contract"));
        AppFixture.screenshot(app.scene.getRoot(), "30-dark-contract");
        robot.interact(() -> menuItem(robot, "theme-high-contrast").fire());
        assertTrue(app.scene.getRoot().getStyleClass().contains("theme-high-contrast"));
        assertTrue(app.scene.getStylesheets().stream().anyMatch(s -> s.endsWith("high-contrast.css")));
        @SuppressWarnings("unchecked")
        ComboBox<Integer> scale = robot.lookup("#text-scale").queryAs(ComboBox.class);
        robot.interact(() -> scale.setValue(150));
        openEpisode(robot, "startup-order");
        // The panels are arranged once the episode is laid out at its width, at a layout pulse.
        Await.until("the cards over the stage at 150 % type", () -> ((EpisodeView) app.view.currentNode()).currentLayout() == EpisodeView.Layout.OVER_THE_STAGE);
        AppFixture.screenshot(app.scene.getRoot(), "32-high-contrast-150");
        robot.interact(() -> scale.setValue(200));
        assertTrue(app.scene.getRoot().getStyle().contains("28.0px"), app.scene.getRoot().getStyle());
        EpisodeViewModel vm = openEpisode(robot, "identity");
        EpisodeView view = (EpisodeView) app.view.currentNode();
        Await.until("the cards over the stage at 200 % type", () -> view.currentLayout() == EpisodeView.Layout.OVER_THE_STAGE);
        assertFalse(robot.lookup("#outline").query().getParent().isVisible(), "the largest type folds the outline away");
        assertFalse(robot.lookup("#outline-toggle").queryAs(javafx.scene.control.ToggleButton.class).isSelected(),
                "and the Outline button says so");
        AppFixture.screenshot(app.scene.getRoot(), "31-high-contrast-200");
        robot.interact(() -> ((javafx.scene.control.CheckMenuItem) menuItem(robot, "menu-reduced-motion")).setSelected(true));
        assertTrue(app.vm.settingsProperty().get().reducedMotion());
        assertTrue(app.scene.getRoot().getStyleClass().contains("reduced-motion"));
        // Reduced motion: a fresh run waits for Play, and the cluster view does not fade.
        robot.interact(() -> vm.selectChoice(vm.episode().prediction().choices().get(0).id()));
        robot.interact(() -> vm.inputs().quantity().setSkipped(true));
        robot.interact(vm::commit);
        robot.interact(vm::run);
        Await.until("the naive run", () -> EpisodeRuns.shown(vm, "naive"));
        assertFalse(vm.playback().isPlaying(), "no motion unless asked");
        assertFalse(robot.lookup("#cluster-view").queryAs(io.boundarylab.app.cluster.ClusterView.class).isAnimated());
        // Settings are written off the FX thread: wait until the file has the last of them.
        String saved = Await.until("the settings saved with high contrast and 200 %", () -> Files.readString(config.resolve(SaveStore.SETTINGS)),
                s -> s.contains("\"high-contrast\"") && s.contains("200"));
        assertEquals("high-contrast", new SaveStore(config).loadSettings().theme());
        // The run under reduced motion is loaded whole, and waits at its start for Play.
        assertEquals(vm.runProperty().get().trace().size(), vm.playback().sizeProperty().get());
        assertEquals(0, vm.playback().position(), "a fresh run under reduced motion waits at its start");
        robot.interact(() -> {
            menuItem(robot, "theme-light").fire();
            scale.setValue(100);
            app.vm.setReducedMotion(false);
        });
    }

    /** An item of the menu bar's menus or their submenus, by id. */
    private static javafx.scene.control.MenuItem menuItem(FxRobot robot, String id) {
        javafx.scene.control.MenuBar bar = robot.lookup(".menu-bar").queryAs(javafx.scene.control.MenuBar.class);
        java.util.Deque<javafx.scene.control.MenuItem> todo = new java.util.ArrayDeque<>(bar.getMenus());
        while (!todo.isEmpty()) {
            javafx.scene.control.MenuItem item = todo.pop();
            if (id.equals(item.getId())) {
                return item;
            }
            if (item instanceof javafx.scene.control.Menu m) {
                todo.addAll(m.getItems());
            }
        }
        throw new AssertionError("no menu item " + id);
    }

    @Test
    void aCorruptedProgressFileIsSetAsideAndTheLearnerIsTold(FxRobot robot) throws Exception {
        robot.interact(() -> app = AppFixture.start(new Stage(), prepareCorrupt(), lab));
        assertFalse(app.vm.notices().isEmpty());
        assertTrue(app.vm.notices().get(0).contains(".bad-1"), app.vm.notices().get(0));
        assertTrue(Files.exists(app.configDir.resolve("progress.json.bad-1")));
        assertNotNull(app.vm.currentProperty().get(), "the app still starts");
        Label notice = robot.from(app.view).lookup("#notice").queryAs(Label.class);
        assertTrue(notice.getText().contains("could not be read"), notice.getText());
        AppFixture.screenshot(app.scene.getRoot(), "40-corrupt-notice");
        robot.interact(() -> app.vm.open(2));
        // Progress is written off the FX thread.
        Await.until("a fresh progress file written again", () -> Files.readString(app.configDir.resolve(SaveStore.PROGRESS)),
                s -> s.contains("\"current\""));
    }

    private Path prepareCorrupt() {
        try {
            Path dir = Files.createTempDirectory(root, "corrupt");
            Files.writeString(dir.resolve(SaveStore.PROGRESS), "{\"current\": \"contract\", \"visited\": [");
            return dir;
        } catch (java.io.IOException e) {
            throw new IllegalStateException(e);
        }
    }
}
