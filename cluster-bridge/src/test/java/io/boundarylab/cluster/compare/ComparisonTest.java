package io.boundarylab.cluster.compare;

import io.boundarylab.cluster.run.Recordings;
import io.boundarylab.cluster.source.Experiment;
import io.boundarylab.cluster.source.ExperimentSource;
import io.boundarylab.engine.Simulator;
import io.boundarylab.engine.cluster.Guarantee;
import io.boundarylab.engine.contract.Verdict;
import io.boundarylab.engine.trace.EventType;
import io.boundarylab.engine.trace.TraceEvent;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ComparisonTest {

    private static List<TraceEvent> trace(Object... typeContainerTime) {
        List<TraceEvent> out = new ArrayList<>();
        for (int i = 0; i < typeContainerTime.length; i += 3) {
            out.add(TraceEvent.of((EventType) typeContainerTime[i]).pod("web-app").container((String) typeContainerTime[i + 1])
                    .build(out.size() + 1L, (Long) typeContainerTime[i + 2]));
        }
        return out;
    }

    @Test
    void theClustersStartUpDelayIsTakenOutAndOnlyWhatIsBeyondTheToleranceIsLate() {
        List<TraceEvent> sim = trace(EventType.Started, "web", 0L, EventType.Started, "helper", 0L, EventType.Killing, "web", 20_000L);
        // The cluster starts 1.5 s late; the kill comes 2.5 s after that: 1 s off, then 3 s off with a 2 s tolerance.
        List<TraceEvent> real = trace(EventType.Started, "web", 1_500L, EventType.Started, "helper", 1_600L, EventType.Killing, "web", 24_500L);
        Comparison c = Comparison.of(sim, real, 2000);
        assertEquals(1500, c.offsetMs());
        assertEquals(3, c.matched().size());
        assertEquals(1, c.late().size());
        assertEquals(3000, c.late().get(0).shiftedDiffMs());
        assertEquals(List.of(), c.orderFlips());
        assertTrue(Comparison.of(sim, real, 3000).late().isEmpty(), "3 s off is within a 3 s tolerance");
    }

    @Test
    void anOrderTheClusterReversesIsShownButNotForEventsTheSimulationSawAtOneInstant() {
        List<TraceEvent> sim = trace(EventType.Started, "web", 0L, EventType.Started, "helper", 0L, EventType.Exited, "helper", 5_000L,
                EventType.Killing, "web", 6_000L);
        List<TraceEvent> real = trace(EventType.Started, "helper", 100L, EventType.Started, "web", 200L, EventType.Killing, "web", 5_100L,
                EventType.Exited, "helper", 5_200L, EventType.BackOff, "helper", 9_000L);
        Comparison c = Comparison.of(sim, real, 2000);
        assertEquals(1, c.orderFlips().size(), "the two starts were simultaneous in the simulation: no flip");
        assertEquals(EventType.Exited, c.orderFlips().get(0).first().simulated().type());
        assertEquals(EventType.Killing, c.orderFlips().get(0).second().simulated().type());
        assertEquals(List.of(EventType.BackOff), c.onlyReal().stream().map(TraceEvent::type).toList());
        String report = ComparisonReport.text("test", c, List.of());
        assertTrue(report.contains("Exited web-app/helper came before Killing web-app/web in the simulation, after it on the cluster"), report);
        assertTrue(report.contains("Only on the cluster:\n  9.0 s BackOff web-app/helper"), report);
    }

    @Test
    void theRecordedEvictionAgreesWithTheSimulatedContractVariantOnEveryVerdict() throws Exception {
        Experiment contract = ExperimentSource.bundled().find("fate", "contract");
        List<TraceEvent> sim = Simulator.run(contract.scenario()).trace();
        Comparison c = Comparison.of(sim, Recordings.replay("fate-contract.jsonl"), Comparison.DEFAULT_TOLERANCE_MS);
        assertEquals(Verdict.Outcome.HOLDS, c.verdicts().get(Guarantee.SHARED_FATE).real().outcome());
        assertTrue(c.verdicts().get(Guarantee.SHARED_FATE).agree());
        assertTrue(c.matched().stream().anyMatch(p -> p.simulated().type() == EventType.Evicted && p.simulated().container() == null));
    }

    @Test
    void theRecordedNaiveHelperViolatesAtomicPlacementAsTheSimulationDoes() throws Exception {
        Experiment naive = ExperimentSource.bundled().find("helper", "naive");
        Comparison c = Comparison.of(Simulator.run(naive.scenario()).trace(), Recordings.replay("helper-naive.jsonl"), 2000);
        Comparison.VerdictPair placement = c.verdicts().get(Guarantee.ATOMIC_PLACEMENT);
        assertEquals(Verdict.Outcome.VIOLATED, placement.simulated().outcome(), placement.simulated().summary());
        assertTrue(placement.agree(), placement.real().summary());
    }
}
