package io.boundarylab.app.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boundarylab.app.episode.EpisodeViewModel;
import io.boundarylab.app.save.SaveStore;
import io.boundarylab.app.save.SavedPrediction;
import io.boundarylab.episodes.prediction.Verdict;
import io.boundarylab.app.support.AppFixture;
import io.boundarylab.app.support.AppUiTest;
import io.boundarylab.app.support.Await;
import io.boundarylab.app.support.EpisodeRuns;
import javafx.scene.Node;
import javafx.scene.chart.LineChart;
import javafx.scene.control.Label;
import javafx.scene.control.TextArea;
import javafx.scene.layout.VBox;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;

/** Predict, observe, explain: a wrong prediction asks for an explanation, and My predictions shows it. */
class PredictObserveExplainTest extends AppUiTest {

    /** Commits "independent placement is enough" (wrong: apart, the helper ships nothing) and plays the naive run. */
    private EpisodeViewModel predictWronglyAndRun(FxRobot robot) {
        EpisodeViewModel evm = openEpisode(robot, "helper");
        // By id, not position: the choices may be shown in any order.
        robot.interact(() -> {
            evm.selectChoice("enough");
            evm.setConfidence(85);
            // The number is asked too; this test is about the choice, so the learner skips it.
            evm.inputs().quantity().setSkipped(true);
        });
        // The left column grew with the number field: commit and run as the keyboard would, without scrolling.
        robot.interact(evm::commit);
        robot.interact(evm::run);
        Await.until("the naive run", () -> EpisodeRuns.shown(evm, "naive"));
        robot.interact(() -> evm.playback().toEnd());
        assertTrue(evm.revealedProperty().get());
        return evm;
    }

    /** As a learner scrolling the left column down to the question. */
    private static void scrollIntoView(Node node) {
        javafx.scene.Parent p = node.getParent();
        while (p != null && !(p instanceof javafx.scene.control.ScrollPane)) {
            p = p.getParent();
        }
        javafx.scene.control.ScrollPane scroll = (javafx.scene.control.ScrollPane) p;
        scroll.layout();
        double y = scroll.getContent().sceneToLocal(node.localToScene(0, 0)).getY();
        double room = scroll.getContent().getBoundsInLocal().getHeight() - scroll.getViewportBounds().getHeight();
        scroll.setVvalue(room <= 0 ? 0 : Math.min(1, Math.max(0, (y - 120) / room)));
    }

    private SavedPrediction saved() {
        return app.vm.progressProperty().get().predictions().get("helper");
    }

