package io.boundarylab.engine.cluster.control;

import io.boundarylab.engine.Sim;
import io.boundarylab.engine.result.DeploymentStatus;
import io.boundarylab.engine.scenario.DeploymentSpec;
import io.boundarylab.engine.scenario.DeploymentSpec.IntOrPercent;
import io.boundarylab.engine.trace.EventType;
import io.boundarylab.engine.trace.TraceEvent;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.List;

import static io.boundarylab.engine.cluster.control.Workload.actions;
import static io.boundarylab.engine.cluster.control.Workload.deployment;
import static io.boundarylab.engine.cluster.control.Workload.header;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A Deployment's rollout (pkg/controller/deployment: rolling.go, recreate.go,
 * util/deployment_util.go ResolveFenceposts, MaxUnavailable, NewRSNewReplicas).
 */
class RollingUpdateTableTest {

    private static IntOrPercent parse(String s) {
        return s.endsWith("%") ? IntOrPercent.percent(Integer.parseInt(s.substring(0, s.length() - 1))) : IntOrPercent.of(Integer.parseInt(s));
    }

    // maxSurge rounds up, maxUnavailable rounds down (intstr.GetScaledValueFromIntOrPercent with
    // roundUp true / false); both 0 makes maxUnavailable 1; maxUnavailable never exceeds replicas.
    @ParameterizedTest(name = "replicas {0}, maxSurge {1}, maxUnavailable {2} -> surge {3}, unavailable {4}")
    @CsvSource({
            "10, 25%, 25%, 3, 2",     // 2.5 up to 3, 2.5 down to 2
            "4,  25%, 25%, 1, 1",
            "3,  25%, 25%, 1, 0",     // 0.75 up to 1, 0.75 down to 0
            "1,  25%, 25%, 1, 0",
            "3,  0%,  10%, 0, 1",     // 0 and 0.3 -> 0: both 0, so maxUnavailable becomes 1
            "5,  2,   1,   2, 1",     // counts stay as they are
            "10, 0,   100%, 0, 10",
            "3,  1,   5,   1, 3",     // maxUnavailable capped at replicas
            "0,  25%, 25%, 0, 0"})    // no replicas: nothing may be unavailable
    void fenceposts(int replicas, String surge, String unavailable, int expectSurge, int expectUnavailable) {
        DeploymentSpec.Strategy s = new DeploymentSpec.Strategy(false, parse(surge), parse(unavailable));
        assertEquals(expectSurge, RollingUpdate.maxSurge(s, replicas));
        assertEquals(expectUnavailable, RollingUpdate.maxUnavailable(s, replicas));
    }

    // NewRSNewReplicas: grow within replicas + maxSurge, never past replicas.
    @ParameterizedTest(name = "replicas {0}, surge {1}: all {2}, new {3} -> new {4}")
    @CsvSource({
            "3,  1, 3, 0, 1",    // start of a rollout: one extra pod
            "3,  1, 4, 1, 1",    // at the ceiling: wait for old pods to go
            "3,  1, 3, 1, 2",
            "10, 3, 10, 0, 3",
            "3,  1, 0, 0, 3",    // a first rollout: nothing old, straight to replicas
            "3,  1, 2, 2, 3"})   // never past replicas
    void newReplicaSetGrowsWithinTheSurge(int replicas, int surge, int all, int newNow, int expected) {
        DeploymentSpec.Strategy s = new DeploymentSpec.Strategy(false, IntOrPercent.of(surge), IntOrPercent.of(0));
        assertEquals(expected, RollingUpdate.newReplicaSetReplicas(s, replicas, all, newNow));
    }

    private static final String SURGE_ONE = "      strategy: {type: RollingUpdate, rollingUpdate: {maxSurge: 1, maxUnavailable: 0}}\n";

    private static List<String> scalings(Sim sim, String oldRs, String newRs) {
        return sim.events(EventType.ScalingReplicaSet).stream().map(TraceEvent::message)
                .map(m -> m.replace(oldRs, "OLD").replace(newRs, "NEW")).toList();
    }

