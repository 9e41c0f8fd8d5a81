package io.boundarylab.engine.cluster.control;

import io.boundarylab.engine.Sim;
import io.boundarylab.engine.result.PodStatus;
import io.boundarylab.engine.result.ReplicaSetStatus;
import io.boundarylab.engine.scenario.ControlPlaneConfig;
import io.boundarylab.engine.trace.EventType;
import io.boundarylab.engine.trace.TraceEvent;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.stream.LongStream;
import java.util.Map;
import java.util.TreeSet;

import static io.boundarylab.engine.cluster.control.Workload.actions;
import static io.boundarylab.engine.cluster.control.Workload.header;
import static io.boundarylab.engine.cluster.control.Workload.replicaSet;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The ReplicaSet controller (pkg/controller/replicaset/replica_set.go manageReplicas) seen from a scenario. */
class ReplicaSetTableTest {

    @Test
    void itCreatesItsReplicasNamedFromItsNameWithFiveRandomCharacters() {
        Sim sim = Sim.run(header("10s", 2, null) + replicaSet("web", 3));
        List<TraceEvent> creates = sim.events(EventType.SuccessfulCreate);
        assertEquals(3, creates.size());
        TreeSet<String> ips = new TreeSet<>();
        for (TraceEvent e : creates) {
            assertTrue(e.pod().matches("web-[bcdfghjklmnpqrstvwxz2456789]{5}"), e.pod());
            assertEquals("replicaset/web", e.owner());
            assertEquals("Created pod: " + e.pod(), e.message());
            PodStatus p = sim.pod(e.pod());
            assertEquals("replicaset/web", p.owner());
            assertEquals(Map.of("app", "web"), p.labels());
            ips.add(p.ip());
        }
        assertEquals(3, ips.size(), "every pod gets its own IP");
        ReplicaSetStatus st = sim.run.result().controlPlane().replicaSets().get("web");
        // Two nodes of 1 cpu, pods of 400m: room for two per node, so all three run.
        assertEquals(new ReplicaSetStatus(3, 3, 3, 3, creates.stream().map(TraceEvent::pod).sorted().toList()), st);
    }

    @Test
    void theSeedPicksTheNamesButNotTheirNumber() {
        String yaml = header("10s", 2, null) + replicaSet("web", 3);
        Sim a = Sim.run(yaml), again = Sim.run(yaml), other = Sim.run(yaml.replace("scenario: t\n", "scenario: t\nseed: 2\n"));
        List<String> namesA = a.events(EventType.SuccessfulCreate).stream().map(TraceEvent::pod).toList();
        assertEquals(namesA, again.events(EventType.SuccessfulCreate).stream().map(TraceEvent::pod).toList());
        List<String> namesOther = other.events(EventType.SuccessfulCreate).stream().map(TraceEvent::pod).toList();
        assertEquals(3, namesOther.size());
        assertNotEquals(namesA, namesOther, "another seed, other names");
    }

    @Test
    void scalingUpCreatesAndScalingDownDeletes() {
        Sim sim = Sim.run(header("1m", 2, null) + replicaSet("web", 2)
                + actions("{at: 10s, do: scale, target: replicaset/web, replicas: 4}", "{at: 20s, do: scale, target: replicaset/web, replicas: 1}"));
        List<TraceEvent> creates = sim.events(EventType.SuccessfulCreate);
        assertEquals(List.of(0L, 0L, 10_000L, 10_000L), creates.stream().map(TraceEvent::tMs).toList());
        List<TraceEvent> deletes = sim.events(EventType.SuccessfulDelete);
        assertEquals(List.of(20_000L, 20_000L, 20_000L), deletes.stream().map(TraceEvent::tMs).toList());
        for (TraceEvent d : deletes) assertEquals("replicaset/web", d.owner());
        ReplicaSetStatus st = sim.run.result().controlPlane().replicaSets().get("web");
        assertEquals(1, st.replicas());
        assertEquals(1, st.currentReplicas());
        for (TraceEvent d : deletes) {
            assertTrue(sim.events(EventType.PodDeleted).stream().anyMatch(e -> e.isAbout(d.pod())), d.pod() + " is deleted gracefully");
        }
    }

