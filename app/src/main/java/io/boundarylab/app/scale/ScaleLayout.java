package io.boundarylab.app.scale;

import io.boundarylab.engine.scenario.NodeSpec;
import io.boundarylab.engine.scenario.PodSpec;
import io.boundarylab.engine.scenario.ReplicaSetSpec;
import io.boundarylab.engine.scenario.Resources;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The fixed facts of an at-scale scenario that the fold and the view need, held in arrays: node
 * names, zones and capacities, each bare pod's effective request, and each ReplicaSet's (the
 * request of every pod it makes) and replica count. Built once, shared read-only by every
 * aggregate, checkpoint and frame. The pods a ReplicaSet makes get their names during the run;
 * {@link ScalePods} numbers them as the trace announces them.
 */
public final class ScaleLayout {
    private final List<String> zones;
    private final String[] nodeNames;
    private final int[] nodeZone;
    private final long[] nodeCpuMilli;
    private final long[] nodeMemoryBytes;
    private final int[] zoneNodeCount;
    private final long[] podCpuMilli;
    private final long[] podMemoryBytes;
    // Looked up by name for every event, never iterated: hash order cannot leak into results.
    private final Map<String, Integer> nodeIndex;
    private final Map<String, Integer> podIndex;
    private final Map<String, Integer> replicaSetIndex;
    private final long[] replicaSetCpuMilli;
    private final long[] replicaSetMemoryBytes;
    private final int desiredReplicas;
    private final long horizonMs;

    public ScaleLayout(AtScaleScenario generated) {
        this.zones = generated.zones();
        List<NodeSpec> nodes = generated.scenario().nodes();
        List<PodSpec> pods = generated.scenario().pods();
        int n = nodes.size();
        nodeNames = new String[n];
        nodeZone = new int[n];
        nodeCpuMilli = new long[n];
        nodeMemoryBytes = new long[n];
        zoneNodeCount = new int[zones.size()];
        nodeIndex = new HashMap<>(n * 2);
        for (int i = 0; i < n; i++) {
            NodeSpec spec = nodes.get(i);
            nodeNames[i] = spec.name();
            nodeZone[i] = generated.zoneOf(i);
            zoneNodeCount[nodeZone[i]]++;
            nodeCpuMilli[i] = spec.allocatable().cpu();
            nodeMemoryBytes[i] = spec.allocatable().memory();
            nodeIndex.put(spec.name(), i);
        }
        int p = pods.size();
        podCpuMilli = new long[p];
        podMemoryBytes = new long[p];
        podIndex = new HashMap<>(p * 2);
        for (int i = 0; i < p; i++) {
            // What the scheduler reserves under atomic placement, and what the kubelet gives back.
            Resources r = pods.get(i).effectiveRequests();
            podCpuMilli[i] = r.cpu();
            podMemoryBytes[i] = r.memory();
            podIndex.put(pods.get(i).name(), i);
        }
        List<ReplicaSetSpec> sets = generated.scenario().workloads().replicaSets();
        replicaSetIndex = new HashMap<>(sets.size() * 2);
        replicaSetCpuMilli = new long[sets.size()];
        replicaSetMemoryBytes = new long[sets.size()];
        int desired = 0;
        for (int i = 0; i < sets.size(); i++) {
            Resources r = sets.get(i).template().effectiveRequests();
            replicaSetCpuMilli[i] = r.cpu();
            replicaSetMemoryBytes[i] = r.memory();
            replicaSetIndex.put("replicaset/" + sets.get(i).name(), i);
            desired += sets.get(i).replicas();
        }
        desiredReplicas = desired;
        Long until = generated.scenario().untilMs();
        horizonMs = until == null ? 0 : until;
    }

    public int nodeCount() { return nodeNames.length; }
    /** The pods of the scenario itself (the bare ones), numbered from 0; ReplicaSets' pods come after. */
    public int podCount() { return podCpuMilli.length; }
    /** How many pods the ReplicaSets want in all (the sum of their replicas). */
    public int desiredReplicas() { return desiredReplicas; }
    public long replicaSetCpuMilli(int i) { return replicaSetCpuMilli[i]; }
    public long replicaSetMemoryBytes(int i) { return replicaSetMemoryBytes[i]; }
    public List<String> zones() { return zones; }
    public String nodeName(int i) { return nodeNames[i]; }
    public int zoneOf(int node) { return nodeZone[node]; }
    public int zoneNodeCount(int zone) { return zoneNodeCount[zone]; }
    public long nodeCpuMilli(int i) { return nodeCpuMilli[i]; }
    public long nodeMemoryBytes(int i) { return nodeMemoryBytes[i]; }
    public long podCpuMilli(int i) { return podCpuMilli[i]; }
    public long podMemoryBytes(int i) { return podMemoryBytes[i]; }
    public long horizonMs() { return horizonMs; }

    /** The node's index, or -1 for a name not in the scenario. */
    public int nodeIndex(String name) {
        Integer i = name == null ? null : nodeIndex.get(name);
        return i == null ? -1 : i;
    }

    /** The ReplicaSet of an owner reference ({@code replicaset/NAME}), or -1. */
    public int replicaSetIndex(String owner) {
        Integer i = owner == null ? null : replicaSetIndex.get(owner);
        return i == null ? -1 : i;
    }

    /** The bare pod's index, or -1 for a name not in the scenario. */
    public int podIndex(String name) {
        Integer i = name == null ? null : podIndex.get(name);
        return i == null ? -1 : i;
    }
}
