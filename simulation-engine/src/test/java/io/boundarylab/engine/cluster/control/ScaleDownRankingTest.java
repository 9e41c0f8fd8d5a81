package io.boundarylab.engine.cluster.control;

import io.boundarylab.engine.cluster.state.ContainerState;
import io.boundarylab.engine.cluster.state.NodeState;
import io.boundarylab.engine.cluster.state.PodPhase;
import io.boundarylab.engine.cluster.state.PodState;
import io.boundarylab.engine.scenario.NodeSpec;
import io.boundarylab.engine.scenario.PodSpec;
import io.boundarylab.engine.scenario.Resources;
import io.boundarylab.engine.scenario.RestartPolicy;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Consumer;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The scale-down order, rule by rule (controller_utils.go ActivePodsWithRanks.Less): for each
 * rule, two pods equal on every earlier rule and different on this one; the one Kubernetes deletes
 * first must come first, whichever order they are given in.
 */
class ScaleDownRankingTest {
    private static final NodeState NODE_1 = new NodeState(new NodeSpec("node-1", new Resources(4000L, 8L << 30), 110, 100L << 20), 1);
    private static final NodeState NODE_2 = new NodeState(new NodeSpec("node-2", new Resources(4000L, 8L << 30), 110, 100L << 20), 2);
    private static final long NOW = 1_000_000;

    private record Pod(PodState state, long readySince, long created) {
    }

    private static Pod pod(String name, long readySince, long created, Consumer<PodState> setUp) {
        var c = new io.boundarylab.engine.scenario.ContainerSpec("web", "web:v1", null, Resources.ZERO, Resources.ZERO,
                List.of(), List.of(), null, null, null, null, null, null, 143, List.of());
        PodState p = new PodState(new PodSpec(name, new TreeMap<>(), RestartPolicy.Always, 30_000, null, 0, Resources.ZERO, null,
                List.of(), List.of(), List.of(c)), "replicaset/web");
        p.setPhase(PodPhase.RUNNING);
        p.setWasReady(true);
        for (ContainerState cs : p.containers()) cs.setNode(NODE_1);
        setUp.accept(p);
        return new Pod(p, readySince, created);
    }

    private static String deletedFirst(Pod a, Pod b, List<Pod> related) {
        Map<PodState, Pod> by = new java.util.IdentityHashMap<>();
        for (Pod p : List.of(a, b)) by.put(p.state, p);
        for (Pod p : related) by.put(p.state, p);
        List<PodState> rel = new java.util.ArrayList<>(List.of(a.state, b.state));
        for (Pod p : related) rel.add(p.state);
        String one = ScaleDownRanking.podsToDelete(List.of(a.state, b.state), rel, 1, NOW, p -> by.get(p).readySince, p -> by.get(p).created)
                .get(0).name();
        String other = ScaleDownRanking.podsToDelete(List.of(b.state, a.state), rel, 1, NOW, p -> by.get(p).readySince, p -> by.get(p).created)
                .get(0).name();
        assertEquals(one, other, "the order given must not matter");
        return one;
    }

    @Test
    void unscheduledBeforeScheduled() {
        Pod unscheduled = pod("b-unscheduled", 0, 0, p -> {
            for (ContainerState c : p.containers()) c.setNode(null);
            p.setPhase(PodPhase.PENDING);
            p.setWasReady(false);
        });
        Pod scheduled = pod("a-scheduled", 0, 0, p -> {
            p.setPhase(PodPhase.PENDING);
            p.setWasReady(false);
        });
        assertEquals("b-unscheduled", deletedFirst(unscheduled, scheduled, List.of()));
    }

    @Test
    void pendingBeforeRunning() {
        Pod pending = pod("b-pending", 0, 0, p -> {
            p.setPhase(PodPhase.PENDING);
            p.setWasReady(false);
        });
        Pod running = pod("a-running", 0, 0, p -> p.setWasReady(false));
        assertEquals("b-pending", deletedFirst(pending, running, List.of()));
    }

    @Test
    void notReadyBeforeReady() {
        Pod notReady = pod("b-not-ready", 0, 0, p -> p.setWasReady(false));
        Pod ready = pod("a-ready", 0, 0, p -> { });
        assertEquals("b-not-ready", deletedFirst(notReady, ready, List.of()));
    }

    @Test
    void doubledUpBeforeAlone() {
        Pod alone = pod("a-alone", 0, 0, p -> {
            for (ContainerState c : p.containers()) c.setNode(NODE_2);
        });
        Pod doubled = pod("b-doubled", 0, 0, p -> { });
        Pod neighbour = pod("c-neighbour", 0, 0, p -> { });
        assertEquals("b-doubled", deletedFirst(alone, doubled, List.of(neighbour)));
    }

    @Test
    void readyMoreRecentlyBeforeReadyLonger() {
        // Ages 1 s and 100 s: log2 buckets far apart.
        Pod recent = pod("b-recent", NOW - 1_000, 0, p -> { });
        Pod longer = pod("a-longer", NOW - 100_000, 0, p -> { });
        assertEquals("b-recent", deletedFirst(recent, longer, List.of()));
    }

    @Test
    void readyTimesInTheSameLogBucketFallToTheTieBreak() {
        // Ages 600 s and 700 s: floor(log2(ns)) is 39 for both (2^39 ns is about 550 s, 2^40 about 1100 s),
        // so LogarithmicScaleDown treats them as equal and the next rules decide: here the name (UID in Kubernetes).
        assertEquals(ScaleDownRanking.logRank(600_000), ScaleDownRanking.logRank(700_000));
        Pod x = pod("a-700s", NOW - 700_000, 0, p -> { });
        Pod y = pod("b-600s", NOW - 600_000, 0, p -> { });
        assertEquals("a-700s", deletedFirst(x, y, List.of()));
    }

    @Test
    void moreRestartsBeforeFewer() {
        Pod restarted = pod("b-restarted", 0, 0, p -> {
            ContainerState c = p.containers().get(0);
            c.markRunning(0);
            c.markRunning(1);
        });
        Pod calm = pod("a-calm", 0, 0, p -> p.containers().get(0).markRunning(0));
        assertEquals("b-restarted", deletedFirst(restarted, calm, List.of()));
    }

    @Test
    void newerBeforeOlder() {
        Pod newer = pod("b-newer", 0, NOW - 2_000, p -> { });
        Pod older = pod("a-older", 0, NOW - 500_000, p -> { });
        assertEquals("b-newer", deletedFirst(newer, older, List.of()));
    }
}
