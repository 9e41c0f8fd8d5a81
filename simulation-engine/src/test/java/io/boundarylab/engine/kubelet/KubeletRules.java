package io.boundarylab.engine.kubelet;

import io.boundarylab.engine.result.ContainerStatus;
import io.boundarylab.engine.result.PodStatus;
import io.boundarylab.engine.trace.EventType;
import io.boundarylab.engine.trace.TraceEvent;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The kubelet's rules a run must keep, written as code over a trace and a result, each returning
 * what broke it (empty when kept). They read only what a learner sees, never the engine's state.
 */
final class KubeletRules {
    /** The events only a node's kubelet sends about its pods. */
    static final Set<EventType> KUBELET_EVENTS = Set.of(EventType.SandboxChanged, EventType.Created, EventType.Started, EventType.Exited,
            EventType.Killing, EventType.BackOff, EventType.PreStopStarted, EventType.PreStopFinished, EventType.PostStartStarted,
            EventType.PostStartFinished, EventType.Evicted, EventType.Unhealthy);

    private KubeletRules() {
    }

    /**
     * One instance of a container at a time (pod workers: one sync per pod; SyncPod starts a
     * container only if none runs): between two starts of a container, it exited or its node failed.
     */
    static List<String> oneStartPerContainerAtATime(List<TraceEvent> trace) {
        List<String> broken = new ArrayList<>();
        Map<String, String> runningOn = new LinkedHashMap<>();
        for (TraceEvent e : trace) {
            if (e.type() == EventType.NodeFailed) runningOn.values().removeIf(n -> n.equals(e.node()));
            if (e.member() == null) continue;
            String who = e.pod() + "/" + e.container();
            if (e.type() == EventType.Started) {
                if (runningOn.containsKey(who)) broken.add("#" + e.seq() + " " + who + " started while an instance of it runs");
                runningOn.put(who, String.valueOf(e.node()));
            } else if (e.type() == EventType.Exited) {
                runningOn.remove(who);
            }
        }
        return broken;
    }

    /**
     * No restart under restartPolicy Never (kuberuntime_manager.go computePodActions,
     * ShouldContainerBeRestarted): an app container starts once, again only after its definition
     * changed (a Killing "definition changed" since its last start).
     */
    static List<String> noRestartUnderNever(List<TraceEvent> trace, Set<String> podsUnderNever) {
        List<String> broken = new ArrayList<>();
        Set<String> started = new LinkedHashSet<>();
        Set<String> changed = new LinkedHashSet<>();
        for (TraceEvent e : trace) {
            if (e.member() == null || !podsUnderNever.contains(e.pod()) || !"app".equals(e.kind())) continue;
            String who = e.pod() + "/" + e.container();
            if (e.type() == EventType.Killing && e.message().contains("definition changed")) changed.add(who);
            if (e.type() != EventType.Started) continue;
            if (started.contains(who) && !changed.remove(who)) broken.add("#" + e.seq() + " " + who + " restarted under Never");
            started.add(who);
        }
        return broken;
    }

    /**
     * No kubelet event from a stopped node: from its NodeFailed until it is back ({@code backAtMs},
     * the node's recoverNode times in order), its kubelet sends nothing.
     */
    static List<String> noKubeletEventFromAStoppedNode(List<TraceEvent> trace, Map<String, List<Long>> backAtMs) {
        List<String> broken = new ArrayList<>();
        Map<String, Long> downUntil = new LinkedHashMap<>();
        for (TraceEvent e : trace) {
            if (e.type() == EventType.NodeFailed) {
                long until = Long.MAX_VALUE;
                for (long t : backAtMs.getOrDefault(e.node(), List.of())) if (t >= e.tMs()) {
                    until = t;
                    break;
                }
                downUntil.put(e.node(), until);
                continue;
            }
            if (!KUBELET_EVENTS.contains(e.type()) || e.node() == null) continue;
            Long until = downUntil.get(e.node());
            if (until != null && e.tMs() < until) broken.add("#" + e.seq() + " " + e.type() + " of " + e.pod() + " from stopped " + e.node());
        }
        return broken;
    }

    /** Nothing about a pod after its PodDeleted: every act made for it went with it. */
    static List<String> noActAfterItsPodIsGone(List<TraceEvent> trace) {
        List<String> broken = new ArrayList<>();
        Set<String> gone = new LinkedHashSet<>();
        for (TraceEvent e : trace) {
            if (e.pod() == null) continue;
            if (gone.contains(e.pod())) broken.add("#" + e.seq() + " " + e.type() + " about " + e.pod() + " after its deletion");
            if (e.type() == EventType.PodDeleted) gone.add(e.pod());
        }
        return broken;
    }

    /**
     * The phase of a pod still Pending or Running is kubelet_pods.go getPhase over the container
     * statuses the result shows (app containers only; the pods here have no init containers).
     */
    static List<String> phaseIsGetPhaseOverTheStatuses(Map<String, PodStatus> pods, Map<String, String> policies) {
        List<String> broken = new ArrayList<>();
        for (var entry : pods.entrySet()) {
            PodStatus p = entry.getValue();
            if (!p.phase().equals("Pending") && !p.phase().equals("Running")) continue;
            if (p.node() == null) continue;
            String expected = getPhase(p.containers().values(), policies.get(entry.getKey()));
            if (!expected.equals(p.phase())) broken.add(entry.getKey() + " is " + p.phase() + ", getPhase gives " + expected);
        }
        return broken;
    }

    /** kubelet_pods.go getPhase for a pod that is not terminal, over app container statuses. */
    static String getPhase(Iterable<ContainerStatus> containers, String policy) {
        int all = 0, running = 0, waiting = 0, stopped = 0, succeeded = 0;
        for (ContainerStatus s : containers) {
            if (!"app".equals(s.kind())) continue;
            all++;
            switch (s.state()) {
                case "running" -> running++;
                case "terminated" -> {
                    stopped++;
                    if (s.exitCode() != null && s.exitCode() == 0) succeeded++;
                }
                default -> {
                    if (s.lastState() != null && "terminated".equals(s.lastState().state())) stopped++;
                    else waiting++;
                }
            }
        }
        if (waiting > 0) return "Pending";
        if (running > 0) return "Running";
        if (stopped == all && all > 0) {
            if (policy.equals("Always")) return "Running";
            if (stopped == succeeded) return "Succeeded";
            if (policy.equals("Never")) return "Failed";
            return "Running";
        }
        if (policy.equals("Always") && stopped > 0) return "Running";
        return "Pending";
    }
}
