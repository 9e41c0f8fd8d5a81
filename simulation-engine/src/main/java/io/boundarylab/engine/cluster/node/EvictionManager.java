package io.boundarylab.engine.cluster.node;

import io.boundarylab.engine.cluster.state.ClusterState;
import io.boundarylab.engine.cluster.state.ContainerKind;
import io.boundarylab.engine.cluster.state.ContainerState;
import io.boundarylab.engine.cluster.state.NodeState;
import io.boundarylab.engine.cluster.state.PodState;
import io.boundarylab.engine.kernel.ScheduledAction;
import io.boundarylab.engine.scenario.Quantities;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * Node-pressure eviction, as the kubelet's eviction manager does it (eviction_manager.go): when
 * memory.available falls below {@code evictionHard}, one pass ranks the pods (or, without shared
 * fate, the containers) on the node and evicts the first; it then waits for the victim to stop
 * and looks again. It decides; the node agent carries the eviction out.
 */
final class EvictionManager {
    /** How often the manager checks that an evicted pod is gone, and for how long. */
    static final long CLEANUP_POLL_MS = 1_000;
    static final long CLEANUP_TIMEOUT_MS = 30_000;

    /** The unit to evict: the whole pod when {@code container} is null, else that member. */
    record Victim(PodState pod, ContainerState container, String message) {
    }

    private final ClusterState state;
    private final ContainerRuntime runtime;
    // Looked up, never iterated.
    private final Map<NodeState, ScheduledAction> passes = new IdentityHashMap<>();

    EvictionManager(ClusterState state, ContainerRuntime runtime) {
        this.state = state;
        this.runtime = runtime;
    }

    /** Memory use changed on a node: whether a pass is due this instant (below the threshold, none under way). */
    boolean passDue(NodeState node) {
        return node.memoryAvailableBytes() < node.spec().evictionHardMemoryBytes() && !passes.containsKey(node);
    }

    /** The agent scheduled the node's next pass (or cleanup check): one at a time per node. */
    void scheduled(NodeState node, ScheduledAction pass) {
        passes.put(node, pass);
    }

    /**
     * One pass over the pods on the node: the first-ranked unit to evict, or null when memory is
     * fine again, the node failed or nothing runs. The agent evicts it, then waits for it to stop
     * ({@link #cleanedUp}) and asks again.
     */
    Victim pass(NodeState node, Collection<PodState> podsOn) {
        passes.remove(node);
        long available = node.memoryAvailableBytes();
        if (available >= node.spec().evictionHardMemoryBytes() || node.failed()) return null;
        List<Candidate> candidates = candidates(node, podsOn);
        if (candidates.isEmpty()) return null;
        // The kubelet's ranking: usage over request first, then lower priority, then larger usage minus request.
        candidates.sort(Comparator.comparing((Candidate k) -> !k.exceeds())
                .thenComparingInt(Candidate::priority)
                .thenComparing(Comparator.comparingLong(Candidate::overRequest).reversed())
                .thenComparing(Candidate::name));
        Candidate victim = candidates.get(0);
        return new Victim(victim.pod, victim.container, message(node, available, victim));
    }

    /**
     * waitForPodsCleanup: after an eviction the manager checks every {@link #CLEANUP_POLL_MS}
     * whether the evicted unit has stopped (at most {@link #CLEANUP_TIMEOUT_MS}), then looks at
     * the node again at once. Whether that time has come.
     */
    boolean cleanedUp(Victim victim, long evictedAtMs) {
        for (ContainerState c : victim.pod().containers()) {
            if (victim.container() != null && c != victim.container()) continue;
            if (runtime.alive(c)) return state.now() - evictedAtMs >= CLEANUP_TIMEOUT_MS;
        }
        return true;
    }

    private List<Candidate> candidates(NodeState node, Collection<PodState> podsOn) {
        List<Candidate> candidates = new ArrayList<>();
        for (PodState pod : podsOn) {
            if (pod.terminal() || pod.deleting()) continue;
            if (state.platform().sharedFate()) {
                long usage = 0;
                boolean here = false;
                for (ContainerState c : pod.containers()) {
                    if (c.node() == node && c.isRunning()) {
                        usage += c.memoryUsedBytes();
                        here = true;
                    }
                }
                if (here) candidates.add(new Candidate(pod, null, usage, pod.spec().effectiveRequests().memory(), pod.spec().priority()));
            } else {
                for (ContainerState c : pod.containers()) {
                    if (c.node() == node && c.isRunning() && !c.done()) {
                        candidates.add(new Candidate(pod, c, c.memoryUsedBytes(), c.spec().requests().memory(), pod.spec().priority()));
                    }
                }
            }
        }
        return candidates;
    }

    /**
     * eviction/helpers.go evictionMessage: the node line, the threshold line, then one line per
     * app container using more than it requested.
     */
    private static String message(NodeState node, long available, Candidate victim) {
        StringBuilder message = new StringBuilder("The node was low on resource: memory. Threshold quantity: ")
                .append(Quantities.formatMemory(node.spec().evictionHardMemoryBytes()))
                .append(", available: ").append(Quantities.formatMemory(available)).append(". ");
        for (ContainerState c : victim.pod.containers()) {
            if (c.kind() != ContainerKind.APP || (victim.container != null && c != victim.container)) continue;
            long request = c.spec().requests().memory();
            if (c.memoryUsedBytes() > request) {
                message.append("Container ").append(c.name()).append(" was using ").append(Quantities.formatMemory(c.memoryUsedBytes()))
                        .append(", request is ").append(Quantities.formatMemory(request)).append(", has larger consumption of memory. ");
            }
        }
        return message.toString();
    }

    private record Candidate(PodState pod, ContainerState container, long usage, long request, int priority) {
        boolean exceeds() { return usage > request; }
        long overRequest() { return usage - request; }
        String name() { return pod.name() + (container == null ? "" : "/" + container.name()); }
    }
}
