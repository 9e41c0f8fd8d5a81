package io.boundarylab.app.scale;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boundarylab.engine.cluster.state.PodPhase;
import io.boundarylab.engine.trace.EventType;
import io.boundarylab.engine.trace.TraceEvent;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The at-scale counts are those of the moment shown, and they agree with each other there. */
class AtScaleMomentCountsTest {
    private static final long HORIZON_MS = 120_000;
    private static ScaleSession session;

    @BeforeAll
    static void run() {
        session = new ScaleSession(AtScaleScenarios.generate(ScaleSize.DEMO, AtScaleViewModel.DEFAULT_SEED, HORIZON_MS));
        session.runToEnd();
    }

    /** Pods bound to a node and still Pending at {@code tMs}, read from the trace itself. */
    private static int pendingPlacedFromTrace(long tMs) {
        TreeMap<String, String> phase = new TreeMap<>();
        Set<String> placed = new TreeSet<>();
        for (TraceEvent e : session.trace()) {
            if (e.tMs() > tMs) {
                break;
            }
            if (e.type() == EventType.Scheduled) {
                placed.add(e.pod());
            } else if (e.type() == EventType.PodPhase) {
                phase.put(e.pod(), e.phase());
            } else if (e.type() == EventType.TaintManagerEviction) {
                placed.remove(e.pod());
            }
        }
        return (int) placed.stream().filter(p -> !phase.containsKey(p) || phase.get(p).equals("Pending")).count();
    }

    private static int podsWithStartedContainers(long tMs) {
        Set<String> started = new TreeSet<>();
        for (TraceEvent e : session.trace()) {
            if (e.tMs() > tMs) {
                break;
            }
            if (e.type() == EventType.Started) {
                started.add(e.pod());
            }
        }
        return started.size();
    }

    private static void consistentAt(long tMs) {
        ScaleFrame f = session.frameAt(tMs);
        assertEquals(tMs, f.timeMs());
        int sum = 0;
        for (PodPhase p : PodPhase.values()) {
            sum += f.phaseCount(p);
        }
        assertEquals(f.podsKnown(), sum, "every pod in one phase at " + tMs);
        assertEquals(pendingPlacedFromTrace(tMs), f.pendingPlaced(), "pending pods on a node at " + tMs);
        int placedOrPast = f.pendingPlaced() + f.phaseCount(PodPhase.RUNNING) + f.phaseCount(PodPhase.SUCCEEDED)
                + f.phaseCount(PodPhase.FAILED) + f.evictedPods();
        assertTrue(podsWithStartedContainers(tMs) <= placedOrPast,
                "a pod with a started container is on a node: " + podsWithStartedContainers(tMs) + " > " + placedOrPast);
        double held = 0;
        for (int n = 0; n < f.nodeCount(); n++) {
            held += f.allocation(n);
        }
        assertEquals(held > 0, placedOrPast > 0, "nodes hold requests exactly when some pod is on one, at " + tMs);
    }

    @Test
    void atTheStartThePendingCountSaysHowManyAreAlreadyOnANode() {
        ScaleFrame f = session.frameAt(0);
        // At 0:00 every pod is bound and its containers started, but no pod has reached Running yet.
        assertEquals(0, f.phaseCount(PodPhase.RUNNING));
        assertTrue(f.summaryCount(EventType.Started) > 0);
        assertTrue(f.pendingPlaced() > 0 && f.pendingPlaced() <= f.phaseCount(PodPhase.PENDING));
        consistentAt(0);
    }

    @Test
    void atTheEndTheCountsAgreeToo() {
        consistentAt(HORIZON_MS);
        consistentAt(HORIZON_MS / 2 + 1_000);
    }
}
