package io.boundarylab.app.ui;

import io.boundarylab.app.episode.EpisodeViewModel;
import io.boundarylab.app.kernel.KernelViewModel;
import io.boundarylab.app.stage.KernelDrawing;
import io.boundarylab.app.support.AppFixture;
import io.boundarylab.app.support.AppUiTest;
import io.boundarylab.app.support.Await;
import io.boundarylab.bridge.doctor.Doctor;
import io.boundarylab.bridge.replay.Replayer;
import io.boundarylab.bridge.replay.SimulationOracle;
import io.boundarylab.bridge.sandbox.Host;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.TabPane;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;

import java.time.Duration;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * Episode 3's Real kernel tab run on this machine's kernel: the learner sees web and the log helper
 * in two network namespaces in the naive run and in one in the contract run, drawn as boundaries,
 * larger than the table beside them. Skips, with the reason, where the machine cannot run it.
 */
class RealKernelTabTest extends AppUiTest {

    private static double area(Node n) {
        Bounds b = n.getLayoutBounds();
        return b.getWidth() * b.getHeight();
    }

    private static List<Node> boxes(FxRobot robot, String drawing) {
        return List.copyOf(robot.lookup("#" + drawing + " .kernel-box-outer").queryAll());
    }

    private static List<String> chips(FxRobot robot, Node box) {
        return robot.from(box).lookup(".member-chip").queryAllAs(Label.class).stream().map(Node::getId).toList();
    }

    @Test
    void theIdentityRunsAreDrawnAsOneSharedNetworkNamespaceAgainstTwo(FxRobot robot) {
        Doctor.Readiness ready = new Replayer(Host.detect(), SimulationOracle.none()).doctor().readiness("identity");
        assumeTrue(ready.canRun(), () -> "this machine cannot run the identity experiment: " + ready.reasons());
        EpisodeViewModel vm = openEpisode(robot, "identity");
        KernelViewModel kernel = vm.kernel();
        TabPane tabs = robot.lookup("#episode-tabs").queryAs(TabPane.class);
        robot.interact(() -> tabs.getSelectionModel().select(2));
        Await.until("the machine checked", () -> kernel.canRunProperty().get());
        assertTrue(robot.lookup("#kernel-drawings").query().isVisible());
        assertTrue(robot.lookup(".kernel-drawing").queryAll().isEmpty(), "nothing is drawn before a run");
        assertTrue(!robot.lookup("#kernel-observations").query().isVisible(), "no empty list of what the kernel reported before a run");

        robot.clickOn("#kernel-run");
        Await.until(Duration.ofSeconds(90), "both variants on the kernel", () -> kernel.pictures().size() == 2 && !kernel.runningProperty().get());

        List<Node> naive = boxes(robot, "kernel-drawing-naive");
        assertEquals(2, naive.size(), "naive: web and the helper each in a network namespace of its own");
        assertEquals(List.of("process-web"), chips(robot, naive.get(0)));
        assertEquals(List.of("process-log-helper"), chips(robot, naive.get(1)));
        List<Node> contract = boxes(robot, "kernel-drawing-contract");
        assertEquals(1, contract.size(), "contract: one network namespace for both");
        assertEquals(List.of("process-web", "process-log-helper"), chips(robot, contract.get(0)));
        assertEquals("web and log-helper each have a network namespace of their own.",
                robot.lookup("#kernel-drawing-naive .kernel-headline").queryAs(Label.class).getText());
        assertEquals("web and log-helper share one network namespace.",
                robot.lookup("#kernel-drawing-contract .kernel-headline").queryAs(Label.class).getText());

        assertTrue(robot.lookup("#kernel-observations").query().isVisible(), "the raw lines stay below, as evidence");
        // Side by side, and together the largest thing of the tab: more than the comparison table.
        KernelDrawing left = robot.lookup("#kernel-drawing-naive").queryAs(KernelDrawing.class);
        KernelDrawing right = robot.lookup("#kernel-drawing-contract").queryAs(KernelDrawing.class);
        Bounds l = left.localToScene(left.getLayoutBounds());
        Bounds r = right.localToScene(right.getLayoutBounds());
        assertTrue(l.getMaxX() <= r.getMinX(), "naive left of contract: " + l + " / " + r);
        Node table = robot.lookup("#kernel-table").query();
        Node drawings = robot.lookup("#kernel-drawings").query();
        assertTrue(area(drawings) > area(table), "drawings " + area(drawings) + " px² against the table's " + area(table));
        // Each drawing on a stage of its own, which no scrolling panel holds: the run never scrolls away.
        for (KernelDrawing d : List.of(left, right)) {
            javafx.scene.Parent p = d.getParent();
            assertTrue(p.getStyleClass().contains(io.boundarylab.app.stage.ExperimentStage.STYLE_CLASS), "on a stage");
            for (; p != null; p = p.getParent()) {
                assertFalse(p instanceof javafx.scene.control.ScrollPane, "no scrolling panel around a stage");
            }
        }
        AppFixture.screenshot(app.scene.getRoot(), "15-real-kernel-identity");
    }
}
