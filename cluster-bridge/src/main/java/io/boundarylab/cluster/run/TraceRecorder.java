package io.boundarylab.cluster.run;

import io.boundarylab.cluster.export.Labels;
import io.boundarylab.engine.trace.EventType;
import io.boundarylab.engine.trace.TraceEvent;
import io.fabric8.kubernetes.api.model.ContainerStateTerminated;
import io.fabric8.kubernetes.api.model.ContainerStatus;
import io.fabric8.kubernetes.api.model.Event;
import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.api.model.PodCondition;
import io.fabric8.kubernetes.api.model.discovery.v1.Endpoint;
import io.fabric8.kubernetes.api.model.discovery.v1.EndpointSlice;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Turns what a cluster reports (Pods as they change, Events, EndpointSlices) into the trace format,
 * in the order it arrives, with times relative to the start of the run. A naive member's own Pod
 * is written as the scenario's pod and container (its {@link Labels#POD} and {@link Labels#MEMBER}
 * labels), so the contract checker judges it as it judges the simulation.
 *
 * <p>Which source each trace type comes from, and why:
 * <ul>
 *   <li>{@code Started}, {@code Exited} (with code and reason), {@code OOMKilled}, {@code Ready},
 *   {@code NotReady}, {@code PodPhase}, {@code PodDeleted}: the Pod's status, since the kubelet
 *   aggregates repeated Events into one with a count, and a start or exit must not be lost;</li>
 *   <li>{@code Scheduled}, {@code FailedScheduling}, {@code Killing}, {@code BackOff},
 *   {@code Unhealthy}: Events, once per occurrence (a new Event, or a higher count);</li>
 *   <li>{@code EndpointsChanged}: EndpointSlices, with their ready endpoints.</li>
 * </ul>
 * Image pulls are left out: the simulation takes images as already on the node.
 */
public final class TraceRecorder {
    private static final Pattern ASSIGNED = Pattern.compile("Successfully assigned \\S+ to (\\S+)");
    private static final Pattern FIELD = Pattern.compile("spec\\.(initContainers|containers)\\{([^}]+)}");

    private final List<TraceEvent> trace = new ArrayList<>();
    private final Map<String, Pod> pods = new HashMap<>();
    private final Map<String, Integer> eventCounts = new HashMap<>();
    private final Map<String, List<String>> endpoints = new HashMap<>();

    /** The trace so far, in order. */
    public List<TraceEvent> trace() {
        return List.copyOf(trace);
    }

    private void add(long tMs, TraceEvent.Builder b) {
        trace.add(b.build(trace.size() + 1L, tMs));
    }

    /** A Pod was added, changed or deleted ({@code ADDED}, {@code MODIFIED}, {@code DELETED}, as a watch says). */
    public void onPod(String action, Pod pod, long tMs) {
        String name = pod.getMetadata().getName();
        Pod before = pods.get(name);
        if ("DELETED".equals(action)) {
            diff(before, pod, tMs);
            pods.remove(name);
            add(tMs, TraceEvent.of(EventType.PodDeleted).pod(scenarioPod(pod)).container(member(pod)).node(node(pod))
                    .message("Pod " + name + " is gone from the API server").rule("reported by the cluster: the Pod object was deleted"));
            return;
        }
        pods.put(name, pod);
        diff(before, pod, tMs);
    }