    // maxSurge 1, maxUnavailable 0 over 3 replicas: one new pod, then one old one goes, in turn.
    @Test
    void aRollingUpdateAlternatesOneUpOneDown() {
        Sim sim = Sim.run(header("1m", 3, null) + deployment("web", 3, SURGE_ONE)
                + actions("{at: 10s, do: setImage, target: deployment/web/web, image: web:v2}"));
        List<TraceEvent> ev = sim.events(EventType.ScalingReplicaSet);
        String oldRs = ev.get(0).message().split(" ")[4];
        String newRs = ev.get(1).message().split(" ")[4];
        assertNotEquals(oldRs, newRs);
        assertEquals(List.of("Scaled up replica set OLD from 0 to 3",
                "Scaled up replica set NEW from 0 to 1", "Scaled down replica set OLD from 3 to 2",
                "Scaled up replica set NEW from 1 to 2", "Scaled down replica set OLD from 2 to 1",
                "Scaled up replica set NEW from 2 to 3", "Scaled down replica set OLD from 1 to 0"), scalings(sim, oldRs, newRs));
        assertEquals("deployment/web", ev.get(0).owner());
        assertEquals(new DeploymentStatus(3, 3, 3, 3, 0, 2), sim.run.result().controlPlane().deployments().get("web"));
        assertTrue(oldRs.startsWith("web-") && newRs.startsWith("web-"));
        for (TraceEvent c : sim.events(EventType.SuccessfulCreate)) {
            String rs = c.owner().substring("replicaset/".length());
            assertTrue(c.pod().matches(rs + "-[bcdfghjklmnpqrstvwxz2456789]{5}"), c.pod());
        }
    }

    // The invariant maxSurge and maxUnavailable keep: never more than 4 pods, never fewer than 3 ready.
    @Test
    void aRollingUpdateStaysWithinItsBounds() {
        Sim sim = Sim.run(header("1m", 3, null) + deployment("web", 3, SURGE_ONE)
                + actions("{at: 10s, do: setImage, target: deployment/web/web, image: web:v2}"));
        java.util.Set<String> active = new java.util.TreeSet<>(), ready = new java.util.TreeSet<>();
        int maxActive = 0, minReadyAfterStart = Integer.MAX_VALUE;
        for (TraceEvent e : sim.run.trace()) {
            if (e.type() == EventType.SuccessfulCreate) active.add(e.pod());
            if (e.type() == EventType.Ready) ready.add(e.pod());
            if (e.type() == EventType.NotReady) ready.remove(e.pod());
            if (e.type() == EventType.SuccessfulDelete) {
                // A deleted pod is terminating: it no longer counts, ready or not.
                active.remove(e.pod());
                ready.remove(e.pod());
            }
            maxActive = Math.max(maxActive, active.size());
            if (e.tMs() >= 10_000) minReadyAfterStart = Math.min(minReadyAfterStart, ready.size());
        }
        assertEquals(4, maxActive, "replicas + maxSurge");
        assertTrue(minReadyAfterStart >= 3, "replicas - maxUnavailable, was " + minReadyAfterStart);
    }

    // minReadySeconds: a new pod counts as available only 10 s after it is ready, so each old pod goes 10 s after its replacement is ready.
    @Test
    void minReadySecondsHoldsEachStep() {
        Sim sim = Sim.run(header("2m", 3, null) + deployment("web", 3, "      minReadySeconds: 10\n" + SURGE_ONE)
                + actions("{at: 30s, do: setImage, target: deployment/web/web, image: web:v2}"));
        List<Long> downs = sim.events(EventType.ScalingReplicaSet).stream().filter(e -> e.message().startsWith("Scaled down"))
                .map(TraceEvent::tMs).toList();
        assertEquals(List.of(40_000L, 50_000L, 60_000L), downs);
    }

