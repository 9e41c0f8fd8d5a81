package io.boundarylab.app.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boundarylab.app.episode.EpisodeView;
import io.boundarylab.app.episode.EpisodeViewModel;
import io.boundarylab.app.lab.EpisodesLab;
import io.boundarylab.app.support.AppFixture;
import io.boundarylab.app.support.AppUiTest;
import io.boundarylab.app.support.Await;
import io.boundarylab.app.support.EpisodeRuns;
import io.boundarylab.episodes.content.Investigation;
import java.util.List;
import java.util.Locale;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.control.TabPane;
import javafx.stage.Window;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/**
 * At 1280 × 800 the clusters fit their stage: the three nodes of 018's missing copy lie inside it,
 * in the experiment and in the comparison's half width, each card still at least as wide as a
 * readable card; 017's two nodes stay side by side, as they were.
 */
class ThreeNodesFitTest extends AppUiTest {

    /** TestFX keeps one stage for every test: give the next test the window size it was written for. */
    @AfterEach
    void backTo1440() throws Exception {
        org.testfx.api.FxToolkit.setupStage(w -> {
            w.setWidth(1440);
            w.setHeight(900);
        });
    }

    private void size1280(FxRobot robot) {
        robot.interact(() -> {
            Window w = app.scene.getWindow();
            w.setWidth(1280);
            w.setHeight(800);
        });
        Await.until("the window at 1280 × 800", () -> app.scene.getWidth() == 1280 && app.scene.getWindow().getHeight() == 800);
    }

    /** Lays the window out now, as its next pulse would: the bounds read after it are the ones drawn. */
    private void laidOut(FxRobot robot) {
        robot.interact(() -> {
            app.scene.getRoot().applyCss();
            app.scene.getRoot().layout();
        });
    }

    private EpisodeViewModel runBoth(FxRobot robot, String episode, String choice) {
        EpisodeViewModel vm = openEpisode(robot, episode);
        robot.interact(() -> {
            vm.selectChoice(choice);
            vm.inputs().quantity().setSkipped(true);
            vm.commit();
            vm.selectVariant("contract");
            vm.run();
        });
        Await.until("the contract run", () -> EpisodeRuns.shown(vm, "contract"));
        robot.interact(() -> vm.playback().toEnd());
        return vm;
    }

    /** The comparison's tab, by id: at this width an "Events and why" tab sits before it. */
    private static void openCompare(FxRobot robot) {
        TabPane tabs = robot.lookup("#episode-tabs").queryAs(TabPane.class);
        robot.interact(() -> tabs.getSelectionModel().select(
                tabs.getTabs().stream().filter(t -> "tab-compare".equals(t.getId())).findFirst().orElseThrow()));
        WaitForAsyncUtils.waitForFxEvents();
    }

    /** The stage that draws a cluster: it never scrolls, so everything it draws must lie inside it. */
    private static Node stageOf(Node n) {
        javafx.scene.Parent p = n.getParent();
        while (p != null && !p.getStyleClass().contains(io.boundarylab.app.stage.ExperimentStage.STYLE_CLASS)) {
            p = p.getParent();
        }
        assertTrue(p != null, "a cluster drawn on a stage");
        return p;
    }

    private static List<Bounds> cards(FxRobot robot, String clusterId) {
        return robot.lookup(clusterId + " .node-card").queryAll().stream().map(n -> n.localToScene(n.getBoundsInLocal())).toList();
    }

    private static void assertFits(FxRobot robot, String clusterId, int nodes) {
        Node stage = stageOf(robot.lookup(clusterId).query());
        Bounds viewport = stage.localToScene(stage.getBoundsInLocal());
        List<Bounds> cards = cards(robot, clusterId);
        assertEquals(nodes, cards.size());
        for (Bounds b : cards) {
            assertTrue(b.getWidth() >= 170 - 0.5, clusterId + ": a card " + b.getWidth() + " wide");
            assertTrue(b.getMaxX() <= viewport.getMaxX() + 0.5 && b.getMinX() >= viewport.getMinX() - 0.5,
                    clusterId + ": a card past the stage's side");
            assertTrue(b.getMaxY() <= viewport.getMaxY() + 0.5, clusterId + ": a card past the stage's foot");
        }
    }

    @Test
    void threeNodesFitTheExperimentAndTheComparisonWithoutScrollingSideways(FxRobot robot) throws Exception {
        Investigation inv = Investigation.byId(Investigation.loadAllBundled(Locale.ENGLISH), "what-returns-is-the-number").orElseThrow();
        robot.interact(() -> app.vm.load(new EpisodesLab(inv)));
        size1280(robot);
        runBoth(robot, "missing-copy", "number-returns");
        laidOut(robot);
        assertFits(robot, "#cluster-view", 3);

        openCompare(robot);
        robot.clickOn("#compare-run");
        Await.until("the comparison's two runs", () -> ((EpisodeView) app.view.currentNode()).compareViewModel().readyProperty().get());
        laidOut(robot);
        assertFits(robot, "#compare-naive", 3);
        assertFits(robot, "#compare-contract", 3);
        AppFixture.screenshot(app.scene.getRoot(), "77-three-nodes-compare-1280");
    }

    @Test
    void twoNodesOf017StaySideBySide(FxRobot robot) {
        size1280(robot);
        runBoth(robot, "helper", "enough");
        laidOut(robot);
        assertFits(robot, "#cluster-view", 2);
        List<Bounds> cards = cards(robot, "#cluster-view");
        assertEquals(cards.get(0).getMinY(), cards.get(1).getMinY(), 0.5, "side by side");
        openCompare(robot);
        robot.clickOn("#compare-run");
        Await.until("the comparison's two runs", () -> ((EpisodeView) app.view.currentNode()).compareViewModel().readyProperty().get());
        laidOut(robot);
        for (String side : List.of("#compare-naive", "#compare-contract")) {
            assertFits(robot, side, 2);
            List<Bounds> c = cards(robot, side);
            assertEquals(c.get(0).getMinY(), c.get(1).getMinY(), 0.5, side + ": side by side");
        }
    }
}
