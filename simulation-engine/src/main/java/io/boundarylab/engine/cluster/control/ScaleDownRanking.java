package io.boundarylab.engine.cluster.control;

import io.boundarylab.engine.cluster.state.ContainerState;
import io.boundarylab.engine.cluster.state.NodeState;
import io.boundarylab.engine.cluster.state.PodPhase;
import io.boundarylab.engine.cluster.state.PodState;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.ToLongFunction;

/**
 * Which pods a ReplicaSet deletes first when it has too many: the order of
 * controller.ActivePodsWithRanks (pkg/controller/controller_utils.go), with LogarithmicScaleDown
 * (on by default since Kubernetes 1.22, GA in 1.31):
 * <ol>
 *   <li>unscheduled before scheduled;</li>
 *   <li>Pending before Running;</li>
 *   <li>not ready before ready;</li>
 *   <li>(pod-deletion-cost: no annotations here, all equal);</li>
 *   <li>more related active pods on the same node before fewer ("doubled up");</li>
 *   <li>ready more recently before ready longer, compared on a log2 scale of the time since;</li>
 *   <li>more container restarts before fewer;</li>
 *   <li>created more recently before older, on the same log2 scale.</li>
 * </ol>
 * Pods equal on a log2 bucket are ordered by UID in Kubernetes, a random order; here by name,
 * whose suffix is itself seeded random.
 */
final class ScaleDownRanking {
    private ScaleDownRanking() {
    }

    /**
     * The pods to delete, first {@code count} of the ranking.
     *
     * @param related    the active pods counted for "doubled up" (the ReplicaSet's, or all of a Deployment's)
     * @param readySince when each ready pod became ready (ms), absent when not ready
     * @param createdAt  when each pod was created (ms)
     */
    static List<PodState> podsToDelete(List<PodState> candidates, List<PodState> related, int count, long nowMs,
                                       ToLongFunction<PodState> readySince, ToLongFunction<PodState> createdAt) {
        Map<NodeState, Integer> onNode = new IdentityHashMap<>();
        for (PodState p : related) {
            NodeState n = node(p);
            if (n != null) onNode.merge(n, 1, Integer::sum);
        }
        List<PodState> sorted = new ArrayList<>(candidates);
        sorted.sort(order(nowMs, p -> node(p) == null ? 0 : onNode.getOrDefault(node(p), 0), readySince, createdAt));
        return sorted.subList(0, Math.min(count, sorted.size()));
    }

    static Comparator<PodState> order(long nowMs, ToLongFunction<PodState> rank, ToLongFunction<PodState> readySince,
                                      ToLongFunction<PodState> createdAt) {
        Comparator<PodState> c = Comparator.comparingInt(p -> node(p) == null ? 0 : 1);
        c = c.thenComparingInt(p -> p.phase() == PodPhase.PENDING ? 0 : p.phase() == PodPhase.UNKNOWN ? 1 : 2);
        c = c.thenComparingInt(p -> p.wasReady() ? 1 : 0);
        c = c.thenComparingLong(p -> -rank.applyAsLong(p));
        c = c.thenComparingLong(p -> p.wasReady() ? logRank(nowMs - readySince.applyAsLong(p)) : 0);
        c = c.thenComparingInt(p -> -maxRestarts(p));
        c = c.thenComparingLong(p -> logRank(nowMs - createdAt.applyAsLong(p)));
        return c.thenComparing(PodState::name);
    }

    /** logarithmicRankDiff's bucket: floor(log2) of the age in nanoseconds, -1 for no age. */
    static long logRank(long ageMs) {
        if (ageMs <= 0) return -1;
        long ns = ageMs * 1_000_000L;
        return 63 - Long.numberOfLeadingZeros(ns);
    }

    static int maxRestarts(PodState p) {
        int max = 0;
        for (ContainerState c : p.containers()) max = Math.max(max, c.restartCount());
        return max;
    }

    /** The pod's node (spec.nodeName): where its first placed member is. */
    static NodeState node(PodState p) {
        if (p.node() != null) return p.node();
        for (ContainerState c : p.containers()) if (c.node() != null) return c.node();
        return null;
    }
}
