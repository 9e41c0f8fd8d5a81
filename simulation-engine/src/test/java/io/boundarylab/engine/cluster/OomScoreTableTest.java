package io.boundarylab.engine.cluster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.boundarylab.engine.Sim;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * oom_score_adj per container, as pkg/kubelet/qos/policy.go GetContainerOOMScoreAdjust computes
 * it, on the 8Gi node of {@link Sim#header}: Guaranteed -997, BestEffort 1000, Burstable
 * 1000 - 1000 × request / 8Gi clamped to [3, 999], a sidecar no higher than the smallest app
 * container, a system-node-critical pod -997 whatever its QoS.
 */
class OomScoreTableTest {

    private static Sim run(String priority, String containers) {
        return Sim.run(Sim.header("pod", "5s") + "pods:\n" + Sim.pod("p", "Always", priority + containers));
    }

    @ParameterizedTest(name = "{0} → {1}")
    @CsvSource(delimiter = '|', value = {
            // Guaranteed: requests equal limits for cpu and memory.
            "resources: {requests: {cpu: 100m, memory: 1Gi}, limits: {cpu: 100m, memory: 1Gi}} | -997",
            // BestEffort: nothing requested or limited.
            "resources: {}                                                                      | 1000",
            // Burstable, 1Gi of 8Gi: 1000 - 125 = 875.
            "resources: {requests: {memory: 1Gi}}                                               | 875",
            // Burstable, 8Gi of 8Gi: 0, clamped to 3 (above Guaranteed).
            "resources: {requests: {memory: 8Gi}}                                               | 3",
            // Burstable, 1Mi of 8Gi: 1000 - 0 (integer division) = 1000, made 999 (below BestEffort).
            "resources: {requests: {memory: 1Mi}}                                               | 999",
            // Burstable, 100Mi of 8Gi: 1000*100/8192 = 12 → 988.
            "resources: {requests: {memory: 100Mi}}                                             | 988"})
    void oneAppContainer(String resources, int expected) {
        Sim sim = run("", "      containers:\n        - {name: web, " + resources + ", x-sim: {steps: [{run: forever}]}}\n");
        assertEquals(expected, sim.container("p", "web").oomScoreAdj());
    }

    @Test
    void aSidecarTakesNoMoreThanTheSmallestAppContainer() {
        // App containers ask 1Gi (875) and 2Gi (750). The sidecar asks 100Mi (988 on its own); the
        // smallest app request is 1Gi, whose score 875 caps it → 875.
        Sim sim = run("", "      initContainers:\n"
                + "        - {name: proxy, restartPolicy: Always, resources: {requests: {memory: 100Mi}}, x-sim: {steps: [{run: forever}]}}\n"
                + "      containers:\n"
                + "        - {name: web, resources: {requests: {memory: 1Gi}}, x-sim: {steps: [{run: forever}]}}\n"
                + "        - {name: worker, resources: {requests: {memory: 2Gi}}, x-sim: {steps: [{run: forever}]}}\n");
        assertEquals(875, sim.container("p", "web").oomScoreAdj());
        assertEquals(750, sim.container("p", "worker").oomScoreAdj());
        assertEquals(875, sim.container("p", "proxy").oomScoreAdj());
    }

    @Test
    void aSystemNodeCriticalPodIsKilledLastWhateverItsQos() {
        Sim sim = run("      priority: 2000001000\n", "      containers:\n        - {name: web, x-sim: {steps: [{run: forever}]}}\n");
        assertEquals(-997, sim.container("p", "web").oomScoreAdj());
    }

    @Test
    void aContainerNeverPlacedHasNoScore() {
        Sim sim = run("", "      containers:\n        - {name: web, resources: {requests: {memory: 64Gi}}, x-sim: {steps: [{run: forever}]}}\n");
        assertNull(sim.container("p", "web").oomScoreAdj());
    }
}
