package io.boundarylab.app.scale;

import io.boundarylab.engine.cluster.state.PodPhase;
import io.boundarylab.engine.trace.EventType;
import io.boundarylab.engine.trace.TraceEvent;
import java.util.Arrays;
import java.util.List;

/**
 * The cluster as the at-scale view shows it, computed from the trace alone: a left fold of
 * {@link #apply(TraceEvent)} over the events in order. Nothing else goes in, so the state after
 * {@code n} events is the same whether it was reached from the start or from a {@link #copy()}
 * taken earlier: that is what makes checkpoints plus re-application exact.
 *
 * <p>The rules follow the engine under atomic placement: a pod's effective request is reserved
 * on its node when it is {@code Scheduled} and given back when its phase becomes Succeeded or
 * Failed; a {@code NodeFailed} node stays failed; a pod is in back-off from a {@code BackOff}
 * event until one of its containers starts again or it ends. A pod a ReplicaSet makes is counted
 * Pending from its {@code SuccessfulCreate}; a pod the taint manager evicts from a lost node
 * ({@code TaintManagerEviction}) is gone for its ReplicaSet, which replaces it, although its node
 * can no longer report it ended.
 *
 * <p>Not thread-safe: one aggregate belongs to one thread at a time.
 */
public final class ScaleAggregate {
    /** Seconds of event-rate history kept for the view. */
    public static final int HISTORY_SECONDS = 60;
    private static final EventType[] TYPES = EventType.values();
    private static final PodPhase[] PHASES = PodPhase.values();

    private final ScaleLayout layout;
    private final ScalePods pods;
    private final long[] nodeCpu;
    private final long[] nodeMemory;
    private final int[] nodePods;
    private final boolean[] nodeFailed;
    private byte[] podPhase;
    private int[] podNode;
    private boolean[] podBackOff;
    private boolean[] podEvicted;
    /** Pods this aggregate has met: the scenario's, then the created ones it folded. */
    private int podsKnown;
    private int evictedPods;
    private final int[] phaseCounts;
    private final long[] eventsByType;
    /** Events per simulated second, a ring indexed by second modulo {@link #HISTORY_SECONDS}. */
    private final int[] perSecond;
    /** Events per type in each second of the ring. */
    private final int[][] perSecondByType;
    private long lastSecond;
    private int backOffPods;
    private int failedNodes;
    private int events;
    private long timeMs;

    /** The state before the first event: nothing placed, every pod Pending. */
    public ScaleAggregate(ScaleLayout layout) {
        this.layout = layout;
        this.pods = new ScalePods(layout);
        int n = layout.nodeCount();
        int p = layout.podCount();
        nodeCpu = new long[n];
        nodeMemory = new long[n];
        nodePods = new int[n];
        nodeFailed = new boolean[n];
        podsKnown = p;
        int capacity = Math.max(16, p + layout.desiredReplicas());
        podPhase = new byte[capacity];
        podNode = new int[capacity];
        Arrays.fill(podNode, -1);
        podBackOff = new boolean[capacity];
        podEvicted = new boolean[capacity];
        phaseCounts = new int[PHASES.length];
        phaseCounts[PodPhase.PENDING.ordinal()] = p;
        eventsByType = new long[TYPES.length];
        perSecond = new int[HISTORY_SECONDS];
        perSecondByType = new int[HISTORY_SECONDS][TYPES.length];
        lastSecond = 0;
    }

    private ScaleAggregate(ScaleAggregate o) {
        layout = o.layout;
        pods = o.pods;
        podsKnown = o.podsKnown;
        evictedPods = o.evictedPods;
        podEvicted = o.podEvicted.clone();
        nodeCpu = o.nodeCpu.clone();
        nodeMemory = o.nodeMemory.clone();
        nodePods = o.nodePods.clone();
        nodeFailed = o.nodeFailed.clone();
        podPhase = o.podPhase.clone();
        podNode = o.podNode.clone();
        podBackOff = o.podBackOff.clone();
        phaseCounts = o.phaseCounts.clone();
        eventsByType = o.eventsByType.clone();
        perSecond = o.perSecond.clone();
        perSecondByType = new int[HISTORY_SECONDS][];
        for (int i = 0; i < HISTORY_SECONDS; i++) {
            perSecondByType[i] = o.perSecondByType[i].clone();
        }
        lastSecond = o.lastSecond;
        backOffPods = o.backOffPods;
        failedNodes = o.failedNodes;
        events = o.events;
        timeMs = o.timeMs;
    }