    @Test
    void aWrongPredictionIsExplainedAndShownWithTheCalibrationPlot(FxRobot robot) {
        // Nothing predicted yet: the page says so.
        // An episode folds the outline for its stage: the learner opens it first.
        robot.interact(() -> robot.lookup("#outline-toggle").queryAs(javafx.scene.control.ToggleButton.class).setSelected(true));
        robot.clickOn("#outline-predictions");
        assertTrue(robot.lookup("#predictions-empty").query().isVisible());
        assertFalse(robot.lookup("#calibration-chart").query().getParent().isVisible(), "no plot without a prediction");
        AppFixture.screenshot(app.scene.getRoot(), "62-my-predictions-empty");
        robot.clickOn("#predictions-back");
        assertNull(robot.lookup("#my-predictions").tryQuery().orElse(null));

        predictWronglyAndRun(robot);
        assertEquals(Verdict.WRONG, saved().verdict());
        Node prompt = robot.lookup("#explain").query();
        assertTrue(prompt.isVisible(), "the explain step follows a wrong prediction");
        assertTrue(robot.lookup("#explain-save").queryButton().isDisabled(), "nothing written yet");
        robot.interact(() -> scrollIntoView(prompt));
        AppFixture.screenshot(app.scene.getRoot(), "60-explain-prompt");

        robot.clickOn("#explain-text").write("Apart, the helper ran fine but could not see the web log, so it shipped nothing.");
        robot.clickOn("#explain-save");
        assertEquals("Apart, the helper ran fine but could not see the web log, so it shipped nothing.",
                saved().explanation().text());
        assertFalse(saved().explanation().skipped());
        Label recorded = robot.lookup("#explain-recorded").queryAs(Label.class);
        assertTrue(recorded.isVisible());
        assertTrue(recorded.getText().contains("could not see the web log"));
        assertFalse(robot.lookup("#explain-text").queryAs(TextArea.class).getParent().isVisible(), "answered: no more asking");

        // The contract run decides the other claim: partly right now, the explanation kept.
        robot.interact(() -> robot.lookup("#mode-contract").queryAs(javafx.scene.control.ToggleButton.class).fire());
        // Run is in the left column, which scrolls: bring it into view first, as a learner would.
        reveal(robot, robot.lookup("#run").query());
        EpisodeViewModel evm = ((io.boundarylab.app.episode.EpisodeView) app.view.currentNode()).viewModel();
        robot.clickOn("#run");
        Await.until("the contract run", () -> EpisodeRuns.shown(evm, "contract"));
        robot.interact(() -> evm.playback().toEnd());
        assertEquals(Verdict.PARTLY, saved().verdict());
        assertNotNull(saved().explanation());

        // My predictions, from the keyboard-reachable button under the outline.
        // An episode folds the outline for its stage: the learner opens it first.
        robot.interact(() -> robot.lookup("#outline-toggle").queryAs(javafx.scene.control.ToggleButton.class).setSelected(true));
        robot.clickOn("#outline-predictions");
        VBox rows = robot.lookup("#prediction-rows").queryAs(VBox.class);
        assertEquals(1, rows.getChildren().size());
        Node row = robot.lookup("#prediction-helper").query();
        assertTrue(row.getAccessibleText().contains("85 % sure"), row.getAccessibleText());
        assertTrue(row.getAccessibleText().contains("Partly right"), row.getAccessibleText());
        assertTrue(robot.lookup("#prediction-helper-explanation").queryAs(Label.class).getText()
                .contains("could not see the web log"));
        LineChart<?, ?> chart = robot.lookup("#calibration-chart").queryAs(LineChart.class);
        assertTrue(chart.getParent().isVisible());
        assertEquals(2, chart.getData().size(), "the diagonal and the learner's points");
        assertEquals(1, chart.getData().get(1).getData().size(), "one band holds a prediction");
        assertEquals(85.0, ((Number) chart.getData().get(1).getData().get(0).getXValue()).doubleValue());
        assertEquals(0.0, ((Number) chart.getData().get(1).getData().get(0).getYValue()).doubleValue(), "partly is not right");
        VBox buckets = robot.lookup("#calibration-buckets").queryAs(VBox.class);
        assertEquals("80\u2013100 % sure: 1 predicted, 0 right (0 %)", ((Label) buckets.getChildren().get(4)).getText());
        AppFixture.screenshot(app.scene.getRoot(), "61-my-predictions");

        // And it is what was saved on disk.
        SavedPrediction onDisk = new SaveStore(app.configDir).loadProgress().predictions().get("helper");
        assertEquals(saved(), onDisk);
    }

    @Test
    void movingOnAsksFirstAndSkippingIsRecorded(FxRobot robot) {
        predictWronglyAndRun(robot);
        int here = app.vm.indexProperty().get();
        robot.clickOn("#nav-next");
        assertEquals(here, app.vm.indexProperty().get(), "the explain step comes before the next section");
        assertTrue(robot.lookup("#explain-first").query().isVisible());
        AppFixture.screenshot(app.scene.getRoot(), "63-explain-before-next");

        robot.clickOn("#explain-stay");
        assertFalse(robot.lookup("#explain-first").query().isVisible());
        assertEquals(here, app.vm.indexProperty().get());
        assertNull(saved().explanation(), "staying records nothing");

        // The outline asks too; one click skips, and the learner is where they were going.
        robot.interact(() -> robot.lookup("#outline").queryAs(javafx.scene.control.ListView.class)
                .getSelectionModel().select(here + 1));
        robot.interact(() -> { });
        assertEquals(here, app.vm.indexProperty().get());
        assertTrue(robot.lookup("#explain-first").query().isVisible());
        robot.clickOn("#explain-first-skip");
        assertEquals(here + 1, app.vm.indexProperty().get());
        assertFalse(robot.lookup("#explain-first").query().isVisible());
        assertTrue(saved().explanation().skipped());
        assertTrue(new SaveStore(app.configDir).loadProgress().predictions().get("helper").explanation().skipped(),
                "skipping is saved");

        // Answered (skipped) once: moving on again does not ask.
        robot.interact(() -> app.vm.open(here));
        robot.clickOn("#nav-next");
        assertEquals(here + 1, app.vm.indexProperty().get());

        // An episode folds the outline for its stage: the learner opens it first.
        robot.interact(() -> robot.lookup("#outline-toggle").queryAs(javafx.scene.control.ToggleButton.class).setSelected(true));
        robot.clickOn("#outline-predictions");
        assertEquals("Explanation skipped.", robot.lookup("#prediction-helper-explanation").queryAs(Label.class).getText());
    }
}
