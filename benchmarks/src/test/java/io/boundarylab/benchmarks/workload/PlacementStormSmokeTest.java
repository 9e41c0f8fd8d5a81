package io.boundarylab.benchmarks.workload;

import io.boundarylab.engine.cluster.state.NodeState;
import io.boundarylab.engine.cluster.state.PodState;
import io.boundarylab.engine.cluster.scheduler.NodeSampling;
import io.boundarylab.engine.format.TraceJson;
import io.boundarylab.engine.scenario.Scenario;
import io.boundarylab.engine.trace.EventType;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class PlacementStormSmokeTest {
    // 300 nodes: large enough for sampling to apply (48 % of the nodes, 144 per pod).
    private final Scenario scenario = ScaleScenarios.placementStorm(300, 9_000, 7);

    @Test
    void everyPodIsPlacedWithinCapacityWithAndWithoutSampling() {
        for (NodeSampling sampling : new NodeSampling[] {NodeSampling.KUBERNETES_DEFAULT, NodeSampling.OFF}) {
            PlacementStorm storm = new PlacementStorm(scenario, sampling);
            assertEquals(9_000, storm.run());
            for (PodState p : storm.state().pods().values()) assertNotNull(p.node(), p.name());
            for (NodeState n : storm.state().nodes()) {
                assertTrue(n.cpuRequestedMilli() <= n.spec().allocatable().cpu(), n.name());
                assertTrue(n.memoryRequestedBytes() <= n.spec().allocatable().memory(), n.name());
            }
            assertEquals(9_000, storm.state().kernel().trace().stream().filter(e -> e.type() == EventType.Scheduled).count());
        }
    }

    @Test
    void samplingIsDeterministicAndDiffersFromAFullSearch() {
        String sampled = hash(NodeSampling.KUBERNETES_DEFAULT);
        assertEquals(sampled, hash(NodeSampling.KUBERNETES_DEFAULT));
        assertEquals(hash(NodeSampling.OFF), hash(NodeSampling.OFF));
        assertNotEquals(sampled, hash(NodeSampling.OFF));
    }

    @Test
    void cloudSimPlusPlacesEveryVm() {
        assertEquals(600, new CloudSimPlusPlacement(20, 600).run());
    }

    private String hash(NodeSampling sampling) {
        PlacementStorm storm = new PlacementStorm(scenario, sampling);
        storm.run();
        return TraceJson.sha256(storm.state().kernel().trace());
    }
}