    /** An independent copy (a checkpoint). */
    public ScaleAggregate copy() {
        return new ScaleAggregate(this);
    }

    /** Folds every event of {@code trace} from index {@code from} (inclusive) to {@code to} (exclusive). */
    public void applyAll(List<TraceEvent> trace, int from, int to) {
        for (int i = from; i < to; i++) {
            apply(trace.get(i));
        }
    }

    /** Folds one event in. Events must come in trace order. */
    public void apply(TraceEvent e) {
        events++;
        timeMs = e.tMs();
        countInHistory(e);
        eventsByType[e.type().ordinal()]++;
        switch (e.type()) {
            case Scheduled -> scheduled(e);
            case PodPhase -> phase(e);
            case BackOff -> setBackOff(pods.indexOf(e.pod()), true);
            case Started -> setBackOff(pods.indexOf(e.pod()), false);
            case SuccessfulCreate -> created(e);
            case TaintManagerEviction -> evicted(pods.indexOf(e.pod()));
            case NodeFailed -> {
                int n = layout.nodeIndex(e.node());
                if (n >= 0 && !nodeFailed[n]) {
                    nodeFailed[n] = true;
                    failedNodes++;
                }
            }
            default -> {
                // Other events change nothing the aggregate shows but the counts above.
            }
        }
    }

    private void countInHistory(TraceEvent e) {
        long second = e.tMs() / 1000;
        if (second > lastSecond) {
            // Clear the seconds the ring skips over, at most the whole ring.
            long clear = Math.min(second - lastSecond, HISTORY_SECONDS);
            for (long s = second - clear + 1; s <= second; s++) {
                int slot = (int) (s % HISTORY_SECONDS);
                perSecond[slot] = 0;
                Arrays.fill(perSecondByType[slot], 0);
            }
            lastSecond = second;
        }
        int slot = (int) (second % HISTORY_SECONDS);
        perSecond[slot]++;
        perSecondByType[slot][e.type().ordinal()]++;
    }

    private void created(TraceEvent e) {
        int p = pods.created(e.pod(), e.owner());
        if (p < podsKnown) {
            return;
        }
        if (p >= podPhase.length) {
            int grown = Math.max(p + 1, podPhase.length + podPhase.length / 2);
            podPhase = Arrays.copyOf(podPhase, grown);
            int old = podNode.length;
            podNode = Arrays.copyOf(podNode, grown);
            Arrays.fill(podNode, old, grown, -1);
            podBackOff = Arrays.copyOf(podBackOff, grown);
            podEvicted = Arrays.copyOf(podEvicted, grown);
        }
        podsKnown = p + 1;
        phaseCounts[PodPhase.PENDING.ordinal()]++;
    }

    private void evicted(int p) {
        if (p < 0 || podEvicted[p]) {
            return;
        }
        podEvicted[p] = true;
        evictedPods++;
    }

    private void scheduled(TraceEvent e) {
        // A per-container placement carries the container; at-scale scenarios place whole pods.
        if (e.container() != null) {
            return;
        }
        int p = pods.indexOf(e.pod());
        int n = layout.nodeIndex(e.node());
        if (p < 0 || p >= podsKnown || n < 0 || podNode[p] >= 0) {
            return;
        }
        podNode[p] = n;
        nodeCpu[n] += pods.cpuMilli(p);
        nodeMemory[n] += pods.memoryBytes(p);
        nodePods[n]++;
    }

    private void phase(TraceEvent e) {
        int p = pods.indexOf(e.pod());
        if (p < 0 || p >= podsKnown) {
            return;
        }
        PodPhase next = PodPhase.of(e.phase());
        phaseCounts[podPhase[p]]--;
        phaseCounts[next.ordinal()]++;
        podPhase[p] = (byte) next.ordinal();
        if (next.terminal()) {
            setBackOff(p, false);
            int n = podNode[p];
            if (n >= 0) {
                nodeCpu[n] -= pods.cpuMilli(p);
                nodeMemory[n] -= pods.memoryBytes(p);
                nodePods[n]--;
                podNode[p] = -1;
            }
        }
    }

    private void setBackOff(int p, boolean on) {
        if (p < 0 || p >= podsKnown || podBackOff[p] == on) {
            return;
        }
        podBackOff[p] = on;
        backOffPods += on ? 1 : -1;
    }

