package io.boundarylab.cluster.compare;

import io.boundarylab.cluster.export.StandInShift;
import io.boundarylab.cluster.run.Recordings;
import io.boundarylab.cluster.source.Experiment;
import io.boundarylab.cluster.source.ExperimentSource;
import io.boundarylab.engine.Simulator;
import io.boundarylab.engine.cluster.Guarantee;
import io.boundarylab.engine.contract.Verdict;
import io.boundarylab.engine.scenario.ControlPlaneConfig;
import io.boundarylab.engine.scenario.Scenario;
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

    private static TraceEvent at(List<TraceEvent> out, EventType type, String pod, String node, long tMs) {
        TraceEvent e = TraceEvent.of(type).pod(pod).container(type == EventType.Started ? "web" : null).node(node).build(out.size() + 1L, tMs);
        out.add(e);
        return e;
    }

    @Test
    void aNodeLossStoodInForIsExpectedTheRealDelayEarlierOnTheClusterAndNotCountedAsLate() {
        // The simulation plays the lifecycle: node-2 lost at 20 s, web-2 not ready at 70 s (grace 50 s), deleted at 370 s
        // (toleration 300 s). The cluster's stand-in deleted web-2 at 21.5 s, 1.5 s after its start-up delay.
        List<TraceEvent> sim = new ArrayList<>();
        at(sim, EventType.Started, "web-1", "node-1", 0);
        at(sim, EventType.Started, "web-2", "node-2", 0);
        at(sim, EventType.NotReady, "web-2", "node-2", 70_000);
        at(sim, EventType.PodDeleted, "web-2", "node-2", 370_000);
        List<TraceEvent> real = new ArrayList<>();
        at(real, EventType.Started, "web-1", "kind-worker", 1_500);
        at(real, EventType.Started, "web-2", "kind-worker2", 1_600);
        at(real, EventType.PodDeleted, "web-2", "kind-worker2", 21_500);
        List<StandInShift> standIn = List.of(new StandInShift("node-2", 20_000, 350_000, 350_000));

        Comparison c = Comparison.of(sim, real, 2000, standIn, java.util.Map.of(), java.util.Map.of());
        assertEquals(List.of(), c.late());
        Comparison.Pair deleted = c.matched().stream().filter(p -> p.simulated().type() == EventType.PodDeleted).findFirst().orElseThrow();
        assertEquals(20_000, deleted.expectedMs());
        assertEquals(0, deleted.shiftedDiffMs());
        assertEquals(List.of(EventType.NotReady), c.expectedOnlySimulated().stream().map(TraceEvent::type).toList());
        assertEquals(List.of(), c.onlySimulated());
        String report = ComparisonReport.text("missing-copy/naive", c, List.of());
        assertTrue(report.contains("Node node-2 was lost at 20.0 s: the cluster stood in by deleting its pods at once")
                && report.contains("evicts them at 370.0 s. Its events from then on are expected 350.0 s earlier on the cluster"), report);
        assertTrue(report.contains("Only in the simulation, as expected (the lost node's wait before eviction, which the stand-in skips):\n"
                + "  70.0 s NotReady web-2"), report);

        // Without the stand-in's shift the same traces are 350 s apart: the difference the report must not claim.
        Comparison unaware = Comparison.of(sim, real, 2000);
        assertEquals(List.of(-350_000L), unaware.late().stream().map(Comparison.Pair::shiftedDiffMs).toList());
    }

    @Test
    void theMissingCopysReplacementLinesUpWithTheStandInOnceShiftedAndMatchedByOrder() throws Exception {
        // What the stand-in does is what the instant mode simulates: node-2's pod lost at 20 s, its replacement made at once.
        Experiment e = ExperimentSource.bundled().find("missing-copy", "contract");
        Scenario lifecycle = e.scenario();
        ControlPlaneConfig cp = lifecycle.workloads().controlPlane();
        Scenario standIn = lifecycle.withWorkloads(lifecycle.workloads().withControlPlane(
                new ControlPlaneConfig(cp.nodeMonitorGracePeriodMs(), cp.defaultTolerationSeconds(), ControlPlaneConfig.NodeFailureMode.instant,
                        cp.kubeApiQps(), cp.kubeApiBurst())));
        List<TraceEvent> sim = Simulator.run(lifecycle).trace();
        List<TraceEvent> real = Simulator.run(standIn).trace();
        Comparison c = Comparison.of(lifecycle, sim, real, Comparison.DEFAULT_TOLERANCE_MS);
        assertTrue(c.verdictsAgree());
        assertEquals(List.of(), c.late());
        assertEquals(List.of(), c.orderFlips());
        // The replacement, the ReplicaSet's fourth pod: started at 370 s in the simulation, expected at 20 s on the cluster.
        Comparison.Pair fourth = c.matched().stream().filter(p -> p.simulated().type() == EventType.Started && p.simulated().tMs() == 370_000)
                .findFirst().orElseThrow(() -> new AssertionError(c.matched().toString()));
        assertEquals(20_000, fourth.expectedMs());
        assertEquals(20_000, fourth.real().tMs());
        assertTrue(c.expectedOnlySimulated().stream().anyMatch(x -> x.type() == EventType.NotReady && x.tMs() == 70_000), c.expectedOnlySimulated().toString());
    }
}
