package io.boundarylab.app.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boundarylab.app.playground.PlaygroundViewModel;
import io.boundarylab.app.save.SaveStore;
import io.boundarylab.app.support.AppUiTest;
import io.boundarylab.app.support.Await;
import io.boundarylab.app.support.OpenPlayground;
import io.boundarylab.engine.scenario.PodSpec;
import io.boundarylab.engine.scenario.ScenarioReader;
import io.boundarylab.engine.scenario.Step;
import io.boundarylab.episodes.playground.PlaygroundRun;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.ButtonBase;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextInputControl;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/**
 * A learner's walk through the playground: from blank, a pod with a helper that ships the app's log,
 * a prediction with a number, both runs and the verdict, the experiment saved, and opened again
 * through File → Load a content folder.
 */
class PlaygroundWalkTest extends AppUiTest {
    private Scene scene;

    @AfterEach
    void close(FxRobot robot) {
        if (scene != null) {
            robot.interact(() -> scene.getWindow().hide());
        }
    }

    @Test
    void fromBlankToASavedExperimentThatOpensAgain(FxRobot robot) throws Exception {
        PlaygroundViewModel vm = openPlayground(robot);
        assertEquals(1, vm.scenario().pods().size(), "blank: one pod");
        assertEquals(1, vm.pod().allContainers().size(), "blank: one container");

        // A volume, a second container that mounts it and ships what is under it.
        type(robot, "pg-volume-name", "logs");
        fire(robot, "pg-volume-add");
        fire(robot, "pg-container-add-app");
        Await.until("the new container selected", () -> vm.selectedContainerProperty().get() == 1);
        String helper = vm.pod().allContainers().get(1).name();
        type(robot, "pg-mount-path", "/logs");
        fire(robot, "pg-mount-add");
        choose(robot, "pg-step-kind", "SHIP");
        type(robot, "pg-step-text", "/logs");
        fire(robot, "pg-step-add");
        // The app writes its log into the same volume.
        robot.interact(() -> vm.selectedContainerProperty().set(0));
        WaitForAsyncUtils.waitForFxEvents();
        type(robot, "pg-mount-path", "/var/log/app");
        fire(robot, "pg-mount-add");
        choose(robot, "pg-step-kind", "WRITE");
        type(robot, "pg-step-text", "/var/log/app/access.log");
        type(robot, "pg-step-first", "1");
        fire(robot, "pg-step-add");

        PodSpec pod = vm.pod();
        assertEquals(2, pod.containers().size());
        assertTrue(pod.containers().get(1).steps().contains(new Step.Ship("/logs")), pod.toString());
        assertTrue(pod.containers().get(0).steps().contains(new Step.Write("/var/log/app/access.log", 1000L)), pod.toString());
        TextArea yaml = (TextArea) scene.lookup("#pg-yaml");
        io.boundarylab.app.support.AppFixture.screenshot(scene.getRoot(), "playground-design");
        // Tab leaves the YAML as it leaves every other control, and types nothing into it.
        String typed = yaml.getText();
        robot.interact(yaml::requestFocus);
        robot.type(javafx.scene.input.KeyCode.TAB);
        WaitForAsyncUtils.waitForFxEvents();
        assertFalse(yaml.isFocused(), "Tab moved on from the YAML");
        assertEquals(typed, yaml.getText());
        assertEquals(vm.scenario(), ScenarioReader.parse(yaml.getText(), "playground.yaml"), "the YAML shown is the form's scenario");

        // A typing slip in the YAML: located, the scenario kept, undone.
        String good = yaml.getText();
        robot.interact(() -> yaml.setText(good + "bogus: [\n"));
        Label error = (Label) scene.lookup("#pg-yaml-error");
        assertTrue(error.isVisible() && error.getText().startsWith("Line "), error.getText());
        assertEquals(pod, vm.pod());
        fire(robot, "pg-yaml-revert");
        assertEquals(good, yaml.getText());

        // Predict: a claim from the menu and its opposite, the first the answer, and a number.
        robot.interact(() -> ((javafx.scene.control.TabPane) scene.lookup("#pg-tabs")).getSelectionModel().select(1));
        WaitForAsyncUtils.waitForFxEvents();
        type(robot, "pg-question", "Does the helper ship the app's log?");
        for (int c = 1; c <= 2; c++) {
            choose(robot, "pg-choice-" + c + "-variant", "contract");
            choose(robot, "pg-choice-" + c + "-pod", pod.name());
            choose(robot, "pg-choice-" + c + "-container", helper);
            type(robot, "pg-choice-" + c + "-at-least", "1");
        }
        robot.interact(() -> ((CheckBox) scene.lookup("#pg-choice-2-not")).setSelected(true));
        robot.interact(() -> ((CheckBox) scene.lookup("#pg-number-on")).setSelected(true));
        type(robot, "pg-number-question", "How many lines does the helper ship?");
        type(robot, "pg-number-pod", pod.name());
        type(robot, "pg-number-container", helper);
        type(robot, "pg-number-tolerance", "10");
        type(robot, "pg-number-value", "30");
        fire(robot, "pg-predict");
        assertEquals("", ((Label) scene.lookup("#pg-predict-problem")).getText());
        assertNotNull(vm.prediction());
        assertNotNull(vm.prediction().quantity());

        fire(robot, "pg-run");
        Await.until(Duration.ofSeconds(60), "both runs", () -> vm.resultProperty().get() != null);
        WaitForAsyncUtils.waitForFxEvents();
        Label verdict = (Label) scene.lookup("#pg-verdict");
        assertFalse(vm.verdict().isEmpty());
        // The one judge's verdict heads its sentences (both runs are done, so it is decided).
        String[] shown = verdict.getText().split("\n", 2);
        assertTrue(java.util.List.of("\u2713 Right", "\u25d1 Partly right", "\u2717 Wrong").contains(shown[0]), shown[0]);
        assertEquals(String.join("\n", vm.verdict()), shown[1]);
        assertTrue(verdict.getText().contains("#"), "the verdict names the event: " + verdict.getText());
        io.boundarylab.app.support.AppFixture.screenshot(scene.getRoot(), "playground-run");
        // Both runs drawn, each on a stage, over one transport bar.
        assertTrue(scene.lookup("#pg-naive-stage") instanceof io.boundarylab.app.stage.ExperimentStage);
        assertTrue(scene.lookup("#pg-contract-stage") instanceof io.boundarylab.app.stage.ExperimentStage);

        // Saved as a content folder, and opened again as File → Load a content folder does.
        Path dir = Files.createTempDirectory(root, "playground").resolve("mine");
        Path[] saved = {null};
        robot.interact(() -> vm.save(dir, d -> saved[0] = d));
        Await.until("the experiment saved, or a problem said", () -> saved[0] != null || !vm.messageProperty().get().isEmpty());
        assertEquals("", vm.messageProperty().get(), "the save's problem");
        assertTrue(Files.isDirectory(dir));
        robot.interact(() -> this.app.view.loadContent(dir));
        // Read off the FX thread; what was seen last, if it does not open, is the notices, which say why.
        Await.until("the saved folder open", () -> this.app.vm.notices(),
                notices -> this.app.vm.course() != null && this.app.vm.course().episode(PlaygroundRun.EPISODE_ID).isPresent());
        assertTrue(this.app.vm.course().episode(PlaygroundRun.EPISODE_ID).orElseThrow().prediction().choices().size() == 2);
    }

