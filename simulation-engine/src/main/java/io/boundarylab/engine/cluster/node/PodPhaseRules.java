package io.boundarylab.engine.cluster.node;

import io.boundarylab.engine.cluster.Platform;
import io.boundarylab.engine.cluster.state.ContainerKind;
import io.boundarylab.engine.cluster.state.ContainerState;
import io.boundarylab.engine.cluster.state.PodPhase;
import io.boundarylab.engine.cluster.state.PodState;
import io.boundarylab.engine.scenario.RestartPolicy;

/**
 * A pod's phase and readiness as pure functions of its containers' states: the kubelet's
 * {@code getPhase} (pkg/kubelet/kubelet_pods.go) and the Ready condition (status/generate.go)
 * where the platform plays Kubernetes, and a per-container count where it does not.
 *
 * <p>The loops are indexed, not for-each: these rules run several times per event, and their
 * iterators were a tenth of every byte the cluster-lifecycle benchmark allocated.
 */
public final class PodPhaseRules {
    private PodPhaseRules() {
    }

    /** Whether the kubelet's own status rules apply: startup ordering and shared fate, as on a real node. */
    public static boolean kubeletRules(Platform platform) {
        return platform.startupOrdering() && platform.sharedFate();
    }

    /** Every regular init container exited 0 and every native sidecar has started (past its startup probe) at least once. */
    public static boolean initDone(PodState pod) {
        for (int i = 0, n = pod.containers().size(); i < n; i++) {
            ContainerState c = pod.containers().get(i);
            if (c.kind() == ContainerKind.INIT && !c.succeeded()) return false;
            if (c.kind() == ContainerKind.SIDECAR && !c.startedOnce()) return false;
        }
        return true;
    }

    /** Every app container has run and stopped, and none will be restarted. */
    public static boolean appsDoneForGood(PodState pod) {
        boolean any = false;
        for (int i = 0, n = pod.containers().size(); i < n; i++) {
            ContainerState c = pod.containers().get(i);
            if (c.kind() != ContainerKind.APP) continue;
            any = true;
            if (!c.hasEverStarted() || c.isRunning() || c.restartPending() || !c.done()) return false;
        }
        return any;
    }

    /**
     * The pod's phase. {@code podIsTerminal}: the pod has stopped for good (deleted), so app
     * containers that stopped decide between Succeeded and Failed whatever the restart policy.
     */
    public static PodPhase phase(PodState pod, Platform platform, boolean podIsTerminal) {
        if (!pod.anyPlaced()) return PodPhase.PENDING;
        return kubeletRules(platform) ? kubeletPhase(pod, podIsTerminal) : naivePhase(pod, platform);
    }

