package io.boundarylab.engine.cluster.node;

import io.boundarylab.engine.cluster.Platform;
import io.boundarylab.engine.cluster.state.ClusterState;
import io.boundarylab.engine.cluster.state.ContainerState;
import io.boundarylab.engine.cluster.state.NodeState;
import io.boundarylab.engine.cluster.state.PodPhase;
import io.boundarylab.engine.cluster.state.PodReason;
import io.boundarylab.engine.cluster.state.PodState;
import io.boundarylab.engine.cluster.state.Rules;
import io.boundarylab.engine.trace.EventType;
import io.boundarylab.engine.trace.TraceEvent;

import java.util.List;

/**
 * A pod's phase after any change, and its end, as the kubelet's status manager and pod worker
 * settle them: a pod failed for good (evicted, past its deadline, its node lost, an init
 * container failed), one rejected at admission, one deleted. A terminal phase stops what still
 * runs, gracefully and sidecars last, and nothing restarts. Each method that starts a stop
 * returns what the agent does once the members have stopped ({@link PodTermination.AfterStop}).
 */
final class PodEnd {
    private final ClusterState state;
    private final Platform platform;
    private final PodTermination termination;
    private final PodStatusEvents status;
    private final ResourceRelease resources;

    PodEnd(ClusterState state, PodTermination termination, PodStatusEvents status) {
        this.state = state;
        this.platform = state.platform();
        this.termination = termination;
        this.status = status;
        this.resources = new ResourceRelease(state);
    }

    /** Admission failed: the pod is Failed at once and none of its containers is created. */
    void reject(PodState pod, NodeState node, Admission.Rejection rejection) {
        pod.setNode(node);
        pod.markTerminal();
        pod.setReason(rejection.reason(), rejection.message());
        for (ContainerState c : pod.containers()) c.markDone();
        releasePod(pod);
        status.setPhase(pod, PodPhase.FAILED, Rules.ADMISSION);
        state.requestScheduling();
    }

    /**
     * Marks a pod Failed for good, then stops its members as a terminating pod: with the grace
     * period given (at least 1 s), sidecars last.
     */
    List<PodTermination.AfterStop> fail(PodState pod, PodReason reason, String message, KillReason why, long graceMs) {
        pod.markTerminal();
        pod.setReason(reason, message);
        stopEverything(pod);
        status.setPhase(pod, PodPhase.FAILED, why.rule());
        status.updateReadiness(pod);
        state.requestScheduling();
        return termination.killPod(pod, Math.max(graceMs, PodTermination.MIN_POD_GRACE_MS), why.rule(), PodTermination.AfterStop.REPORT_UNACCOUNTED);
    }

    /** Whether the pod's activeDeadlineSeconds have passed since its start. */
    boolean pastDeadline(PodState pod) {
        Long deadline = pod.spec().activeDeadlineMs();
        return deadline != null && pod.startTimeMs() >= 0 && state.now() - pod.startTimeMs() >= deadline;
    }

    /**
     * activeDeadlineSeconds have passed: the pod fails (DeadlineExceeded) unless it has already
     * ended, or its node's kubelet is down (it fails the pod when the node is back).
     */
    List<PodTermination.AfterStop> deadlineExceeded(PodState pod) {
        if (pod.terminal() || pod.deleting() || (pod.node() != null && pod.node().failed())) return List.of();
        return fail(pod, PodReason.DEADLINE_EXCEEDED, "Pod was active on the node longer than the specified deadline", KillReason.DEADLINE_EXCEEDED,
                pod.spec().terminationGracePeriodMs());
    }

    /** The pod's node is unresponsive: the pod fails (NodeLost) and its members stop with its grace period. */
    List<PodTermination.AfterStop> nodeLost(PodState pod, NodeState node) {
        return fail(pod, PodReason.NODE_LOST, "Node " + node.name() + " which was running pod " + pod.name() + " is unresponsive",
                KillReason.NODE_LOST, pod.spec().terminationGracePeriodMs());
    }

    /** A member has stopped for good: what it held on its node goes back. */
    void memberDone(ContainerState c) {
        if (resources.containerDone(c)) state.requestScheduling();
    }

    /** Nothing in the pod starts again, and what it holds on its node goes back. */
    private void stopEverything(PodState pod) {
        for (ContainerState c : pod.containers()) {
            c.markDone();
            c.setRestartPending(false);
        }
        releasePod(pod);
    }

    private void releasePod(PodState pod) {
        if (resources.releasePod(pod)) state.requestScheduling();
    }

    /**
     * The pod has stopped for good (deleted): its final phase is the kubelet's getPhase for a
     * terminal pod, and the status manager's TerminatePod turns a phase still Pending or Running
     * into Failed (status_manager.go).
     */
    void finishDeletion(PodState pod) {
        if (pod.deleted()) return;
        pod.markDeleted();
        boolean wasTerminal = pod.terminal();
        pod.markTerminal();
        releasePod(pod);
        if (!wasTerminal && pod.anyPlaced()) {
            PodPhase phase = PodPhaseRules.phase(pod, platform, true);
            if (PodPhaseRules.kubeletRules(platform) && phase != PodPhase.SUCCEEDED) phase = PodPhase.FAILED;
            status.setPhase(pod, phase, Rules.GRACEFUL);
            status.updateReadiness(pod);
        }
        if (pod.anyPlaced()) termination.reportUnaccountedMembers(pod);
        state.publish(pod, TraceEvent.of(EventType.PodDeleted).pod(pod.name()).node(pod.node() == null ? null : pod.node().name())
                .message("Pod " + pod.name() + " deleted: every member has stopped").rule(Rules.POD_DELETE));
        state.requestScheduling();
    }

    /**
     * The pod's phase and readiness after any change. A pod none of whose app containers will
     * run again is killed first (the planner's rule), its phase settled once it has stopped.
     */
    List<PodTermination.AfterStop> update(PodState pod) {
        // A pod being deleted or stopped gets its phase when its last member has stopped.
        if (pod.terminal() || pod.deleting() || termination.stopping(pod)) return List.of();
        KillReason kill = PodActionsPlanner.podKill(pod, platform);
        if (kill != null) return termination.killPod(pod, pod.spec().terminationGracePeriodMs(), kill.rule(), PodTermination.AfterStop.SETTLE_STATUS);
        return settle(pod);
    }

    /**
     * The phase and readiness from how the members stand, with no new kill planned: what follows
     * a pod's stop, so a stop that finds nothing running can never lead to another stop.
     */
    List<PodTermination.AfterStop> settle(PodState pod) {
        if (pod.terminal() || pod.deleting() || termination.stopping(pod)) return List.of();
        PodPhase phase = PodPhaseRules.phase(pod, platform, false);
        if (phase.terminal()) {
            pod.markTerminal();
            stopEverything(pod);
            state.requestScheduling();
            status.setPhase(pod, phase, Rules.PHASE);
            status.updateReadiness(pod);
            return termination.killPod(pod, Math.max(pod.spec().terminationGracePeriodMs(), PodTermination.MIN_POD_GRACE_MS),
                    KillReason.TERMINAL_PHASE.rule(), PodTermination.AfterStop.REPORT_UNACCOUNTED);
        }
        status.setPhase(pod, phase, Rules.PHASE);
        status.updateReadiness(pod);
        return List.of();
    }
}
