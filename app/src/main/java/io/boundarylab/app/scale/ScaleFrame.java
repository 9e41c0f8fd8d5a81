package io.boundarylab.app.scale;

import io.boundarylab.engine.cluster.state.PodPhase;
import io.boundarylab.engine.trace.EventType;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * What one video frame of the at-scale view shows, computed off the FX thread and handed over
 * whole: the cluster at simulated time {@link #timeMs()}, how far the engine has got, and the
 * counts the legends print. Immutable: the arrays are copies no one else holds.
 */
public final class ScaleFrame {
    /** Allocation bins of the heat map: empty, up to 25 %, 50 %, 75 %, above; then failed. */
    public static final int BIN_EMPTY = 0;
    public static final int BIN_FAILED = 5;
    public static final int BIN_COUNT = 6;

    private final ScaleLayout layout;
    private final long timeMs;
    private final int eventIndex;
    private final int eventsComputed;
    private final long computedMs;
    private final boolean engineDone;
    private final float[] allocation;
    private final byte[] bin;
    private final long[] cpuMilli;
    private final long[] memoryBytes;
    private final int[] pods;
    private final int[] binCounts = new int[BIN_COUNT];
    private final int[] phaseCounts;
    private final int backOffPods;
    private final int failedNodes;
    private final float[] zoneAllocation;
    private final int[] zoneFailed;
    private final int[] zonePods;
    private final int podsKnown;
    private final int evictedPods;
    private final int replicasRunning;
    private final int pendingPlaced;
    private final int[] recentPerSecond;
    private final long summarySecond;
    private final int[] summaryByType;
    private final int summaryTotal;

    /**
     * The frame of an aggregate shown at {@code timeMs} (every event at or before it folded in).
     *
     * @param eventsComputed events the engine has produced so far
     * @param computedMs     every event at or before this time has been produced
     */
    public ScaleFrame(ScaleAggregate a, long timeMs, int eventsComputed, long computedMs, boolean engineDone) {
        this.layout = a.layout();
        this.timeMs = timeMs;
        this.eventIndex = a.events();
        this.eventsComputed = eventsComputed;
        this.computedMs = computedMs;
        this.engineDone = engineDone;
        int n = layout.nodeCount();
        allocation = new float[n];
        bin = new byte[n];
        cpuMilli = new long[n];
        memoryBytes = new long[n];
        pods = new int[n];
        int zones = layout.zones().size();
        double[] zoneSum = new double[zones];
        int[] zoneLive = new int[zones];
        zoneFailed = new int[zones];
        zonePods = new int[zones];
        for (int i = 0; i < n; i++) {
            cpuMilli[i] = a.nodeCpuMilli(i);
            memoryBytes[i] = a.nodeMemoryBytes(i);
            pods[i] = a.nodePods(i);
            // A node is as full as its fuller resource: that is what stops the scheduler.
            double cpu = layout.nodeCpuMilli(i) == 0 ? 0 : (double) cpuMilli[i] / layout.nodeCpuMilli(i);
            double mem = layout.nodeMemoryBytes(i) == 0 ? 0 : (double) memoryBytes[i] / layout.nodeMemoryBytes(i);
            allocation[i] = (float) Math.max(cpu, mem);
            int z = layout.zoneOf(i);
            if (a.nodeFailed(i)) {
                bin[i] = BIN_FAILED;
                zoneFailed[z]++;
            } else {
                bin[i] = (byte) binOf(allocation[i]);
                zoneSum[z] += allocation[i];
                zoneLive[z]++;
                // Pods on a failed node are lost for the cluster: the zone counts the live nodes' only.
                zonePods[z] += pods[i];
            }
            binCounts[bin[i]]++;
        }
        zoneAllocation = new float[zones];
        for (int z = 0; z < zones; z++) {
            zoneAllocation[z] = zoneLive[z] == 0 ? 0f : (float) (zoneSum[z] / zoneLive[z]);
        }
        PodPhase[] phases = PodPhase.values();
        phaseCounts = new int[phases.length];
        for (PodPhase p : phases) {
            phaseCounts[p.ordinal()] = a.phaseCount(p);
        }
        backOffPods = a.backOffPods();
        failedNodes = a.failedNodes();
        podsKnown = a.podsKnown();
        evictedPods = a.evictedPods();
        replicasRunning = a.replicasRunning();
        pendingPlaced = a.pendingPlaced();
        long second = timeMs / 1000;
        recentPerSecond = new int[ScaleAggregate.HISTORY_SECONDS];
        for (int i = 0; i < recentPerSecond.length; i++) {
            recentPerSecond[i] = a.eventsInSecond(second - recentPerSecond.length + 1 + i);
        }
        // The last whole second before the one being shown: its counts no longer change while playing.
        summarySecond = Math.max(0, second - 1);
        EventType[] types = EventType.values();
        summaryByType = new int[types.length];
        int total = 0;
        for (EventType t : types) {
            summaryByType[t.ordinal()] = a.eventsInSecond(summarySecond, t);
            total += summaryByType[t.ordinal()];
        }
        summaryTotal = total;
    }

    /** The heat map bin of an allocation fraction (not failed). */
    public static int binOf(double allocation) {
        if (allocation <= 0) {
            return BIN_EMPTY;
        }
        if (allocation <= 0.25) {
            return 1;
        }
        if (allocation <= 0.5) {
            return 2;
        }
        if (allocation <= 0.75) {
            return 3;
        }
        return 4;
    }

    public ScaleLayout layout() { return layout; }
    /** Simulated time shown. */
    public long timeMs() { return timeMs; }
    /** Events shown (folded into this frame). */
    public int eventIndex() { return eventIndex; }
    /** Events the engine has produced so far. */
    public int eventsComputed() { return eventsComputed; }
    /** Simulated time up to which every event has been produced. */
    public long computedMs() { return computedMs; }
    public boolean engineDone() { return engineDone; }
    public long horizonMs() { return layout.horizonMs(); }
    public int nodeCount() { return allocation.length; }
    /** The fuller of the node's requested cpu and memory, as a fraction of allocatable. */
    public float allocation(int node) { return allocation[node]; }
    public int bin(int node) { return bin[node]; }
    public boolean failed(int node) { return bin[node] == BIN_FAILED; }
    public long cpuMilli(int node) { return cpuMilli[node]; }
    public long memoryBytes(int node) { return memoryBytes[node]; }
    public int pods(int node) { return pods[node]; }
    /** Nodes in a heat map bin. */
    public int binCount(int b) { return binCounts[b]; }
    public int phaseCount(PodPhase phase) { return phaseCounts[phase.ordinal()]; }
    public int backOffPods() { return backOffPods; }
    public int failedNodes() { return failedNodes; }
    /** Mean allocation of the zone's live nodes. */
    public float zoneAllocation(int zone) { return zoneAllocation[zone]; }
    public int zoneFailed(int zone) { return zoneFailed[zone]; }
    /** Pods bound to the zone's live nodes and not ended: what the zone runs. */
    public int zonePods(int zone) { return zonePods[zone]; }
    /** Pods met so far, the scenario's and the ReplicaSets' (the phase bars' whole). */
    public int podsKnown() { return podsKnown; }
    /** Pods the taint manager evicted from lost nodes. */
    public int evictedPods() { return evictedPods; }
    /** The ReplicaSets' pods running on live nodes. */
    public int replicasRunning() { return replicasRunning; }
    /** Pending pods already bound to a node (their requests count in the allocation), starting. */
    public int pendingPlaced() { return pendingPlaced; }
    /** How many pods the ReplicaSets want. */
    public int desiredReplicas() { return layout.desiredReplicas(); }
    /** Events in each of the last {@link ScaleAggregate#HISTORY_SECONDS} simulated seconds, oldest first, the shown one last. */
    public int eventsInRecentSecond(int i) { return recentPerSecond[i]; }
    public int recentSeconds() { return recentPerSecond.length; }
    /** The simulated second the event summary describes. */
    public long summarySecond() { return summarySecond; }
    public int summaryCount(EventType type) { return summaryByType[type.ordinal()]; }
    public int summaryTotal() { return summaryTotal; }

    /** The event types of the summary second, busiest first (ties in declaration order), none with zero. */
    public List<EventType> summaryTypes() {
        List<EventType> types = new ArrayList<>(List.of(EventType.values()));
        types.removeIf(t -> summaryByType[t.ordinal()] == 0);
        types.sort(Comparator.comparingInt((EventType t) -> summaryByType[t.ordinal()]).reversed().thenComparing(Enum::ordinal));
        return types;
    }
}