    // Scale-down ranking, rule 1: an unscheduled pod goes before any scheduled one. One node with
    // room for two of three pods: the third waits, and scaling to 2 deletes exactly it.
    @Test
    void scaleDownDeletesTheUnscheduledPodFirst() {
        Sim sim = Sim.run(header("30s", 1, null) + replicaSet("web", 3) + actions("{at: 10s, do: scale, target: replicaset/web, replicas: 2}"));
        List<String> unscheduled = sim.events(EventType.SuccessfulCreate).stream().map(TraceEvent::pod)
                .filter(p -> sim.events(EventType.Scheduled).stream().noneMatch(e -> e.isAbout(p))).toList();
        assertEquals(1, unscheduled.size(), "the premise: one pod did not fit");
        assertEquals(unscheduled, sim.events(EventType.SuccessfulDelete).stream().map(TraceEvent::pod).toList());
    }

    // Rule 5, doubled up: with two pods on node-1 and one on node-2, scaling to 2 deletes one of node-1's.
    @Test
    void scaleDownDeletesADoubledUpPodBeforeALoneOne() {
        Sim sim = Sim.run(header("30s", 2, null) + replicaSet("web", 3) + actions("{at: 10s, do: scale, target: replicaset/web, replicas: 2}"));
        Map<String, Long> perNode = new java.util.TreeMap<>();
        for (TraceEvent e : sim.events(EventType.Scheduled)) perNode.merge(e.node(), 1L, Long::sum);
        String doubled = perNode.entrySet().stream().filter(e -> e.getValue() == 2).findFirst().orElseThrow().getKey();
        String victim = sim.events(EventType.SuccessfulDelete).get(0).pod();
        String victimNode = sim.events(EventType.Scheduled).stream().filter(e -> e.isAbout(victim)).findFirst().orElseThrow().node();
        assertEquals(doubled, victimNode);
    }

    @Test
    void aFailedPodIsReplacedByANewOneThatKeepsNothingOfIt() {
        // restartPolicy must be Always in a template, so a pod fails here by eviction.
        Sim sim = Sim.run(header("30s", 2, "{nodeFailure: instant}") + replicaSet("web", 1)
                + actions("{at: 10s, do: failNode, target: node/node-1}", "{at: 10s, do: failNode, target: node/node-2}",
                        "{at: 20s, do: recoverNode, target: node/node-1}"));
        List<TraceEvent> creates = sim.events(EventType.SuccessfulCreate);
        assertEquals(2, creates.size());
        assertEquals(10_000, creates.get(1).tMs(), "replaced at once, even with no node to run it yet");
        String first = creates.get(0).pod(), second = creates.get(1).pod();
        assertNotEquals(first, second);
        assertEquals("Failed", sim.pod(first).phase());
        TraceEvent placed = sim.events(EventType.Scheduled).stream().filter(e -> e.isAbout(second)).findFirst().orElseThrow();
        assertEquals(20_000, placed.tMs(), "it waits for a node, then runs");
        assertNotEquals(sim.pod(first).ip(), sim.pod(second).ip());
    }

    // A template bound by nodeName to a node it cannot fit: the kubelet rejects every pod at once
    // (OutOfcpu) and the ReplicaSet replaces it at once. Kubernetes loops the same way, held by the
    // controller manager's API client (client-go token bucket, --kube-api-qps 20, --kube-api-burst
    // 30): 30 creations at 0 s, then one each time a token comes back, every 50 ms.
    @Test
    void podsRejectedAtOnceAreReplacedAtTheControllerManagersApiRate() {
        String yaml = header("2500ms", 1, null) + replicaSet("web", 1)
                .replace("        spec:\n          containers:", "        spec:\n          nodeName: node-1\n          containers:")
                .replace("cpu: 400m", "cpu: \"2\"");
        Sim sim = Sim.run(yaml);
        List<TraceEvent> creates = sim.events(EventType.SuccessfulCreate);
        assertEquals(ControlPlaneConfig.DEFAULT_KUBE_API_BURST, creates.stream().filter(e -> e.tMs() == 0).count(), "the burst");
        List<Long> later = creates.stream().map(TraceEvent::tMs).filter(t -> t > 0).toList();
        assertEquals(LongStream.rangeClosed(1, 50).map(i -> i * 50).boxed().toList(), later, "one every 50 ms up to 2.5 s");
        assertEquals("OutOfcpu", sim.pod(creates.get(0).pod()).reason());
    }