    @Test
    void tryYourOwnVersionStartsFromTheEpisodesRuns(FxRobot robot) throws Exception {
        io.boundarylab.episodes.content.Episode second = this.app.vm.course().episodes().get(1);
        openEpisode(robot, second.id());
        OpenPlayground opened = OpenPlayground.after(robot, () -> ((ButtonBase) this.app.scene.lookup("#try-own-version")).fire());
        scene = opened.scene();
        PlaygroundViewModel vm = opened.vm();
        io.boundarylab.episodes.content.Variant first = second.experiment().variants().get(0);
        assertEquals(first.scenario().pods(), vm.scenario().pods(), "the playground starts from the episode's first run");
        assertEquals(first.scenario().platform(), vm.scenario().platform());
        assertEquals(second.experiment().guarantee(), vm.guarantee(), "the runs differ in the episode's guarantee");
    }

    @Test
    void workInProgressComesBackWhenThePlaygroundOpensAgain(FxRobot robot) throws Exception {
        PlaygroundViewModel vm = openPlayground(robot);
        type(robot, "pg-volume-name", "data");
        type(robot, "pg-volume-hostpath", "/var/data");
        fire(robot, "pg-volume-add");
        type(robot, "pg-cpu-request", "250m");
        enter(robot, "pg-cpu-request");
        Await.until("the CPU request taken", () -> Long.valueOf(250).equals(vm.pod().containers().get(0).requests().cpuMilli()));
        String text = vm.yamlProperty().get();
        Path draft = app.vm.store().folder().resolve(SaveStore.PLAYGROUND);
        robot.interact(() -> scene.getWindow().hide());
        // Written as it changed, off the FX thread: wait for the last change to be on disk.
        Await.until("the draft on disk with the CPU request", () -> Files.isRegularFile(draft) && Files.readString(draft).contains("250m"));

        PlaygroundViewModel again = openPlayground(robot);
        assertEquals(text, again.yamlProperty().get(), "the text as it was left");
        assertEquals("/var/data", again.pod().volumes().get(0).hostPath());
        assertEquals(250L, again.pod().containers().get(0).requests().cpuMilli());
    }

