package io.boundarylab.app.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boundarylab.app.cluster.ClusterSnapshot;
import io.boundarylab.app.cluster.ClusterView;
import io.boundarylab.app.cluster.MemberState;
import io.boundarylab.app.episode.EpisodeView;
import io.boundarylab.app.episode.EpisodeViewModel;
import io.boundarylab.app.support.AppFixture;
import io.boundarylab.app.support.AppUiTest;
import io.boundarylab.app.support.Await;
import io.boundarylab.app.support.EpisodeRuns;
import io.boundarylab.engine.trace.EventType;
import io.boundarylab.engine.trace.TraceEvent;
import io.boundarylab.episodes.content.Section;
import io.boundarylab.episodes.content.SectionKind;
import io.boundarylab.episodes.run.FaultAction;
import java.util.List;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.TitledPane;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/**
 * An instructor injects a fault on cue from the episode scene, with the mouse only: chooses the
 * moment by stepping, the fault and its target from the lists, injects, and runs the same fault in
 * the other mode. Evicting web under independent fates leaves the log helper running on its own;
 * under shared fate the eviction takes the whole pod. Both the scene and the trace must say so.
 */
class FaultOnCueTest extends AppUiTest {

    @Test
    void evictingOneMemberTakesTheWholePodOnlyUnderSharedFate(FxRobot robot) {
        EpisodeViewModel vm = openAndRunNaive(robot, "fate");
        TraceEvent chosen = chooseMomentWhenAllRun(robot, vm, 5000);
        FaultAction fault = inject(robot, vm, chosen, "Evict", "pod/web-app/log-helper", "log-helper (a member of web-app)");

        click(robot, "#end");
        List<TraceEvent> naive = vm.runProperty().get().trace();
        ClusterSnapshot naiveEnd = vm.clusterProperty().get();
        assertEquals(MemberState.EVICTED, naiveEnd.member("web-app", "log-helper").state());
        assertEquals(MemberState.RUNNING, naiveEnd.member("web-app", "config-watcher").state(),
                "independent fates: a fragment runs on " + naiveEnd.members());
        assertTrue(chip(robot, "log-helper").contains("evicted"), "in words, not colour alone: " + chip(robot, "log-helper"));
        assertTrue(chip(robot, "config-watcher").contains("running"), chip(robot, "config-watcher"));
        assertTrue(firstStop(naive, "log-helper") >= fault.atMs(), "the trace shows the helper stopped by the fault");
        long webNaive = firstStop(naive, "web");
        Label faulted = robot.lookup("#findings-faulted").queryAs(Label.class);
        assertTrue(faulted.isVisible() && faulted.getText().contains("fault"), "the findings say the run was changed by a fault");
        AppFixture.screenshot(app.scene.getRoot(), "19-fault-naive");

        // The same fault, kept, in the other mode.
        click(robot, "#mode-contract");
        click(robot, "#run");
        Await.until("the contract run", () -> EpisodeRuns.shown(vm, "contract"));
        click(robot, "#end");
        assertEquals(List.of(fault), List.copyOf(vm.faults()), "the fault stays in force across modes");
        assertEquals("contract", vm.runProperty().get().variantId());
        List<TraceEvent> contract = vm.runProperty().get().trace();
        ClusterSnapshot contractEnd = vm.clusterProperty().get();
        assertTrue(contractEnd.members().stream().noneMatch(m -> m.state() == MemberState.RUNNING),
                "shared fate: evicting one member takes the whole pod " + contractEnd.members());
        assertFalse(chip(robot, "config-watcher").contains("running"), chip(robot, "config-watcher"));
        long webContract = firstStop(contract, "web");
        assertTrue(webContract >= fault.atMs() && webContract < webNaive,
                "under shared fate web goes with the helper at the fault (" + webContract + " ms), not later on its own ("
                        + webNaive + " ms)");
        assertTrue(firstStop(contract, "config-watcher") < webNaive);
        // The prediction is judged on the run as written; its events are not the ones on screen, so no link
        // may send the learner to an event number of the faulted run.
        Label judgedOn = robot.lookup("#findings-faulted").queryAs(Label.class);
        assertTrue(judgedOn.getText().contains("judged on the run as the episode is written"), judgedOn.getText());
        assertTrue(robot.lookup(".button").queryAllAs(javafx.scene.control.Button.class).stream()
                        .filter(Node::isVisible).noneMatch(b -> b.getText().startsWith("Show event #")),
                "no link to an event of another run");
        AppFixture.screenshot(app.scene.getRoot(), "19-fault-contract");
    }

