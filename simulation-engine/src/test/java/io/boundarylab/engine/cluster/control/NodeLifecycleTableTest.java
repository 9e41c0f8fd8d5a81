package io.boundarylab.engine.cluster.control;

import io.boundarylab.engine.Sim;
import io.boundarylab.engine.result.NodeStatus;
import io.boundarylab.engine.result.PodStatus;
import io.boundarylab.engine.trace.EventType;
import io.boundarylab.engine.trace.TraceEvent;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.List;

import static io.boundarylab.engine.cluster.control.Workload.actions;
import static io.boundarylab.engine.cluster.control.Workload.header;
import static io.boundarylab.engine.cluster.control.Workload.replicaSet;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The node lifecycle controller and taint eviction (pkg/controller/nodelifecycle, pkg/controller/tainteviction,
 * plugin/pkg/admission/defaulttolerationseconds). Two nodes, a ReplicaSet of two pods (one per
 * node: the scheduler spreads them), node-2 stops at 30 s.
 */
class NodeLifecycleTableTest {

    private static Sim failAt30s(String until, String controlPlane, String... more) {
        String[] all = new String[more.length + 1];
        all[0] = "{at: 30s, do: failNode, target: node/node-2}";
        System.arraycopy(more, 0, all, 1, more.length);
        return Sim.run(header(until, 2, controlPlane) + replicaSet("web", 2) + actions(all));
    }

    /** The pod the ReplicaSet first put on node-2. */
    private static String podOnNode2(Sim sim) {
        return sim.events(EventType.Scheduled).stream().filter(e -> "node-2".equals(e.node())).findFirst().orElseThrow().pod();
    }

    private static long first(Sim sim, EventType type) {
        return sim.events(type).stream().findFirst().orElseThrow(() -> new AssertionError("no " + type)).tMs();
    }

    // Replacement timing: NotReady at failure + grace; eviction at that + toleration; the
    // replacement is created, scheduled (on node-1, the node still up) and ready that instant.
    @ParameterizedTest(name = "grace {0}, toleration {1}s: NotReady at {2} ms, evicted and replaced at {3} ms")
    @CsvSource({
            "'',                                                      80000, 380000",   // Kubernetes' defaults: 50 s, 300 s
            "'{nodeMonitorGracePeriod: 40s}',                         70000, 370000",   // the pre-1.32 default grace
            "'{nodeMonitorGracePeriod: 20s, defaultTolerationSeconds: 60}', 50000, 110000",
            "'{defaultTolerationSeconds: 0}',                         80000, 80000"})    // no toleration: evicted with the taint
    void replacementTakesTheGracePeriodThenTheToleration(String cp, long notReadyMs, long evictedMs) {
        Sim sim = failAt30s("8m", cp.isEmpty() ? null : cp);
        String lost = podOnNode2(sim);
        assertEquals(notReadyMs, first(sim, EventType.NodeNotReady));
        TraceEvent notReady = sim.events(EventType.NotReady).stream().filter(e -> e.isAbout(lost)).findFirst().orElseThrow();
        assertEquals(notReadyMs, notReady.tMs(), "MarkPodsNotReady with the node");
        TraceEvent eviction = sim.events(EventType.TaintManagerEviction).get(0);
        assertEquals(lost, eviction.pod());
        assertEquals(evictedMs, eviction.tMs());
        List<TraceEvent> creates = sim.events(EventType.SuccessfulCreate);
        assertEquals(3, creates.size(), "two at the start, one replacement");
        TraceEvent replacement = creates.get(2);
        assertEquals(evictedMs, replacement.tMs());
        assertEquals("replicaset/web", replacement.owner());
        TraceEvent placed = sim.events(EventType.Scheduled).stream().filter(e -> e.isAbout(replacement.pod())).findFirst().orElseThrow();
        assertEquals("node-1", placed.node(), "node-2 is failed: only node-1 is left");
        assertEquals(evictedMs, placed.tMs());
        PodStatus fresh = sim.pod(replacement.pod());
        assertEquals("Running", fresh.phase());
        assertEquals("True", fresh.conditions().get("Ready").status());
        assertEquals(List.of(sim.events(EventType.SuccessfulCreate).get(0).pod(), sim.events(EventType.SuccessfulCreate).get(1).pod(),
                replacement.pod()).stream().filter(p -> !p.equals(lost)).sorted().toList(),
                sim.run.result().controlPlane().replicaSets().get("web").pods(), "the evicted pod no longer counts");
    }

    @Test
    void beforeTheGracePeriodRunsOutNothingNotices() {
        Sim sim = failAt30s("79s", null);
        String lost = podOnNode2(sim);
        assertEquals(1, sim.events(EventType.NodeFailed).size());
        assertTrue(sim.events(EventType.NodeNotReady).isEmpty());
        assertEquals("Running", sim.pod(lost).phase(), "the API still shows what the kubelet last posted");
        assertEquals("True", sim.pod(lost).conditions().get("Ready").status());
        assertEquals(NodeStatus.READY, sim.run.result().controlPlane().nodes().get("node-2"));
        assertEquals(2, sim.run.result().controlPlane().replicaSets().get("web").readyReplicas());
    }

