package io.boundarylab.engine.cluster.state;

import io.boundarylab.engine.scenario.HostPort;
import io.boundarylab.engine.scenario.NodeSpec;
import io.boundarylab.engine.scenario.Resources;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;


/** A node as the scheduler and the kubelet see it: what is allocated, used and failed. */
public final class NodeState {
    private final NodeSpec spec;
    private final int index;
    private long cpuRequestedMilli;
    private long memoryRequestedBytes;
    private int units;
    private final List<HostPort> hostPorts = new ArrayList<>();
    private long memoryUsedBytes;
    private boolean failed;
    private int incarnation;
    private int nextIpSuffix = 2;

    private final NodeChanges changes;

    public NodeState(NodeSpec spec, int index) {
        this(spec, index, new NodeChanges());
    }

    /** A node of a cluster whose nodes count their changes together ({@link ClusterState#nodeChanges}). */
    NodeState(NodeSpec spec, int index, NodeChanges changes) {
        this.spec = spec;
        this.index = index;
        this.changes = changes;
    }

    public NodeSpec spec() { return spec; }
    public String name() { return spec.name(); }
    /** 1-based position in the scenario, used for the node's pod subnet 10.0.INDEX.0/24. */
    public int index() { return index; }
    public long cpuRequestedMilli() { return cpuRequestedMilli; }
    public long memoryRequestedBytes() { return memoryRequestedBytes; }
    /** Scheduled units on the node: pods, or containers when placement is per container. */
    public int units() { return units; }
    /** The host ports the node's pods publish, in the order they were reserved. */
    public List<HostPort> hostPorts() { return Collections.unmodifiableList(hostPorts); }

    /** Whether a port would conflict with one already published here (the NodePorts filter). */
    public boolean hostPortTaken(HostPort wanted) {
        for (HostPort p : hostPorts) if (p.conflictsWith(wanted)) return true;
        return false;
    }
    public long memoryUsedBytes() { return memoryUsedBytes; }
    public boolean failed() { return failed; }

    /** memory.available as the kubelet's eviction manager computes it. */
    public long memoryAvailableBytes() {
        return spec.allocatable().memory() - memoryUsedBytes;
    }

    public void reserve(Resources r, Iterable<HostPort> ports) {
        cpuRequestedMilli += r.cpu();
        memoryRequestedBytes += r.memory();
        units++;
        for (HostPort p : ports) hostPorts.add(p);
        changes.count++;
    }

    public void release(Resources r, Iterable<HostPort> ports) {
        cpuRequestedMilli -= r.cpu();
        memoryRequestedBytes -= r.memory();
        units--;
        for (HostPort p : ports) hostPorts.remove(p);
        changes.count++;
    }

    public void addMemoryUsed(long delta) {
        memoryUsedBytes += delta;
    }

    public void markFailed() {
        failed = true;
        incarnation++;
        changes.count++;
    }

    /**
     * How many times the node has failed: what its kubelet meant to do later belongs to the
     * incarnation it was made in, and a node that failed (and came back) does none of it.
     */
    public int incarnation() { return incarnation; }

    /** The node is back (scenario action {@code recoverNode}). */
    public void markRecovered() {
        failed = false;
        changes.count++;
    }

    /** Hands out the next pod IP of this node's subnet. */
    public String nextIp() {
        return "10.0." + index + "." + nextIpSuffix++;
    }
}
