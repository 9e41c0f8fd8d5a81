package io.boundarylab.engine.cluster.node;

import io.boundarylab.engine.cluster.state.ClusterState;
import io.boundarylab.engine.cluster.state.ContainerReason;
import io.boundarylab.engine.cluster.state.ContainerState;
import io.boundarylab.engine.cluster.state.PodState;
import io.boundarylab.engine.cluster.state.Rules;
import io.boundarylab.engine.scenario.Quantities;
import io.boundarylab.engine.scenario.RestartPolicy;
import io.boundarylab.engine.trace.EventType;
import io.boundarylab.engine.trace.TraceEvent;

import java.util.List;

/**
 * Whether an exited container is started again, and when: the restart policy, then the kubelet's
 * doBackOff (kuberuntime_manager.go, with client-go flowcontrol.Backoff). With no back-off entry,
 * or one last moved on more than twice the cap (10 min) before this exit, the container restarts
 * at once and the entry starts at 10 s; otherwise it waits in CrashLoopBackOff for the entry's
 * delay after the exit, and the entry doubles (capped at 5 min) when it restarts. So restarts
 * come 0 s, 10 s, 20 s, 40 s … 300 s after each exit.
 */
final class CrashLoopBackOff {
    /** "Back-off 20s restarting failed container=… pod=…", the kubelet's words; the number is the back-off. */
    /** One list for every event it cites: the trace keeps it, not a copy per event. */
    private static final List<String> RESTART_AFTER_BACK_OFF = List.of(Rules.RESTART_POLICY, Rules.BACKOFF);
    private static final TraceEvent.Text BACK_OFF = e -> "Back-off " + Quantities.formatDuration(e.textNumber())
            + " restarting failed container=" + e.container() + " pod=" + e.pod();
    static final long INITIAL_MS = 10_000;
    static final long MAX_MS = 300_000;

    /**
     * A restart the agent is to carry out {@code delayMs} from now, citing {@code rules}; a value
     * the agent schedules, so back-off never calls into the agent.
     *
     * @param epoch        the container's restart epoch when planned: a new definition abandons it
     * @param afterBackOff the restart waited out its back-off, so the entry doubles when it comes
     */
    record Restart(long delayMs, List<String> rules, int epoch, boolean afterBackOff) {
    }

    private final ClusterState state;

    CrashLoopBackOff(ClusterState state) {
        this.state = state;
    }

    /**
     * Whether the restart policy starts the container again after this exit. A container killed
     * for a failed probe restarts whatever its exit code (computePodActions), unless the policy
     * is Never; a native sidecar always restarts; an init container restarts only a failure,
     * and never under Never.
     */
    static boolean restarts(RestartPolicy policy, ContainerState c, int exitCode) {
        if (c.probeKilled()) return true;
        return switch (c.kind()) {
            case SIDECAR -> true;
            case INIT -> exitCode != 0 && policy != RestartPolicy.Never;
            case APP -> policy.restarts(exitCode);
        };
    }

    /**
     * A container exited outside any stop of its pod: its restart ({@link #scheduleRestart}) when
     * the policy starts it again, else null and it is done for good.
     */
    Restart afterExit(PodState pod, ContainerState c, int exitCode) {
        boolean again = restarts(pod.spec().restartPolicy(), c, exitCode);
        c.setProbeKilled(false);
        if (again) return scheduleRestart(pod, c);
        c.markDone();
        return null;
    }

    /**
     * The restart of a container that just exited, at once or after its back-off: a waiting one
     * is reported in CrashLoopBackOff now; the agent schedules the returned restart.
     */
    Restart scheduleRestart(PodState pod, ContainerState c) {
        long exitedAt = state.now();
        c.setRestartPending(true);
        boolean fresh = c.backoffMs() == 0 || exitedAt - c.backoffUpdatedMs() > 2 * MAX_MS;
        if (fresh) {
            c.setBackoffMs(INITIAL_MS);
            c.setBackoffUpdatedMs(exitedAt);
            return new Restart(0, List.of(Rules.RESTART_POLICY), c.restartEpoch(), false);
        }
        long backoff = c.backoffMs();
        c.markWaiting(ContainerReason.CRASH_LOOP_BACK_OFF);
        state.publish(pod, state.about(pod, c, EventType.BackOff).reason(ContainerReason.CRASH_LOOP_BACK_OFF.kubernetesName())
                .message(BACK_OFF, null, backoff)
                .rules(RESTART_AFTER_BACK_OFF));
        return new Restart(backoff, RESTART_AFTER_BACK_OFF, c.restartEpoch(), true);
    }

