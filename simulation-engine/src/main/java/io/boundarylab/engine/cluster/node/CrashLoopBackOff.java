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

    /** Starts a container again, citing the rules that restart it. */
    interface Restart {
        void restart(PodState pod, ContainerState c, List<String> rules);
    }

    private final ClusterState state;
    private final Restart restart;

    CrashLoopBackOff(ClusterState state, Restart restart) {
        this.state = state;
        this.restart = restart;
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

    /** Schedules the restart of a container that just exited, at once or after its back-off. */
    void scheduleRestart(PodState pod, ContainerState c) {
        long exitedAt = state.now();
        c.setRestartPending(true);
        boolean fresh = c.backoffMs() == 0 || exitedAt - c.backoffUpdatedMs() > 2 * MAX_MS;
        if (fresh) {
            c.setBackoffMs(INITIAL_MS);
            c.setBackoffUpdatedMs(exitedAt);
            int epoch = c.restartEpoch();
            state.kernel().post(0, () -> {
                if (c.restartEpoch() == epoch) restart.restart(pod, c, List.of(Rules.RESTART_POLICY));
            });
            return;
        }
        long backoff = c.backoffMs();
        c.markWaiting(ContainerReason.CRASH_LOOP_BACK_OFF);
        state.publish(pod, state.about(pod, c, EventType.BackOff).reason(ContainerReason.CRASH_LOOP_BACK_OFF.kubernetesName())
                .message(BACK_OFF, null, backoff)
                .rules(RESTART_AFTER_BACK_OFF));
        int epoch = c.restartEpoch();
        state.kernel().post(backoff, () -> {
            if (c.restartEpoch() != epoch) return;
            c.setBackoffMs(Math.min(backoff * 2, MAX_MS));
            c.setBackoffUpdatedMs(state.now());
            restart.restart(pod, c, RESTART_AFTER_BACK_OFF);
        });
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
