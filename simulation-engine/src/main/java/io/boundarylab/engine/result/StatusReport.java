package io.boundarylab.engine.result;

import io.boundarylab.engine.cluster.state.ClusterState;
import io.boundarylab.engine.cluster.state.ContainerKind;
import io.boundarylab.engine.cluster.state.PodPhase;
import io.boundarylab.engine.cluster.state.PodReason;
import io.boundarylab.engine.cluster.state.ContainerReason;
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
        Resources lim = p.spec().effectiveLimits();
        return new PodStatus(p.phase().kubernetesName(), p.reason() == null ? null : p.reason().kubernetesName(), p.message(), node, ip, qosClass(p),
                Quantities.formatCpu(eff.cpu()), Quantities.formatMemory(eff.memory()),
                p.schedulingStatus(), p.schedulingReasons(), conditions(p), containers,
                lim.cpuMilli() == null ? null : Quantities.formatCpu(lim.cpuMilli()),
                lim.memoryBytes() == null ? null : Quantities.formatMemory(lim.memoryBytes()), p.owner(), p.spec().labels());
    }

    private static boolean allStarted(PodState p) {
        for (ContainerState c : p.containers()) if (c.identity() == null) return false;
        return true;
    }

    /**
     * A container's status. Not yet created: waiting, PodInitializing when the pod has init
     * containers (sidecars included), else ContainerCreating (convertToAPIContainerStatuses).
     * {@code started}: running and past its startup probe. {@code ready}: a regular init
     * container once it exited 0 (prober_manager UpdatePodStatus), any other once it runs,
     * has started and passes its readiness probe.
     */
    static ContainerStatus container(PodState p, ContainerState c) {
        if (c.postStartRunning()) return beforeStart(p, c);
        ContainerReason reason = c.reason();
        String state = c.state().name();
        boolean pulling = reason == ContainerReason.ERR_IMAGE_PULL || reason == ContainerReason.IMAGE_PULL_BACK_OFF;
        if (c.state() == ContainerState.State.waiting && !c.hasEverStarted() && !c.restartPending() && !pulling) {
            boolean hasInit = !p.ofKind(ContainerKind.INIT).isEmpty() || !p.ofKind(ContainerKind.SIDECAR).isEmpty();
            reason = hasInit && (c.node() != null || p.terminal()) ? ContainerReason.POD_INITIALIZING : ContainerReason.CONTAINER_CREATING;
        }
        ContainerStatus.LastState last = c.lastState() == null ? null
                : new ContainerStatus.LastState(c.lastState().name(), c.lastReason() == null ? null : c.lastReason().kubernetesName(), c.lastExitCode());
        boolean ready = c.kind() == ContainerKind.INIT ? c.succeeded() : c.isRunning() && c.started() && c.ready();
        return new ContainerStatus(c.kind().key(), c.node() == null ? null : c.node().name(),
                c.identity() == null ? null : c.identity().ip(), state, reason == null ? null : reason.kubernetesName(),
                c.state() == ContainerState.State.terminated ? c.exitCode() : null,
                c.restartCount(), c.timesStarted(), ready, c.isRunning() && c.started(), last, OomScore.adjust(p, c, qosClass(p)));
    }

    /**
     * A container whose postStart hook runs: the kubelet is inside startContainer until the hook
     * returns, and the status it last generated is the one from before this start. A first start:
     * waiting, with the default reason (PodInitializing in a pod with init containers, else
     * ContainerCreating). A restart: the run before, terminated, one restart fewer; the run before
     * that one is not kept here, so there is no last state.
     */
    private static ContainerStatus beforeStart(PodState p, ContainerState c) {
        String node = c.node() == null ? null : c.node().name();
        String ip = c.identity() == null ? null : c.identity().ip();
        Integer oom = OomScore.adjust(p, c, qosClass(p));
        if (c.restartCount() == 0 || c.lastState() == null) {
            boolean hasInit = !p.ofKind(ContainerKind.INIT).isEmpty() || !p.ofKind(ContainerKind.SIDECAR).isEmpty();
            ContainerReason reason = hasInit ? ContainerReason.POD_INITIALIZING : ContainerReason.CONTAINER_CREATING;
            return new ContainerStatus(c.kind().key(), node, ip, ContainerState.State.waiting.name(), reason.kubernetesName(), null,
                    c.restartCount(), c.timesStarted(), false, false, null, oom);
        }
        return new ContainerStatus(c.kind().key(), node, ip, ContainerState.State.terminated.name(),
                c.lastReason() == null ? null : c.lastReason().kubernetesName(), c.lastExitCode(),
                c.restartCount() - 1, c.timesStarted(), false, false, null, oom);
    }

    /**
     * Conditions as the kubelet computes them (pkg/kubelet/status/generate.go):
     * Initialized lists the init containers not yet complete (a regular one until it exited 0, a
     * sidecar until it has started), and is True once any app container has run, or with reason
     * PodCompleted when the pod Succeeded; ContainersReady lists the sidecars and app containers
     * that are not ready, or says PodCompleted / PodFailed when the phase is terminal; Ready
     * repeats ContainersReady (there are no readiness gates).
     */
    static Map<String, Condition> conditions(PodState p) {
        Map<String, Condition> out = new LinkedHashMap<>();
        boolean scheduled = "Scheduled".equals(p.schedulingStatus()) || p.anyPlaced();
        out.put("PodScheduled", scheduled ? new Condition("True", null, null)
                : new Condition("False", p.schedulingStatus().startsWith("Unschedulable") ? "Unschedulable" : null, p.schedulingMessage()));
        boolean succeededPod = p.phase() == PodPhase.SUCCEEDED;
        boolean failedPod = p.phase() == PodPhase.FAILED;
        List<String> incompleteInit = new ArrayList<>();
        List<String> unknownInit = new ArrayList<>();
        boolean anyAppRan = false;
        for (ContainerState c : p.containers()) {
            // A member no kubelet has taken (placed apart, still unplaced) has no status at all.
            if (c.kind() != ContainerKind.APP && c.node() == null) {
                unknownInit.add(c.name());
                continue;
            }
            if (c.kind() == ContainerKind.INIT && !c.succeeded()) incompleteInit.add(c.name());
            if (c.kind() == ContainerKind.SIDECAR && !(c.isRunning() && c.started())) incompleteInit.add(c.name());
            if (c.kind() == ContainerKind.APP && (c.isRunning() || c.isTerminated())) anyAppRan = true;
        }
        if (!scheduled) {
            out.put("Initialized", new Condition("False", "ContainersNotInitialized", null));
        } else if (succeededPod) {
            out.put("Initialized", new Condition("True", "PodCompleted", null));
        } else if (anyAppRan || (incompleteInit.isEmpty() && unknownInit.isEmpty())) {
            out.put("Initialized", new Condition("True", null, null));
        } else {
            out.put("Initialized", new Condition("False", "ContainersNotInitialized", listing("incomplete", unknownInit, incompleteInit)));
        }
        List<String> notReady = new ArrayList<>();
        List<String> unknown = new ArrayList<>();
        for (ContainerState c : p.containers()) {
            if (c.kind() == ContainerKind.INIT) continue;
            if (c.node() == null) unknown.add(c.name());
            else if (!(c.isRunning() && c.started() && c.ready())) notReady.add(c.name());
        }
        if (succeededPod || failedPod) {
            String reason = succeededPod ? "PodCompleted" : "PodFailed";
            out.put("ContainersReady", new Condition("False", reason, null));
            out.put("Ready", new Condition("False", reason, null));
        } else if (notReady.isEmpty() && unknown.isEmpty() && scheduled) {
            out.put("ContainersReady", new Condition("True", null, null));
            out.put("Ready", new Condition("True", null, null));
        } else if (!p.anyPlaced()) {
            // Not on any node yet: no container has a status.
            String msg = "containers with unready status: [" + String.join(" ", unknown) + "]";
            out.put("ContainersReady", new Condition("False", "ContainersNotReady", msg));
            out.put("Ready", new Condition("False", "ContainersNotReady", msg));
        } else {
            String msg = listing("unready", unknown, notReady);
            out.put("ContainersReady", new Condition("False", "ContainersNotReady", msg));
            out.put("Ready", new Condition("False", "ContainersNotReady", msg));
        }
        // eviction_manager.go evictPod: a pod the kubelet evicts also gets DisruptionTarget
        // (TerminationByKubelet) with the eviction message.
        if (p.reason() == PodReason.EVICTED) out.put("DisruptionTarget", new Condition("True", "TerminationByKubelet", p.message()));
        // taint_eviction.go addConditionAndDeletePod: the taint manager marks the pod before it deletes it.
        else if (p.deletionRequested()) {
            out.put("DisruptionTarget", new Condition("True", "DeletionByTaintManager", "Taint manager: deleting due to NoExecute taint"));
        }
        return out;
    }

    /** generate.go's message: the containers with unknown status first, then the others. */
    private static String listing(String what, List<String> unknown, List<String> others) {
        List<String> parts = new ArrayList<>();
        if (!unknown.isEmpty()) parts.add("containers with unknown status: [" + String.join(" ", unknown) + "]");
        if (!others.isEmpty()) parts.add("containers with " + what + " status: [" + String.join(" ", others) + "]");
        return String.join(", ", parts);
    }

    /**
     * QoS class by Kubernetes' ComputePodQOS (pkg/apis/core/helper/qos): zero amounts do not
     * count; BestEffort when no container sets a request or limit; Guaranteed when every
     * container (init containers included) limits both cpu and memory and the summed requests
     * equal the summed limits; else Burstable.
     */
    static String qosClass(PodState p) {
        long[] requests = {0, 0};
        long[] limits = {0, 0};
        boolean[] requested = {false, false};
        boolean[] limited = {false, false};
        boolean guaranteed = true;
        for (ContainerSpec c : p.spec().allContainers()) {
            Long[] req = {c.requests().cpuMilli(), c.requests().memoryBytes()};
            Long[] lim = {c.limits().cpuMilli(), c.limits().memoryBytes()};
            boolean both = true;
            for (int i = 0; i < 2; i++) {
                if (req[i] != null && req[i] > 0) {
                    requests[i] += req[i];
                    requested[i] = true;
                }
                if (lim[i] != null && lim[i] > 0) {
                    limits[i] += lim[i];
                    limited[i] = true;
                } else {
                    both = false;
                }
            }
            if (!both) guaranteed = false;
        }
        if (!requested[0] && !requested[1] && !limited[0] && !limited[1]) return "BestEffort";
        for (int i = 0; i < 2 && guaranteed; i++) {
            if (requested[i] && (!limited[i] || limits[i] != requests[i])) guaranteed = false;
            if (requested[i] != limited[i]) guaranteed = false;
        }
        return guaranteed ? "Guaranteed" : "Burstable";
    }
}
