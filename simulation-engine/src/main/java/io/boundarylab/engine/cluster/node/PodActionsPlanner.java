package io.boundarylab.engine.cluster.node;

import io.boundarylab.engine.cluster.Platform;
import io.boundarylab.engine.cluster.state.ContainerKind;
import io.boundarylab.engine.cluster.state.ContainerState;
import io.boundarylab.engine.cluster.state.PodState;
import io.boundarylab.engine.scenario.RestartPolicy;

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
 *   <li>Unless a postStart hook holds the pod, containers are started: under startup ordering
 *       the init containers as the kubelet's {@code computeInitContainerActions} lists them (see
 *       {@code planOrdered}), app containers never started yet once the pod has initialized;
 *       without ordering, every member never started yet, all at once.</li>
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

    /**
     * The kubelet's {@code computeInitContainerActions}, then the app containers once the pod has
     * initialized. The init containers are read backwards from the last one that has a status (a
     * container never started here has none), as the kubelet does: a regular init container that
     * succeeded lets the next one go, a sidecar that has started (its startup probe passed) lets
     * the next one go the first time, and a sidecar that exited, or is being killed for a failed
     * probe or a changed definition, is listed again. The pod has initialized when the last init
     * container succeeded or is a started sidecar, or an app container runs; otherwise no app
     * container starts. One init container starts per sync; the agent syncs again once it runs.
     *
     * <p>Where the engine differs: a container that exited is listed only once its back-off is
     * over (its restart is no longer pending), where the kubelet lists it every sync and its
     * start stops at the back-off (decision 0004). Kubernetes' {@code Created} and {@code Unknown}
     * container states have no counterpart.
     */
    private static void planOrdered(PodState pod, List<ContainerState> inits, List<ContainerState> apps) {
        List<ContainerState> initOnes = new ArrayList<>();
        for (ContainerState c : pod.containers()) if (c.kind() != ContainerKind.APP) initOnes.add(c);
        boolean initialized = false;
        for (ContainerState c : pod.containers()) {
            if (c.kind() == ContainerKind.APP && c.isRunning()) {
                initialized = true;
                break;
            }
        }
        boolean previouslyInitialized = initialized;
        List<ContainerState> listed = new ArrayList<>();
        for (int i = initOnes.size() - 1; i >= 0; i--) {
            ContainerState c = initOnes.get(i);
            boolean sidecar = c.kind() == ContainerKind.SIDECAR;
            boolean last = i == initOnes.size() - 1;
            if (!hasStatus(c)) {
                // Its status is gone although the pod got past it: a sidecar starts again.
                if (previouslyInitialized && sidecar) listed.add(c);
                continue;
            }
            if (previouslyInitialized && !sidecar) continue; // only sidecars are kept running after
            if (c.isRunning()) {
                if (sidecar) {
                    if (c.spec().startupProbe() != null && !c.started()) {
                        // Startup not yet passed: wait; a failed startup probe kills and restarts it.
                        if ("startup".equals(c.failedProbe())) listed.add(c);
                    } else {
                        if (last) initialized = true;
                        else if (!previouslyInitialized) listed.add(initOnes.get(i + 1));
                        if (c.definitionChanged() || "liveness".equals(c.failedProbe())) listed.add(c);
                    }
                }
                // A regular init container that runs: wait for it to finish.
            } else if (sidecar) {
                listed.add(c);
            } else if (!c.succeeded()) {
                // Failed: restarted unless the policy is Never (then the pod failed when it exited).
                if (pod.spec().restartPolicy() == RestartPolicy.Never) return;
                listed.add(c);
            } else if (last) {
                initialized = true;
            } else {
                listed.add(initOnes.get(i + 1));
            }
            previouslyInitialized = true;
        }
        if (!previouslyInitialized && !initOnes.isEmpty()) listed.add(initOnes.get(0));
        // Spec order, as the kubelet reverses its list; each once.
        for (ContainerState c : initOnes) if (listed.contains(c) && (c.isRunning() || due(c))) inits.add(c);
        if (!initialized && !initOnes.isEmpty()) return;
        for (ContainerState c : pod.containers()) if (c.kind() == ContainerKind.APP && startable(c)) apps.add(c);
    }

    /** Whether the kubelet would find a status for it: it ran in the current sandbox. */
    private static boolean hasStatus(ContainerState c) {
        return c.node() != null && c.hasEverStarted() && !c.sandboxRestart();
    }

    /** Placed, not stopped for good, not waiting for a restart or an image pull. */
    private static boolean due(ContainerState c) {
        return c.node() != null && !c.done() && !c.restartPending() && !c.pullPending();
    }

    /** Placed, never started, not stopped for good and not waiting for a restart or an image pull. */
    private static boolean startable(ContainerState c) {
        return c.node() != null && (!c.hasEverStarted() || c.sandboxRestart()) && !c.done() && !c.restartPending() && !c.pullPending();
    }
}
