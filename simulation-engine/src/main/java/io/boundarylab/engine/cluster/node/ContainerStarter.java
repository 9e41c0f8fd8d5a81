package io.boundarylab.engine.cluster.node;

import io.boundarylab.engine.cluster.state.ClusterState;
import io.boundarylab.engine.cluster.state.ContainerReason;
import io.boundarylab.engine.cluster.state.ContainerState;
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
import java.util.function.Consumer;

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
    private final ClusterState state;
    private final ContainerRuntime runtime;
    private final PodTermination termination;
    private final PodStatusEvents status;
    private final ProcessRun.Exits exits;
    private final Probes.Effects probeEffects;
    private final Consumer<PodState> sync;
    // Looked up, never iterated.
    private final Map<PodState, Integer> hooksRunning = new IdentityHashMap<>();

    ContainerStarter(ClusterState state, ContainerRuntime runtime, PodTermination termination, PodStatusEvents status,
                     ProcessRun.Exits exits, Probes.Effects probeEffects, Consumer<PodState> sync) {
        this.state = state;
        this.runtime = runtime;
        this.termination = termination;
        this.status = status;
        this.exits = exits;
        this.probeEffects = probeEffects;
        this.sync = sync;
    }

    /** Whether a postStart hook holds the pod: nothing else may start in it now. */
    boolean hookHolds(PodState pod) {
        return hooksRunning.getOrDefault(pod, 0) > 0;
    }

    /**
     * Starts containers one after the other, each citing the rule that starts it first; a
     * container with a postStart hook holds the next one back until its hook has finished.
     * {@code afterHook} runs for the pod once a hook has let the rest start.
     */
    void startInTurn(PodState pod, List<ContainerState> list, Consumer<PodState> afterHook) {
        for (int i = 0; i < list.size(); i++) {
            ContainerState c = list.get(i);
            if (c.node().failed() || pod.terminal() || pod.deleting()) continue;
            List<ContainerState> rest = List.copyOf(list.subList(i + 1, list.size()));
            boolean goOn = start(pod, c, List.of(firstStartRule(c)), () -> {
                startInTurn(pod, rest, afterHook);
                afterHook.accept(pod);
            });
            if (!goOn) return;
        }
    }

    private String firstStartRule(ContainerState c) {
        if (!state.platform().startupOrdering()) return Rules.UNORDERED_START;
        return switch (c.kind()) {
            case INIT -> Rules.INIT_ORDER;
            case SIDECAR -> Rules.SIDECAR_START;
            case APP -> Rules.APPS_AFTER_INIT;
        };
    }

    /**
     * Starts a container. Returns true when the caller may go on at once; false when a postStart
     * hook runs first, in which case {@code afterHook} runs once it has succeeded.
     */
    boolean start(PodState pod, ContainerState c, List<String> rules, Runnable afterHook) {
        if (!pulled(pod, c)) return true;
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
        // Without a startup probe a running container has started; without a readiness probe it is ready.
        c.setStarted(c.spec().startupProbe() == null);
        c.setReady(c.spec().startupProbe() == null && c.spec().readinessProbe() == null);
        String ip = c.identity().ip();
        state.publish(pod, state.about(pod, c, EventType.Started).ip(ip).message(STARTED).rules(rules));
        ProcessRun run = runtime.launch(pod, c, layer, exits, probeEffects);
        status.updateReadiness(pod);
        HookSpec hook = c.spec().postStart();
        if (hook == null || !run.alive()) {
            if (run.alive()) runtime.startProbes(c);
            return true;
        }
        hooksRunning.merge(pod, 1, Integer::sum);
        state.publish(pod, state.about(pod, c, EventType.PostStartStarted).message("postStart hook of " + c.name() + " began").rule(Rules.POST_START));
        if (!hook.forever()) state.kernel().post(hook.durationMs(), () -> hookFinished(pod, c, run, hook, afterHook));
        return false;
    }

    private void hookFinished(PodState pod, ContainerState c, ProcessRun run, HookSpec hook, Runnable afterHook) {
        hooksRunning.merge(pod, -1, Integer::sum);
        String outcome = !run.alive() ? HookOutcome.CUT_OFF : hook.exitCode() != 0 ? HookOutcome.FAILED : HookOutcome.COMPLETED;
        state.publish(pod, state.about(pod, c, EventType.PostStartFinished).outcome(outcome)
                .message("postStart hook of " + c.name() + " ended: " + outcome).rule(Rules.POST_START));
        if (!run.alive()) {
            sync.accept(pod);
            return;
        }
        if (hook.exitCode() != 0) {
            // startContainer: a failed hook kills the container as killContainer does
            // (FailedPostStartHook, the pod's grace period); it restarts per policy.
            termination.killContainer(pod, c, pod.spec().terminationGracePeriodMs(), state.about(pod, c, EventType.Killing)
                    .reason("FailedPostStartHook").message("PostStartHook failed with exit code " + hook.exitCode() + ": stopping container " + c.name())
                    .rule(KillReason.POST_START_HOOK_FAILED.rule()), () -> { });
            return;
        }
        runtime.startProbes(c);
        afterHook.run();
        // Whatever became due while the hook held the pod (a finished init container) goes now.
        sync.accept(pod);
    }

    /**
     * Pulls the container's image when its pulls can fail ({@code x-sim.pullFailures}) and it is not
     * on the node yet. A failed pull leaves the container waiting (ErrImagePull, then
     * ImagePullBackOff) and tries again after the kubelet's image back-off: 10 s, doubling up to
     * 300 s (kubelet.go, imageBackOff). Other images are taken as present: no pull events.
     */
    private boolean pulled(PodState pod, ContainerState c) {
        int failures = c.spec().pullFailures();
        if (failures == 0 || c.imagePresent()) return true;
        String image = c.spec().image();
        state.publish(pod, state.about(pod, c, EventType.Pulling).message("Pulling image \"" + image + "\"").rule(Rules.IMAGE_PULL));
        if (c.pullsFailed() >= failures) {
            c.markImagePresent();
            state.publish(pod, state.about(pod, c, EventType.Pulled).message("Successfully pulled image \"" + image + "\"").rule(Rules.IMAGE_PULL));
            return true;
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
        state.kernel().post(backOffMs, () -> {
            c.setPullPending(false);
            sync.accept(pod);
        });
        return false;
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
