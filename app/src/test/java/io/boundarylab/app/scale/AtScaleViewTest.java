package io.boundarylab.app.scale;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boundarylab.app.export.Snapshots;
import io.boundarylab.app.theme.Appearance;
import io.boundarylab.app.theme.ThemeChoice;
import io.boundarylab.app.support.Await;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** The at-scale window as a presenter uses it: opened from the app's window, played, sought, by mouse and keys. */
@ExtendWith(ApplicationExtension.class)
class AtScaleViewTest {
    private final List<Throwable> uncaught = new CopyOnWriteArrayList<>();
    private Thread.UncaughtExceptionHandler previousDefault;
    private Thread.UncaughtExceptionHandler previousFx;
    private Stage owner;
    private Stage window;
    private AtScaleView view;

    @Start
    void start(Stage stage) {
        owner = stage;
        stage.setScene(new Scene(new javafx.scene.layout.StackPane(), 400, 300));
        stage.show();
    }

    @BeforeEach
    void catchUncaught(FxRobot robot) {
        previousDefault = Thread.getDefaultUncaughtExceptionHandler();
        Thread.setDefaultUncaughtExceptionHandler((t, e) -> uncaught.add(e));
        robot.interact(() -> {
            previousFx = Thread.currentThread().getUncaughtExceptionHandler();
            Thread.currentThread().setUncaughtExceptionHandler((t, e) -> uncaught.add(e));
        });
    }

    @AfterEach
    void close(FxRobot robot) {
        robot.interact(() -> {
            if (window != null) {
                window.close();
            }
            Thread.currentThread().setUncaughtExceptionHandler(previousFx);
        });
        Thread.setDefaultUncaughtExceptionHandler(previousDefault);
    }

    /** Whether a window's at-scale view has computed its demo and shows a frame. */
    private static boolean demoComputed(Stage w) {
        AtScaleViewModel vm = ((AtScaleView) w.getScene().getRoot()).viewModel();
        return vm.engineDoneProperty().get() && vm.frame() != null;
    }

    private String text(FxRobot robot, String id) {
        return robot.lookup(id).queryAs(Label.class).getText();
    }

    @Test
    void opensFromTheAppWindowAndPlaysTheDemoWithoutUncaughtExceptions(FxRobot robot) throws Exception {
        robot.interact(() -> window = AtScaleWindow.open(owner));
        // The demo is computed on the window's worker thread.
        Await.until(Duration.ofSeconds(60), "the demo computed", () -> demoComputed(window));
        view = (AtScaleView) window.getScene().getRoot();
        assertEquals(owner, window.getOwner());
        AtScaleViewModel vm = view.viewModel();
        assertEquals(ScaleSize.DEMO.nodes(), vm.frame().nodeCount());

        robot.clickOn("#scale-play");
        assertTrue(vm.isPlaying());
        Await.until("the frame pulse past 5 s", () -> vm.frame().timeMs() > 5_000);
        robot.clickOn("#scale-play");
        assertFalse(vm.isPlaying());
        assertTrue(text(robot, "#scale-phase-running").matches("[0-9,]+"), text(robot, "#scale-phase-running"));

        // Keys: Page Down skips, the heat map answers arrows with the selected node.
        long before = vm.playheadMs();
        robot.type(KeyCode.PAGE_DOWN);
        assertEquals(before + AtScaleViewModel.SKIP_MS, vm.playheadMs());
        robot.type(KeyCode.HOME);
        assertEquals(0, vm.playheadMs());
        robot.clickOn("#scale-heatmap");
        robot.type(KeyCode.HOME);
        String first = text(robot, "#scale-node");
        assertTrue(first.startsWith("node-a-0001 in zone-a"), first);
        robot.type(KeyCode.RIGHT);
        assertTrue(text(robot, "#scale-node").startsWith("node-a-0002"), text(robot, "#scale-node"));
        assertTrue(robot.lookup("#scale-heatmap").query().getAccessibleText().contains("Simulated time 0:00:00"));

        // The zone failure, by seeking past half an hour: the map, legend and summary say so in words.
        robot.interact(() -> vm.seek(AtScaleScenarios.DEFAULT_HORIZON_MS / 2 + 60_000));
        Await.until("the frame a minute past the zone failure", () -> vm.frame().timeMs() == AtScaleScenarios.DEFAULT_HORIZON_MS / 2 + 60_000);
        assertEquals("\u2715 failed \u00b7 10 nodes", text(robot, "#scale-bin-5"));
        assertTrue(vm.summaryProperty().get().contains("50 nodes, 10 failed"), vm.summaryProperty().get());
        // A minute after the failure the zone runs nothing, and nothing has been evicted yet (300 s toleration).
        assertTrue(text(robot, "#scale-zone-pods").contains("zone-c: 0 pods"), text(robot, "#scale-zone-pods"));
        assertEquals("\u2715 0 Terminating on lost nodes", text(robot, "#scale-evicted"));
        int wanted = vm.frame().desiredReplicas();
        assertTrue(vm.frame().replicasRunning() < wanted);

        // Space plays from the keyboard too, and speed follows + and -.
        robot.clickOn("#scale-heatmap");
        robot.type(KeyCode.SPACE);
        assertTrue(vm.isPlaying());
        robot.type(KeyCode.SPACE);
        assertFalse(vm.isPlaying());
        double speed = vm.speed();
        robot.type(KeyCode.MINUS);
        assertNotEquals(speed, vm.speed());

        // Every control is reachable with Tab.
        for (String id : List.of("#scale-size", "#scale-open", "#scale-start", "#scale-back", "#scale-play", "#scale-forward",
                "#scale-end", "#scale-scrub", "#scale-speed", "#scale-heatmap")) {
            assertTrue(robot.lookup(id).query().isFocusTraversable(), id + " takes focus");
        }
        assertTrue(uncaught.isEmpty(), "uncaught: " + uncaught);
    }

