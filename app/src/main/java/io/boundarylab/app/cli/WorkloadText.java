package io.boundarylab.app.cli;

import io.boundarylab.engine.result.DeploymentStatus;
import io.boundarylab.engine.result.NodeStatus;
import io.boundarylab.engine.result.ReplicaSetStatus;
import io.boundarylab.engine.result.RequestCount;
import io.boundarylab.engine.result.ServiceStatus;
import io.boundarylab.engine.result.SimulationResult;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The text result's lines for what sits above the pods: ReplicaSets, Deployments, nodes as the
 * control plane sees them (when controllers ran or a node is not simply Ready), Services with their endpoints, and each client's request counts. A run
 * without them prints none of these lines. The JSON result holds the same facts.
 */
final class WorkloadText {
    private WorkloadText() {
    }

    static void print(SimulationResult r, PrintWriter out) {
        for (Map.Entry<String, ReplicaSetStatus> e : r.controlPlane().replicaSets().entrySet()) {
            ReplicaSetStatus s = e.getValue();
            out.printf(Locale.ROOT, "replicaset %s: %d desired, %d current, %d ready, %d available%s%n", e.getKey(), s.replicas(),
                    s.currentReplicas(), s.readyReplicas(), s.availableReplicas(), s.pods().isEmpty() ? "" : " (" + String.join(", ", s.pods()) + ")");
        }
        for (Map.Entry<String, DeploymentStatus> e : r.controlPlane().deployments().entrySet()) {
            DeploymentStatus s = e.getValue();
            out.printf(Locale.ROOT, "deployment %s: revision %d, %d desired, %d up to date, %d ready, %d available, %d unavailable%n", e.getKey(),
                    s.revision(), s.replicas(), s.updatedReplicas(), s.readyReplicas(), s.availableReplicas(), s.unavailableReplicas());
        }
        // Every result has its nodes; they are worth a line when controllers ran or a node is not simply Ready.
        boolean nodesMatter = !r.controlPlane().replicaSets().isEmpty() || !r.controlPlane().deployments().isEmpty()
                || r.controlPlane().nodes().values().stream().anyMatch(n -> !"True".equals(n.ready()) || !n.taints().isEmpty());
        for (Map.Entry<String, NodeStatus> e : nodesMatter ? r.controlPlane().nodes().entrySet() : Map.<String, NodeStatus>of().entrySet()) {
            NodeStatus s = e.getValue();
            out.printf(Locale.ROOT, "node %s: Ready %s%s%n", e.getKey(), s.ready(), s.taints().isEmpty() ? "" : ", taints " + String.join(", ", s.taints()));
        }
        for (Map.Entry<String, ServiceStatus> e : r.services().entrySet()) {
            List<String> eps = new ArrayList<>();
            for (ServiceStatus.EndpointStatus p : e.getValue().endpoints()) {
                eps.add(p.pod() + " " + p.ip() + (p.ready() ? "" : " (not ready)"));
            }
            out.printf(Locale.ROOT, "service %s %s: %s%n", e.getKey(), e.getValue().clusterIP(), eps.isEmpty() ? "no endpoints" : "endpoints " + String.join(", ", eps));
        }
        new java.util.TreeMap<>(r.metrics().requests()).forEach((client, c) -> out.printf(Locale.ROOT, "requests %s: %s%n", client, counts(c)));
    }

    private static String counts(RequestCount c) {
        StringBuilder b = new StringBuilder();
        b.append(c.ok()).append(" ok, ").append(c.refused()).append(" refused, ").append(c.timeout()).append(" timed out");
        if (!c.byData().isEmpty()) {
            List<String> data = new ArrayList<>();
            c.byData().forEach((version, n) -> data.add(version + " " + n));
            b.append(" (answers by data: ").append(String.join(", ", data)).append(')');
        }
        return b.toString();
    }
}
