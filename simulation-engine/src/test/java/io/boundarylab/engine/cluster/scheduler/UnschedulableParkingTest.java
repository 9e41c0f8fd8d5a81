package io.boundarylab.engine.cluster.scheduler;

import io.boundarylab.engine.cluster.state.ClusterState;
import io.boundarylab.engine.cluster.state.ContainerState;
import io.boundarylab.engine.cluster.state.NodeState;
import io.boundarylab.engine.cluster.state.PodState;
import io.boundarylab.engine.kernel.SimulationKernel;
import io.boundarylab.engine.scenario.Scenario;
import io.boundarylab.engine.scenario.ScenarioException;
import io.boundarylab.engine.scenario.ScenarioReader;
import io.boundarylab.engine.trace.EventType;
import io.boundarylab.engine.trace.TraceEvent;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

/**
 * A pod that fits no node is parked until something the filters read changes on a node, and
 * comes back at the first such change: a release, a failure, a recovery.
 */
class UnschedulableParkingTest {
    private static final String SCENARIO = """
            scenario: parking
            until: 1m
            platform: pod
            nodes:
              - {name: node-1, allocatable: {cpu: "1", memory: 1Gi}}
              - {name: node-2, allocatable: {cpu: "1", memory: 1Gi}}
            pods:
              - {apiVersion: v1, kind: Pod, metadata: {name: a}, spec: {containers: [{name: c, image: x, resources: {requests: {cpu: "1"}}}]}}
              - {apiVersion: v1, kind: Pod, metadata: {name: b}, spec: {containers: [{name: c, image: x, resources: {requests: {cpu: "1"}}}]}}
              - {apiVersion: v1, kind: Pod, metadata: {name: late}, spec: {containers: [{name: c, image: x, resources: {requests: {cpu: "1"}}}]}}
            """;

    private final ClusterState state;
    private final Scheduler scheduler;
    private final List<String> bound = new ArrayList<>();

    UnschedulableParkingTest() throws ScenarioException {
        Scenario s = ScenarioReader.parse(SCENARIO, "parking.yaml");
        state = new ClusterState(new SimulationKernel(s.seed()), s);
        scheduler = new Scheduler(state, (pod, members, node) -> {
            for (ContainerState c : members) c.setNode(node);
            pod.setNode(node);
            bound.add(pod.name() + "@" + node.name());
        });
    }

    private List<TraceEvent> failedScheduling() {
        return state.kernel().trace().stream().filter(e -> e.type() == EventType.FailedScheduling).toList();
    }

    @Test
    void aPodThatFitsNowhereIsParkedAtTheCountOfNodeChanges() {
        scheduler.schedulePending();
        // Both nodes score alike for the first pod: which one it gets is the seeded tie-break's.
        assertEquals(2, bound.size());
        assertNotSame(state.pod("a").node(), state.pod("b").node());
        PodState late = state.pod("late");
        assertNull(late.node());
        assertEquals(state.nodeChanges(), late.unschedulableAtNodeChanges());
        assertEquals(1, failedScheduling().size());
        assertEquals("0/2 nodes are available: 2 Insufficient cpu.", failedScheduling().get(0).message());

        scheduler.schedulePending();
        assertEquals(2, bound.size());
        assertEquals(1, failedScheduling().size(), "a parked pod says nothing again");
    }

    @Test
    void aReleaseOnANodeBringsTheParkedPodBackInTheNextCycle() {
        scheduler.schedulePending();
        PodState a = state.pod("a");
        a.node().release(a.spec().effectiveRequests(), List.of());
        scheduler.schedulePending();
        assertEquals(3, bound.size());
        assertSame(a.node(), state.pod("late").node(), "only the node a freed has room");
    }

    @Test
    void aNodeFailureUnparksThePodAndItsNewReasonIsPublished() {
        scheduler.schedulePending();
        state.node("node-2").markFailed();
        scheduler.schedulePending();
        List<TraceEvent> failed = failedScheduling();
        assertEquals(2, failed.size(), "the retry sees the failed node and says why once more");
        assertEquals("0/2 nodes are available: 1 Insufficient cpu, 1 node(s) had untolerated taint {node.kubernetes.io/unreachable: }.",
                failed.get(1).message());
    }

    @Test
    void everyChangeTheFiltersReadMovesTheCountAndNothingElseDoes() {
        NodeState n1 = state.node("node-1"), n2 = state.node("node-2");
        long before = state.nodeChanges();
        n1.addMemoryUsed(1 << 20);
        n1.nextIp();
        assertEquals(before, state.nodeChanges(), "memory in use and IPs are not what the filters read");
        PodState a = state.pod("a");
        n1.reserve(a.spec().effectiveRequests(), List.of());
        assertEquals(before + 1, state.nodeChanges());
        n1.release(a.spec().effectiveRequests(), List.of());
        assertEquals(before + 2, state.nodeChanges());
        n2.markFailed();
        assertEquals(before + 3, state.nodeChanges(), "the nodes of one cluster share the count");
        n2.markRecovered();
        assertEquals(before + 4, state.nodeChanges());
    }
}
