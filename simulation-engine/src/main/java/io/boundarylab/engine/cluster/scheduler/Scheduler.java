package io.boundarylab.engine.cluster.scheduler;

import io.boundarylab.engine.cluster.state.ClusterState;
import io.boundarylab.engine.cluster.state.ContainerKind;
import io.boundarylab.engine.cluster.state.ContainerState;
import io.boundarylab.engine.cluster.state.NodeState;
import io.boundarylab.engine.cluster.state.PodState;
import io.boundarylab.engine.cluster.state.Rules;
import io.boundarylab.engine.scenario.ContainerSpec;
import io.boundarylab.engine.scenario.PortSpec;
import io.boundarylab.engine.scenario.Resources;
import io.boundarylab.engine.scenario.SchedulerConfig;
import io.boundarylab.engine.trace.EventType;
import io.boundarylab.engine.trace.TraceEvent;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;

/**
 * The scheduler: decides where. For each unit waiting for a node (a whole pod under atomic
 * placement, else a single container) it filters the nodes that fit and scores them, as
 * Kubernetes' NodeResourcesFit, NodePorts and node-capacity plugins do, then binds the unit.
 */
public final class Scheduler {
    /** Kubernetes scores a container without a request as if it asked for 100m cpu and 200Mi. */
    static final long DEFAULT_CPU_MILLI = 100;
    static final long DEFAULT_MEMORY_BYTES = 200L << 20;

    /** Receives each placement decision. */
    public interface Binder {
        void bind(PodState pod, List<ContainerState> members, NodeState node);
    }

    private final ClusterState state;
    private final Binder binder;
    private final SplittableRandom random;

    public Scheduler(ClusterState state, Binder binder) {
        this.state = state;
        this.binder = binder;
        this.random = state.kernel().random().stream("scheduler");
    }

    /** One scheduling cycle: every waiting unit, in pod then container order. */
    public void schedulePending() {
        for (PodState pod : state.pods().values()) {
            if (pod.terminal() || pod.deleting()) continue;
            if (state.platform().atomicPlacement()) {
                if (!pod.anyPlaced()) scheduleUnit(pod, pod.containers());
            } else {
                for (ContainerState c : pod.containers()) {
                    if (c.node() == null && !c.done()) scheduleUnit(pod, List.of(c));
                }
            }
        }
    }

    private void scheduleUnit(PodState pod, List<ContainerState> members) {
        boolean whole = members.size() == pod.containers().size() && state.platform().atomicPlacement();
        String unitName = whole ? pod.name() : pod.name() + "/" + members.get(0).name();
        String rule = state.platform().atomicPlacement() ? Rules.ATOMIC_PLACEMENT : Rules.SEPARATE_PLACEMENT;
        String preBound = pod.spec().nodeName();
        if (preBound != null) {
            NodeState n = state.node(preBound);
            publishScheduled(pod, members, whole, n, "Bound " + unitName + " to " + n.name() + " (spec.nodeName)", Rules.PRE_BOUND);
            reserve(pod, members, whole, n);
            return;
        }
        Resources request = whole ? pod.spec().effectiveRequests() : members.get(0).spec().requests();
        List<Integer> hostPorts = hostPorts(members);
        Map<String, Integer> reasonCounts = new TreeMap<>();
        boolean anyResolvable = false;
        NodeState best = null;
        long bestScore = Long.MIN_VALUE;
        int tied = 0;
        for (NodeState n : state.nodes()) {
            Fit fit = filter(n, request, hostPorts);
            if (!fit.reasons().isEmpty()) {
                for (String r : fit.reasons()) reasonCounts.merge(r, 1, Integer::sum);
                anyResolvable |= !fit.unresolvable();
                continue;
            }
            long score = score(n, nonZero(whole ? pod.spec().allContainers() : List.of(members.get(0).spec()), whole, pod));
            if (score > bestScore) {
                bestScore = score;
                best = n;
                tied = 1;
            } else if (score == bestScore) {
                // Reservoir sampling over equal scores, as Kubernetes' selectHost does.
                tied++;
                if (random.nextInt(tied) == 0) best = n;
            }
        }
        if (best == null) {
            List<String> reasons = new ArrayList<>(reasonCounts.keySet());
            List<String> counted = new ArrayList<>();
            for (Map.Entry<String, Integer> e : reasonCounts.entrySet()) counted.add(e.getValue() + " " + e.getKey());
            counted.sort(null);
            String message = "0/" + state.nodes().size() + " nodes are available: " + String.join(", ", counted) + ".";
            String status = anyResolvable ? "Unschedulable" : "UnschedulableAndUnresolvable";
            pod.setScheduling(status, reasons);
            pod.setSchedulingMessage(message);
            // One FailedScheduling per unit and message: retries that fail the same way stay quiet.
            String key = unitName + "|" + message;
            if (!key.equals(pod.lastSchedulingMessage())) {
                pod.setLastSchedulingMessage(key);
                state.publish(TraceEvent.of(EventType.FailedScheduling).pod(pod.name())
                        .container(whole ? null : members.get(0).name()).message(message).reason(status).rule(Rules.FILTER_FIT));
            }
            return;
        }
        String rank = tied > 1 ? " (score " + bestScore + ", tied with " + (tied - 1) + " other node" + (tied > 2 ? "s" : "") + ")"
                : " (score " + bestScore + ")";
        publishScheduled(pod, members, whole, best, "Successfully assigned " + unitName + " to " + best.name() + rank, rule);
        reserve(pod, members, whole, best);
    }