    @Test
    void theEmbeddableViewLoadsTheDemoAndPlaysInsideAnotherScene(FxRobot robot) throws Exception {
        javafx.scene.layout.StackPane host = (javafx.scene.layout.StackPane) owner.getScene().getRoot();
        // The demo is computed on the view's own worker, as far as its frame pulse asks, which runs while it is in a scene.
        robot.interact(() -> host.getChildren().setAll(view = AtScaleWindow.embed()));
        Await.until(Duration.ofSeconds(60), "the demo computed", () -> view.viewModel().engineDoneProperty().get() && view.viewModel().frame() != null);
        AtScaleViewModel vm = view.viewModel();
        robot.interact(vm::play);
        // The view's own frame pulse moves the playhead: nothing else ticks here.
        Await.until("the frame pulse moving the playhead", () -> vm.frame().timeMs() > 0);
        robot.interact(() -> {
            host.getChildren().clear();
            view.stop();
        });
        assertFalse(vm.isPlaying());
        assertTrue(uncaught.isEmpty(), "uncaught: " + uncaught);
    }

    @Test
    void screenshotOfAFiveHundredNodeClusterHealedAfterTheZoneFailure(FxRobot robot) throws Exception {
        Stage[] stage = new Stage[1];
        robot.interact(() -> {
            view = AtScaleWindow.createView();
            Scene scene = new Scene(view, AtScaleWindow.WIDTH, AtScaleWindow.HEIGHT);
            Appearance.apply(scene, ThemeChoice.LIGHT, 100, false, false);
            stage[0] = new Stage();
            stage[0].initOwner((Window) owner);
            stage[0].setScene(scene);
            stage[0].setOnHidden(e -> view.stop());
            stage[0].show();
            robot.lookup("#scale-size").queryComboBox().setValue(ScaleSize.SMALL);
            // no wait needed: the frame pulse moves only a playing playhead, and nothing plays here
            view.start();
        });
        window = stage[0];
        AtScaleViewModel vm = view.viewModel();
        // Seven minutes after the failure: Unknown at 50 s, evicted at 350 s, replaced since at the
        // controller manager's API rate (a burst, then qps a second) and running.
        long failAt = AtScaleScenarios.DEFAULT_HORIZON_MS / 2;
        long at = failAt + 420_000;
        robot.clickOn("#scale-open");
        Await.until(Duration.ofSeconds(120), "the small cluster computed seven minutes past the failure",
                () -> vm.sizeProperty().get() == ScaleSize.SMALL && vm.computedMsProperty().get() >= at);
        robot.interact(() -> vm.seek(failAt - 1));
        Await.until("the frame just before the failure", () -> vm.frame() != null && vm.frame().timeMs() == failAt - 1);
        int before = vm.frame().replicasRunning();
        robot.interact(() -> vm.seek(failAt));
        Await.until("the frame of the failure", () -> vm.frame() != null && vm.frame().timeMs() == failAt);
        int lost = before - vm.frame().replicasRunning();
        // The last replacement is made (lost - burst) / qps after the eviction; its init container takes 5 s at most.
        long lastReplacementRunsBy = failAt + 350_000 + Math.max(0, (lost - AtScaleScenarios.KUBE_API_BURST) * 1_000L
                / AtScaleScenarios.KUBE_API_QPS + 1) + 5_000;
        assertTrue(lastReplacementRunsBy < at, "the moment shown is after the rate has made every replacement: " + lastReplacementRunsBy);
        robot.interact(() -> vm.seek(at));
        Await.until("the frame seven minutes past the failure", () -> vm.frame() != null && vm.frame().timeMs() == at);
        robot.clickOn("#scale-heatmap");
        robot.type(KeyCode.HOME);
        for (int i = 0; i < 37; i++) {
            robot.type(KeyCode.RIGHT);
        }
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(text(robot, "#scale-node").startsWith("node-a-0038"), text(robot, "#scale-node"));
        assertEquals(ScaleSize.SMALL.nodes() / ScaleSize.SMALL.zones(), vm.frame().failedNodes());
        int wanted = vm.frame().desiredReplicas();
        String healed = String.format(java.util.Locale.ENGLISH, "\u25b6 %,d of %,d wanted pods running", wanted, wanted);
        assertEquals(healed, text(robot, "#scale-replicas"), "the ReplicaSets restored their count");
        assertTrue(vm.frame().evictedPods() > 0);
        assertTrue(text(robot, "#scale-zone-pods").contains("zone-c: 0 pods"), text(robot, "#scale-zone-pods"));
        String dir = System.getProperty("boundarylab.screenshots");
        if (dir != null && !dir.isBlank()) {
            robot.interact(() -> {
                try {
                    view.applyCss();
                    view.layout();
                    Snapshots.writePng(window.getScene().getRoot(), Path.of(dir, "20-at-scale.png"));
                } catch (java.io.IOException e) {
                    throw new IllegalStateException(e);
                }
            });
        }
        Button play = robot.lookup("#scale-play").queryButton();
        assertFalse(play.isDisabled());
        assertTrue(uncaught.isEmpty(), "uncaught: " + uncaught);
    }
}
