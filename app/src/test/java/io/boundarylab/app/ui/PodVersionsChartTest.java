package io.boundarylab.app.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boundarylab.app.cluster.PodVersions;
import io.boundarylab.app.cluster.PodVersionsChart;
import io.boundarylab.app.compare.CompareViewModel;
import io.boundarylab.app.episode.EpisodeView;
import io.boundarylab.app.episode.EpisodeViewModel;
import io.boundarylab.app.lab.EpisodesLab;
import io.boundarylab.app.support.AppFixture;
import io.boundarylab.app.support.AppUiTest;
import io.boundarylab.app.support.Await;
import io.boundarylab.episodes.content.Investigation;
import io.boundarylab.episodes.narration.Templates;
import java.util.Locale;
import javafx.scene.chart.LineChart;
import javafx.scene.control.Label;
import javafx.scene.control.TabPane;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;

/**
 * Episode 4 of Investigation 018 compared: under each run, pods of each version over time, on one
 * scale, with the dip of Recreate and the steady ready count of RollingUpdate in words. Episodes
 * without a rollout show no chart.
 */
class PodVersionsChartTest extends AppUiTest {

    private void open018(FxRobot robot) throws Exception {
        Investigation inv = Investigation.byId(Investigation.loadAllBundled(Locale.ENGLISH), "what-returns-is-the-number").orElseThrow();
        robot.interact(() -> app.vm.load(new EpisodesLab(inv)));
    }

    private CompareViewModel compare(FxRobot robot, String episode, String choice) {
        EpisodeViewModel vm = openEpisode(robot, episode);
        robot.interact(() -> {
            vm.selectChoice(choice);
            vm.inputs().quantity().setSkipped(true);
            vm.commit();
        });
        robot.interact(() -> robot.lookup("#episode-tabs").queryAs(TabPane.class).getSelectionModel().select(1));
        CompareViewModel cvm = ((EpisodeView) app.view.currentNode()).compareViewModel();
        robot.clickOn("#compare-run");
        Await.until("the comparison's two runs", () -> cvm.readyProperty().get());
        return cvm;
    }

    @Test
    void recreateAndRollingUpdateAreChartedSideBySideOnOneScale(FxRobot robot) throws Exception {
        open018(robot);
        CompareViewModel cvm = compare(robot, "new-version", "gap-then-none");
        PodVersions.Rollout recreate = cvm.naiveVersionsProperty().get();
        PodVersions.Rollout rolling = cvm.contractVersionsProperty().get();
        PodVersionsChart left = robot.lookup("#versions-naive").queryAs(PodVersionsChart.class);
        PodVersionsChart right = robot.lookup("#versions-contract").queryAs(PodVersionsChart.class);
        assertTrue(left.isVisible() && right.isVisible());
        assertEquals(2, recreate.versions().size());
        // One step line for pods and one for ready pods per version, and the marker of the moment shown.
        LineChart<?, ?> chart = robot.lookup("#versions-naive .pod-versions-chart").queryAs(LineChart.class);
        assertEquals(2 * recreate.versions().size() + 1, chart.getData().size());
        // On one scale: the count axis reaches past the busier run (RollingUpdate's surge) on both sides.
        javafx.scene.chart.NumberAxis leftCount = (javafx.scene.chart.NumberAxis) chart.getYAxis();
        LineChart<?, ?> other = robot.lookup("#versions-contract .pod-versions-chart").queryAs(LineChart.class);
        assertEquals(Math.max(recreate.mostPods(), rolling.mostPods()) + 1, leftCount.getUpperBound());
        assertEquals(leftCount.getUpperBound(), ((javafx.scene.chart.NumberAxis) other.getYAxis()).getUpperBound());

        PodVersions.ReadyDip dip = recreate.readyDip();
        assertTrue(dip.dipped(), "Recreate leaves a moment with fewer ready pods");
        String said = robot.lookup("#versions-naive .traffic-line").queryAllAs(Label.class).stream()
                .map(Label::getText).reduce("", (a, b) -> a + "\n" + b);
        assertTrue(said.contains("fell to " + dip.fewest() + " at " + Templates.time(dip.fromMs())), said);
        assertTrue(said.contains("web:v1") && said.contains("web:v2"), "the legend names both versions: " + said);
        assertFalse(rolling.readyDip().dipped(), "RollingUpdate keeps every replica ready");
        assertTrue(right.getAccessibleText().contains("never fell below " + rolling.readyDip().fewest()), right.getAccessibleText());

        robot.interact(() -> cvm.playback().seek(cvm.playback().trace().size() / 2));
        AppFixture.screenshot(app.scene.getRoot(), "73-investigation-018-pods-per-version");

        // The clusters are one click away, at the same moment; and back.
        assertFalse(shown(robot.lookup("#compare-naive").query()), "the chart stands in the cluster's place");
        robot.clickOn("#compare-show-cluster");
        assertTrue(shown(robot.lookup("#compare-naive").query()));
        assertFalse(left.isVisible() || right.isVisible());
        robot.clickOn("#compare-show-cluster");
        assertTrue(shown(robot.lookup("#compare-naive").query()), "clicking the chosen view again keeps it");
        robot.clickOn("#compare-show-versions");
        assertTrue(left.isVisible() && right.isVisible());
    }

    /** Whether the node and every parent are visible, as a learner would see it. */
    private static boolean shown(javafx.scene.Node n) {
        for (javafx.scene.Node p = n; p != null; p = p.getParent()) {
            if (!p.isVisible()) return false;
        }
        return true;
    }

    @Test
    void anEpisodeWithOneVersionHasNoChart(FxRobot robot) throws Exception {
        open018(robot);
        compare(robot, "missing-copy", "number-returns");
        assertFalse(robot.lookup("#versions-naive").query().isVisible());
        assertFalse(robot.lookup("#versions-contract").query().isVisible());
        assertFalse(robot.lookup("#compare-show-versions").query().getParent().isVisible(), "nothing to choose between");
        assertTrue(shown(robot.lookup("#compare-naive").query()));
    }
}
