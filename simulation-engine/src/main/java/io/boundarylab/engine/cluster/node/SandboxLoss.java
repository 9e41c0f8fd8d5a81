package io.boundarylab.engine.cluster.node;

import io.boundarylab.engine.cluster.state.ClusterState;
import io.boundarylab.engine.cluster.state.ContainerKind;
import io.boundarylab.engine.cluster.state.ContainerState;
import io.boundarylab.engine.cluster.state.PodState;
import io.boundarylab.engine.cluster.state.Rules;
import io.boundarylab.engine.scenario.RestartPolicy;
import io.boundarylab.engine.trace.EventType;
import io.boundarylab.engine.trace.TraceEvent;

import java.util.ArrayList;
import java.util.List;

/**
 * A pod's sandbox dies (its network namespace, the pause container), as the kubelet's
 * computePodActions sees it (kuberuntime_manager.go, the {@code createPodSandbox} branch):
 * <ul>
 *   <li>Under restart policy Never, once any container of the pod has been created (the runtime
 *       holds a status for it), the kubelet creates no new sandbox: it kills the pod, and the phase
 *       follows from how its containers ended. No SandboxChanged event.</li>
 *   <li>Otherwise (another policy, or Never with no container created yet) it reports
 *       SandboxChanged, kills the pod (its grace period, sidecars last), re-creates the sandbox
 *       with a new IP and starts again from the first init container; app containers that
 *       succeeded under OnFailure stay done.</li>
 * </ul>
 * It decides and returns what follows; the agent carries it out.
 */
final class SandboxLoss {
    private final ClusterState state;
    private final PodTermination termination;
    private final CrashLoopBackOff backOff;

    SandboxLoss(ClusterState state, PodTermination termination, CrashLoopBackOff backOff) {
        this.state = state;
        this.termination = termination;
        this.backOff = backOff;
    }

    /**
     * Whether the kubelet re-creates the sandbox: not under Never once a container has been
     * created ({@code !shouldRestartOnFailure && attempt != 0 && len(ContainerStatuses) != 0}).
     */
    static boolean recreates(PodState pod) {
        if (pod.spec().restartPolicy() != RestartPolicy.Never) return true;
        for (ContainerState c : pod.containers()) if (c.hasEverStarted()) return false;
        return true;
    }

    /** Kills the pod whose sandbox died; returns what the agent does now if nothing was left running. */
    List<PodTermination.AfterStop> kill(PodState pod) {
        if (pod.terminal() || pod.deleting() || !pod.anyPlaced() || termination.stopping(pod)) return List.of();
        if (!recreates(pod)) {
            return termination.killPod(pod, pod.spec().terminationGracePeriodMs(), Rules.SANDBOX_NEVER, PodTermination.AfterStop.SETTLE_STATUS);
        }
        state.publish(pod, TraceEvent.of(EventType.SandboxChanged).pod(pod.name()).node(pod.node() == null ? null : pod.node().name())
                .message("Pod sandbox changed, it will be killed and re-created.").rule(Rules.SANDBOX));
        return termination.killPod(pod, pod.spec().terminationGracePeriodMs(), Rules.SANDBOX, PodTermination.AfterStop.RECREATE_SANDBOX);
    }

    /**
     * The new sandbox: every member not done for good waits for it, and the agent's next sync
     * starts them, but for those still in back-off ({@link CrashLoopBackOff#inBackOff}): the
     * restarts returned start them when their back-off is over.
     */
    List<DeferredAct.RestartDue> recreate(PodState pod) {
        if (pod.terminal() || pod.deleting()) return List.of();
        RestartPolicy policy = pod.spec().restartPolicy();
        state.dropIdentities(pod);
        List<DeferredAct.RestartDue> restarts = new ArrayList<>();
        for (ContainerState c : pod.containers()) {
            if (c.node() == null || c.node().failed()) continue;
            if (c.kind() == ContainerKind.APP && policy == RestartPolicy.OnFailure && c.succeeded()) continue;
            c.awaitNewSandbox();
            CrashLoopBackOff.Restart r = backOff.inBackOff(pod, c);
            if (r != null) restarts.add(new DeferredAct.RestartDue(pod, c, r));
        }
        return restarts;
    }
}
