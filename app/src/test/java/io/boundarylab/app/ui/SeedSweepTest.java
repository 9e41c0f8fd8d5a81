package io.boundarylab.app.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boundarylab.app.episode.EpisodeViewModel;
import io.boundarylab.app.support.AppFixture;
import io.boundarylab.app.support.AppUiTest;
import io.boundarylab.app.support.Await;
import io.boundarylab.engine.trace.EventType;
import io.boundarylab.engine.trace.TraceEvent;
import io.boundarylab.episodes.run.RunOptions;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javafx.scene.chart.BarChart;
import javafx.scene.chart.CategoryAxis;
import javafx.scene.chart.NumberAxis;
import javafx.scene.chart.XYChart;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;

/**
 * Episode 1's "run 20 seeds": closed until the prediction is committed, then one click runs the
 * separate placement with seeds 1 to 20 and the chart shows how many runs put web and the helper on
 * one node, with the count in words. The expected count is worked out here from each run's own
 * Scheduled events.
 */
class SeedSweepTest extends AppUiTest {

    /** Runs in which web and the helper were scheduled onto the same node, seeds 1 to 20. */
    /** Whether the sweep has run and shows its count: its button no longer says it is running, and the chart is up. */
    private static boolean swept(FxRobot robot) {
        return robot.lookup("#sweep-run").queryAs(Button.class).getText().equals("\u25b6 Run 20 seeds")
                && robot.lookup("#sweep-chart").query().isVisible();
    }

    private static int runsTogether(EpisodeViewModel vm) {
        int together = 0;
        for (long seed = 1; seed <= 20; seed++) {
            Map<String, String> nodeOf = new HashMap<>();
            for (TraceEvent e : lab.run(vm.episode(), "naive", RunOptions.DEFAULT.withSeed(seed)).trace()) {
                if (e.type() == EventType.Scheduled && e.container() != null) nodeOf.put(e.container(), e.node());
            }
            if (nodeOf.get("web").equals(nodeOf.get("log-helper"))) together++;
        }
        return together;
    }

    @Test
    void runTwentySeedsChartsHowOftenTheTwoLandTogether(FxRobot robot) {
        EpisodeViewModel vm = openEpisode(robot, "helper");
        Button run = robot.lookup("#sweep-run").queryAs(Button.class);
        assertEquals("\u25b6 Run 20 seeds", run.getText());
        assertTrue(run.isDisabled(), "the count would answer the question: it waits for the prediction");
        BarChart<?, ?> chart = robot.lookup("#sweep-chart").queryAs(BarChart.class);
        assertFalse(chart.isVisible(), "no chart before the sweep has run");

        robot.interact(() -> {
            vm.setAutoplay(false);
            vm.selectChoice("useless-apart");
            vm.inputs().quantity().setSkipped(true);
            vm.commit();
        });
        assertFalse(run.isDisabled());
        reveal(robot, run);
        robot.clickOn(run);
        Await.until("the sweep's count", () -> swept(robot));

        int together = runsTogether(vm);
        assertTrue(together > 0 && together < 20, "on this cluster both outcomes occur: " + together);
        assertTrue(chart.isVisible());
        assertEquals(1, chart.getData().size());
        List<? extends XYChart.Data<?, ?>> bars = chart.getData().get(0).getData();
        assertEquals(List.of("together", "apart"), bars.stream().map(XYChart.Data::getXValue).toList());
        assertEquals(List.of((long) together, (long) (20 - together)), bars.stream().map(d -> ((Number) d.getYValue()).longValue()).toList());
        assertEquals("Where the two landed", ((CategoryAxis) chart.getXAxis()).getLabel());
        assertEquals("Runs, out of 20", ((NumberAxis) chart.getYAxis()).getLabel());
        assertEquals(20, ((NumberAxis) chart.getYAxis()).getUpperBound());

        String summary = robot.lookup("#sweep-summary").queryAs(Label.class).getText();
        assertEquals("Together in " + together + " of 20 runs.", summary);
        String seeds = robot.lookup("#sweep-seeds").queryAs(Label.class).getText();
        // Seed 2 is the episode's own run, which parts them (its golden trace).
        assertTrue(seeds.startsWith("together: seeds ") && seeds.contains("\napart: seeds ") && seeds.matches("(?s).*apart: seeds (\\d+, )*2(, .*|$)"),
                seeds);
        assertTrue(chart.getAccessibleText().startsWith(summary), chart.getAccessibleText());
        reveal(robot, robot.lookup("#seed-sweep").query());
        AppFixture.screenshot(app.scene.getRoot(), "26-seed-sweep");
    }

    @Test
    void theSameSweepAgainShowsTheSameCount(FxRobot robot) {
        EpisodeViewModel vm = openEpisode(robot, "helper");
        robot.interact(() -> {
            vm.setAutoplay(false);
            vm.selectChoice("enough");
            vm.inputs().quantity().setSkipped(true);
            vm.commit();
        });
        Button run = robot.lookup("#sweep-run").queryAs(Button.class);
        reveal(robot, run);
        robot.clickOn(run);
        Await.until("the sweep's count", () -> swept(robot));
        String first = robot.lookup("#sweep-summary").queryAs(Label.class).getText();
        robot.clickOn(run);
        Await.until("the second sweep's count", () -> swept(robot));
        assertEquals(first, robot.lookup("#sweep-summary").queryAs(Label.class).getText());
    }

    @Test
    void episodesWithoutASweepHaveNoSweepCard(FxRobot robot) {
        openEpisode(robot, "startup-order");
        assertTrue(robot.lookup("#sweep-run").tryQuery().isEmpty());
    }
}