    /**
     * The kubelet's getPhase, counted over the container statuses: regular init containers that
     * run or wait keep the pod Pending, a failed one fails it under Never; sidecars count as
     * running but never by their exit; app containers decide Running, Succeeded or Failed by the
     * restart policy.
     */
    private static PodPhase kubeletPhase(PodState pod, boolean podIsTerminal) {
        RestartPolicy policy = pod.spec().restartPolicy();
        int pendingInit = 0, pendingSidecars = 0, failedInit = 0;
        int running = 0, waiting = 0, stopped = 0, succeeded = 0;
        boolean initialized = false;
        for (int i = 0, n = pod.containers().size(); i < n; i++) {
            ContainerState c = pod.containers().get(i);
            switch (c.kind()) {
                case INIT -> {
                    if (c.isRunning()) pendingInit++;
                    else if (c.isTerminated()) {
                        if (c.exitCode() != 0) failedInit++;
                    } else if (c.lastState() != null) {
                        if (c.lastExitCode() != null && c.lastExitCode() != 0) failedInit++;
                    } else pendingInit++;
                }
                case SIDECAR -> {
                    if (c.postStartRunning()) {
                        // Shown as before this start (terminated, which counts for nothing, after a restart).
                        if (firstStartHooked(c)) {
                            pendingSidecars++;
                            waiting++;
                        }
                    } else if (c.isRunning()) {
                        if (!c.started()) pendingSidecars++;
                        running++;
                    } else if (c.state() == ContainerState.State.waiting && c.lastState() == null) {
                        pendingSidecars++;
                        waiting++;
                    }
                }
                case APP -> {
                    if (c.hasEverStarted()) initialized = true;
                    if (c.postStartRunning()) {
                        if (firstStartHooked(c)) waiting++;
                        else {
                            stopped++;
                            if (c.lastExitCode() != null && c.lastExitCode() == 0) succeeded++;
                        }
                    } else if (c.isRunning()) running++;
                    else if (c.isTerminated()) {
                        stopped++;
                        if (c.exitCode() == 0) succeeded++;
                    } else if (c.lastState() != null) stopped++;
                    else waiting++;
                }
            }
        }
        if (failedInit > 0 && policy == RestartPolicy.Never) return PodPhase.FAILED;
        if (pendingInit > 0 || (pendingSidecars > 0 && !initialized) || waiting > 0) return PodPhase.PENDING;
        if (running > 0) return PodPhase.RUNNING;
        if (stopped > 0) {
            if (podIsTerminal) return stopped == succeeded ? PodPhase.SUCCEEDED : PodPhase.FAILED;
            if (policy == RestartPolicy.Always) return PodPhase.RUNNING;
            if (stopped == succeeded) return PodPhase.SUCCEEDED;
            if (policy == RestartPolicy.Never) return PodPhase.FAILED;
            return PodPhase.RUNNING;
        }
        return PodPhase.PENDING;
    }

    /**
     * Whether a container whose postStart hook runs is on its first start. The kubelet is inside
     * startContainer until the hook returns, so the status getPhase reads is the one from before
     * this start (result.StatusReport shows the same): waiting on a first start, the run before,
     * terminated, on a restart.
     */
    private static boolean firstStartHooked(ContainerState c) {
        return c.restartCount() == 0 || c.lastState() == null;
    }

    /** Without startup ordering or shared fate there is no kubelet rule to follow: every member counts on its own. */
    private static PodPhase naivePhase(PodState pod, Platform platform) {
        if (platform.startupOrdering() && !initDone(pod)) return PodPhase.PENDING;
        int running = 0, waiting = 0, stopped = 0, succeeded = 0, restartable = 0;
        for (int i = 0, n = pod.containers().size(); i < n; i++) {
            ContainerState c = pod.containers().get(i);
            if (c.kind() != ContainerKind.APP && platform.startupOrdering()) continue;
            if (c.kind() == ContainerKind.SIDECAR) continue;
            if (c.isRunning()) running++;
            else if (c.isTerminated()) {
                stopped++;
                if (c.succeeded()) succeeded++;
            } else if (c.lastState() != null) stopped++;
            else if (!c.done()) waiting++;
            else stopped++;
            if (!c.done()) restartable++;
        }
        if (waiting > 0) return PodPhase.PENDING;
        if (running > 0) return PodPhase.RUNNING;
        if (stopped > 0) {
            if (restartable > 0 && pod.spec().restartPolicy() != RestartPolicy.Never) return PodPhase.RUNNING;
            if (stopped == succeeded) return PodPhase.SUCCEEDED;
            if (restartable > 0 && pod.spec().restartPolicy() == RestartPolicy.OnFailure) return PodPhase.RUNNING;
            return PodPhase.FAILED;
        }
        return PodPhase.PENDING;
    }

    /**
     * Ready when the pod is not terminal, has an app container, and every sidecar and app
     * container runs and is ready (status/generate.go). A pod being deleted stays ready while its
     * containers do: readiness probes keep running during termination.
     */
    public static boolean ready(PodState pod) {
        boolean ready = !pod.terminal();
        boolean anyApp = false;
        for (int i = 0, n = pod.containers().size(); i < n; i++) {
            ContainerState c = pod.containers().get(i);
            if (c.kind() == ContainerKind.INIT) continue;
            anyApp |= c.kind() == ContainerKind.APP;
            if (!(c.isRunning() && c.ready())) ready = false;
        }
        return ready && anyApp;
    }
}