    // The same client holds every ReplicaSet: 50 replicas are 30 pods at 0 s and one every 50 ms
    // after, the last at 1 s; a scale to 0 at 5 s deletes 30 at once and the rest 50 ms apart.
    @Test
    void creationsAndDeletionsShareTheClientsTokens() {
        Sim sim = Sim.run(header("10s", 1, null) + replicaSet("web", 50) + "actions:\n  - {at: 5s, do: scale, target: replicaset/web, replicas: 0}\n");
        List<Long> created = sim.events(EventType.SuccessfulCreate).stream().map(TraceEvent::tMs).toList();
        assertEquals(30, created.stream().filter(t -> t == 0).count());
        assertEquals(LongStream.rangeClosed(1, 20).map(i -> i * 50).boxed().toList(), created.subList(30, 50));
        List<Long> deleted = sim.events(EventType.SuccessfulDelete).stream().map(TraceEvent::tMs).toList();
        assertEquals(30, deleted.stream().filter(t -> t == 5_000).count());
        assertEquals(LongStream.rangeClosed(1, 20).map(i -> 5_000 + i * 50).boxed().toList(), deleted.subList(30, 50));
    }

    // A large cluster's controller manager runs with a higher rate (controlPlane.kubeApiQps and
    // kubeApiBurst): at 100 a second and a burst of 100, 250 replicas are 100 pods at 0 s and one
    // every 10 ms after.
    @Test
    void aReplicaSetAtAHigherRateMakesItsPodsAtThatRate() {
        int qps = 100, burst = 100, replicas = 250;
        Sim sim = Sim.run(header("10s", 1, "{kubeApiQps: " + qps + ", kubeApiBurst: " + burst + "}") + replicaSet("web", replicas));
        List<Long> created = sim.events(EventType.SuccessfulCreate).stream().map(TraceEvent::tMs).toList();
        assertEquals(replicas, created.size());
        assertEquals(burst, created.stream().filter(t -> t == 0).count(), "the burst");
        assertEquals(LongStream.rangeClosed(1, replicas - burst).map(i -> i * 1_000 / qps).boxed().toList(), created.subList(burst, replicas));
    }

    // Whatever the rate, by any time t the client has made burst + floor(t × qps / 1000) requests at
    // most, and the ReplicaSet uses each token as it comes: a rate that does not divide a second
    // (300: a token every 3⅓ ms) or that gives several tokens a millisecond (3,000) included.
    @Test
    void byAnyTimeTheCreationsAreTheBurstPlusWhatTheRateHasRefilled() {
        int replicas = 400;
        for (int[] rate : new int[][] {{100, 100}, {300, 1}, {3_000, 50}, {ControlPlaneConfig.DEFAULT_KUBE_API_QPS, ControlPlaneConfig.DEFAULT_KUBE_API_BURST}}) {
            int qps = rate[0], burst = rate[1];
            Sim sim = Sim.run(header("30s", 1, "{kubeApiQps: " + qps + ", kubeApiBurst: " + burst + "}") + replicaSet("web", replicas));
            List<Long> created = sim.events(EventType.SuccessfulCreate).stream().map(TraceEvent::tMs).toList();
            assertEquals(replicas, created.size(), qps + "/s");
            for (long t : new TreeSet<>(created)) {
                long upTo = created.stream().filter(c -> c <= t).count();
                assertEquals(Math.min(replicas, burst + t * qps / 1_000), upTo, qps + "/s, burst " + burst + ", at " + t + " ms");
            }
        }
    }
}