    private void diff(Pod before, Pod now, long tMs) {
        String phaseBefore = before == null || before.getStatus() == null ? null : before.getStatus().getPhase();
        String phase = now.getStatus() == null ? null : now.getStatus().getPhase();
        for (ContainerStatus cs : statuses(now)) {
            ContainerStatus old = find(statuses(before), cs.getName());
            String startedAt = running(cs);
            if (startedAt != null && !startedAt.equals(old == null ? null : running(old))) {
                // The Pod's IP is the member's network identity: one per Pod, as the contract checker reads it.
                String ip = now.getStatus().getPodIP();
                add(tMs, about(now, cs.getName(), EventType.Started).ip(ip).message(cs.getName() + " started (restart count " + cs.getRestartCount() + ")"
                        + (ip == null ? "" : " at " + ip)).rule("reported by the cluster: the container's status is running"));
                mounts(now, cs.getName(), tMs);
            }
            ContainerStateTerminated end = terminated(cs, old);
            if (end != null) {
                add(tMs, about(now, cs.getName(), EventType.Exited).exitCode(end.getExitCode()).reason(end.getReason())
                        .message(cs.getName() + " exited with code " + end.getExitCode() + (end.getReason() == null ? "" : " (" + end.getReason() + ")"))
                        .rule("reported by the cluster: the container's status is terminated"));
                if ("OOMKilled".equals(end.getReason())) {
                    add(tMs, about(now, cs.getName(), EventType.OOMKilled).reason("OOMKilled").exitCode(end.getExitCode())
                            .message(cs.getName() + " was killed by the kernel's OOM killer").rule("reported by the cluster: the container's last state"));
                }
            }
        }
        boolean readyBefore = ready(before);
        boolean readyNow = ready(now);
        if (readyNow != readyBefore && (before != null || readyNow)) {
            add(tMs, TraceEvent.of(readyNow ? EventType.Ready : EventType.NotReady).pod(scenarioPod(now)).container(member(now)).node(node(now))
                    .message("Pod " + now.getMetadata().getName() + (readyNow ? " is ready" : " is not ready"))
                    .rule("reported by the cluster: the Pod's Ready condition"));
        }
        if (phase != null && !phase.equals(phaseBefore)) {
            String reason = now.getStatus().getReason();
            add(tMs, TraceEvent.of(EventType.PodPhase).pod(scenarioPod(now)).container(member(now)).node(node(now)).phase(phase).reason(reason)
                    .message("Pod " + now.getMetadata().getName() + " is " + phase + (reason == null ? "" : " (" + reason + ")"))
                    .rule("reported by the cluster: the Pod's phase"));
        }
    }

    /**
     * The volume instances a member sees, from the Pod the API server reports: an emptyDir belongs to
     * its Pod (one instance for all its containers, a copy of its own for a naive member's Pod), a
     * hostPath to the node. Written in the trace's form, {@code POD/VOLUME@WHERE} or {@code POD/VOLUME#CONTAINER}.
     */
    private void mounts(Pod pod, String container, long tMs) {
        if (pod.getSpec() == null) return;
        List<io.fabric8.kubernetes.api.model.Container> all = new ArrayList<>(pod.getSpec().getInitContainers());
        all.addAll(pod.getSpec().getContainers());
        for (io.fabric8.kubernetes.api.model.Container c : all) {
            if (!c.getName().equals(container)) continue;
            for (io.fabric8.kubernetes.api.model.VolumeMount m : c.getVolumeMounts()) {
                io.fabric8.kubernetes.api.model.Volume v = pod.getSpec().getVolumes().stream().filter(x -> x.getName().equals(m.getName()))
                        .findFirst().orElse(null);
                if (v == null) continue;
                String member = member(pod);
                String instance = v.getHostPath() != null ? "host@" + node(pod) + ":" + v.getHostPath().getPath()
                        : scenarioPod(pod) + "/" + v.getName() + (member != null ? "#" + member : "@" + pod.getMetadata().getName());
                add(tMs, about(pod, container, EventType.VolumeMounted).volume(instance).path(m.getMountPath())
                        .message(container + " mounts " + instance + " at " + m.getMountPath())
                        .rule("reported by the cluster: the Pod's spec; an emptyDir is one per Pod, a hostPath is the node's"));
            }
        }
    }