    @Test
    void aDamagedDraftIsSetAsideAndTheLearnerToldWhere(FxRobot robot) throws Exception {
        Path draft = app.vm.store().folder().resolve(SaveStore.PLAYGROUND);
        Files.createDirectories(draft.getParent());
        Files.writeString(draft, "{\"yaml\": \"scenario: x\\n\", \"guarantee\": [tru");
        PlaygroundViewModel vm = openPlayground(robot);
        assertEquals(1, vm.scenario().pods().size(), "the playground starts from its first start");
        Label notice = (Label) scene.lookup("#pg-notice");
        assertTrue(notice.isVisible(), "told in the playground");
        assertTrue(notice.getText().contains(SaveStore.PLAYGROUND + ".bad-1"), notice.getText());
        assertTrue(app.vm.notices().contains(notice.getText()), "and in the notice bar: " + app.vm.notices());
        assertTrue(Files.isRegularFile(draft.resolveSibling(SaveStore.PLAYGROUND + ".bad-1")), "nothing of it lost");
    }

    private PlaygroundViewModel openPlayground(FxRobot robot) throws Exception {
        OpenPlayground opened = OpenPlayground.fromMenu(robot, app);
        scene = opened.scene();
        return opened.vm();
    }

    /** Enter in a text field: the form takes its value. */
    private void enter(FxRobot robot, String id) {
        robot.interact(() -> ((javafx.scene.control.TextField) scene.lookup("#" + id)).fireEvent(new javafx.event.ActionEvent()));
        WaitForAsyncUtils.waitForFxEvents();
    }

    private void type(FxRobot robot, String id, String text) {
        robot.interact(() -> {
            TextInputControl f = (TextInputControl) scene.lookup("#" + id);
            assertNotNull(f, id);
            f.setText(text);
        });
        WaitForAsyncUtils.waitForFxEvents();
    }

    private void fire(FxRobot robot, String id) {
        robot.interact(() -> {
            Node n = scene.lookup("#" + id);
            assertNotNull(n, id);
            assertFalse(n.isDisabled(), id + " is enabled");
            ((ButtonBase) n).fire();
        });
        WaitForAsyncUtils.waitForFxEvents();
    }

    @SuppressWarnings("unchecked")
    private void choose(FxRobot robot, String id, String item) {
        robot.interact(() -> {
            ComboBox<Object> c = (ComboBox<Object>) scene.lookup("#" + id);
            assertNotNull(c, id);
            Object found = c.getItems().stream().filter(i -> String.valueOf(i).equals(item)).findFirst().orElseThrow();
            c.setValue(found);
        });
        WaitForAsyncUtils.waitForFxEvents();
    }
}
