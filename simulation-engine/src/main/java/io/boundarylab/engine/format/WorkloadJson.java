package io.boundarylab.engine.format;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.boundarylab.engine.result.ControlPlaneStatus;
import io.boundarylab.engine.result.DeploymentStatus;
import io.boundarylab.engine.result.NodeStatus;
import io.boundarylab.engine.result.ReplicaSetStatus;

import java.util.Map;

/** The result's control-plane fields of spec/workloads.md: {@code replicaSets}, {@code deployments}, {@code nodes}. */
final class WorkloadJson {
    private WorkloadJson() {
    }

    static void write(ObjectNode root, ControlPlaneStatus cp) {
        ObjectNode rss = root.putObject("replicaSets");
        for (Map.Entry<String, ReplicaSetStatus> e : cp.replicaSets().entrySet()) {
            ReplicaSetStatus s = e.getValue();
            ObjectNode o = rss.putObject(e.getKey());
            o.put("replicas", s.replicas());
            o.put("currentReplicas", s.currentReplicas());
            o.put("readyReplicas", s.readyReplicas());
            o.put("availableReplicas", s.availableReplicas());
            ArrayNode pods = o.putArray("pods");
            s.pods().forEach(pods::add);
        }
        ObjectNode ds = root.putObject("deployments");
        for (Map.Entry<String, DeploymentStatus> e : cp.deployments().entrySet()) {
            DeploymentStatus s = e.getValue();
            ObjectNode o = ds.putObject(e.getKey());
            o.put("replicas", s.replicas());
            o.put("updatedReplicas", s.updatedReplicas());
            o.put("readyReplicas", s.readyReplicas());
            o.put("availableReplicas", s.availableReplicas());
            o.put("unavailableReplicas", s.unavailableReplicas());
            o.put("revision", s.revision());
        }
        ObjectNode nodes = root.putObject("nodes");
        for (Map.Entry<String, NodeStatus> e : cp.nodes().entrySet()) {
            ObjectNode o = nodes.putObject(e.getKey());
            o.put("ready", e.getValue().ready());
            ArrayNode taints = o.putArray("taints");
            e.getValue().taints().forEach(taints::add);
        }
    }
}
