package io.boundarylab.engine.cluster.node;

import io.boundarylab.engine.cluster.state.ClusterState;
import io.boundarylab.engine.cluster.state.ContainerKind;
import io.boundarylab.engine.cluster.state.ContainerReason;
import io.boundarylab.engine.cluster.state.ContainerState;
import io.boundarylab.engine.cluster.state.NodeState;
import io.boundarylab.engine.cluster.state.PodState;
import io.boundarylab.engine.cluster.state.Rules;
import io.boundarylab.engine.kernel.ScheduledAction;
import io.boundarylab.engine.scenario.HookSpec;
import io.boundarylab.engine.scenario.Quantities;
import io.boundarylab.engine.trace.EventType;
import io.boundarylab.engine.trace.TraceEvent;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * Graceful termination, as the kubelet's {@code killContainer} and
 * {@code killContainersWithSyncResult} do it (kuberuntime_container.go): the preStop hook first,
 * within the grace period; then SIGTERM with what is left, at least 2 s; then SIGKILL (exit 137).
 * One container is stopped by {@link #killContainer}; a whole pod by {@link #killPod}, which
 * stops native sidecars last. Both end in the one SIGTERM path, {@link #sigterm}.
 */
final class PodTermination {
    /** After preStop, SIGTERM always gets at least this long (the kubelet's minimum grace). */
    static final long MIN_SIGTERM_GRACE_MS = 2_000;
    /** The pod worker never stops a pod with less than 1 s (calculateEffectiveGracePeriod). */
    static final long MIN_POD_GRACE_MS = 1_000;

    private final ClusterState state;
    private final ContainerRuntime runtime;
    private final Map<PodState, StoppingPod> stopping = new IdentityHashMap<>();
    /** The preStop hooks running, each with the process it was started for. Looked up, never iterated. */
    private final Map<ContainerState, ProcessRun> preStops = new IdentityHashMap<>();

    PodTermination(ClusterState state, ContainerRuntime runtime) {
        this.state = state;
        this.runtime = runtime;
    }

    /** Whether a termination of the whole pod is under way. */
    boolean stopping(PodState pod) {
        return stopping.containsKey(pod);
    }

    /**
     * Adds what the agent does once the pod's termination under way is over; false when none is
     * under way.
     */
    boolean whenStopped(PodState pod, AfterStop next) {
        StoppingPod t = stopping.get(pod);
        if (t == null) return false;
        t.then(next);
        return true;
    }

    /**
     * A delete of the whole pod (without shared fate, of each member on its own): every member
     * stops within the grace period, never less than 1 s (pod_workers.go
     * calculateEffectiveGracePeriod), and the deletion finishes once none runs. A delete that
     * comes while the pod is being stopped finishes when that stop is over; a second delete does
     * nothing.
     */
    List<AfterStop> deletePod(PodState pod, long graceMs) {
        if (pod.deleting() || pod.deleted()) return List.of();
        pod.setDeleting(true);
        KillReason why = state.platform().sharedFate() ? KillReason.POD_DELETED : KillReason.POD_DELETED_MEMBER_BY_MEMBER;
        if (whenStopped(pod, AfterStop.FINISH_DELETION)) return List.of();
        return killPod(pod, Math.max(graceMs, MIN_POD_GRACE_MS), why.rule(), AfterStop.FINISH_DELETION);
    }

    /**
     * A member of a stopping pod has exited: sidecars whose turn it now is get SIGTERM. Returns
     * what the agent does next when that was the last member (in the order asked), else nothing.
     */
    List<AfterStop> memberStopped(PodState pod) {
        StoppingPod t = stopping.get(pod);
        return t == null ? List.of() : t.memberStopped();
    }

    /**
     * Stops every running member of a pod: every member's preStop hook starts at once, within the
     * grace period; app containers and a running init container then get SIGTERM with what is
     * left; native sidecars first wait for their turn (every app container and every later
     * sidecar stopped, newTerminationOrdering), then get SIGTERM with what is left after the wait.
     * Elapsed time is taken off in whole seconds, as the kubelet does. {@code next} is what the
     * agent does once no member runs any more: returned here when nothing ran, else by the
     * {@link #memberStopped} that saw the last one stop. Never a callback: the agent decides.
     */
    List<AfterStop> killPod(PodState pod, long graceMs, String rule, AfterStop next) {
        List<ContainerState> targets = new ArrayList<>();
        for (ContainerState c : pod.containers()) {
            c.markDone();
            c.setRestartPending(false);
            if (runtime.alive(c)) targets.add(c);
        }
        boolean ordered = state.platform().sharedFate() && !pod.ofKind(ContainerKind.SIDECAR).isEmpty();
        StoppingPod t = new StoppingPod(pod, targets, ordered, rule);
        t.then(next);
        stopping.put(pod, t);
        for (ContainerState c : targets) {
            c.setTerminating(true);
            runtime.terminating(c);
            state.publish(pod, state.about(pod, c, EventType.Killing).message(stoppingMessage(c, graceMs)).rule(rule, Rules.GRACEFUL));
            long preStop = preStopMs(c, graceMs);
            long left = graceMs - wholeSeconds(preStop);
            ProcessRun run = runtime.process(c);
            boolean hook = preStopStarted(pod, c, graceMs);
            state.kernel().post(preStop, () -> {
                // The act belongs to the process it was made for: once that has ended, a new one
                // (the container started again in a new sandbox) is not its to stop.
                if (hook) preStopOver(pod, c, run, graceMs);
                if (runtime.process(c) == run) t.afterPreStop(c, left);
            });
        }
        return t.memberStopped();
    }

    /** The Killing message of a member stopped with the grace period given. */
    private static String stoppingMessage(ContainerState c, long graceMs) {
        return "Stopping container " + c.name() + " (grace period " + Quantities.formatDuration(graceMs) + ")";
    }

    /**
     * The Killing event of one container stopped for a container reason, in the kubelet's words:
     * a probe kill names a sidecar an init container and says whether it will be restarted
     * ({@link ContainerState#probeKilled}).
     */
    TraceEvent.Builder killing(PodState pod, ContainerState c, KillReason reason, long graceMs) {
        TraceEvent.Builder b = state.about(pod, c, EventType.Killing);
        boolean app = c.kind() == ContainerKind.APP;
        return switch (reason) {
            case DEFINITION_CHANGED -> b.message("Container " + c.name() + " definition changed, will be restarted").rule(reason.rule());
            case LIVENESS_PROBE_FAILED, STARTUP_PROBE_FAILED -> b.message((app ? "Container " : "Init container ") + c.name()
                    + " failed " + c.failedProbe() + " probe" + (c.probeKilled() && app ? ", will be restarted" : "")).rule(reason.rule());
            default -> b.message(stoppingMessage(c, graceMs)).rule(reason.rule(), Rules.GRACEFUL);
        };
    }

    /**
     * Stops one running container: {@code killing} is published, preStop runs, SIGTERM follows
     * with what is left of the grace period (at least 2 s). The agent hears of its exit as of any
     * other. Returns false when it was not running, so there is nothing to wait for.
     */
    boolean killContainer(PodState pod, ContainerState c, long graceMs, TraceEvent.Builder killing) {
        c.setTerminating(true);
        runtime.terminating(c);
        if (!runtime.alive(c)) {
            c.setRestartPending(false);
            return false;
        }
        state.publish(pod, killing);
        long preStop = preStopMs(c, graceMs);
        ProcessRun run = runtime.process(c);
        if (preStopStarted(pod, c, graceMs)) state.kernel().post(preStop, () -> preStopOver(pod, c, run, graceMs));
        sigterm(c, preStop, Math.max(graceMs - wholeSeconds(preStop), MIN_SIGTERM_GRACE_MS), List.of(Rules.GRACEFUL));
        return true;
    }

    /**
     * SIGTERM, {@code delayMs} from now: the process ends as its {@code onSigterm} says, or is
     * killed (137) when {@code graceMs} runs out.
     */
    private void sigterm(ContainerState c, long delayMs, long graceMs, List<String> rules) {
        ProcessRun run = runtime.process(c);
        if (run == null || !run.alive()) return;
        Long onSigtermAfter = c.spec().onSigtermAfterMs();
        long after = onSigtermAfter == null ? 0 : onSigtermAfter;
        int code = onSigtermAfter == null ? 143 : c.spec().onSigtermExitCode();
        boolean endsByItself = after < graceMs;
        state.kernel().post(delayMs + (endsByItself ? after : graceMs), () -> {
            if (run.alive()) {
                if (endsByItself) {
                    run.exit(code, ContainerReason.ofExitCode(code), rules);
                } else {
                    List<String> killed = new ArrayList<>(rules.subList(0, rules.size() - 1));
                    killed.add(Rules.SIGKILL);
                    run.exit(137, ContainerReason.ERROR, killed);
                }
            }
        });
    }

    /** Publishes the start of the container's preStop hook; false when it has none or no time to run it. */
    private boolean preStopStarted(PodState pod, ContainerState c, long graceMs) {
        if (c.spec().preStop() == null || graceMs <= 0) return false;
        state.publish(pod, state.about(pod, c, EventType.PreStopStarted).message("preStop hook of " + c.name() + " began").rule(Rules.PRE_STOP));
        preStops.put(c, runtime.process(c));
        return true;
    }

    /** The hook's time is over: its end is published unless it already ended with its process. */
    private void preStopOver(PodState pod, ContainerState c, ProcessRun run, long graceMs) {
        if (preStops.get(c) != run) return;
        preStops.remove(c);
        preStopFinished(pod, c, graceMs);
    }

    /** The node stopped: the preStop hooks running on it ended with it, unreported. */
    void nodeStopped(PodState pod, NodeState node) {
        for (ContainerState c : pod.containers()) if (c.node() == node) preStops.remove(c);
    }

    /**
     * A container's process has ended: a preStop hook still running in it ends with it, cut off,
     * as the hook's exec in a container that is gone fails; nothing of it is left to come later.
     */
    void processEnded(PodState pod, ContainerState c) {
        if (preStops.remove(c) == null) return;
        state.publish(pod, state.about(pod, c, EventType.PreStopFinished).outcome(HookOutcome.CUT_OFF)
                .message("preStop hook of " + c.name() + " ended: " + HookOutcome.CUT_OFF).rule(Rules.PRE_STOP));
    }

    /**
     * Publishes how the preStop hook ended: cut off when the grace period ran out first (or the
     * container had already stopped), failed on a non-zero exit, else completed.
     */
    private void preStopFinished(PodState pod, ContainerState c, long graceMs) {
        HookSpec hook = c.spec().preStop();
        String outcome = hook.forever() || hook.durationMs() > graceMs || !runtime.alive(c) ? HookOutcome.CUT_OFF
                : hook.exitCode() != 0 ? HookOutcome.FAILED : HookOutcome.COMPLETED;
        state.publish(pod, state.about(pod, c, EventType.PreStopFinished).outcome(outcome)
                .message("preStop hook of " + c.name() + " ended: " + outcome).rule(Rules.PRE_STOP));
    }

    /** How long a container's preStop hook runs within a grace period (not at all without time). */
    private static long preStopMs(ContainerState c, long graceMs) {
        HookSpec preStop = c.spec().preStop();
        if (preStop == null || graceMs <= 0) return 0;
        return preStop.forever() ? graceMs : Math.min(preStop.durationMs(), graceMs);
    }

    /** The kubelet counts elapsed hook and wait time in whole seconds, rounded down. */
    private static long wholeSeconds(long ms) {
        return ms / 1000 * 1000;
    }

    /**
     * The status manager's TerminatePod (status_manager.go): once the pod has initialised, an app
     * container with no termination on record is reported terminated (ContainerStatusUnknown,
     * 137); so is every init container up to the last one that ever started (or the first when
     * none did). Only where the kubelet's rules apply.
     */
    void reportUnaccountedMembers(PodState pod) {
        if (!PodPhaseRules.kubeletRules(state.platform())) return;
        boolean initialized = false;
        for (ContainerState c : pod.containers()) {
            if (c.kind() == ContainerKind.APP && (c.isRunning() || c.isTerminated() || c.lastState() != null)) initialized = true;
        }
        for (ContainerState c : pod.containers()) {
            if (c.kind() == ContainerKind.APP && initialized && !c.isTerminated()) markUnaccounted(c);
        }
        List<ContainerState> inits = new ArrayList<>();
        for (ContainerState c : pod.containers()) if (c.kind() != ContainerKind.APP) inits.add(c);
        int last = inits.isEmpty() ? -1 : 0;
        for (int i = inits.size() - 1; i >= 0; i--) {
            ContainerState c = inits.get(i);
            if (c.state() != ContainerState.State.waiting || c.lastState() != null) {
                last = i;
                break;
            }
        }
        for (int i = 0; i <= last; i++) if (!inits.get(i).isTerminated()) markUnaccounted(inits.get(i));
    }

    private void markUnaccounted(ContainerState c) {
        c.markTerminated(137, ContainerReason.CONTAINER_STATUS_UNKNOWN, state.now());
    }

    /**
     * What the agent does once a pod's members have all stopped. A value, not a callback: the
     * agent reads it and decides (docs/decisions/0004).
     */
    enum AfterStop {
        /** Work out the phase and readiness from how the members ended; plan no new kill. */
        SETTLE_STATUS,
        /** The status manager's TerminatePod: report members with no termination on record. */
        REPORT_UNACCOUNTED,
        /** The pod was deleted: finish the deletion. */
        FINISH_DELETION,
        /** The sandbox died and is re-created: the members wait for the new one. */
        RECREATE_SANDBOX
    }

    /** One pod's termination in progress: which members still run, which sidecars wait for their turn. */
    private final class StoppingPod {
        private final PodState pod;
        private final List<ContainerState> targets;
        private final boolean ordered;
        private final List<String> rules;
        private final List<AfterStop> next = new ArrayList<>();
        private final List<ContainerState> waiting = new ArrayList<>();
        private final Map<ContainerState, long[]> waitSince = new IdentityHashMap<>();
        private final Map<ContainerState, ScheduledAction> timeouts = new IdentityHashMap<>();
        private boolean finished;

        StoppingPod(PodState pod, List<ContainerState> targets, boolean ordered, String rule) {
            this.pod = pod;
            this.targets = targets;
            this.ordered = ordered;
            this.rules = List.of(rule, Rules.GRACEFUL);
        }

        void then(AfterStop r) {
            next.add(r);
        }

        void afterPreStop(ContainerState c, long leftMs) {
            if (!runtime.alive(c)) return;
            if (ordered && c.kind() == ContainerKind.SIDECAR && leftMs > 0 && !turn(c)) {
                waiting.add(c);
                waitSince.put(c, new long[] {state.now(), leftMs});
                // waitForTurn gives up when the grace period left runs out.
                timeouts.put(c, state.kernel().schedule(leftMs, () -> {
                    if (waiting.remove(c)) sigterm(c, 0, MIN_SIGTERM_GRACE_MS, rules);
                }));
                return;
            }
            sigterm(c, 0, Math.max(leftMs, MIN_SIGTERM_GRACE_MS), rules);
        }

        List<AfterStop> memberStopped() {
            for (ContainerState s : List.copyOf(waiting)) {
                if (!runtime.alive(s)) {
                    waiting.remove(s);
                    continue;
                }
                if (!turn(s)) continue;
                waiting.remove(s);
                timeouts.remove(s).cancel();
                long[] since = waitSince.get(s);
                long left = since[1] - wholeSeconds(state.now() - since[0]);
                sigterm(s, 0, Math.max(left, MIN_SIGTERM_GRACE_MS), rules);
            }
            if (finished) return List.of();
            for (ContainerState c : targets) if (runtime.alive(c)) return List.of();
            finished = true;
            stopping.remove(pod);
            return List.copyOf(next);
        }

        /** A sidecar's turn: every app container and every sidecar after it has stopped. */
        private boolean turn(ContainerState sidecar) {
            boolean after = false;
            for (ContainerState o : pod.containers()) {
                if (o == sidecar) {
                    after = true;
                } else if ((o.kind() == ContainerKind.APP || (after && o.kind() == ContainerKind.SIDECAR)) && runtime.alive(o)) {
                    return false;
                }
            }
            return true;
        }
    }
}
