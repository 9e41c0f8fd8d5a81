package io.boundarylab.app.scale;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

/**
 * Every pod of a run, numbered: the scenario's own pods first (in the layout's order), then each pod
 * a ReplicaSet makes, numbered when its {@code SuccessfulCreate} is first folded, with its
 * ReplicaSet's request. The trace is fixed and the aggregates fold it in order, so a name gets
 * the same number whichever aggregate meets it first: the number is the pod's rank among the
 * created pods in the trace. One registry is shared by an aggregate and all its copies (they
 * belong to one thread); it only grows.
 */
final class ScalePods {
    private final ScaleLayout layout;
    // Looked up by name for every event, never iterated: hash order cannot leak into results.
    private final Map<String, Integer> created = new HashMap<>();
    private long[] cpuMilli;
    private long[] memoryBytes;
    private boolean[] owned;
    private int count;

    ScalePods(ScaleLayout layout) {
        this.layout = layout;
        int n = layout.podCount();
        count = n;
        int capacity = Math.max(16, n + layout.desiredReplicas());
        cpuMilli = new long[capacity];
        memoryBytes = new long[capacity];
        owned = new boolean[capacity];
        for (int i = 0; i < n; i++) {
            cpuMilli[i] = layout.podCpuMilli(i);
            memoryBytes[i] = layout.podMemoryBytes(i);
        }
    }

    /** Pods numbered so far. */
    int count() { return count; }

    /** The pod's number, or -1 for a name neither in the scenario nor created yet. */
    int indexOf(String name) {
        if (name == null) {
            return -1;
        }
        int bare = layout.podIndex(name);
        if (bare >= 0) {
            return bare;
        }
        Integer i = created.get(name);
        return i == null ? -1 : i;
    }

    /** Numbers a pod a ReplicaSet made (once; again returns the same number), or -1 for an unknown ReplicaSet. */
    int created(String name, String owner) {
        int known = indexOf(name);
        if (known >= 0) {
            return known;
        }
        int rs = layout.replicaSetIndex(owner);
        if (rs < 0) {
            return -1;
        }
        if (count == cpuMilli.length) {
            int grown = count + count / 2;
            cpuMilli = Arrays.copyOf(cpuMilli, grown);
            memoryBytes = Arrays.copyOf(memoryBytes, grown);
            owned = Arrays.copyOf(owned, grown);
        }
        cpuMilli[count] = layout.replicaSetCpuMilli(rs);
        memoryBytes[count] = layout.replicaSetMemoryBytes(rs);
        owned[count] = true;
        created.put(name, count);
        return count++;
    }

    long cpuMilli(int pod) { return cpuMilli[pod]; }
    long memoryBytes(int pod) { return memoryBytes[pod]; }
    /** Whether a ReplicaSet made the pod. */
    boolean owned(int pod) { return owned[pod]; }
}
