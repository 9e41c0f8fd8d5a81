package io.boundarylab.engine.cluster.node;

import io.boundarylab.engine.cluster.Platform;
import io.boundarylab.engine.cluster.state.ContainerKind;
import io.boundarylab.engine.cluster.state.ContainerState;
import io.boundarylab.engine.cluster.state.PodState;

import java.util.ArrayList;
import java.util.List;

/**
 * Turns a pod's observed state into the actions to take, as the kubelet's
 * {@code computePodActions} does (pkg/kubelet/kuberuntime/kuberuntime_manager.go). A pure
 * function: it reads the pod and the platform and changes nothing; {@link NodeAgent#sync}
 * carries the plan out.
 *
 * <p>The rules, in the order they are tried:
 * <ol>
 *   <li>A pod that is terminal, being deleted or already stopping needs nothing.</li>
 *   <li>Under the kubelet's rules, a pod none of whose app containers will run again is killed
 *       ({@link KillReason#APP_CONTAINERS_DONE}): its native sidecars stop, last.</li>
 *   <li>A running container whose definition changed is killed ({@link KillReason#DEFINITION_CHANGED});
 *       one that failed its liveness or startup probe is killed with the probe's grace period.</li>
 *   <li>Unless a postStart hook holds the pod, containers never started yet are started: under
 *       startup ordering the init containers one at a time (a native sidecar lets the next one go
 *       once it has started, and goes on letting it go when it exits later), app containers after
 *       all of them; without ordering, all at once.</li>
 * </ol>
 */
public final class PodActionsPlanner {
    private PodActionsPlanner() {
    }

    /**
     * The plan for a pod.
     *
     * @param hookHolds a postStart hook is running: SyncPod runs it inline, so nothing else starts
     * @param stopping  a termination of the whole pod is already under way
     */
    public static PodActions plan(PodState pod, Platform platform, boolean hookHolds, boolean stopping) {
        if (pod.terminal() || pod.deleting() || stopping) return PodActions.NOTHING;
        KillReason killPod = podKill(pod, platform);
        if (killPod != null) return PodActions.killPod(killPod);
        List<PodActions.ContainerToKill> kills = containersToKill(pod);
        if (hookHolds) return new PodActions(null, kills, null, List.of(), List.of());
        List<ContainerState> inits = new ArrayList<>();
        List<ContainerState> apps = new ArrayList<>();
        if (platform.startupOrdering()) {
            planOrdered(pod, inits, apps);
        } else {
            for (ContainerState c : pod.containers()) if (startable(c)) (c.kind() == ContainerKind.APP ? apps : inits).add(c);
        }
        // Most syncs find nothing to do: the shared empty plan then costs no copies.
        if (kills.isEmpty() && inits.isEmpty() && apps.isEmpty()) return PodActions.NOTHING;
        ContainerState nextInit = null;
        for (ContainerState c : inits) if (c.kind() == ContainerKind.INIT) nextInit = c;
        return new PodActions(null, kills, nextInit, inits, apps);
    }

    /**
     * Whether the whole pod must be stopped now, the kubelet's {@code KillPod}: under its rules,
     * when no app container will run again and the phase is not yet terminal, the native
     * sidecars are stopped, last, and the phase follows from the app containers' exits.
     */
    public static KillReason podKill(PodState pod, Platform platform) {
        if (PodPhaseRules.kubeletRules(platform) && PodPhaseRules.appsDoneForGood(pod)
                && !PodPhaseRules.phase(pod, platform, false).terminal()) {
            return KillReason.APP_CONTAINERS_DONE;
        }
        return null;
    }

    private static List<PodActions.ContainerToKill> containersToKill(PodState pod) {
        List<PodActions.ContainerToKill> kills = null; // made for the first kill: most plans have none
        long podGraceMs = pod.spec().terminationGracePeriodMs();
        for (ContainerState c : pod.containers()) {
            if (!c.isRunning() || c.terminating()) continue;
            if (c.definitionChanged()) {
                if (kills == null) kills = new ArrayList<>(2);
                kills.add(new PodActions.ContainerToKill(c, KillReason.DEFINITION_CHANGED, podGraceMs));
            } else if (c.failedProbe() != null) {
                // setTerminationGracePeriod: the probe's own grace period wins over the pod's.
                long grace = c.failedProbeGraceMs() != null ? c.failedProbeGraceMs() : podGraceMs;
                KillReason why = c.failedProbe().equals("startup") ? KillReason.STARTUP_PROBE_FAILED : KillReason.LIVENESS_PROBE_FAILED;
                if (kills == null) kills = new ArrayList<>(2);
                kills.add(new PodActions.ContainerToKill(c, why, grace));
            }
        }
        return kills == null ? List.of() : kills;
    }

    /** Init containers in turn, then the app containers once every one of them is through. */
    private static void planOrdered(PodState pod, List<ContainerState> inits, List<ContainerState> apps) {
        for (ContainerState c : pod.containers()) {
            if (c.kind() == ContainerKind.APP) {
                if (startable(c)) apps.add(c);
                continue;
            }
            if (c.node() == null) return;
            if (c.kind() == ContainerKind.SIDECAR) {
                // The next init container waits until the sidecar has started (its startup probe
                // passed). Once it has, initialization goes on whatever it does next: it is
                // restarted with back-off like any sidecar (computeInitContainerActions walks back
                // from the last init container, so a finished one after it initialises the pod).
                if (c.startedOnce()) continue;
                if (c.isRunning()) return;
                if (startable(c)) {
                    inits.add(c);
                    // Without a startup probe it has started once it runs; with one, wait for it.
                    if (c.spec().startupProbe() == null) continue;
                }
                return;
            }
            if (c.succeeded()) continue;
            if (startable(c)) inits.add(c);
            return; // running, in back-off or just planned: nothing after it may start
        }
    }

    /** Placed, never started, not stopped for good and not waiting for a restart or an image pull. */
    private static boolean startable(ContainerState c) {
        return c.node() != null && (!c.hasEverStarted() || c.sandboxRestart()) && !c.done() && !c.restartPending() && !c.pullPending();
    }
}
