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
        assertEquals(10, count(o, EventType.NodeFailed, 0), "every zone-c node fails");
        assertTrue(count(o, EventType.BackOff, 0) > 0, "crash-loop back-off");
        assertTrue(count(o, EventType.Evicted, 0) > 0, "evictions");
        long initial = count(o, EventType.Scheduled, 0) - count(o, EventType.Scheduled, ScaleScenarios.EVICTIONS_AT_MS);
        assertEquals(30 * 29, initial, "the first cycle fills every node (29 pods each), the rest wait");
        assertTrue(count(o, EventType.Scheduled, ScaleScenarios.EVICTIONS_AT_MS) > 0, "pending pods take the evicted pods' room");
        assertTrue(count(o, EventType.FailedScheduling, 0) > 0, "an over-subscribed cluster leaves pods pending");
        assertEquals(o.events(), o.trace().size());
        assertTrue(o.actions() > 0);
    }

    @Test
    void sameSeedSameTraceOtherSeedOtherTrace() {
        String first = ClusterLifecycle.run(scenario).traceSha256();
        assertEquals(first, ClusterLifecycle.run(scenario).traceSha256());
        assertNotEquals(first, ClusterLifecycle.run(scenario.withSeed(2)).traceSha256());
    }

    private static long count(ClusterLifecycle.Outcome o, EventType type, long fromMs) {
        long n = 0;
        for (TraceEvent e : o.trace()) if (e.type() == type && e.tMs() >= fromMs) n++;
        return n;
    }
}
