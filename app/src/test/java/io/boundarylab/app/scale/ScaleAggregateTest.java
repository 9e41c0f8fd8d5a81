package io.boundarylab.app.scale;

import io.boundarylab.engine.cluster.state.PodPhase;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boundarylab.engine.cluster.state.NodeState;
import io.boundarylab.engine.format.TraceJson;
import io.boundarylab.engine.scenario.ControlPlaneConfig;
import io.boundarylab.engine.result.PodStatus;
import io.boundarylab.engine.trace.EventType;
import io.boundarylab.engine.trace.TraceEvent;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The at-scale fold: what checkpoints and re-application give equals a full fold, and the engine's own state. */
class ScaleAggregateTest {
    /** Twenty simulated minutes: crash loops, batch jobs finishing and the zone failure at ten minutes. */
    static final long HORIZON_MS = 1_200_000L;
    private static ScaleSession session;

    @BeforeAll
    static void runDemo() {
        session = new ScaleSession(AtScaleScenarios.generate(ScaleSize.DEMO, 11, HORIZON_MS), 97);
        session.runToEnd();
    }

    private static ScaleAggregate fullFold(List<TraceEvent> trace, int upTo) {
        ScaleAggregate a = new ScaleAggregate(session.layout());
        a.applyAll(trace, 0, upTo);
        return a;
    }

    @Test
    void checkpointPlusReapplicationEqualsFullFoldAtRandomSeekPoints() {
        List<TraceEvent> trace = session.trace();
        assertTrue(trace.size() > 10_000, "the demo trace is long enough to need checkpoints: " + trace.size());
        // Thinning happened: many more checkpoint intervals than kept checkpoints.
        assertTrue(session.checkpointEvery() > 97, "interval doubled: " + session.checkpointEvery());
        assertTrue(session.checkpointCount() <= ScaleSession.MAX_CHECKPOINTS + 1);
        Random random = new Random(5);
        List<Integer> points = new ArrayList<>(List.of(0, 1, trace.size() - 1, trace.size()));
        for (int i = 0; i < 300; i++) {
            points.add(random.nextInt(trace.size() + 1));
        }
        // Backwards, forwards, far and near, in a random order.
        Collections.shuffle(points, random);
        for (int index : points) {
            ScaleAggregate seeked = session.seekToEvent(index);
            assertEquals(index, seeked.events());
            assertTrue(seeked.sameAs(fullFold(trace, index)), "seek to event " + index + " differs from the full fold");
        }
    }

    @Test
    void aFrameAtATimeHoldsEveryEventUpToThatTime() {
        List<TraceEvent> trace = session.trace();
        for (long t : new long[] {0, 1_000, 61_500, 600_000, 600_001, 1_199_999, HORIZON_MS}) {
            ScaleFrame f = session.frameAt(t);
            int n = f.eventIndex();
            assertTrue(n == trace.size() || trace.get(n).tMs() > t, "no event at or before " + t + " left out");
            assertTrue(n == 0 || trace.get(n - 1).tMs() <= t, "no event after " + t + " folded in");
            assertEquals(t, f.timeMs());
        }
    }

    @Test
    void theFoldMatchesTheEnginesOwnNodeStateAsTheRunGoes() {
        ScaleSession live = new ScaleSession(AtScaleScenarios.generate(ScaleSize.DEMO, 3, HORIZON_MS), 500);
        int compared = 0;
        while (!live.engineDone()) {
            live.runAhead(400);
            ScaleAggregate lead = live.seekToEvent(live.eventsComputed());
            List<NodeState> nodes = live.simulation().nodes();
            for (int i = 0; i < nodes.size(); i++) {
                NodeState n = nodes.get(i);
                assertEquals(n.cpuRequestedMilli(), lead.nodeCpuMilli(i), n.name() + " cpu at event " + lead.events());
                assertEquals(n.memoryRequestedBytes(), lead.nodeMemoryBytes(i), n.name() + " memory");
                assertEquals(n.units(), lead.nodePods(i), n.name() + " pods");
                assertEquals(n.failed(), lead.nodeFailed(i), n.name() + " failed");
            }
            compared++;
        }
        assertTrue(compared > 5, "compared at several points of the run: " + compared);
        ScaleAggregate end = live.seekToEvent(live.eventsComputed());
        int[] phases = new int[PodPhase.values().length];
        for (PodStatus p : live.simulation().result().pods().values()) {
            phases[PodPhase.of(p.phase()).ordinal()]++;
        }
        for (PodPhase p : PodPhase.values()) {
            assertEquals(phases[p.ordinal()], end.phaseCount(p), "pods " + p);
        }
    }