    /**
     * A container about to start again in a new sandbox: doBackOff reads its last exited instance
     * under a key of pod and container (getStableKey), never the sandbox, so a container still
     * within its back-off since that exit waits out the rest in CrashLoopBackOff, and the restart
     * returned replaces any planned before (one chain, not two). Null when it is not in back-off:
     * it starts with the others.
     */
    Restart inBackOff(PodState pod, ContainerState c) {
        long now = state.now();
        if (c.lastFinishMs() < 0) return null;
        // A restart planned before is replaced, whether by the one returned or by the start that follows now.
        c.nextRestartEpoch();
        boolean fresh = c.backoffMs() == 0 || now - c.backoffUpdatedMs() > 2 * MAX_MS;
        long left = fresh ? 0 : c.lastFinishMs() + c.backoffMs() - now;
        if (left <= 0) {
            // backOff.Next: the start that follows moves the entry on, as a restart after an exit does.
            c.setBackoffMs(fresh ? INITIAL_MS : Math.min(c.backoffMs() * 2, MAX_MS));
            c.setBackoffUpdatedMs(now);
            return null;
        }
        c.setRestartPending(true);
        if (c.reason() != ContainerReason.CRASH_LOOP_BACK_OFF) {
            c.markWaiting(ContainerReason.CRASH_LOOP_BACK_OFF);
            state.publish(pod, state.about(pod, c, EventType.BackOff).reason(ContainerReason.CRASH_LOOP_BACK_OFF.kubernetesName())
                    .message(BACK_OFF, null, c.backoffMs()).rules(RESTART_AFTER_BACK_OFF));
        }
        return new Restart(left, RESTART_AFTER_BACK_OFF, c.restartEpoch(), true);
    }

    /**
     * The restart's time has come: false when a new definition abandoned it; else, after a
     * back-off wait, the entry doubles (capped at 5 min) and moves on now.
     */
    boolean due(ContainerState c, Restart r) {
        if (c.restartEpoch() != r.epoch()) return false;
        if (r.afterBackOff()) {
            c.setBackoffMs(Math.min(c.backoffMs() * 2, MAX_MS));
            c.setBackoffUpdatedMs(state.now());
        }
        return true;
    }

    /** What follows a new image: a sync that stops the running container, its restart now, or nothing. */
    enum AfterNewImage { SYNC, RESTART_NOW, NOTHING }

    /**
     * A new image for a container (computePodActions: the spec hash changed): the plan stops a
     * running container ("definition changed", the pod's grace period) and it starts again
     * whatever the restart policy; one waiting in back-off starts at once. The back-off key
     * includes the spec hash, so the new container has a fresh back-off. The same image again
     * leaves the spec hash, and so everything, as it was.
     */
    AfterNewImage newImage(PodState pod, ContainerState c, String image) {
        if (pod.terminal() || pod.deleting() || c.done() || c.spec().image().equals(image)) return AfterNewImage.NOTHING;
        c.setSpec(c.spec().withImage(image));
        c.setBackoffMs(0);
        if (c.isRunning()) return AfterNewImage.SYNC;
        if (!c.restartPending()) return AfterNewImage.NOTHING;
        resetForNewDefinition(c);
        return AfterNewImage.RESTART_NOW;
    }

    /**
     * A new definition restarts with a fresh back-off (the back-off key includes the spec hash):
     * a pending back-off wait is abandoned and the next exit restarts at once.
     */
    void resetForNewDefinition(ContainerState c) {
        c.nextRestartEpoch();
        startEntryAfresh(c);
    }

    /** The back-off entry starts again at 10 s from now. */
    void startEntryAfresh(ContainerState c) {
        c.setBackoffMs(INITIAL_MS);
        c.setBackoffUpdatedMs(state.now());
    }
}