    @Test
    void failingWebsNodeStrandsTheHelperOnlyWhenPlacedApart(FxRobot robot) {
        EpisodeViewModel vm = openAndRunNaive(robot, "helper");
        TraceEvent chosen = chooseMomentWhenAllRun(robot, vm, 0);
        String webNode = vm.clusterProperty().get().member("web-app", "web").node();
        assertFalse(webNode.equals(vm.clusterProperty().get().member("web-app", "log-helper").node()), "placed apart");
        FaultAction fault = inject(robot, vm, chosen, "Fail a node", "node/" + webNode, "node " + webNode);

        click(robot, "#end");
        ClusterSnapshot naiveEnd = vm.clusterProperty().get();
        assertEquals(MemberState.NODE_LOST, naiveEnd.member("web-app", "web").state(), naiveEnd.members().toString());
        assertEquals(MemberState.RUNNING, naiveEnd.member("web-app", "log-helper").state(),
                "placed apart, the helper survives its web process: running and useless");
        assertTrue(chip(robot, "web").contains("node lost"), chip(robot, "web"));
        assertTrue(vm.runProperty().get().trace().stream()
                .anyMatch(e -> e.type() == EventType.NodeFailed && e.tMs() >= fault.atMs()), "the trace shows the failure");

        click(robot, "#mode-contract");
        click(robot, "#run");
        Await.until("the contract run", () -> EpisodeRuns.shown(vm, "contract"));
        click(robot, "#end");
        ClusterSnapshot contractEnd = vm.clusterProperty().get();
        assertEquals(webNode, contractEnd.member("web-app", "log-helper").node(), "co-located with web");
        assertTrue(contractEnd.members().stream().allMatch(m -> m.state() == MemberState.NODE_LOST),
                "co-located, both are lost with the node " + contractEnd.members());
        assertTrue(chip(robot, "log-helper").contains("node lost"), chip(robot, "log-helper"));
    }

    private EpisodeViewModel openAndRunNaive(FxRobot robot, String episodeId) {
        for (Section s : app.vm.sections()) {
            if (s.kind() == SectionKind.EPISODE && episodeId.equals(s.episodeId())) {
                robot.interact(() -> app.vm.open(s.id()));
            }
        }
        EpisodeViewModel vm = ((EpisodeView) app.view.currentNode()).viewModel();
        click(robot, "#choice-1");
        click(robot, "#quantity-skip");
        click(robot, "#commit");
        click(robot, "#mode-naive");
        click(robot, "#run");
        Await.until("the naive run", () -> EpisodeRuns.shown(vm, "naive"));
        return vm;
    }

    /**
     * Pauses, then steps from the start until every member of the pod runs, and on while the clock
     * is before {@code notBeforeMs} and they all still run, as a presenter would.
     */
    private TraceEvent chooseMomentWhenAllRun(FxRobot robot, EpisodeViewModel vm, long notBeforeMs) {
        if (vm.playback().playingProperty().get()) {
            click(robot, "#play");
        }
        if (!robot.lookup("#start").query().isDisabled()) {
            click(robot, "#start");
        }
        while (!allRunning(vm.clusterProperty().get())) {
            assertTrue(vm.playback().canStepProperty().get(), "every member runs at some point of the naive run");
            click(robot, "#step");
        }
        while (vm.playback().currentEventProperty().get().tMs() < notBeforeMs && vm.playback().canStepProperty().get()) {
            click(robot, "#step");
            if (!allRunning(vm.clusterProperty().get())) {
                click(robot, "#back");
                break;
            }
        }
        return vm.playback().currentEventProperty().get();
    }

