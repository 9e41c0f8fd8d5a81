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
import java.util.function.Function;

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

    /** Carries an eviction out: the whole pod when {@code only} is null, else that member. */
    interface Evict {
        void evict(PodState pod, ContainerState only, String message);
    }

    private final ClusterState state;
    private final ContainerRuntime runtime;
    private final Function<NodeState, Collection<PodState>> podsOn;
    private final Evict evict;
    // Looked up, never iterated.
    private final Map<NodeState, ScheduledAction> passes = new IdentityHashMap<>();

    EvictionManager(ClusterState state, ContainerRuntime runtime, Function<NodeState, Collection<PodState>> podsOn, Evict evict) {
        this.state = state;
        this.runtime = runtime;
        this.podsOn = podsOn;
        this.evict = evict;
    }

    /** Memory use changed on a node: below the threshold, a pass runs this instant (one at a time). */
    void memoryChanged(NodeState node) {
        if (node.memoryAvailableBytes() >= node.spec().evictionHardMemoryBytes()) return;
        if (passes.containsKey(node)) return;
        passes.put(node, state.kernel().schedule(0, () -> pass(node)));
    }

    /** One pass: evicts the first-ranked unit, then waits for it to stop and looks again. */
    private void pass(NodeState node) {
        passes.remove(node);
        long available = node.memoryAvailableBytes();
        if (available >= node.spec().evictionHardMemoryBytes() || node.failed()) return;
        List<Candidate> candidates = candidates(node);
        if (candidates.isEmpty()) return;
        // The kubelet's ranking: usage over request first, then lower priority, then larger usage minus request.
        candidates.sort(Comparator.comparing((Candidate k) -> !k.exceeds())
                .thenComparingInt(Candidate::priority)
                .thenComparing(Comparator.comparingLong(Candidate::overRequest).reversed())
                .thenComparing(Candidate::name));
        Candidate victim = candidates.get(0);
        evict.evict(victim.pod, victim.container, message(node, available, victim));
        awaitCleanup(node, victim, state.now());
    }

    private List<Candidate> candidates(NodeState node) {
        List<Candidate> candidates = new ArrayList<>();
        for (PodState pod : podsOn.apply(node)) {
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

    /**
     * waitForPodsCleanup: after an eviction the manager checks every second whether the evicted
     * pod has stopped (at most 30 s), then looks at the node again at once.
     */
    private void awaitCleanup(NodeState node, Candidate victim, long evictedAtMs) {
        passes.put(node, state.kernel().schedule(CLEANUP_POLL_MS, () -> {
            boolean cleaned = true;
            for (ContainerState c : victim.pod.containers()) {
                if (victim.container != null && c != victim.container) continue;
                if (runtime.alive(c)) cleaned = false;
            }
            if (cleaned || state.now() - evictedAtMs >= CLEANUP_TIMEOUT_MS) pass(node);
            else awaitCleanup(node, victim, evictedAtMs);
        }));
    }

    private record Candidate(PodState pod, ContainerState container, long usage, long request, int priority) {
        boolean exceeds() { return usage > request; }
        long overRequest() { return usage - request; }
        String name() { return pod.name() + (container == null ? "" : "/" + container.name()); }
    }
}
