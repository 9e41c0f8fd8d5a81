package io.boundarylab.app.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boundarylab.app.costs.CostExplorerView;
import io.boundarylab.app.support.AppFixture;
import io.boundarylab.app.support.AppUiTest;
import io.boundarylab.app.support.Await;
import io.boundarylab.app.synthesis.SynthesisViewModel;
import io.boundarylab.episodes.content.Block;
import io.boundarylab.episodes.prediction.ClaimComparison;
import io.boundarylab.episodes.content.SectionKind;
import java.util.Map;
import javafx.scene.control.Label;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;

/** The exercise (predict, run, stop midway, resume) and the costs explorer. */
class SynthesisAndCostsTest extends AppUiTest {

    @Test
    void theSynthesisTraceStopsMidwayResumesAndJudgesEveryPrediction(FxRobot robot) {
        String exercise = app.vm.sections().stream().filter(s -> s.kind() == SectionKind.EXERCISE).findFirst().orElseThrow().id();
        robot.interact(() -> app.vm.open(exercise));
        Block.Exercise x = app.vm.sections().stream().filter(s -> s.id().equals(exercise)).findFirst().orElseThrow()
                .blocks(Block.Exercise.class).get(0);
        SynthesisViewModel vm = synthesisVm(robot);
        assertTrue(robot.lookup("#synthesis-run").queryButton().isDisabled(), "predictions first");
        for (int i = 0; i < x.prompts().size(); i++) {
            robot.interact(() -> { });
            final int prompt = i;
            robot.interact(() -> robot.lookup("#synthesis-" + prompt + "-1").queryAs(javafx.scene.control.RadioButton.class).fire());
            // The numbers are SynthesisNumberTest's; here they are skipped, as a learner may.
            robot.interact(() -> robot.lookup("#quantity-skip-synthesis-" + prompt).queryAs(javafx.scene.control.CheckBox.class).fire());
        }
        robot.interact(() -> robot.lookup("#synthesis-commit").queryButton().fire());
        assertTrue(vm.committedProperty().get());
        Map<String, ?> saved = app.vm.progressProperty().get().predictions();
        assertEquals(x.prompts().size(), saved.keySet().stream().filter(k -> k.startsWith("synthesis/")).count());
        // Before its run the trace shows no container, so the cluster states no fact about one.
        java.util.Set<String> before = robot.lookup("#synthesis-cluster").queryAs(javafx.scene.Parent.class)
                .lookupAll(".label").stream().map(n -> ((Label) n).getText()).collect(java.util.stream.Collectors.toSet());
        assertTrue(before.contains("Not run yet."), before.toString());
        assertFalse(before.contains("Every container is placed."), before.toString());

        robot.interact(() -> robot.lookup("#synthesis-run").queryButton().fire());
        Await.until("the synthesis trace", () -> !vm.runningProperty().get() && vm.traceProperty().get() != null);
        assertTrue(vm.playback().isPlaying());
        // Frames pass; the trace stops by itself at the first episode boundary.
        robot.interact(() -> {
            for (int i = 0; i < 2000 && vm.playback().isPlaying(); i++) {
                vm.playback().tick(50_000_000L);
            }
        });
        assertFalse(vm.playback().isPlaying());
        int first = vm.playback().position();
        assertEquals(vm.traceProperty().get().checkpoints().get(0).lastSeq(), first);
        // The separated helper's run goes on for 20 s after its last event: the silence is marked, not skipped.
        io.boundarylab.episodes.synthesis.Checkpoint helperNaive = vm.traceProperty().get().checkpoints().get(0);
        Label silence = robot.lookup("#synthesis-silence").queryAs(Label.class);
        assertTrue(silence.isVisible(), "the silence after the first run is marked");
        assertTrue(silence.getText().startsWith(helperNaive.silenceMs() / 1000 + " s"), silence.getText());
        javafx.scene.control.TextField stopAt = robot.lookup("#synthesis-stop-at").queryAs(javafx.scene.control.TextField.class);
        robot.interact(() -> {
            stopAt.setText("0:10");
            robot.lookup("#synthesis-stop-at-go").queryButton().fire();
        });
        assertEquals(first, vm.playback().position(), "ten seconds into the silence: still the run's last event");
        Label stoppedAt = robot.lookup("#synthesis-state").queryAs(Label.class);
        assertTrue(stoppedAt.getText().startsWith("Stopped at 0:10, after event #" + first), stoppedAt.getText());
        assertTrue(vm.comparisons().get(0).claims().stream().anyMatch(c -> c.outcome() == ClaimComparison.Outcome.PENDING),
                "a run still in its silence decides nothing yet");
        AppFixture.screenshot(app.scene.getRoot(), "53-synthesis-silence");
        long at = vm.traceProperty().get().checkpoints().get(1).lastEventMs() - 1;
        long expected = vm.traceProperty().get().stopAtTime(at).seq();
        robot.interact(() -> {
            stopAt.setText(at + "ms");
            robot.lookup("#synthesis-stop-at-go").queryButton().fire();
        });
        assertEquals(expected, vm.playback().position(), "a moment lands at the last event at or before it");
        assertTrue(vm.traceProperty().get().events().get((int) expected).tMs() > at);
        robot.interact(() -> {
            stopAt.setText("soon");
            robot.lookup("#synthesis-stop-at-go").queryButton().fire();
        });
        assertTrue(stoppedAt.getText().contains("soon"), stoppedAt.getText());
        robot.interact(() -> {
            stopAt.clear();
            vm.playback().seek(first);
        });
        // Resume, then the learner stops it midway through the next run.
        robot.interact(vm::resume);
        robot.interact(() -> {
            for (int i = 0; i < 20; i++) {
                vm.playback().tick(100_000_000L);
            }
        });
        robot.interact(vm::stop);
        int stopped = vm.playback().position();
        assertTrue(stopped > first && stopped < vm.playback().trace().size());
        Label state = robot.lookup("#synthesis-state").queryAs(Label.class);
        assertTrue(state.getText().contains("#" + stopped), state.getText());
        boolean anyPending = vm.comparisons().stream().flatMap(c -> c.claims().stream())
                .anyMatch(c -> c.outcome() == ClaimComparison.Outcome.PENDING);
        assertTrue(anyPending, "claims about runs not yet played stay open");
        AppFixture.screenshot(app.scene.getRoot(), "50-synthesis-stopped");

        robot.interact(() -> {
            vm.playback().toEnd();
        });
        // The synthesis trace runs each episode's naive and contract variants; every claim about them is decided.
        assertTrue(vm.comparisons().stream().flatMap(c -> c.claims().stream())
                .filter(c -> c.variantId().equals("naive") || c.variantId().equals("contract"))
                .allMatch(c -> c.outcome() != ClaimComparison.Outcome.PENDING), () -> vm.comparisons().toString());
        assertEquals(x.prompts().size(), vm.comparisons().size());
        AppFixture.screenshot(app.scene.getRoot(), "51-synthesis-finished");
    }

