package io.boundarylab.engine.cluster.node;

import io.boundarylab.engine.cluster.state.ClusterState;
import io.boundarylab.engine.cluster.state.ContainerReason;
import io.boundarylab.engine.cluster.state.ContainerKind;
import io.boundarylab.engine.cluster.state.ContainerState;
import io.boundarylab.engine.cluster.state.NodeState;
import io.boundarylab.engine.cluster.state.PodState;
import io.boundarylab.engine.cluster.state.Rules;
import io.boundarylab.engine.cluster.storage.FileStore;
import io.boundarylab.engine.scenario.HookSpec;
import io.boundarylab.engine.scenario.MountSpec;
import io.boundarylab.engine.scenario.Quantities;
import io.boundarylab.engine.scenario.VolumeSpec;
import io.boundarylab.engine.trace.EventType;
import io.boundarylab.engine.trace.TraceEvent;

import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * Starts containers as the kubelet's startContainer does: network identity and volumes the first
 * time, a fresh writable layer every time, the process, then the postStart hook. SyncPod runs a
 * postStart hook inline, so while one runs nothing else starts in the pod; a hook that fails kills
 * its container ({@link KillReason#POST_START_HOOK_FAILED}), which restarts per policy.
 */
final class ContainerStarter {
    // Messages written from the event when read (TraceEvent.Text), the image kept beside it: no object
    // per event stays in the trace.
    private static final TraceEvent.Text CREATED = e -> "Created container " + e.container() + " (" + e.textArg() + ")";
    private static final TraceEvent.Text STARTED = e -> "Started container " + e.container() + " at " + e.ip();
    /**
     * How a start went, a value the agent acts on: {@code GO_ON}, the next container may start
     * now; {@code HOOK_RUNNING}, a postStart hook holds the pod (it ends {@code delayMs} from now
     * unless it runs forever); {@code PULL_BACK_OFF}, the image pull failed and may be tried again
     * {@code delayMs} from now.
     */
    record Start(Outcome outcome, long delayMs, ProcessRun run, HookSpec hook) {
        static final Start GO_ON = new Start(Outcome.GO_ON, 0, null, null);

        /**
         * Whether what comes after {@code c} may start now: not while a hook holds the pod, nor
         * after an init container or sidecar that could not be pulled (SyncPod step 6 starts no
         * init container after one that failed to start; a sidecar lets the next go only once it
         * runs, computeInitContainerActions). An app container's failed pull holds no other.
         */
        boolean letsTheNextStart(ContainerState c) {
            return switch (outcome) {
                case GO_ON -> true;
                case HOOK_RUNNING -> false;
                case PULL_BACK_OFF -> c.kind() == ContainerKind.APP;
            };
        }

        enum Outcome { GO_ON, HOOK_RUNNING, PULL_BACK_OFF }
    }

    private final ClusterState state;
    private final ContainerRuntime runtime;
    private final PodTermination termination;
    private final PodStatusEvents status;
    // Looked up, never iterated.
    private final Map<PodState, Integer> hooksRunning = new IdentityHashMap<>();
    /** The postStart hooks running, each with the process it runs in. Looked up, never iterated. */
    private final Map<ContainerState, ProcessRun> hooks = new IdentityHashMap<>();

    ContainerStarter(ClusterState state, ContainerRuntime runtime, PodTermination termination, PodStatusEvents status) {
        this.state = state;
        this.runtime = runtime;
        this.termination = termination;
        this.status = status;
    }

    /**
     * A container's process has ended: a postStart hook still running in it ends with it, cut off
     * (the hook's exec in a container that is gone fails), and nothing of it comes later.
     */
    void processEnded(PodState pod, ContainerState c) {
        if (hooks.containsKey(c)) hookEnded(pod, c, HookOutcome.CUT_OFF);
    }

    private void hookEnded(PodState pod, ContainerState c, String outcome) {
        hooks.remove(c);
        hooksRunning.merge(pod, -1, Integer::sum);
        c.setPostStartRunning(false);
        state.publish(pod, state.about(pod, c, EventType.PostStartFinished).outcome(outcome)
                .message("postStart hook of " + c.name() + " ended: " + outcome).rule(Rules.POST_START));
    }

    /**
     * The node is back: the postStart hooks that ran on it when it stopped ended with it,
     * unreported (until then the status shows them running, as it was last posted).
     */
    void nodeBack(PodState pod, NodeState node) {
        for (ContainerState c : pod.containers()) {
            if (c.node() != node || hooks.remove(c) == null) continue;
            c.setPostStartRunning(false);
            hooksRunning.merge(pod, -1, Integer::sum);
        }
    }

    /** Whether a postStart hook holds the pod: nothing else may start in it now. */
    boolean hookHolds(PodState pod) {
        return hooksRunning.getOrDefault(pod, 0) > 0;
    }

    /** The rule a container's first start cites. */
    String firstStartRule(ContainerState c) {
        if (!state.platform().startupOrdering()) return Rules.UNORDERED_START;
        return switch (c.kind()) {
            case INIT -> Rules.INIT_ORDER;
            case SIDECAR -> Rules.SIDECAR_START;
            case APP -> Rules.APPS_AFTER_INIT;
        };
    }

    /**
     * Starts a container, citing {@code rules}, and says how it went.
     */
    Start start(PodState pod, ContainerState c, List<String> rules) {
        Long pullBackOffMs = pull(pod, c);
        if (pullBackOffMs != null) return new Start(Start.Outcome.PULL_BACK_OFF, pullBackOffMs, null, null);
        if (!c.hasEverStarted()) {
            c.setIdentity(state.identityFor(pod, c));
            mountVolumes(pod, c);
        } else if (c.sandboxRestart()) {
            c.setIdentity(state.identityFor(pod, c));
        }
        FileStore layer = state.newWritableLayer(pod, c);
        state.publish(pod, state.about(pod, c, EventType.Created).message(CREATED, c.spec().image(), 0).rules(rules));
        c.markRunning(state.now());
        c.setTerminating(false);
        // Without a startup probe a running container has started; without a readiness probe it is
        // ready. Not while its postStart hook runs: startContainer returns only once the hook has
        // ended, so until then the container is neither started nor ready (nor an endpoint).
        HookSpec hook = c.spec().postStart();
        setStartedAndReady(c, hook == null);
        String ip = c.identity().ip();
        state.publish(pod, state.about(pod, c, EventType.Started).ip(ip).message(STARTED).rules(rules));
        ProcessRun run = runtime.launch(pod, c, layer);
        status.updateReadiness(pod);
        if (hook == null || !run.alive()) {
            if (run.alive()) runtime.startProbes(c);
            return Start.GO_ON;
        }
        hooksRunning.merge(pod, 1, Integer::sum);
        hooks.put(c, run);
        c.setPostStartRunning(true);
        state.publish(pod, state.about(pod, c, EventType.PostStartStarted).message("postStart hook of " + c.name() + " began").rule(Rules.POST_START));
        return new Start(Start.Outcome.HOOK_RUNNING, hook.forever() ? -1 : hook.durationMs(), run, hook);
    }

    /**
     * The postStart hook of a start ({@link Start.Outcome#HOOK_RUNNING}) has ended: its outcome is
     * published; a failed hook kills its container (startContainer). Returns whether the agent
     * syncs the pod now: not after a failed hook, whose container's exit brings the next sync, nor
     * when the process it ran in has ended (the hook ended with it).
     */
    boolean hookFinished(PodState pod, ContainerState c, Start start) {
        // The hook belongs to the process it ran in: if that has ended, the hook ended with it (processEnded).
        if (hooks.get(c) != start.run()) return false;
        HookSpec hook = start.hook();
        hookEnded(pod, c, hook.exitCode() != 0 ? HookOutcome.FAILED : HookOutcome.COMPLETED);
        if (hook.exitCode() != 0) {
            // startContainer: a failed hook kills the container as killContainer does
            // (FailedPostStartHook, the pod's grace period); it restarts per policy.
            termination.killContainer(pod, c, pod.spec().terminationGracePeriodMs(), state.about(pod, c, EventType.Killing)
                    .reason("FailedPostStartHook").message("PostStartHook failed with exit code " + hook.exitCode() + ": stopping container " + c.name())
                    .rule(KillReason.POST_START_HOOK_FAILED.rule()));
            return false;
        }
        setStartedAndReady(c, true);
        status.updateReadiness(pod);
        runtime.startProbes(c);
        // What the hook held back, and whatever became due meanwhile, goes at the agent's next sync.
        return true;
    }

    private static void setStartedAndReady(ContainerState c, boolean hookDone) {
        c.setStarted(hookDone && c.spec().startupProbe() == null);
        c.setReady(hookDone && c.spec().startupProbe() == null && c.spec().readinessProbe() == null);
    }

    /**
     * Pulls the container's image when its pulls can fail ({@code x-sim.pullFailures}) and it is not
     * on the node yet. A failed pull leaves the container waiting (ErrImagePull, then
     * ImagePullBackOff) and tries again after the kubelet's image back-off: 10 s, doubling up to
     * 300 s (kubelet.go, imageBackOff). Other images are taken as present: no pull events.
     * Returns null when the image is there, else the back-off before the next try.
     */
    private Long pull(PodState pod, ContainerState c) {
        int failures = c.spec().pullFailures();
        if (failures == 0 || c.imagePresent()) return null;
        String image = c.spec().image();
        state.publish(pod, state.about(pod, c, EventType.Pulling).message("Pulling image \"" + image + "\"").rule(Rules.IMAGE_PULL));
        if (c.pullsFailed() >= failures) {
            c.markImagePresent();
            state.publish(pod, state.about(pod, c, EventType.Pulled).message("Successfully pulled image \"" + image + "\"").rule(Rules.IMAGE_PULL));
            return null;
        }
        c.pullFailed();
        c.markWaiting(ContainerReason.ERR_IMAGE_PULL);
        state.publish(pod, state.about(pod, c, EventType.Failed).reason(ContainerReason.ERR_IMAGE_PULL.kubernetesName())
                .message("Failed to pull image \"" + image + "\": the registry refused the pull").rule(Rules.IMAGE_PULL));
        long backOffMs = Math.min(CrashLoopBackOff.INITIAL_MS << Math.min(c.pullsFailed() - 1, 5), CrashLoopBackOff.MAX_MS);
        c.markWaiting(ContainerReason.IMAGE_PULL_BACK_OFF);
        c.setPullPending(true);
        state.publish(pod, state.about(pod, c, EventType.BackOff).reason(ContainerReason.IMAGE_PULL_BACK_OFF.kubernetesName())
                .message("Back-off " + Quantities.formatDuration(backOffMs) + " pulling image \"" + image + "\"").rule(Rules.IMAGE_PULL));
        return backOffMs;
    }

    private void mountVolumes(PodState pod, ContainerState c) {
        for (MountSpec m : c.spec().volumeMounts()) {
            VolumeSpec v = pod.spec().volume(m.name());
            String instance;
            String why;
            if (v.isEmptyDir()) {
                instance = state.volumeStore(pod, c, m.name()).id();
                why = state.platform().sharedStorage() ? Rules.SHARED_STORAGE : Rules.SEPARATE_STORAGE;
            } else {
                instance = state.hostStore(c.node()).id() + ":" + v.hostPath();
                why = Rules.HOST_PATH;
            }
            state.publish(pod, state.about(pod, c, EventType.VolumeMounted).path(m.mountPath()).volume(instance)
                    .message(c.name() + " mounts volume " + m.name() + " at " + m.mountPath() + " (" + instance + ")").rule(why));
        }
    }
}