    @Test
    void theDemoShowsCrashLoopsBatchJobsAndTheZoneFailure() {
        ScaleFrame before = session.frameAt(HORIZON_MS / 2 - 1);
        ScaleFrame after = session.frameAt(HORIZON_MS);
        AtScaleScenario g = session.generated();
        int zoneNodes = session.layout().zoneNodeCount(g.failedZone());
        assertEquals(0, before.failedNodes());
        assertEquals(zoneNodes, after.failedNodes());
        assertEquals(zoneNodes, after.binCount(ScaleFrame.BIN_FAILED));
        assertTrue(before.backOffPods() > 0, "some pods are crash-looping");
        assertTrue(after.phaseCount(PodPhase.SUCCEEDED) > 0, "batch jobs completed");
        assertTrue(before.phaseCount(PodPhase.RUNNING) > ScaleSize.DEMO.pods() / 2);
        assertTrue(session.seekToEvent(session.eventsComputed()).eventsOfType(EventType.BackOff) > 0);
    }

    /**
     * The zone fails at half the horizon (10 min). Its nodes stop at once, so their pods stop
     * counting for the zone; Kubernetes notices after the 50 s grace period and evicts them after the
     * 300 s toleration (15 min 50 s); the ReplicaSets then recreate them, and the scheduler places
     * them on the zones still up. Before the failure and at the end, every pod the ReplicaSets want
     * runs on a live node.
     */
    @Test
    void theReplicaSetsRestoreTheirCountOnTheSurvivingZonesAfterTheNodeLifecycle() {
        AtScaleScenario g = session.generated();
        long failAt = g.zoneFailureMs();
        long evictAt = failAt + 50_000 + 300_000;
        int zone = g.failedZone();
        ScaleFrame before = session.frameAt(failAt - 1);
        int wanted = before.desiredReplicas();
        assertTrue(wanted > ScaleSize.DEMO.pods() / 2, "most pods are the ReplicaSets': " + wanted);
        assertEquals(wanted, before.replicasRunning(), "every wanted pod runs before the failure");
        int onFailedZone = before.zonePods(zone);
        assertTrue(onFailedZone > 0);

        ScaleFrame failed = session.frameAt(failAt);
        assertEquals(0, failed.zonePods(zone), "the failed zone runs nothing");
        assertTrue(failed.replicasRunning() < wanted, "the pods on the failed zone are lost");
        ScaleFrame waiting = session.frameAt(evictAt - 1);
        assertEquals(failed.replicasRunning(), waiting.replicasRunning(), "nothing is replaced during the toleration");
        assertEquals(0, waiting.evictedPods());

        ScaleFrame healed = session.frameAt(HORIZON_MS);
        assertEquals(wanted, healed.replicasRunning(), "the ReplicaSets restored their count");
        assertEquals(0, healed.zonePods(zone));
        ScaleAggregate end = session.seekToEvent(session.eventsComputed());
        int ownedEvicted = 0;
        for (int p = 0; p < end.podsKnown(); p++) {
            if (end.podEvicted(p) && end.podOwned(p)) {
                ownedEvicted++;
            }
        }
        assertEquals(wanted - failed.replicasRunning(), ownedEvicted, "each lost ReplicaSet pod was evicted once");
        // The batch jobs still running on the zone are evicted too, and nothing replaces them.
        assertTrue(healed.evictedPods() >= ownedEvicted);
        assertEquals(end.podsKnown() - ScaleSize.DEMO.pods(), ownedEvicted, "one new pod for each evicted one");
        int survivorsBefore = 0;
        int survivorsAfter = 0;
        for (int z = 0; z < g.zones().size(); z++) {
            if (z != zone) {
                survivorsBefore += before.zonePods(z);
                survivorsAfter += healed.zonePods(z);
            }
        }
        assertTrue(survivorsAfter > survivorsBefore, "the replacements run on the surviving zones");
    }