    @Test
    void theCostsExplorerShowsTheCombinedFootprint(FxRobot robot) {
        String costs = app.vm.sections().stream().filter(s -> s.kind() == SectionKind.COSTS).findFirst().orElseThrow().id();
        robot.interact(() -> app.vm.open(costs));
        CostExplorerView view = robot.lookup("#cost-explorer").queryAs(CostExplorerView.class);
        robot.interact(() -> {
            robot.lookup("#costs-helper").queryComboBox().setValue("50Mi");
            robot.lookup("#costs-companion").queryComboBox().setValue("3Gi");
            robot.lookup("#costs-node").queryComboBox().setValue("64Mi");
            robot.lookup("#costs-place").queryButton().fire();
        });
        // What was seen last, if no cost comes, is the explorer's error.
        Await.until("the combined footprint", () -> view.viewModel().errorProperty().get(),
                error -> !view.viewModel().runningProperty().get() && view.viewModel().resultProperty().get() != null);
        assertTrue(view.viewModel().resultProperty().get().costVisible());
        assertTrue(robot.lookup("#costs-group").queryAs(Label.class).getText().contains("cannot be placed"));
        AppFixture.screenshot(app.scene.getRoot(), "52-costs");
    }

    private SynthesisViewModel synthesisVm(FxRobot robot) {
        // The view holds its view-model; reach it through the scene the learner sees.
        javafx.scene.Node node = robot.lookup("#synthesis").query();
        assertNotNull(node);
        return io.boundarylab.app.synthesis.SynthesisView.class.cast(node).viewModel();
    }
}
