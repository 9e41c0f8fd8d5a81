package io.boundarylab.engine.cluster.node;

import io.boundarylab.engine.cluster.Platform;
import io.boundarylab.engine.cluster.state.ClusterState;
import io.boundarylab.engine.cluster.state.ContainerKind;
import io.boundarylab.engine.cluster.state.ContainerReason;
import io.boundarylab.engine.cluster.state.ContainerState;
import io.boundarylab.engine.cluster.state.NodeState;
import io.boundarylab.engine.cluster.state.PodState;
import io.boundarylab.engine.cluster.state.Rules;
import io.boundarylab.engine.scenario.RestartPolicy;
import io.boundarylab.engine.trace.EventType;
import io.boundarylab.engine.trace.TraceEvent;

import java.util.List;
import java.util.Set;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * A node that fails and comes back, on the node's side. Two ways to fail: {@link #failInstantly}
 * loses its pods at once (the behaviour before the control plane existed, kept as the
 * {@code instant} mode), and {@link #stop} only stops the node: its processes die, but nobody
 * reports it, so the API still shows its pods Running and Ready until the node lifecycle
 * controller notices (cluster.control.NodeLifecycleController). {@link #recover} is the kubelet
 * coming back: a pod the API deleted meanwhile is finished, every other pod starts again in a new
 * sandbox (after a reboot no sandbox survives, so computePodActions creates one).
 */
final class NodeFailure {
    private final ClusterState state;
    private final Platform platform;
    private final ContainerRuntime runtime;
    private final Function<NodeState, Set<PodState>> podsOn;
    private final BiConsumer<PodState, NodeState> failPodOnLostNode;
    private final Consumer<PodState> updateStatus;
    private final Consumer<PodState> sync;
    private final Consumer<PodState> delete;

    NodeFailure(ClusterState state, ContainerRuntime runtime, Function<NodeState, Set<PodState>> podsOn,
                BiConsumer<PodState, NodeState> failPodOnLostNode, Consumer<PodState> updateStatus, Consumer<PodState> sync,
                Consumer<PodState> delete) {
        this.state = state;
        this.platform = state.platform();
        this.runtime = runtime;
        this.podsOn = podsOn;
        this.failPodOnLostNode = failPodOnLostNode;
        this.updateStatus = updateStatus;
        this.sync = sync;
        this.delete = delete;
    }

    /** The instant mode: every container on the node is lost; pods whose members were all there fail (NodeLost). */
    void failInstantly(NodeState node) {
        if (!markFailed(node)) return;
        for (PodState pod : List.copyOf(podsOn.apply(node))) {
            if (pod.terminal()) continue;
            boolean touched = false;
            for (ContainerState c : pod.containers()) {
                if (c.node() != node || c.done()) continue;
                touched = true;
                runtime.lostWithNode(pod, c);
            }
            if (!touched) continue;
            if (platform.sharedFate() || pod.node() == node) failPodOnLostNode.accept(pod, node);
            else updateStatus.accept(pod);
        }
    }

    /**
     * The node stops: its processes die with it, silently (no kubelet is left to report), so
     * every status stays as it was last posted.
     */
    void stop(NodeState node) {
        if (!markFailed(node)) return;
        for (PodState pod : podsOn.apply(node)) {
            for (ContainerState c : pod.containers()) {
                if (c.node() != node) continue;
                ProcessRun run = runtime.process(c);
                if (run == null) continue;
                runtime.forget(c);
                run.kill();
            }
        }
    }

    private boolean markFailed(NodeState node) {
        if (node.failed()) return false;
        node.markFailed();
        state.publish(TraceEvent.of(EventType.NodeFailed).node(node.name()).message("Node " + node.name() + " failed").rule(Rules.NODE_FAILED));
        return true;
    }

    /**
     * The node is back and its kubelet syncs every pod bound to it: one the API deleted meanwhile
     * is stopped and removed; any other finds its containers gone (ContainerStatusUnknown) and
     * starts again in a new sandbox, as after a sandbox loss.
     */
    void recover(NodeState node) {
        if (!node.failed()) return;
        node.markRecovered();
        for (PodState pod : List.copyOf(podsOn.apply(node))) {
            if (pod.terminal()) continue;
            boolean lost = false;
            for (ContainerState c : pod.containers()) {
                if (c.node() != node || c.done()) continue;
                lost = true;
                if (c.isRunning()) c.markTerminated(137, ContainerReason.CONTAINER_STATUS_UNKNOWN, state.now());
            }
            if (pod.deletionRequested()) {
                delete.accept(pod);
                continue;
            }
            if (!lost) continue;
            // As after a sandbox loss (SandboxLoss): under Never nothing starts again and the phase
            // follows from how the containers ended; under OnFailure app containers that succeeded stay done.
            RestartPolicy policy = pod.spec().restartPolicy();
            if (policy != RestartPolicy.Never) {
                for (ContainerState c : pod.containers()) {
                    if (c.node() != node || c.done()) continue;
                    if (c.kind() == ContainerKind.APP && policy == RestartPolicy.OnFailure && c.succeeded()) continue;
                    c.awaitNewSandbox();
                }
                state.dropIdentities(pod);
            }
            sync.accept(pod);
        }
    }
}
