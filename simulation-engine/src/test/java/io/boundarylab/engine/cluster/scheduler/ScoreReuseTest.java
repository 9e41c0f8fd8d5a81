package io.boundarylab.engine.cluster.scheduler;

import io.boundarylab.engine.cluster.state.ClusterState;
import io.boundarylab.engine.cluster.state.ContainerState;
import io.boundarylab.engine.cluster.state.PodState;
import io.boundarylab.engine.kernel.SimulationKernel;
import io.boundarylab.engine.scenario.Scenario;
import io.boundarylab.engine.scenario.ScenarioException;
import io.boundarylab.engine.scenario.ScenarioReader;
import io.boundarylab.engine.trace.EventType;
import io.boundarylab.engine.trace.TraceEvent;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The scheduler keeps each node's last score and reuses it while the node's requested amounts are
 * as they were: a node whose load changed is scored again, one whose load came back to an earlier
 * value scores as it did then.
 */
class ScoreReuseTest {
    // LeastAllocated, cpu and memory weighted equally: (free cpu % + free memory %) / 2, each rounded down.
    // node-1 (4 cpu, 4Gi) with one more pod of 1 cpu and 1Gi: (75 + 75) / 2 = 75; with two: 50; three: 25.
    // node-2 (2 cpu, 4Gi) with one more pod: (50 + 75) / 2 = 62; with two: (0 + 50) / 2 = 25.
    private static final String SCENARIO = """
            scenario: score-reuse
            until: 1m
            platform: pod
            nodes:
              - {name: node-1, allocatable: {cpu: "4", memory: 4Gi}}
              - {name: node-2, allocatable: {cpu: "2", memory: 4Gi}}
            pods:
              - {apiVersion: v1, kind: Pod, metadata: {name: p1}, spec: {containers: [{name: c, image: x, resources: {requests: {cpu: "1", memory: 1Gi}}}]}}
              - {apiVersion: v1, kind: Pod, metadata: {name: p2}, spec: {containers: [{name: c, image: x, resources: {requests: {cpu: "1", memory: 1Gi}}}]}}
              - {apiVersion: v1, kind: Pod, metadata: {name: p3}, spec: {containers: [{name: c, image: x, resources: {requests: {cpu: "1", memory: 1Gi}}}]}}
            """;

    private final ClusterState state;
    private final Scheduler scheduler;

    ScoreReuseTest() throws ScenarioException {
        Scenario s = ScenarioReader.parse(SCENARIO, "score-reuse.yaml");
        state = new ClusterState(new SimulationKernel(s.seed()), s);
        scheduler = new Scheduler(state, (pod, members, node) -> {
            for (ContainerState c : members) c.setNode(node);
            pod.setNode(node);
        });
    }

    private List<String> scheduled() {
        return state.kernel().trace().stream().filter(e -> e.type() == EventType.Scheduled).map(TraceEvent::message).toList();
    }

    @Test
    void aNodeWhoseLoadChangedIsScoredAgain() {
        scheduler.schedulePending();
        // p2 sees node-1 with p1 on it (50, not the 75 it had for p1), so node-2's 62 wins; p3 sees
        // node-1 unchanged since p2's search (50 again, the stored score) and node-2 now loaded (25).
        assertEquals(List.of(
                "Successfully assigned p1 to node-1 (score 75)",
                "Successfully assigned p2 to node-2 (score 62)",
                "Successfully assigned p3 to node-1 (score 50)"), scheduled());
    }

    @Test
    void aNodeWhoseLoadCameBackScoresAsItDidThen() {
        scheduler.schedulePending();
        PodState p3 = state.pod("p3");
        p3.node().release(p3.spec().effectiveRequests(), List.of());
        // node-1 holds only p1 again: for p3's request it scores 50 once more, above node-2's 25.
        Scheduler again = new Scheduler(state, (pod, members, node) -> { });
        assertEquals(50, scoreOf(again, 0), "a fresh scheduler works it out");
        assertEquals(50, scoreOf(scheduler, 0), "the scheduler that scored node-1 at other loads agrees");
        assertEquals(25, scoreOf(scheduler, 1));
    }

    private static long scoreOf(Scheduler s, int node) {
        return s.score(node, 1000, 1L << 30);
    }
}
