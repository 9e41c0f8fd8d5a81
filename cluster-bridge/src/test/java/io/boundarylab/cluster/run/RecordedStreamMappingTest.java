package io.boundarylab.cluster.run;

import io.boundarylab.engine.cluster.Guarantee;
import io.boundarylab.engine.contract.ContractChecker;
import io.boundarylab.engine.contract.Verdict;
import io.boundarylab.engine.trace.EventType;
import io.boundarylab.engine.trace.TraceEvent;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The mapping from what a cluster reports to the trace, on event streams kept as fixtures
 * (src/test/resources/recorded: Pods, Events and EndpointSlices in the shapes a kind cluster
 * serves them, in the order the watches deliver them).
 */
class RecordedStreamMappingTest {

    static List<TraceEvent> replay(String name) throws IOException {
        return Recordings.replay(name);
    }

    static String brief(TraceEvent e) {
        return e.tMs() + " " + e.type() + " " + e.pod() + (e.container() == null ? "" : "/" + e.container())
                + (e.exitCode() == null ? "" : " " + e.exitCode()) + (e.phase() == null ? "" : " " + e.phase());
    }

    @Test
    void anEvictedPodIsWrittenAsTheSimulationWritesItAndSharedFateHolds() throws IOException {
        List<TraceEvent> t = replay("fate-contract.jsonl");
        // Pulled, Created and Started Events are not written: the status says when each container started.
        // The Pod is Pending from the moment it is stored, as the simulation's pod is before its start.
        assertEquals(List.of("38 PodPhase web-app Pending", "52 Scheduled web-app", "1350 Started web-app/web", "1350 Started web-app/log-helper", "1350 Started web-app/config-watcher",
                "1350 Ready web-app", "1350 PodPhase web-app Running", "20014 Evicted web-app",
                "20031 Killing web-app/web", "20034 Killing web-app/log-helper", "20037 Killing web-app/config-watcher",
                "20410 Exited web-app/web 143", "20410 Exited web-app/log-helper 143", "20410 Exited web-app/config-watcher 143",
                "20410 NotReady web-app", "20410 PodPhase web-app Failed", "20433 PodDeleted web-app"), t.stream().map(RecordedStreamMappingTest::brief).toList());
        assertEquals("kind-worker2", t.get(1).node());
        assertEquals("app", t.get(8).kind());
        Map<Guarantee, Verdict> v = ContractChecker.check(t);
        assertEquals(Verdict.Outcome.HOLDS, v.get(Guarantee.SHARED_FATE).outcome(), v.get(Guarantee.SHARED_FATE).summary());
        assertEquals(Verdict.Outcome.HOLDS, v.get(Guarantee.ATOMIC_PLACEMENT).outcome(), v.get(Guarantee.ATOMIC_PLACEMENT).summary());
        // Every member started with the Pod's one IP: the identity the checker reads.
        assertEquals("members of web-app share one identity, 10.244.2.7", v.get(Guarantee.SHARED_IDENTITY).summary());
    }

    @Test
    void membersInPodsOfTheirOwnAreWrittenAsTheScenariosPodAndAtomicPlacementIsViolated() throws IOException {
        List<TraceEvent> t = replay("helper-naive.jsonl");
        TraceEvent web = t.stream().filter(e -> e.type() == EventType.Scheduled && "web".equals(e.container())).findFirst().orElseThrow();
        assertEquals("web-app", web.pod());
        assertEquals("kind-worker", web.node());
        Verdict placement = ContractChecker.check(t).get(Guarantee.ATOMIC_PLACEMENT);
        assertEquals(Verdict.Outcome.VIOLATED, placement.outcome());
        assertEquals("members of web-app landed apart: web on kind-worker, log-helper on kind-worker2", placement.summary());
        Verdict identity = ContractChecker.check(t).get(Guarantee.SHARED_IDENTITY);
        assertEquals("members of web-app have separate identities: web at 10.244.1.9, log-helper at 10.244.2.9", identity.summary());
    }

    @Test
    void aRepeatedEventCountsOncePerOccurrenceAndARestartIsOneExitAndOneStart() throws IOException {
        List<TraceEvent> t = replay("liveness-restart.jsonl");
        assertEquals(List.of("40 Started web/web", "40 Ready web", "40 PodPhase web Running", "900 EndpointsChanged null",
                "11050 Unhealthy web/web", "21050 Unhealthy web/web", "31050 Unhealthy web/web", "31070 Killing web/web",
                "31200 Exited web/web 143", "31200 NotReady web", "31300 EndpointsChanged null", "31900 Started web/web", "45000 BackOff web/web"),
                t.stream().map(RecordedStreamMappingTest::brief).toList());
        TraceEvent unhealthy = t.get(4);
        assertEquals("liveness", unhealthy.probe());
        assertEquals(List.of(new TraceEvent.Address("web", "10.244.1.4")), t.get(3).endpoints());
        assertEquals(List.of(), t.get(10).endpoints(), "a not-ready endpoint is not one the Service sends traffic to");
        assertEquals("CrashLoopBackOff", t.get(12).reason());
        assertNull(t.get(3).pod());
        assertTrue(t.stream().allMatch(e -> e.rule().startsWith("reported by the cluster")));
    }

    @Test
    void theStandInForANodesLossIsWrittenAsTheNodeFailingThenItsPodsGo() {
        TraceRecorder r = new TraceRecorder();
        RecordedStream.replay(List.of(
                "{\"tMs\":20012,\"watch\":\"NodeLost\",\"type\":\"\",\"object\":{\"node\":\"node-2\",\"pods\":[\"web-2\"]}}",
                "{\"tMs\":20031,\"watch\":\"Pod\",\"type\":\"DELETED\",\"object\":{\"apiVersion\":\"v1\",\"kind\":\"Pod\","
                        + "\"metadata\":{\"name\":\"web-2\",\"labels\":{\"boundary-lab.io/pod\":\"web-2\"}},"
                        + "\"spec\":{\"nodeName\":\"kind-worker2\",\"containers\":[{\"name\":\"web\",\"image\":\"busybox:1.36\"}]}}}"), r);
        List<TraceEvent> t = r.trace();
        assertEquals(List.of(EventType.NodeFailed, EventType.PodDeleted), t.stream().map(TraceEvent::type).toList());
        assertEquals("node-2", t.get(0).node(), "the scenario's node, not a real one");
        assertEquals(20_012, t.get(0).tMs());
        assertEquals("web-2", t.get(1).pod());
        assertEquals("kind-worker2", t.get(1).node());
    }
}