    private void publishScheduled(PodState pod, List<ContainerState> members, boolean whole, NodeState n, String message, String rule) {
        state.publish(TraceEvent.of(EventType.Scheduled).pod(pod.name()).container(whole ? null : members.get(0).name())
                .node(n.name()).message(message).rule(rule));
    }

    private void reserve(PodState pod, List<ContainerState> members, boolean whole, NodeState n) {
        Resources request = whole ? pod.spec().effectiveRequests() : members.get(0).spec().requests();
        n.reserve(request, hostPorts(members));
        if (whole) pod.setScheduling("Scheduled", List.of());
        else if (allPlacedAfter(pod, members)) pod.setScheduling("Scheduled", List.of());
        binder.bind(pod, members, n);
    }

    private static boolean allPlacedAfter(PodState pod, List<ContainerState> members) {
        for (ContainerState c : pod.containers()) if (c.node() == null && !members.contains(c) && !c.done()) return false;
        return true;
    }

    /** Host ports the unit asks for; regular init containers' ports do not count, as in Kubernetes. */
    static List<Integer> hostPorts(List<ContainerState> members) {
        List<Integer> ports = new ArrayList<>();
        for (ContainerState c : members) {
            if (c.kind() == ContainerKind.INIT && members.size() > 1) continue;
            for (PortSpec p : c.spec().ports()) if (p.hostPort() != null) ports.add(p.hostPort());
        }
        return ports;
    }

    /** Why a node does not fit; empty when it fits. */
    record Fit(List<String> reasons, boolean unresolvable) {
    }

    /** The filter plugins: node health, pod count, host ports, cpu and memory (equality fits). */
    static Fit filter(NodeState n, Resources request, List<Integer> hostPorts) {
        List<String> reasons = new ArrayList<>();
        if (n.failed()) return new Fit(List.of("node(s) had untolerated taint {node.kubernetes.io/unreachable: }"), true);
        boolean unresolvable = false;
        if (n.units() + 1 > n.spec().maxPods()) reasons.add("Too many pods");
        for (Integer p : hostPorts) {
            if (n.hostPorts().contains(p)) {
                reasons.add("node(s) didn't have free ports for the requested pod ports");
                break;
            }
        }
        Resources alloc = n.spec().allocatable();
        if (request.cpu() > alloc.cpu() - n.cpuRequestedMilli()) {
            reasons.add("Insufficient cpu");
            unresolvable |= request.cpu() > alloc.cpu();
        }
        if (request.memory() > alloc.memory() - n.memoryRequestedBytes()) {
            reasons.add("Insufficient memory");
            unresolvable |= request.memory() > alloc.memory();
        }
        // A request larger than the whole node can never fit there, whatever is evicted.
        return new Fit(reasons, unresolvable && reasons.size() == countResourceReasons(reasons));
    }

    private static int countResourceReasons(List<String> reasons) {
        int n = 0;
        for (String r : reasons) if (r.startsWith("Insufficient")) n++;
        return n;
    }

    private static Resources nonZero(List<ContainerSpec> specs, boolean whole, PodState pod) {
        long cpu = 0, mem = 0;
        for (ContainerSpec c : specs) {
            if (whole && !c.isSidecar() && pod.spec().initContainers().contains(c)) continue;
            cpu += c.requests().cpuMilli() == null || c.requests().cpu() == 0 ? DEFAULT_CPU_MILLI : c.requests().cpu();
            mem += c.requests().memoryBytes() == null || c.requests().memory() == 0 ? DEFAULT_MEMORY_BYTES : c.requests().memory();
        }
        return new Resources(cpu, mem);
    }

    /** NodeResourcesFit score, 0..100, cpu and memory weighted equally. */
    long score(NodeState n, Resources request) {
        Resources alloc = n.spec().allocatable();
        long cpu = resourceScore(alloc.cpu(), n.cpuRequestedMilli() + request.cpu());
        long mem = resourceScore(alloc.memory(), n.memoryRequestedBytes() + request.memory());
        return (cpu + mem) / 2;
    }

    private long resourceScore(long capacity, long requested) {
        if (capacity == 0 || requested > capacity) return 0;
        boolean most = state.scenario().scheduler().scoring() == SchedulerConfig.Scoring.MostAllocated;
        return most ? requested * 100 / capacity : (capacity - requested) * 100 / capacity;
    }
}