    @Test
    void afterTheGracePeriodThePodIsNotReadyButStillBoundAndRunning() {
        Sim sim = failAt30s("5m", null);
        String lost = podOnNode2(sim);
        PodStatus p = sim.pod(lost);
        assertEquals("Running", p.phase());
        assertEquals("node-2", p.node());
        assertEquals("False", p.conditions().get("Ready").status());
        assertEquals(null, p.conditions().get("DisruptionTarget"), "tainted, not yet evicted");
        assertEquals(new NodeStatus("Unknown", List.of("node.kubernetes.io/unreachable:NoExecute")),
                sim.run.result().controlPlane().nodes().get("node-2"));
        assertEquals(NodeStatus.READY, sim.run.result().controlPlane().nodes().get("node-1"));
        assertEquals(1, sim.run.result().controlPlane().replicaSets().get("web").readyReplicas());
        assertEquals(2, sim.run.result().controlPlane().replicaSets().get("web").currentReplicas(), "not replaced yet");
    }

    // Eviction cancelled: the node is back (at 3m, within 80 s + 300 s) before the toleration runs out.
    @Test
    void evictionIsCancelledWhenTheNodeRecoversInTime() {
        Sim sim = failAt30s("8m", null, "{at: 3m, do: recoverNode, target: node/node-2}");
        String lost = podOnNode2(sim);
        assertEquals(180_000, first(sim, EventType.NodeReady));
        assertTrue(sim.events(EventType.NodeReady).get(0).message().contains("1 pending eviction cancelled"));
        assertTrue(sim.events(EventType.TaintManagerEviction).isEmpty(), "nothing evicted");
        assertEquals(2, sim.events(EventType.SuccessfulCreate).size(), "nothing replaced");
        assertEquals(NodeStatus.READY, sim.run.result().controlPlane().nodes().get("node-2"));
        PodStatus p = sim.pod(lost);
        assertEquals("Running", p.phase());
        assertEquals("True", p.conditions().get("Ready").status(), "its kubelet started it again in a new sandbox");
        assertEquals(2, p.containers().get("web").timesStarted());
        assertEquals(2, sim.run.result().controlPlane().replicaSets().get("web").readyReplicas());
    }

    @Test
    void aNodeBackBeforeTheGracePeriodWasNeverNotReady() {
        Sim sim = failAt30s("3m", null, "{at: 60s, do: recoverNode, target: node/node-2}");
        assertTrue(sim.events(EventType.NodeNotReady).isEmpty());
        assertTrue(sim.events(EventType.NodeReady).isEmpty(), "the API never saw it not ready");
        assertEquals(2, sim.pod(podOnNode2(sim)).containers().get("web").timesStarted(), "the node rebooted: its pod starts again");
    }

    @Test
    void aNodeBackAfterTheEvictionFinishesTheDeletedPod() {
        Sim sim = failAt30s("8m", null, "{at: 7m, do: recoverNode, target: node/node-2}");
        String lost = podOnNode2(sim);
        assertEquals(1, sim.events(EventType.TaintManagerEviction).size());
        TraceEvent deleted = sim.events(EventType.PodDeleted).stream().filter(e -> e.isAbout(lost)).findFirst().orElseThrow();
        assertEquals(420_000, deleted.tMs(), "the kubelet carries out the deletion when it is back");
        assertEquals(3, sim.events(EventType.SuccessfulCreate).size(), "the replacement stays; the old pod does not come back");
        assertFalse(sim.run.result().controlPlane().replicaSets().get("web").pods().contains(lost));
    }

    @Test
    void theInstantModeLosesThePodsAtOnceAndTheReplicaSetReplacesThemAtOnce() {
        Sim sim = failAt30s("2m", "{nodeFailure: instant}");
        String lost = podOnNode2(sim);
        assertEquals("Failed", sim.pod(lost).phase());
        assertEquals("NodeLost", sim.pod(lost).reason());
        assertTrue(sim.events(EventType.NodeNotReady).isEmpty());
        assertTrue(sim.events(EventType.TaintManagerEviction).isEmpty());
        assertEquals(30_000, sim.events(EventType.SuccessfulCreate).get(2).tMs());
        assertEquals("Unknown", sim.run.result().controlPlane().nodes().get("node-2").ready());
    }

    @Test
    void aPodOfTheScenarioIsEvictedButNothingReplacesIt() {
        String yaml = header("8m", 1, null) + "pods:\n  - apiVersion: v1\n    kind: Pod\n    metadata: {name: solo}\n    spec:\n"
                + "      containers:\n        - {name: c, x-sim: {steps: [{run: forever}]}}\n"
                + actions("{at: 30s, do: failNode, target: node/node-1}");
        Sim sim = Sim.run(yaml);
        assertEquals(380_000, first(sim, EventType.TaintManagerEviction));
        assertTrue(sim.events(EventType.SuccessfulCreate).isEmpty());
        assertNotEquals("Failed", sim.pod("solo").phase(), "a deletion its kubelet cannot carry out leaves the pod as it was last reported");
        var disruption = sim.pod("solo").conditions().get("DisruptionTarget");
        assertEquals("True", disruption.status());
        assertEquals("DeletionByTaintManager", disruption.reason());
        assertEquals("Taint manager: deleting due to NoExecute taint", disruption.message());
    }
}
