package io.boundarylab.engine.cluster.scheduler;

import io.boundarylab.engine.cluster.state.ClusterState;
import io.boundarylab.engine.cluster.state.ContainerKind;
import io.boundarylab.engine.cluster.state.ContainerState;
import io.boundarylab.engine.cluster.state.NodeState;
import io.boundarylab.engine.cluster.state.PodState;
import io.boundarylab.engine.cluster.state.Rules;
import io.boundarylab.engine.scenario.HostPort;
import io.boundarylab.engine.scenario.PortSpec;
import io.boundarylab.engine.scenario.Resources;
import io.boundarylab.engine.scenario.SchedulerConfig;
import io.boundarylab.engine.trace.EventType;
import io.boundarylab.engine.trace.TraceEvent;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;

/**
 * The scheduler: decides where. For each unit waiting for a node (a whole pod under atomic
 * placement, else a single container) it filters the nodes that fit and scores them, as
 * Kubernetes' NodeResourcesFit, NodePorts and node-capacity plugins do, then binds the unit.
 *
 * <p>On clusters of 100 nodes or more it samples as Kubernetes does ({@link NodeSampling}): it
 * stops filtering once it has found enough feasible nodes, scores those, and starts the next
 * search where this one stopped. The filter and score loop reads primitive copies of the nodes'
 * fixed capacities and allocates nothing; the reasons a node does not fit are only spelled out
 * when no node fits.
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
    /** Pods with a member still waiting for a node, in spec order; filled on the first cycle. */
    private LinkedHashSet<PodState> pending;
    private final NodeSampling sampling;
    private final boolean mostAllocated;
    // The node list never changes during a run: an array and the nodes' fixed allocatable amounts
    // side by side (cpu, memory, max pods per node) keep the filter loop free of pointer chasing.
    private final NodeState[] nodes;
    private final long[] capacity;
    /**
     * Each node's last score and the requested amounts it was worked out for (cpu, memory, score
     * side by side). A score depends only on the node's capacity and those two sums, and between two
     * placements only the chosen node's sums change, so nearly every node a search visits already
     * has its score here: reusing it saves the two divisions per node that dominated the loop.
     */
    private final long[] scoreCache;
    private final TieBreak tieBreak;
    private final PodRequests requests = new PodRequests();
    /** Where the next search starts (Kubernetes' nextStartNodeIndex); stays 0 without sampling. */
    private int nextStartNodeIndex;
    /**
     * The last request no node could take in this cycle, and why. Until something is reserved the
     * nodes do not change, so a unit asking for exactly as much gets the same verdict without a
     * search (an over-subscribed cluster has thousands of pending pods, mostly alike). Searching
     * again would give the same result: a failed search looks at every node, draws no random number
     * and leaves the start index where it was.
     */
    private NoFit lastNoFit;

    private record NoFit(long cpu, long memory, List<HostPort> hostPorts, List<String> reasons, String message, String status) {
        boolean sameRequest(long c, long m, List<HostPort> ports) {
            return cpu == c && memory == m && hostPorts.equals(ports);
        }
    }

    /**
     * A scheduler with Kubernetes' default node sampling ({@link NodeSampling#KUBERNETES_DEFAULT}):
     * under 100 nodes every node is filtered and scored for every unit.
     */
    public Scheduler(ClusterState state, Binder binder) {
        this(state, binder, NodeSampling.KUBERNETES_DEFAULT);
    }

    /**
     * A scheduler that stops searching once it has found as many feasible nodes as the sampling
     * asks for, as Kubernetes does on large clusters. Clusters under 100 nodes are always searched
     * whole, so the sampling changes nothing there.
     */
    public Scheduler(ClusterState state, Binder binder, NodeSampling sampling) {
        this.state = state;
        this.binder = binder;
        this.sampling = sampling;
        this.random = state.kernel().random().stream("scheduler");
        this.mostAllocated = state.scenario().scheduler().scoring() == SchedulerConfig.Scoring.MostAllocated;
        this.nodes = state.nodes().toArray(new NodeState[0]);
        this.capacity = new long[nodes.length * 3];
        this.tieBreak = new TieBreak(nodes.length);
        this.scoreCache = new long[nodes.length * 3];
        Arrays.fill(scoreCache, Long.MIN_VALUE); // no node has a score yet
        for (int i = 0; i < nodes.length; i++) {
            Resources alloc = nodes[i].spec().allocatable();
            capacity[3 * i] = alloc.cpu();
            capacity[3 * i + 1] = alloc.memory();
            capacity[3 * i + 2] = nodes[i].spec().maxPods();
        }
    }

    /** The node sampling this scheduler applies. */
    public NodeSampling sampling() {
        return sampling;
    }

    /** A pod a controller made waits for a node from now on (the next cycle looks at it). */
    public void enqueue(PodState pod) {
        if (pending != null) pending.add(pod);
    }

    /** One scheduling cycle: every waiting unit, in pod then container order. */
    public void schedulePending() {
        lastNoFit = null; // nodes may have been freed or failed since the last cycle
        if (pending == null) pending = new LinkedHashSet<>(state.pods().values());
        // Only pods still waiting for a node are visited, in spec order; a placed or finished pod
        // never comes back (a controller's replacement is a new pod, see enqueue).
        for (Iterator<PodState> it = pending.iterator(); it.hasNext(); ) {
            PodState pod = it.next();
            if (pod.terminal() || pod.deleting()) {
                it.remove();
                continue;
            }
            if (state.platform().atomicPlacement()) {
                // A pod that fitted nowhere is parked until a node changes (see parkedSinceNoNodeChanged).
                if (!pod.anyPlaced() && !parkedSinceNoNodeChanged(pod)) scheduleUnit(pod, pod.containers());
                if (pod.anyPlaced()) it.remove();
            } else {
                boolean waiting = false;
                for (ContainerState c : pod.containers()) {
                    if (c.node() == null && !c.done()) scheduleUnit(pod, List.of(c));
                    waiting |= c.node() == null && !c.done();
                }
                if (!waiting) it.remove();
            }
        }
    }

    /**
     * Whether the pod fitted no node at its last attempt and no node has changed since. Kubernetes
     * parks such a pod in its unschedulable queue and moves it back only on a cluster event that
     * could make it schedulable (scheduling_queue.go, MoveAllToActiveOrBackoffQueue). Here it is
     * parked only while nothing the filters read has changed on any node, which is narrower:
     * retrying it would find every node as before, draw no random number and publish nothing (the
     * same FailedScheduling is not repeated), so parking leaves the trace as it was.
     */
    private boolean parkedSinceNoNodeChanged(PodState pod) {
        return pod.unschedulableAtNodeChanges() == state.nodeChanges();
    }

    private void scheduleUnit(PodState pod, List<ContainerState> members) {
        boolean whole = members.size() == pod.containers().size() && state.platform().atomicPlacement();
        String unitName = whole ? pod.name() : pod.name() + "/" + members.get(0).name();
        String rule = state.platform().atomicPlacement() ? Rules.ATOMIC_PLACEMENT : Rules.SEPARATE_PLACEMENT;
        String preBound = pod.spec().nodeName();
        if (preBound != null) {
            NodeState n = state.node(preBound);
            publishScheduled(pod, members, whole, n, PRE_BOUND, 0, Rules.PRE_BOUND);
            reserve(pod, members, whole, n);
            return;
        }
        Resources request = whole ? requests.request(pod.spec()) : members.get(0).spec().requests();
        List<HostPort> hostPorts = whole ? requests.hostPorts(pod.spec()) : hostPorts(members);
        Resources scored = whole ? requests.scored(pod.spec()) : PodRequests.scored(members.get(0).spec());
        long cpu = request.cpu(), memory = request.memory();
        long scoredCpu = scored.cpu(), scoredMemory = scored.memory();
        int numAllNodes = nodes.length;
        if (lastNoFit != null && lastNoFit.sameRequest(cpu, memory, hostPorts)) {
            unschedulable(pod, members, whole, unitName, lastNoFit);
            return;
        }
        int toFind = sampling.numFeasibleNodesToFind(numAllNodes);
        int start = nextStartNodeIndex;
        int best = -1;
        long bestScore = Long.MIN_VALUE;
        int tied = 0;
        int feasible = 0;
        int processed = 0;
        // Filter and score in one pass over the nodes from the start index, stopping once enough
        // feasible nodes are found. Scoring a node as soon as it passes the filters gives the same
        // order as Kubernetes' filter-all-then-score, so the reservoir draws are the same too.
        while (processed < numAllNodes && feasible < toFind) {
            int i = start + processed;
            if (i >= numAllNodes) i -= numAllNodes;
            processed++;
            if (!fits(i, cpu, memory, hostPorts)) continue;
            feasible++;
            long score = score(i, scoredCpu, scoredMemory);
            if (score > bestScore) {
                bestScore = score;
                best = i;
                tied = 1;
            } else if (score == bestScore) {
                // Reservoir sampling over equal scores, as Kubernetes' selectHost does.
                tied++;
                if (tieBreak.drawsZero(random, tied)) best = i;
            }
        }
        nextStartNodeIndex = numAllNodes == 0 ? 0 : (start + processed) % numAllNodes;
        if (best < 0) {
            // No node fits: every node was looked at. Ask the filters why, node by node, for the
            // message Kubernetes writes ("0/3 nodes are available: ...").
            int[] counts = new int[REASONS.length];
            boolean anyResolvable = false;
            for (int i = 0; i < numAllNodes; i++) {
                int why = whyNot(i, cpu, memory, hostPorts);
                for (int r = 0; r < REASONS.length; r++) if ((why & (1 << r)) != 0) counts[r]++;
                anyResolvable |= (why & UNRESOLVABLE) == 0;
            }
            Map<String, Integer> reasonCounts = new TreeMap<>();
            for (int r = 0; r < REASONS.length; r++) if (counts[r] > 0) reasonCounts.put(REASONS[r], counts[r]);
            List<String> reasons = new ArrayList<>(reasonCounts.keySet());
            List<String> counted = new ArrayList<>();
            for (Map.Entry<String, Integer> e : reasonCounts.entrySet()) counted.add(e.getValue() + " " + e.getKey());
            counted.sort(null);
            String message = "0/" + state.nodes().size() + " nodes are available: " + String.join(", ", counted) + ".";
            String status = anyResolvable ? "Unschedulable" : "UnschedulableAndUnresolvable";
            lastNoFit = new NoFit(cpu, memory, hostPorts, List.copyOf(reasons), message, status);
            unschedulable(pod, members, whole, unitName, lastNoFit);
            return;
        }
        NodeState chosen = nodes[best];
        publishScheduled(pod, members, whole, chosen, ASSIGNED, (bestScore << 32) | (tied - 1), rule);
        reserve(pod, members, whole, chosen);
    }

    /** Records that no node fits the unit and, when the reason changed, publishes FailedScheduling. */
    private void unschedulable(PodState pod, List<ContainerState> members, boolean whole, String unitName, NoFit noFit) {
        pod.setScheduling(noFit.status(), noFit.reasons());
        pod.setSchedulingMessage(noFit.message());
        if (whole) pod.setUnschedulableAtNodeChanges(state.nodeChanges());
        // One FailedScheduling per unit and message: retries that fail the same way stay quiet.
        // Compared piece by piece: an over-subscribed cluster retries thousands of pods a cycle,
        // and building the key for each would be garbage for nothing.
        if (isKey(pod.lastSchedulingMessage(), unitName, noFit.message())) return;
        pod.setLastSchedulingMessage(unitName + "|" + noFit.message());
        state.publish(pod, TraceEvent.of(EventType.FailedScheduling).pod(pod.name()).container(whole ? null : members.get(0).name())
                .message(noFit.message()).reason(noFit.status()).rule(Rules.FILTER_FIT));
    }

    /** Whether {@code key} is {@code unit + "|" + message}. */
    private static boolean isKey(String key, String unit, String message) {
        return key != null && key.length() == unit.length() + 1 + message.length() && key.startsWith(unit)
                && key.charAt(unit.length()) == '|' && key.endsWith(message);
    }

    private void publishScheduled(PodState pod, List<ContainerState> members, boolean whole, NodeState n,
                                  TraceEvent.Text message, long scoreAndOthers, String rule) {
        state.publish(pod, TraceEvent.of(EventType.Scheduled).pod(pod.name()).container(whole ? null : members.get(0).name())
                .node(n.name()).message(message, null, scoreAndOthers).rule(rule));
    }

    // The Scheduled messages, written from the event when read. The unit is the pod, or POD/CONTAINER
    // when containers are placed one by one; the number holds the score (high half) and how many
    // other nodes tied with it (low half).
    private static final TraceEvent.Text PRE_BOUND = e -> "Bound " + unit(e) + " to " + e.node() + " (spec.nodeName)";
    private static final TraceEvent.Text ASSIGNED = e -> {
        long score = e.textNumber() >>> 32;
        int others = (int) e.textNumber();
        return "Successfully assigned " + unit(e) + " to " + e.node()
                + (others > 0 ? " (score " + score + ", tied with " + others + " other node" + (others > 1 ? "s" : "") + ")"
                : " (score " + score + ")");
    };

    private static String unit(TraceEvent e) {
        return e.container() == null ? e.pod() : e.pod() + "/" + e.container();
    }

    private void reserve(PodState pod, List<ContainerState> members, boolean whole, NodeState n) {
        Resources request = whole ? requests.request(pod.spec()) : members.get(0).spec().requests();
        n.reserve(request, whole ? requests.hostPorts(pod.spec()) : hostPorts(members));
        lastNoFit = null;
        if (whole) pod.setScheduling("Scheduled", List.of());
        else if (allPlacedAfter(pod, members)) pod.setScheduling("Scheduled", List.of());
        binder.bind(pod, members, n);
    }

    private static boolean allPlacedAfter(PodState pod, List<ContainerState> members) {
        for (ContainerState c : pod.containers()) if (c.node() == null && !members.contains(c) && !c.done()) return false;
        return true;
    }

    /** Host ports the unit asks for; regular init containers' ports do not count, as in Kubernetes. */
    static List<HostPort> hostPorts(List<ContainerState> members) {
        List<HostPort> ports = new ArrayList<>();
        for (ContainerState c : members) {
            if (c.kind() == ContainerKind.INIT && members.size() > 1) continue;
            for (PortSpec p : c.spec().ports()) if (p.published() != null) ports.add(p.published());
        }
        return ports;
    }

    // The filters' reasons as bits, for counting them over thousands of nodes without allocating.
    private static final String TAINT = "node(s) had untolerated taint {node.kubernetes.io/unreachable: }";
    private static final String TOO_MANY_PODS = "Too many pods";
    private static final String NO_FREE_PORTS = "node(s) didn't have free ports for the requested pod ports";
    private static final String INSUFFICIENT_CPU = "Insufficient cpu";
    private static final String INSUFFICIENT_MEMORY = "Insufficient memory";
    private static final String[] REASONS = {TAINT, TOO_MANY_PODS, NO_FREE_PORTS, INSUFFICIENT_CPU, INSUFFICIENT_MEMORY};
    private static final int UNRESOLVABLE = 1 << 30;

    /**
     * Why node i does not take the request, as Kubernetes' filter plugins say it: they run in the
     * default profile's order and a node's status is that of the first one that fails
     * (TaintToleration, then NodePorts, then NodeResourcesFit). Bit r is set for {@code REASONS[r]};
     * {@link #UNRESOLVABLE} is set when the status is UnschedulableAndUnresolvable: an untolerated
     * taint, or a resource the request needs more of than the whole node has (fit.go marks such an
     * insufficient resource Unresolvable, and one is enough for the node's status). Zero when the
     * node fits.
     */
    private int whyNot(int i, long cpu, long memory, List<HostPort> hostPorts) {
        NodeState n = nodes[i];
        if (n.failed()) return 1 | UNRESOLVABLE;
        for (HostPort p : hostPorts) {
            if (n.hostPortTaken(p)) return 1 << 2;
        }
        int why = 0;
        if (n.units() + 1 > capacity[3 * i + 2]) why |= 1 << 1;
        boolean unresolvable = false;
        long cpuCapacity = capacity[3 * i], memoryCapacity = capacity[3 * i + 1];
        if (cpu > cpuCapacity - n.cpuRequestedMilli()) {
            why |= 1 << 3;
            unresolvable = cpu > cpuCapacity;
        }
        if (memory > memoryCapacity - n.memoryRequestedBytes()) {
            why |= 1 << 4;
            unresolvable |= memory > memoryCapacity;
        }
        return unresolvable ? why | UNRESOLVABLE : why;
    }

    /**
     * The filters' verdict without the reasons: true exactly when {@link #whyNot} finds none. The
     * loop over nodes asks this; the reasons are worked out only when no node fits.
     */
    private boolean fits(int i, long cpu, long memory, List<HostPort> hostPorts) {
        NodeState n = nodes[i];
        if (n.failed() || n.units() + 1 > capacity[3 * i + 2]) return false;
        if (cpu > capacity[3 * i] - n.cpuRequestedMilli() || memory > capacity[3 * i + 1] - n.memoryRequestedBytes()) return false;
        if (!hostPorts.isEmpty()) {
            for (HostPort p : hostPorts) if (n.hostPortTaken(p)) return false;
        }
        return true;
    }

    /** NodeResourcesFit score of node i, 0..100, cpu and memory weighted equally. */
    long score(int i, long cpu, long memory) {
        NodeState n = nodes[i];
        long cpuRequested = n.cpuRequestedMilli() + cpu, memoryRequested = n.memoryRequestedBytes() + memory;
        int k = 3 * i;
        if (scoreCache[k] == cpuRequested && scoreCache[k + 1] == memoryRequested) return scoreCache[k + 2];
        long score = (resourceScore(capacity[k], cpuRequested) + resourceScore(capacity[k + 1], memoryRequested)) / 2;
        scoreCache[k] = cpuRequested;
        scoreCache[k + 1] = memoryRequested;
        scoreCache[k + 2] = score;
        return score;
    }

    private long resourceScore(long capacity, long requested) {
        if (capacity == 0 || requested > capacity) return 0;
        return mostAllocated ? requested * 100 / capacity : (capacity - requested) * 100 / capacity;
    }
}