    /**
     * The ReplicaSets write their pods through the controller manager's API client at a large
     * cluster's rate ({@link AtScaleScenarios#CONTROL_PLANE}): a burst at once, then qps a second.
     * The demo's pods are all made long before the failure; the failed zone's replacements come
     * the same way from the eviction on, over seconds rather than in one instant.
     */
    @Test
    void theReplicaSetsCreateAtTheLargeClustersApiRate() {
        AtScaleScenario g = session.generated();
        ControlPlaneConfig cp = g.scenario().workloads().controlPlane();
        assertEquals(AtScaleScenarios.CONTROL_PLANE, cp);
        assertEquals(AtScaleScenarios.KUBE_API_QPS, cp.kubeApiQps());
        assertEquals(AtScaleScenarios.KUBE_API_BURST, cp.kubeApiBurst());
        long failAt = g.zoneFailureMs();
        long evictAt = failAt + 50_000 + 300_000;
        List<Long> first = new ArrayList<>();
        List<Long> replacements = new ArrayList<>();
        for (TraceEvent e : session.trace()) {
            if (e.type() == EventType.SuccessfulCreate) {
                assertTrue(e.tMs() < failAt || e.tMs() >= evictAt, "nothing is created between the failure and the eviction: " + e.tMs());
                (e.tMs() < failAt ? first : replacements).add(e.tMs());
            }
        }
        int wanted = g.scenario().workloads().replicaSets().stream().mapToInt(rs -> rs.replicas()).sum();
        assertEquals(wanted, first.size());
        assertAtTheRate(first, 0, cp);
        assertTrue(replacements.size() > cp.kubeApiBurst(), "more replacements than one burst: " + replacements.size());
        assertAtTheRate(replacements, evictAt, cp);
    }

    /** The creations from {@code fromMs} on: at any time t, the burst plus what the rate refilled since, all used at once. */
    private static void assertAtTheRate(List<Long> times, long fromMs, ControlPlaneConfig cp) {
        int n = times.size();
        assertEquals(Math.min(n, cp.kubeApiBurst()), times.stream().filter(t -> t == fromMs).count(), "the burst");
        long lastAt = fromMs + Math.max(0, ((long) (n - cp.kubeApiBurst()) * 1_000 + cp.kubeApiQps() - 1) / cp.kubeApiQps());
        assertEquals(lastAt, times.get(n - 1), "the last at (n - burst) / qps");
        for (long t : new java.util.TreeSet<>(times)) {
            long upTo = times.stream().filter(c -> c <= t).count();
            assertEquals(Math.min(n, cp.kubeApiBurst() + (t - fromMs) * cp.kubeApiQps() / 1_000), upTo, "by " + t + " ms");
        }
    }

    @Test
    void sameSeedSameAggregateAndTrace() {
        ScaleSession again = new ScaleSession(AtScaleScenarios.generate(ScaleSize.DEMO, 11, HORIZON_MS), 1_000);
        again.runToEnd();
        assertEquals(TraceJson.sha256(session.trace()), TraceJson.sha256(again.trace()));
        assertTrue(again.seekToEvent(again.eventsComputed()).sameAs(fullFold(session.trace(), session.eventsComputed())));
        ScaleSession other = new ScaleSession(AtScaleScenarios.generate(ScaleSize.DEMO, 12, HORIZON_MS), 1_000);
        other.runToEnd();
        assertNotEquals(TraceJson.sha256(session.trace()), TraceJson.sha256(other.trace()));
        assertFalse(other.seekToEvent(other.eventsComputed()).sameAs(fullFold(session.trace(), session.eventsComputed())));
    }
}