    public ScaleLayout layout() { return layout; }
    /** Events folded in so far. */
    public int events() { return events; }
    /** Time of the last event folded in (0 before the first). */
    public long timeMs() { return timeMs; }
    public long nodeCpuMilli(int n) { return nodeCpu[n]; }
    public long nodeMemoryBytes(int n) { return nodeMemory[n]; }
    public int nodePods(int n) { return nodePods[n]; }
    public boolean nodeFailed(int n) { return nodeFailed[n]; }
    public int failedNodes() { return failedNodes; }
    public int phaseCount(PodPhase phase) { return phaseCounts[phase.ordinal()]; }
    public PodPhase podPhase(int p) { return PHASES[podPhase[p]]; }
    public int podNode(int p) { return podNode[p]; }
    /** Pods met so far: the scenario's own and those the ReplicaSets have made. */
    public int podsKnown() { return podsKnown; }
    /** Whether a ReplicaSet made the pod. */
    public boolean podOwned(int p) { return pods.owned(p); }
    /** Whether the taint manager evicted the pod from its lost node. */
    public boolean podEvicted(int p) { return podEvicted[p]; }
    /** Pods evicted from lost nodes so far. */
    public int evictedPods() { return evictedPods; }

    /**
     * Pods still Pending that are bound to a node: placed, their requests held on the node, their
     * containers starting. A pod is Pending until its app containers run, so at the first instant a
     * pod can have started containers and hold its node's resources while its phase is Pending.
     */
    public int pendingPlaced() {
        int placed = 0;
        byte phase = (byte) PodPhase.PENDING.ordinal();
        for (int p = 0; p < podsKnown; p++) {
            if (podPhase[p] == phase && podNode[p] >= 0 && !podEvicted[p]) {
                placed++;
            }
        }
        return placed;
    }

    /**
     * The ReplicaSets' pods that are running where the cluster can reach them: phase Running, on a
     * node that has not failed, not evicted. This is what heals after the zone failure.
     */
    public int replicasRunning() {
        int running = 0;
        byte phase = (byte) PodPhase.RUNNING.ordinal();
        for (int p = layout.podCount(); p < podsKnown; p++) {
            if (podPhase[p] == phase && !podEvicted[p] && podNode[p] >= 0 && !nodeFailed[podNode[p]]) {
                running++;
            }
        }
        return running;
    }
    public int backOffPods() { return backOffPods; }
    public long eventsOfType(EventType type) { return eventsByType[type.ordinal()]; }

    /** Events in simulated second {@code second}, if it is one of the last {@link #HISTORY_SECONDS} folded. */
    public int eventsInSecond(long second) {
        if (second > lastSecond || second <= lastSecond - HISTORY_SECONDS || second < 0) {
            return 0;
        }
        return perSecond[(int) (second % HISTORY_SECONDS)];
    }

    /** Events of a type in simulated second {@code second}, as {@link #eventsInSecond(long)}. */
    public int eventsInSecond(long second, EventType type) {
        if (second > lastSecond || second <= lastSecond - HISTORY_SECONDS || second < 0) {
            return 0;
        }
        return perSecondByType[(int) (second % HISTORY_SECONDS)][type.ordinal()];
    }

    /** Whether two aggregates show exactly the same cluster (every field compared). */
    public boolean sameAs(ScaleAggregate o) {
        if (o == this) {
            return true;
        }
        if (events != o.events || timeMs != o.timeMs || lastSecond != o.lastSecond || backOffPods != o.backOffPods
                || failedNodes != o.failedNodes || podsKnown != o.podsKnown || evictedPods != o.evictedPods) {
            return false;
        }
        // The per-pod arrays may have grown differently; the pods met are what must agree.
        int k = podsKnown;
        if (!Arrays.equals(podPhase, 0, k, o.podPhase, 0, k) || !Arrays.equals(podNode, 0, k, o.podNode, 0, k)
                || !Arrays.equals(podBackOff, 0, k, o.podBackOff, 0, k) || !Arrays.equals(podEvicted, 0, k, o.podEvicted, 0, k)) {
            return false;
        }
        if (!Arrays.equals(nodeCpu, o.nodeCpu) || !Arrays.equals(nodeMemory, o.nodeMemory)
                || !Arrays.equals(nodePods, o.nodePods) || !Arrays.equals(nodeFailed, o.nodeFailed)
                || !Arrays.equals(phaseCounts, o.phaseCounts)
                || !Arrays.equals(eventsByType, o.eventsByType) || !Arrays.equals(perSecond, o.perSecond)) {
            return false;
        }
        return Arrays.deepEquals(perSecondByType, o.perSecondByType);
    }
}
