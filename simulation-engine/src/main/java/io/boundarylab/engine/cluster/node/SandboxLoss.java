package io.boundarylab.engine.cluster.node;

import io.boundarylab.engine.cluster.state.ClusterState;
import io.boundarylab.engine.cluster.state.ContainerKind;
import io.boundarylab.engine.cluster.state.ContainerState;
import io.boundarylab.engine.cluster.state.PodState;
import io.boundarylab.engine.cluster.state.Rules;
import io.boundarylab.engine.scenario.RestartPolicy;
import io.boundarylab.engine.trace.EventType;
import io.boundarylab.engine.trace.TraceEvent;

import java.util.function.Consumer;

/**
 * A pod's sandbox dies (its network namespace, the pause container): the kubelet's
 * computePodActions sees the sandbox changed, kills the pod (its grace period, sidecars last) and
 * re-creates the sandbox with a new IP, then starts again from the first init container; app
 * containers that succeeded under OnFailure stay done, and under Never nothing starts again
 * (kuberuntime_manager.go, computePodActions, "createPodSandbox").
 */
final class SandboxLoss {
    private final ClusterState state;
    private final PodTermination termination;
    private final Consumer<PodState> sync;

    SandboxLoss(ClusterState state, PodTermination termination, Consumer<PodState> sync) {
        this.state = state;
        this.termination = termination;
        this.sync = sync;
    }

    void kill(PodState pod) {
        if (pod.terminal() || pod.deleting() || !pod.anyPlaced() || termination.stopping(pod)) return;
        state.publish(pod, TraceEvent.of(EventType.SandboxChanged).pod(pod.name()).node(pod.node() == null ? null : pod.node().name())
                .message("Pod sandbox changed, it will be killed and re-created.").rule(Rules.SANDBOX));
        termination.killPod(pod, pod.spec().terminationGracePeriodMs(), Rules.SANDBOX, () -> recreate(pod));
    }

    private void recreate(PodState pod) {
        if (pod.terminal() || pod.deleting()) return;
        RestartPolicy policy = pod.spec().restartPolicy();
        if (policy != RestartPolicy.Never) {
            state.dropIdentities(pod);
            for (ContainerState c : pod.containers()) {
                if (c.node() == null || c.node().failed()) continue;
                if (c.kind() == ContainerKind.APP && policy == RestartPolicy.OnFailure && c.succeeded()) continue;
                c.awaitNewSandbox();
            }
        }
        // Under Never every member stays done: the phase follows from how they ended.
        sync.accept(pod);
    }
}
