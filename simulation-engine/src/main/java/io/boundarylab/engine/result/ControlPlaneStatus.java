package io.boundarylab.engine.result;

import java.util.Map;
import java.util.TreeMap;

/**
 * What the control plane shows in the result: the ReplicaSets, the Deployments and the nodes'
 * readiness and taints (spec/workloads.md), each keyed by name.
 */
public record ControlPlaneStatus(Map<String, ReplicaSetStatus> replicaSets, Map<String, DeploymentStatus> deployments,
                                 Map<String, NodeStatus> nodes) {
    public static final ControlPlaneStatus EMPTY = new ControlPlaneStatus(Map.of(), Map.of(), Map.of());

    public ControlPlaneStatus {
        replicaSets = java.util.Collections.unmodifiableMap(new TreeMap<>(replicaSets));
        deployments = java.util.Collections.unmodifiableMap(new TreeMap<>(deployments));
        nodes = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(nodes));
    }
}
