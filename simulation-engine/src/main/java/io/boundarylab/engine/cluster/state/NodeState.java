package io.boundarylab.engine.cluster.state;


import io.boundarylab.engine.scenario.NodeSpec;
import io.boundarylab.engine.scenario.Resources;

import java.util.TreeSet;

/** A node as the scheduler and the kubelet see it: what is allocated, used and failed. */
public final class NodeState {
    private final NodeSpec spec;
    private final int index;
    private long cpuRequestedMilli;
    private long memoryRequestedBytes;
    private int units;
    private final TreeSet<Integer> hostPorts = new TreeSet<>();
    private long memoryUsedBytes;
    private boolean failed;
    private int nextIpSuffix = 2;

    public NodeState(NodeSpec spec, int index) {
        this.spec = spec;
        this.index = index;
    }

    public NodeSpec spec() { return spec; }
    public String name() { return spec.name(); }
    /** 1-based position in the scenario, used for the node's pod subnet 10.0.INDEX.0/24. */
    public int index() { return index; }
    public long cpuRequestedMilli() { return cpuRequestedMilli; }
    public long memoryRequestedBytes() { return memoryRequestedBytes; }
    /** Scheduled units on the node: pods, or containers when placement is per container. */
    public int units() { return units; }
    public TreeSet<Integer> hostPorts() { return hostPorts; }
    public long memoryUsedBytes() { return memoryUsedBytes; }
    public boolean failed() { return failed; }

    /** memory.available as the kubelet's eviction manager computes it. */
    public long memoryAvailableBytes() {
        return spec.allocatable().memory() - memoryUsedBytes;
    }

    public void reserve(Resources r, Iterable<Integer> ports) {
        cpuRequestedMilli += r.cpu();
        memoryRequestedBytes += r.memory();
        units++;
        for (Integer p : ports) hostPorts.add(p);
    }

    public void release(Resources r, Iterable<Integer> ports) {
        cpuRequestedMilli -= r.cpu();
        memoryRequestedBytes -= r.memory();
        units--;
        for (Integer p : ports) hostPorts.remove(p);
    }

    public void addMemoryUsed(long delta) {
        memoryUsedBytes += delta;
    }

    public void markFailed() {
        failed = true;
    }

    /** Hands out the next pod IP of this node's subnet. */
    public String nextIp() {
        return "10.0." + index + "." + nextIpSuffix++;
    }
}