    /** Opens the folded fault card, chooses the fault and its target from the lists, and injects it. */
    private FaultAction inject(FxRobot robot, EpisodeViewModel vm, TraceEvent chosen, String kind, String target, String shown) {
        TitledPane card = robot.lookup("#fault-card").queryAs(TitledPane.class);
        assertFalse(card.isExpanded(), "folded away until wanted");
        reveal(robot, card);
        robot.clickOn(card.lookup(".title"));
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(card.isExpanded());
        assertTrue(label(robot, "#fault-when").contains("#" + chosen.seq()), label(robot, "#fault-when"));
        choose(robot, "#fault-kind", kind);
        // Episode 4's scenarios lose a failed node's pods at once (controlPlane.nodeFailure: instant):
        // choosing that fault says so, with Kubernetes' real delay beside it; other faults say nothing of it.
        Label mode = robot.lookup("#fault-node-failure-mode").queryAs(Label.class);
        if (kind.equals("Fail a node")) {
            assertTrue(mode.isVisible() && mode.getText().contains("at once") && mode.getText().contains("50 s"), mode.getText());
        } else {
            assertFalse(mode.isVisible());
        }
        choose(robot, "#fault-target", shown);
        click(robot, "#inject");
        // Injecting runs the episode again, from the same seed, with the fault.
        Await.until("the run again with the fault", () -> !vm.runningProperty().get() && !vm.faults().isEmpty());
        assertEquals(1, vm.faults().size());
        FaultAction fault = vm.faults().get(0);
        assertEquals(target, fault.target().text());
        assertTrue(fault.atMs() > chosen.tMs(), "the fault goes in just after the moment shown");
        assertTrue(label(robot, "#fault-list").contains(shown), "the scene lists the fault in force, in words");
        assertEquals(chosen.seq(), vm.playback().currentEventProperty().get().seq(),
                "injecting keeps the moment shown: everything before it happened exactly as before");
        return fault;
    }

    private static boolean allRunning(ClusterSnapshot s) {
        return s != null && !s.members().isEmpty() && s.members().stream()
                .filter(m -> m.pod().equals("web-app") && !"init".equals(m.kind()))
                .allMatch(m -> m.state() == MemberState.RUNNING);
    }

    /** When a member was first stopped: killed, evicted, or its pod evicted or deleted (max value if never). */
    private static long firstStop(List<TraceEvent> trace, String container) {
        return trace.stream().filter(e -> "web-app".equals(e.pod())
                && (container.equals(e.container()) || e.container() == null)
                && (e.type() == EventType.Killing || e.type() == EventType.Evicted || e.type() == EventType.PodDeleted))
                .mapToLong(TraceEvent::tMs).min().orElse(Long.MAX_VALUE);
    }

    private String chip(FxRobot robot, String container) {
        ClusterView view = robot.lookup("#cluster-view").queryAs(ClusterView.class);
        return robot.from(view).lookup("#chip-web-app-" + container).queryAs(Label.class).getText();
    }

    private static String label(FxRobot robot, String query) {
        return robot.lookup(query).queryAs(Label.class).getText();
    }

    private static void click(FxRobot robot, String query) {
        Node n = robot.lookup(query).query();
        reveal(robot, n);
        assertFalse(n.isDisabled(), query + " is enabled");
        robot.clickOn(n);
        WaitForAsyncUtils.waitForFxEvents();
    }

    /** Opens a list, waits for its popup, and clicks the entry with that text. */
    private static void choose(FxRobot robot, String combo, String entry) {
        click(robot, combo);
        // The popup's cells are made when it is laid out, after it opens.
        Node cell = Await.until("the list's entry " + entry, () -> robot.lookup(".combo-box-popup .list-cell").match(
                (javafx.scene.control.ListCell<?> c) -> entry.equals(c.getText())).tryQuery(), java.util.Optional::isPresent).orElseThrow();
        assertNotNull(cell, entry);
        robot.clickOn(cell);
        WaitForAsyncUtils.waitForFxEvents();
    }

}
