package io.boundarylab.engine.result;

import io.boundarylab.engine.cluster.state.ClusterState;
import io.boundarylab.engine.cluster.state.ContainerKind;
import io.boundarylab.engine.cluster.state.ContainerState;
import io.boundarylab.engine.cluster.state.PodState;
import io.boundarylab.engine.scenario.ContainerSpec;
import io.boundarylab.engine.scenario.Quantities;
import io.boundarylab.engine.scenario.Resources;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** Reads the pod and container statuses off the cluster state, as the kubelet would report them. */
public final class StatusReport {
    private StatusReport() {
    }

    public static Map<String, PodStatus> pods(ClusterState state) {
        Map<String, PodStatus> out = new LinkedHashMap<>();
        for (PodState p : state.pods().values()) out.put(p.name(), pod(p));
        return out;
    }

    static PodStatus pod(PodState p) {
        Map<String, ContainerStatus> containers = new LinkedHashMap<>();
        Set<String> nodes = new LinkedHashSet<>();
        Set<String> ips = new LinkedHashSet<>();
        for (ContainerState c : p.containers()) {
            containers.put(c.name(), container(p, c));
            if (c.node() != null) nodes.add(c.node().name());
            if (c.identity() != null) ips.add(c.identity().ip());
        }
        boolean allPlaced = true;
        for (ContainerState c : p.containers()) allPlaced &= c.node() != null;
        String node = allPlaced && nodes.size() == 1 ? nodes.iterator().next() : null;
        String ip = ips.size() == 1 && allStarted(p) ? ips.iterator().next() : null;
        Resources eff = p.spec().effectiveRequests();
        return new PodStatus(p.phase(), p.reason(), p.message(), node, ip, qosClass(p),
                Quantities.formatCpu(eff.cpu()), Quantities.formatMemory(eff.memory()),
                p.schedulingStatus(), p.schedulingReasons(), conditions(p), containers);
    }

    private static boolean allStarted(PodState p) {
        for (ContainerState c : p.containers()) if (c.identity() == null) return false;
        return true;
    }

    static ContainerStatus container(PodState p, ContainerState c) {
        String reason = c.reason();
        String state = c.state().name();
        if (c.state() == ContainerState.State.waiting && !c.hasEverStarted() && !c.restartPending()) {
            // Not started yet: app containers wait for init (PodInitializing), others are being created.
            reason = c.kind() == ContainerKind.APP && !p.ofKind(ContainerKind.INIT).isEmpty() && c.node() != null
                    ? "PodInitializing" : "ContainerCreating";
            if (p.terminal()) reason = "PodInitializing";
        }
        ContainerStatus.LastState last = c.lastState() == null ? null
                : new ContainerStatus.LastState(c.lastState().name(), c.lastReason(), c.lastExitCode());
        return new ContainerStatus(c.kind().key(), c.node() == null ? null : c.node().name(),
                c.identity() == null ? null : c.identity().ip(), state, reason,
                c.state() == ContainerState.State.terminated ? c.exitCode() : null,
                c.restartCount(), c.timesStarted(), c.isRunning() && c.ready(), c.isRunning() && c.started(), last);
    }

    /** Conditions as the kubelet computes them (status_manager / pod_conditions). */
    static Map<String, Condition> conditions(PodState p) {
        Map<String, Condition> out = new LinkedHashMap<>();
        boolean scheduled = "Scheduled".equals(p.schedulingStatus()) || p.anyPlaced();
        out.put("PodScheduled", scheduled ? new Condition("True", null, null)
                : new Condition("False", p.schedulingStatus().startsWith("Unschedulable") ? "Unschedulable" : null, p.schedulingMessage()));
        List<String> incompleteInit = new ArrayList<>();
        for (ContainerState c : p.containers()) {
            if (c.kind() == ContainerKind.INIT && !c.succeeded() && !(c.done() && c.lastExitCode() != null && c.lastExitCode() == 0)) incompleteInit.add(c.name());
            if (c.kind() == ContainerKind.SIDECAR && !c.isRunning() && !c.hasEverStarted()) incompleteInit.add(c.name());
        }
        boolean succeededPod = "Succeeded".equals(p.phase());
        if (!scheduled) {
            out.put("Initialized", new Condition("False", "ContainersNotInitialized", null));
        } else if (incompleteInit.isEmpty() || succeededPod) {
            out.put("Initialized", succeededPod ? new Condition("True", "PodCompleted", null) : new Condition("True", null, null));
        } else {
            out.put("Initialized", new Condition("False", "ContainersNotInitialized",
                    "containers with incomplete status: [" + String.join(" ", incompleteInit) + "]"));
        }
        List<String> notReady = new ArrayList<>();
        for (ContainerState c : p.containers()) {
            if (c.kind() == ContainerKind.INIT) continue;
            if (!(c.isRunning() && c.ready())) notReady.add(c.name());
        }
        if (succeededPod || ("Failed".equals(p.phase()) && p.terminal())) {
            String reason = succeededPod ? "PodCompleted" : "PodFailed";
            out.put("ContainersReady", new Condition("False", reason, null));
            out.put("Ready", new Condition("False", reason, null));
        } else if (notReady.isEmpty() && scheduled) {
            out.put("ContainersReady", new Condition("True", null, null));
            out.put("Ready", new Condition("True", null, null));
        } else {
            String msg = "containers with unready status: [" + String.join(" ", notReady) + "]";
            out.put("ContainersReady", new Condition("False", "ContainersNotReady", msg));
            out.put("Ready", new Condition("False", "ContainersNotReady", msg));
        }
        return out;
    }

    /** QoS class by Kubernetes' rules (pkg/apis/core/helper/qos): Guaranteed, Burstable or BestEffort. */
    static String qosClass(PodState p) {
        boolean anySet = false;
        boolean guaranteed = true;
        for (ContainerSpec c : p.spec().allContainers()) {
            Resources req = c.requests(), lim = c.limits();
            if (req.cpuMilli() != null || req.memoryBytes() != null || lim.cpuMilli() != null || lim.memoryBytes() != null) anySet = true;
            if (lim.cpuMilli() == null || lim.memoryBytes() == null) guaranteed = false;
            else if (!lim.cpuMilli().equals(req.cpuMilli()) || !lim.memoryBytes().equals(req.memoryBytes())) guaranteed = false;
        }
        if (!anySet) return "BestEffort";
        return guaranteed ? "Guaranteed" : "Burstable";
    }
}