    @Test
    void recreateStopsEveryOldPodBeforeCreatingANewOne() {
        Sim sim = Sim.run(header("1m", 3, null) + deployment("web", 3, "      strategy: {type: Recreate}\n")
                + actions("{at: 10s, do: setImage, target: deployment/web/web, image: web:v2}"));
        List<TraceEvent> ev = sim.events(EventType.ScalingReplicaSet);
        assertEquals(3, ev.size());
        assertTrue(ev.get(1).message().matches("Scaled down replica set web-\\w+ from 3 to 0"), ev.get(1).message());
        assertTrue(ev.get(2).message().matches("Scaled up replica set web-\\w+ from 0 to 3"), ev.get(2).message());
        long lastOldGone = sim.events(EventType.PodDeleted).stream().mapToLong(TraceEvent::tMs).max().orElseThrow();
        assertEquals(3, sim.events(EventType.PodDeleted).size());
        assertTrue(ev.get(2).tMs() >= lastOldGone, "new pods only once the old are gone");
        long firstNewCreate = sim.events(EventType.SuccessfulCreate).get(3).tMs();
        assertTrue(firstNewCreate >= lastOldGone);
    }

    @Test
    void aTemplateFoundAgainGetsItsReplicaSetBackWithTheNextRevision() {
        Sim sim = Sim.run(header("2m", 3, null) + deployment("web", 2, SURGE_ONE)
                + actions("{at: 10s, do: setImage, target: deployment/web/web, image: web:v2}",
                        "{at: 40s, do: setImage, target: deployment/web/web, image: web:v1}"));
        List<TraceEvent> ev = sim.events(EventType.ScalingReplicaSet);
        String first = ev.get(0).message().split(" ")[4];
        assertEquals(3, sim.run.result().controlPlane().deployments().get("web").revision());
        assertEquals(2, sim.run.result().controlPlane().replicaSets().get(first).currentReplicas(), "the v1 ReplicaSet is back to 2");
        assertEquals(2, sim.run.result().controlPlane().replicaSets().size(), "no third ReplicaSet");
    }

    @Test
    void theTemplateHashDependsOnTheTemplateOnlyNeverOnTheSeed() {
        String yaml = header("10s", 3, null) + deployment("web", 2, "");
        Sim a = Sim.run(yaml), b = Sim.run(yaml.replace("scenario: t\n", "scenario: t\nseed: 99\n"));
        assertEquals(a.run.result().controlPlane().replicaSets().keySet(), b.run.result().controlPlane().replicaSets().keySet());
        assertNotEquals(a.run.result().controlPlane().replicaSets().values().iterator().next().pods(),
                b.run.result().controlPlane().replicaSets().values().iterator().next().pods(), "the pod names do depend on the seed");
        String hash = a.run.result().controlPlane().replicaSets().keySet().iterator().next().substring("web-".length());
        assertTrue(hash.matches("[bcdfghjklmnpqrstvwxz2456789]{1,10}"), hash);
        String pod = a.run.result().controlPlane().replicaSets().values().iterator().next().pods().get(0);
        assertEquals(hash, a.pod(pod).labels().get("pod-template-hash"));
        assertEquals("replicaset/web-" + hash, a.pod(pod).owner());
    }

    @Test
    void scalingADeploymentResizesItsReplicaSet() {
        Sim sim = Sim.run(header("1m", 3, null) + deployment("web", 2, "")
                + actions("{at: 10s, do: scale, target: deployment/web, replicas: 5}", "{at: 20s, do: scale, target: deployment/web, replicas: 1}"));
        List<String> msgs = sim.events(EventType.ScalingReplicaSet).stream().map(TraceEvent::message).map(m -> m.replaceAll("web-\\w+", "RS")).toList();
        assertEquals(List.of("Scaled up replica set RS from 0 to 2", "Scaled up replica set RS from 2 to 5", "Scaled down replica set RS from 5 to 1"), msgs);
        assertEquals(new DeploymentStatus(1, 1, 1, 1, 0, 1), sim.run.result().controlPlane().deployments().get("web"));
    }
}
