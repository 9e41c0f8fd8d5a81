package io.boundarylab.benchmarks.workload;

import io.boundarylab.engine.scenario.ControlPlaneConfig;
import io.boundarylab.engine.scenario.Scenario;
import io.boundarylab.engine.trace.EventType;
import io.boundarylab.engine.trace.TraceEvent;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ClusterLifecycleSmokeTest {
    private final Scenario scenario = ScaleScenarios.clusterLifecycle(30, 900, 1);

    @Test
    void theHourHappensAsDesigned() {
        ClusterLifecycle.Outcome o = ClusterLifecycle.run(scenario);
        assertEquals(ScaleScenarios.ONE_HOUR_MS, o.endTimeMs());
        // 900 pods in ReplicaSets of 30, written through the controller manager's one API client at the
        // scenario's rate (--kube-api-burst at once, then --kube-api-qps a second: 100 and 100, as
        // Kubernetes' 5,000-node tests run it), so the last of them (900 - burst) / qps seconds later.
        ControlPlaneConfig cp = scenario.workloads().controlPlane();
        assertEquals(ScaleScenarios.LARGE_CLUSTER_CONTROL_PLANE, cp);
        int burst = cp.kubeApiBurst();
        long lastAt = lastTokenAt(900, burst, cp.kubeApiQps());
        assertEquals(burst, count(o, EventType.SuccessfulCreate, 0, 1));
        assertEquals(899, count(o, EventType.SuccessfulCreate, 0, lastAt));
        assertEquals(900, count(o, EventType.SuccessfulCreate, 0, lastAt + 1));
        assertEquals(10, count(o, EventType.NodeFailed, 0, Long.MAX_VALUE), "every zone-c node fails");
        long unknownAt = ScaleScenarios.ZONE_FAILURE_AT_MS + 50_000, evictAt = unknownAt + 300_000;
        assertEquals(10, count(o, EventType.NodeNotReady, unknownAt, unknownAt + 1), "Unknown after the 50 s grace period");
        // The zone's ten nodes held 29 pods each; all are evicted when the 300 s toleration runs out.
        assertEquals(10 * 29, count(o, EventType.TaintManagerEviction, evictAt, evictAt + 1));
        // The ReplicaSets replace them, a full burst at once and the rest at the rate.
        long replacedBy = evictAt + lastTokenAt(10 * 29, burst, cp.kubeApiQps());
        assertEquals(burst, count(o, EventType.SuccessfulCreate, evictAt, evictAt + 1), "the ReplicaSets replace them");
        assertEquals(10 * 29 - 1, count(o, EventType.SuccessfulCreate, evictAt, replacedBy), "the ReplicaSets replace them");
        assertEquals(10 * 29, count(o, EventType.SuccessfulCreate, evictAt, replacedBy + 1), "the ReplicaSets replace them");
        assertTrue(count(o, EventType.BackOff, 0, Long.MAX_VALUE) > 0, "crash-loop back-off");
        long initial = count(o, EventType.Scheduled, 0, ScaleScenarios.ZONE_FAILURE_AT_MS);
        assertEquals(30 * 29, initial, "the first cycle fills every node (29 pods each), the rest wait");
        // Every fifth ReplicaSet (0, 5, ..., 25: six of them) goes from 30 to 10 pods.
        assertEquals(6 * 20, count(o, EventType.SuccessfulDelete, ScaleScenarios.SCALE_DOWN_AT_MS, Long.MAX_VALUE));
        assertTrue(count(o, EventType.Scheduled, ScaleScenarios.SCALE_DOWN_AT_MS, Long.MAX_VALUE) > 0,
                "Pending replacements take the room the scale-down leaves");
        assertTrue(count(o, EventType.FailedScheduling, 0, Long.MAX_VALUE) > 0, "an over-subscribed cluster leaves pods pending");
        assertEquals(o.events(), o.trace().size());
        assertTrue(o.actions() > 0);
    }

    @Test
    void sameSeedSameTraceOtherSeedOtherTrace() {
        String first = ClusterLifecycle.run(scenario).traceSha256();
        assertEquals(first, ClusterLifecycle.run(scenario).traceSha256());
        assertNotEquals(first, ClusterLifecycle.run(scenario.withSeed(2)).traceSha256());
    }

    /** When a full bucket of {@code burst} tokens refilled at {@code qps} a second gives its {@code n}th token, in whole ms. */
    private static long lastTokenAt(int n, int burst, int qps) {
        return n <= burst ? 0 : ((n - burst) * 1_000L + qps - 1) / qps;
    }

    /** Events of the type in [fromMs, toMs). */
    private static long count(ClusterLifecycle.Outcome o, EventType type, long fromMs, long toMs) {
        long n = 0;
        for (TraceEvent e : o.trace()) if (e.type() == type && e.tMs() >= fromMs && e.tMs() < toMs) n++;
        return n;
    }
}
