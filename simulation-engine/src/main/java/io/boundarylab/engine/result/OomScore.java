package io.boundarylab.engine.result;

import io.boundarylab.engine.cluster.state.ContainerKind;
import io.boundarylab.engine.cluster.state.ContainerState;
import io.boundarylab.engine.cluster.state.PodState;

import java.math.BigInteger;

/**
 * A container's {@code oom_score_adj} as the kubelet sets it (pkg/kubelet/qos/policy.go,
 * GetContainerOOMScoreAdjust): -997 for a node-critical pod or a Guaranteed one, 1000 for
 * BestEffort; for Burstable {@code 1000 - 1000 × memory request / node memory}, a sidecar taking
 * no more than the smallest app container's, never below 3 (above Guaranteed) and never 1000
 * (below BestEffort). The kernel's OOM killer adds it to each process's share of memory.
 *
 * <p>The node's memory is its allocatable here (the engine has no separate machine capacity),
 * and a pod is node-critical when its priority is system-node-critical's, 2000001000 (the
 * format has no priority class names).
 */
public final class OomScore {
    static final int GUARANTEED = -997;
    static final int BEST_EFFORT = 1000;
    /** The priority value of the system-node-critical class. */
    static final long NODE_CRITICAL_PRIORITY = 2_000_001_000L;

    private OomScore() {
    }

    /** The adjustment for a container, or null when it was never placed on a node. */
    public static Integer adjust(PodState pod, ContainerState c, String qosClass) {
        if (c.node() == null) return null;
        if (pod.spec().priority() >= NODE_CRITICAL_PRIORITY) return GUARANTEED;
        if (qosClass.equals("Guaranteed")) return GUARANTEED;
        if (qosClass.equals("BestEffort")) return BEST_EFFORT;
        long capacity = c.node().spec().allocatable().memory();
        long adjust = burstable(c.spec().requests().memory(), capacity);
        if (c.kind() == ContainerKind.SIDECAR) {
            Long smallestApp = null;
            for (ContainerState o : pod.containers()) {
                if (o.kind() != ContainerKind.APP) continue;
                long r = o.spec().requests().memory();
                if (smallestApp == null || r < smallestApp) smallestApp = r;
            }
            if (smallestApp != null) adjust = Math.min(adjust, burstable(smallestApp, capacity));
        }
        if (adjust < 1000 + GUARANTEED) return 1000 + GUARANTEED;
        if (adjust == BEST_EFFORT) return BEST_EFFORT - 1;
        return (int) adjust;
    }

    /** {@code 1000 - (1000 × request) / capacity} in integer arithmetic, as Go computes it, without overflow. */
    private static long burstable(long requestBytes, long capacityBytes) {
        if (capacityBytes <= 0) return 1000 + GUARANTEED;
        BigInteger share = BigInteger.valueOf(requestBytes).multiply(BigInteger.valueOf(1000)).divide(BigInteger.valueOf(capacityBytes));
        return share.compareTo(BigInteger.valueOf(1000)) > 0 ? 0 : 1000 - share.longValueExact();
    }
}
