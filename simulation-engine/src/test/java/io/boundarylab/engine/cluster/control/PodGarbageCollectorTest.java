package io.boundarylab.engine.cluster.control;

import io.boundarylab.engine.Sim;
import io.boundarylab.engine.result.PodStatus;
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
    // once and replaced at once, 501 a second (replicas 1 + burstReplicas 500).
    private static final String REJECT_LOOP = header("60500ms", 1, null) + replicaSet("web", 1)
            .replace("        spec:\n          containers:", "        spec:\n          nodeName: node-1\n          containers:")
            .replace("cpu: 400m", "cpu: \"2\"");

    @Test
    void theReplicaSetLoopKeepsAtMostTheThresholdsTerminatedPodsAfterEachPass() {
        Sim sim = Sim.run(REJECT_LOOP);
        int perSecond = 1 + ReplicaSetController.BURST_REPLICAS;
        List<TraceEvent> creates = sim.events(EventType.SuccessfulCreate);
        assertEquals(61 * perSecond, creates.size(), "0 s to 60 s");
        List<TraceEvent> collected = sim.events(EventType.PodGarbageCollected);
        // More than 12,500 pods first exist at 24 s (25 x 501), so the first pass that finds work
        // is at 40 s. The pass runs before that instant's creations: it sees the 40 x 501 made at
        // 0..39 s, and deletes 20,040 - 12,500. At 60 s it sees 12,500 + 20 x 501 and deletes 10,020.
        long at40 = collected.stream().filter(e -> e.tMs() == 40_000).count();
        long at60 = collected.stream().filter(e -> e.tMs() == 60_000).count();
        assertEquals(40 * perSecond - PodGarbageCollector.THRESHOLD, at40);
        assertEquals(20 * perSecond, at60);
        assertEquals(at40 + at60, collected.size(), "passes only at 40 s and 60 s");

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

        // What the run keeps: the threshold, and the one burst made after the last pass.
        assertEquals(PodGarbageCollector.THRESHOLD + perSecond, kept.size());
        assertTrue(kept.values().stream().allMatch(p -> "Failed".equals(p.phase())));
    }

    @Test
    void belowTheThresholdNothingIsCollected() {
        Sim sim = Sim.run(REJECT_LOOP.replace("60500ms", "24s"));
        assertTrue(sim.events(EventType.PodGarbageCollected).isEmpty());
        assertEquals(24 * (1 + ReplicaSetController.BURST_REPLICAS) + 1 + ReplicaSetController.BURST_REPLICAS,
                sim.run.result().pods().size(), "every pod made at 0..24 s is kept");
    }
}