    /** The termination that is new in this status: the current state, or the last state after a restart. */
    private static ContainerStateTerminated terminated(ContainerStatus cs, ContainerStatus old) {
        ContainerStateTerminated now = cs.getState() == null ? null : cs.getState().getTerminated();
        ContainerStateTerminated oldNow = old == null || old.getState() == null ? null : old.getState().getTerminated();
        if (now != null && (oldNow == null || !Objects.equals(now.getFinishedAt(), oldNow.getFinishedAt()))) return now;
        ContainerStateTerminated last = cs.getLastState() == null ? null : cs.getLastState().getTerminated();
        ContainerStateTerminated oldLast = old == null || old.getLastState() == null ? null : old.getLastState().getTerminated();
        boolean restarted = old != null && cs.getRestartCount() != null && !cs.getRestartCount().equals(old.getRestartCount());
        if (last != null && restarted && (oldLast == null || !Objects.equals(last.getFinishedAt(), oldLast.getFinishedAt()))
                && (oldNow == null || !Objects.equals(last.getFinishedAt(), oldNow.getFinishedAt()))) {
            return last;
        }
        return null;
    }

    /** An Event was added or its count went up. */
    public void onEvent(Event e, long tMs) {
        if (e.getInvolvedObject() == null || !"Pod".equals(e.getInvolvedObject().getKind())) return;
        int count = e.getCount() == null ? 1 : e.getCount();
        Integer seen = eventCounts.put(e.getMetadata().getName(), count);
        if (seen != null && seen >= count) return;
        EventType type = switch (String.valueOf(e.getReason())) {
            case "Scheduled" -> EventType.Scheduled;
            case "FailedScheduling" -> EventType.FailedScheduling;
            case "Killing" -> EventType.Killing;
            case "BackOff" -> EventType.BackOff;
            case "Unhealthy" -> EventType.Unhealthy;
            default -> null;
        };
        if (type == null) return;
        String podName = e.getInvolvedObject().getName();
        Pod pod = pods.get(podName);
        String container = null;
        Matcher f = FIELD.matcher(String.valueOf(e.getInvolvedObject().getFieldPath()));
        if (f.find()) container = f.group(2);
        String message = e.getMessage() == null ? e.getReason() : e.getMessage();
        TraceEvent.Builder b = pod == null ? TraceEvent.of(type).pod(podName).container(container) : about(pod, container, type);
        if (type == EventType.Scheduled) {
            Matcher m = ASSIGNED.matcher(message);
            if (m.find()) b.node(m.group(1));
        }
        if (type == EventType.BackOff) b.reason("CrashLoopBackOff");
        if (type == EventType.Unhealthy) {
            b.reason("Unhealthy");
            String lower = message.toLowerCase(java.util.Locale.ROOT);
            for (String probe : List.of("liveness", "readiness", "startup")) if (lower.startsWith(probe)) b.probe(probe);
        }
        add(tMs, b.message(message).rule("reported by the cluster: Event " + e.getReason()));
    }

    /** An EndpointSlice was added or changed: written when its ready endpoints change. */
    public void onEndpointSlice(EndpointSlice s, long tMs) {
        String service = s.getMetadata().getLabels() == null ? null : s.getMetadata().getLabels().get("kubernetes.io/service-name");
        if (service == null) return;
        List<TraceEvent.Address> ready = new ArrayList<>();
        List<String> key = new ArrayList<>();
        for (Endpoint ep : s.getEndpoints()) {
            boolean isReady = ep.getConditions() == null || !Boolean.FALSE.equals(ep.getConditions().getReady());
            if (!isReady || ep.getAddresses().isEmpty()) continue;
            String pod = ep.getTargetRef() == null ? null : ep.getTargetRef().getName();
            ready.add(new TraceEvent.Address(pod, ep.getAddresses().get(0)));
            key.add(pod + "@" + ep.getAddresses().get(0));
        }
        if (key.equals(endpoints.put(service, key))) return;
        add(tMs, TraceEvent.of(EventType.EndpointsChanged).service(service).endpoints(ready)
                .message("Service " + service + " sends traffic to " + (key.isEmpty() ? "no pod" : String.join(", ", key)))
                .rule("reported by the cluster: the Service's EndpointSlice"));
    }

    /**
     * An action of the timeline was carried out. An eviction is written as the simulation writes
     * it, {@code Evicted}: of the whole pod, or of one member when it ran in its own Pod.
     */
    public void onEvicted(String podName, long tMs) {
        Pod pod = pods.get(podName);
        TraceEvent.Builder b = TraceEvent.of(EventType.Evicted).reason("Evicted");
        if (pod == null) b.pod(podName);
        else b.pod(scenarioPod(pod)).container(member(pod)).node(node(pod));
        add(tMs, b.message("Pod " + podName + " was evicted through the Eviction API").rule("the run's timeline: an eviction of the Pod as one unit"));
    }

