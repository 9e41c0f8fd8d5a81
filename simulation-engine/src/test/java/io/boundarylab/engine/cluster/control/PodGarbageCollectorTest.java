package io.boundarylab.engine.cluster.control;

import io.boundarylab.engine.Sim;
import io.boundarylab.engine.result.PodStatus;
import io.boundarylab.engine.scenario.ControlPlaneConfig;
import io.boundarylab.engine.trace.EventType;
import io.boundarylab.engine.trace.TraceEvent;
import org.junit.jupiter.api.Test;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

import static io.boundarylab.engine.cluster.control.Workload.header;
import static io.boundarylab.engine.cluster.control.Workload.replicaSet;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The pod garbage collector (gc_controller.go gcTerminated): every 20 s, the terminated pods past
 * --terminated-pod-gc-threshold (12,500) are deleted, oldest first.
 */
class PodGarbageCollectorTest {

    // A template bound by nodeName to a node it cannot fit: every pod is rejected (OutOfcpu) at
    // once and replaced as fast as the controller manager's API client allows: a burst of 30 at
    // 0 s, then one every 50 ms (20 a second).
    private static final String REJECT_LOOP = header("660500ms", 1, null) + replicaSet("web", 1)
            .replace("        spec:\n          containers:", "        spec:\n          nodeName: node-1\n          containers:")
            .replace("cpu: 400m", "cpu: \"2\"");
    private static final long TOKEN_MS = 1_000 / ControlPlaneConfig.DEFAULT_KUBE_API_QPS;

    /** The pods made before {@code tMs} (a multiple of 50 ms): the burst at 0 s, then one per token. */
    private static long madeBefore(long tMs) {
        return ControlPlaneConfig.DEFAULT_KUBE_API_BURST + (tMs - TOKEN_MS) / TOKEN_MS;
    }

    @Test
    void theReplicaSetLoopKeepsAtMostTheThresholdsTerminatedPodsAfterEachPass() {
        Sim sim = Sim.run(REJECT_LOOP);
        List<TraceEvent> creates = sim.events(EventType.SuccessfulCreate);
        assertEquals(madeBefore(660_550), creates.size(), "0 s to 660.5 s");
        List<TraceEvent> collected = sim.events(EventType.PodGarbageCollected);
        // More than 12,500 pods first exist before 640 s (29 + 12,800), so the first pass that finds
        // work is at 640 s; it runs before that instant's creation and deletes what is past the
        // threshold. At 660 s it finds the 20 s of creations since (400) past it again.
        long at640 = collected.stream().filter(e -> e.tMs() == 640_000).count();
        long at660 = collected.stream().filter(e -> e.tMs() == 660_000).count();
        assertEquals(madeBefore(640_000) - PodGarbageCollector.THRESHOLD, at640);
        assertEquals(20 * ControlPlaneConfig.DEFAULT_KUBE_API_QPS, at660);
        assertEquals(at640 + at660, collected.size(), "passes only at 640 s and 660 s");

        // Oldest first: every collected pod was made no later than every pod the run keeps. A name
        // may come back once its pod is collected, so each is matched with its latest creation.
        Map<String, Long> madeAt = new HashMap<>();
        long newestCollected = -1;
        for (TraceEvent e : sim.run.trace()) {
            if (e.type() == EventType.SuccessfulCreate) madeAt.put(e.pod(), e.tMs());
            if (e.type() == EventType.PodGarbageCollected) newestCollected = Math.max(newestCollected, madeAt.get(e.pod()));
        }
        Map<String, PodStatus> kept = sim.run.result().pods();
        long oldestKept = kept.keySet().stream().mapToLong(madeAt::get).min().orElseThrow();
        assertTrue(newestCollected <= oldestKept, newestCollected + " > " + oldestKept);

        // What the run keeps: the threshold, and what was made from the last pass to the end (660 s to 660.5 s).
        assertEquals(PodGarbageCollector.THRESHOLD + madeBefore(660_550) - madeBefore(660_000), kept.size());
        assertTrue(kept.values().stream().allMatch(p -> "Failed".equals(p.phase())));
    }

    @Test
    void belowTheThresholdNothingIsCollected() {
        Sim sim = Sim.run(REJECT_LOOP.replace("660500ms", "600s"));
        assertTrue(sim.events(EventType.PodGarbageCollected).isEmpty());
        assertEquals(madeBefore(600_050), sim.run.result().pods().size(), "every pod made at 0..600 s is kept");
    }
}
