package io.boundarylab.engine.cluster.node;

import io.boundarylab.engine.cluster.state.ClusterState;
import io.boundarylab.engine.cluster.state.ContainerKind;
import io.boundarylab.engine.cluster.state.ContainerState;
import io.boundarylab.engine.cluster.state.NodeState;
import io.boundarylab.engine.cluster.state.PodReason;
import io.boundarylab.engine.cluster.state.PodState;
import io.boundarylab.engine.cluster.state.Rules;
import io.boundarylab.engine.scenario.Quantities;
import io.boundarylab.engine.trace.EventType;
import io.boundarylab.engine.trace.TraceEvent;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.Comparator;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;

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
    /** The nodes with a pass or a cleanup check to come. Looked up, never iterated. */
    private final Set<NodeState> underWay = Collections.newSetFromMap(new IdentityHashMap<>());

    EvictionManager(ClusterState state, ContainerRuntime runtime) {
        this.state = state;
        this.runtime = runtime;
    }

    /**
     * Memory use changed on a node: the pass due this instant, or null when memory is above the
     * threshold or a pass or cleanup check is under way (one at a time per node).
     */
    DeferredAct.EvictionPass passDue(NodeState node) {
        if (node.memoryAvailableBytes() >= node.spec().evictionHardMemoryBytes() || !underWay.add(node)) return null;
        return new DeferredAct.EvictionPass(node);
    }

    /** The node stopped: its eviction manager went with it, and starts afresh when the node is back. */
    void nodeStopped(NodeState node) {
        underWay.remove(node);
    }

    /** After evicting {@code victim}: the check, {@link #CLEANUP_POLL_MS} from now, that it has stopped. */
    DeferredAct.CleanupCheck awaitCleanup(NodeState node, Victim victim, long evictedAtMs) {
        underWay.add(node);
        return new DeferredAct.CleanupCheck(node, victim, evictedAtMs);
    }

    /**
     * One pass over the pods on the node: the first-ranked unit to evict, or null when memory is
     * fine again, the node failed or nothing runs. The agent evicts it, then waits for it to stop
     * ({@link #cleanedUp}) and asks again.
     */
    Victim pass(NodeState node, Collection<PodState> podsOn) {
        underWay.remove(node);
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
     * The Evicted event of a pod, or of one member ({@code only}) without shared fate. The
     * manager kills with a grace period override of 0, which the pod worker raises to 1 s (preStop
     * within it) and killContainer to at least 2 s of SIGTERM (eviction_manager.go evictPod,
     * pod_workers.go calculateEffectiveGracePeriod).
     */
    void report(PodState pod, ContainerState only, String message) {
        if (only != null) {
            state.publish(pod, state.about(pod, only, EventType.Evicted).reason(PodReason.EVICTED.kubernetesName()).message(message)
                    .rule(Rules.CONTAINER_EVICTION));
            return;
        }
        state.publish(pod, TraceEvent.of(EventType.Evicted).pod(pod.name()).node(pod.node() == null ? null : pod.node().name())
                .reason(PodReason.EVICTED.kubernetesName()).message(message).rule(Rules.POD_EVICTION));
    }

    /**
     * waitForPodsCleanup: after an eviction the manager checks every {@link #CLEANUP_POLL_MS}
     * whether the evicted unit has stopped (at most {@link #CLEANUP_TIMEOUT_MS}), then looks at
     * the node again at once. Whether that time has come.
     */
    boolean cleanedUp(DeferredAct.CleanupCheck check) {
        Victim victim = check.victim();
        long evictedAtMs = check.evictedAtMs();
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