    /**
     * A line a container's script wrote that is one of its messages ({@code listening on port 8080}), as read back by
     * {@link io.boundarylab.cluster.export.ScriptLines}: written on the Pod's node. A cluster's run does not read logs;
     * a play on podman does.
     */
    public void onSaid(String podName, TraceEvent.Builder said, long tMs) {
        Pod pod = pods.get(podName);
        if (pod != null) said.node(node(pod));
        add(tMs, said.message("the script of " + podName + " said so in its log").rule("reported by the container's log: the script's own message"));
    }

    /**
     * The run stood in for a node's loss by deleting its pods: written as the simulation writes the loss,
     * {@code NodeFailed} of the scenario's node, saying what was done instead (the node itself keeps running).
     */
    public void onNodeLost(String node, List<String> deleted, long tMs) {
        add(tMs, TraceEvent.of(EventType.NodeFailed).node(node)
                .message("Node " + node + " of the scenario failed: its pods " + (deleted.isEmpty() ? "(none)" : String.join(", ", deleted))
                        + " were force-deleted (grace 0); no real node stopped")
                .rule("the run's timeline: a node's loss, stood in for by deleting its pods at once (a run never touches a node);"
                        + " a real node failure evicts them only after the grace period and the toleration"));
    }

    private TraceEvent.Builder about(Pod pod, String container, EventType type) {
        String member = member(pod);
        TraceEvent.Builder b = TraceEvent.of(type).pod(scenarioPod(pod)).node(node(pod));
        String c = member != null ? member : container;
        b.container(c);
        if (container != null && pod.getSpec() != null) b.kind(kind(pod, container));
        return b;
    }

    /** The container's kind in the scenario: an init container the naive export runs as an app container is still one. */
    private static String kind(Pod pod, String container) {
        for (var c : pod.getSpec().getInitContainers()) {
            if (c.getName().equals(container)) return "Always".equals(c.getRestartPolicy()) ? "sidecar" : "init";
        }
        Map<String, String> a = pod.getMetadata().getAnnotations();
        String inits = a == null ? null : a.get(Labels.INIT_CONTAINERS);
        if (inits != null && List.of(inits.split(",")).contains(container)) return "init";
        return "app";
    }

    private static String scenarioPod(Pod pod) {
        Map<String, String> l = pod.getMetadata().getLabels();
        String p = l == null ? null : l.get(Labels.POD);
        // Pods a ReplicaSet made carry their template's labels, not one pod's name: they keep their own.
        return p != null && l.containsKey(Labels.MEMBER) || p != null && p.equals(pod.getMetadata().getName()) ? p : pod.getMetadata().getName();
    }

    private static String member(Pod pod) {
        Map<String, String> l = pod.getMetadata().getLabels();
        return l == null ? null : l.get(Labels.MEMBER);
    }

    private static String node(Pod pod) {
        return pod.getSpec() == null ? null : pod.getSpec().getNodeName();
    }

    private static List<ContainerStatus> statuses(Pod pod) {
        if (pod == null || pod.getStatus() == null) return List.of();
        List<ContainerStatus> all = new ArrayList<>(pod.getStatus().getInitContainerStatuses());
        all.addAll(pod.getStatus().getContainerStatuses());
        return all;
    }

    private static ContainerStatus find(List<ContainerStatus> list, String name) {
        for (ContainerStatus cs : list) if (cs.getName().equals(name)) return cs;
        return null;
    }

    private static String running(ContainerStatus cs) {
        return cs.getState() == null || cs.getState().getRunning() == null ? null : cs.getState().getRunning().getStartedAt();
    }

    private static boolean ready(Pod pod) {
        if (pod == null || pod.getStatus() == null) return false;
        for (PodCondition c : pod.getStatus().getConditions()) if ("Ready".equals(c.getType())) return "True".equals(c.getStatus());
        return false;
    }
}
