package io.boundarylab.benchmarks.workload;

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
        // 900 pods in ReplicaSets of 30, written through the controller manager's one API client: a burst of 30
        // at once, then 20 a second (--kube-api-burst, --kube-api-qps), so the last of them 43.5 s later.
        assertEquals(30, count(o, EventType.SuccessfulCreate, 0, 1));
        assertEquals(899, count(o, EventType.SuccessfulCreate, 0, 43_500));
        assertEquals(900, count(o, EventType.SuccessfulCreate, 0, 43_501));
        assertEquals(10, count(o, EventType.NodeFailed, 0, Long.MAX_VALUE), "every zone-c node fails");
        long unknownAt = ScaleScenarios.ZONE_FAILURE_AT_MS + 50_000, evictAt = unknownAt + 300_000;
        assertEquals(10, count(o, EventType.NodeNotReady, unknownAt, unknownAt + 1), "Unknown after the 50 s grace period");
        // The zone's ten nodes held 29 pods each; all are evicted when the 300 s toleration runs out.
        assertEquals(10 * 29, count(o, EventType.TaintManagerEviction, evictAt, evictAt + 1));
        // The ReplicaSets replace them, a full burst at once and the rest at 20 a second.
        assertEquals(30, count(o, EventType.SuccessfulCreate, evictAt, evictAt + 1), "the ReplicaSets replace them");
        assertEquals(10 * 29, count(o, EventType.SuccessfulCreate, evictAt, evictAt + 13_001), "the ReplicaSets replace them");
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

    /** Events of the type in [fromMs, toMs). */
    private static long count(ClusterLifecycle.Outcome o, EventType type, long fromMs, long toMs) {
        long n = 0;
        for (TraceEvent e : o.trace()) if (e.type() == type && e.tMs() >= fromMs && e.tMs() < toMs) n++;
        return n;
    }
}
