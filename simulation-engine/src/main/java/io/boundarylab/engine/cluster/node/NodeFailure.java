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

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;

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
    /**
     * A pod that lost members with its node, for the agent to act on: {@code failPod}, the whole
     * pod fails (NodeLost); otherwise only its phase and readiness are worked out again.
     */
    record Lost(PodState pod, boolean failPod) {
    }

    /**
     * A pod on a node that came back, for the agent to act on: {@code deleted}, the API deleted it
     * meanwhile and the deletion is finished; otherwise it is synced (a new sandbox when due).
     */
    record Recovered(PodState pod, boolean deleted) {
    }

    private final ClusterState state;
    private final Platform platform;
    private final ContainerRuntime runtime;
    private final ContainerStarter starter;
    private final PodTermination termination;
    private final EvictionManager eviction;

    NodeFailure(ClusterState state, ContainerRuntime runtime, ContainerStarter starter, PodTermination termination, EvictionManager eviction) {
        this.state = state;
        this.platform = state.platform();
        this.runtime = runtime;
        this.starter = starter;
        this.termination = termination;
        this.eviction = eviction;
    }

    /** Whether the kubelet of the pod's node is down: it sees and does nothing until the node is back. */
    static boolean kubeletDown(PodState pod) {
        return pod.node() != null && pod.node().failed();
    }

    /**
     * The instant mode: every container on the node is lost; pods whose members were all there
     * fail (NodeLost). Returns the pods touched, in the order given.
     */
    List<Lost> failInstantly(NodeState node, Collection<PodState> podsOn) {
        if (!markFailed(node)) return List.of();
        List<Lost> lost = new ArrayList<>();
        for (PodState pod : List.copyOf(podsOn)) {
            if (pod.terminal()) continue;
            boolean touched = false;
            for (ContainerState c : pod.containers()) {
                if (c.node() != node || c.done()) continue;
                touched = true;
                runtime.lostWithNode(pod, c);
            }
            if (touched) lost.add(new Lost(pod, platform.sharedFate() || pod.node() == node));
        }
        return lost;
    }

    /**
     * The node stops: its processes die with it, silently (no kubelet is left to report), so
     * every status stays as it was last posted; what the kubelet was doing (preStop hooks, eviction
     * passes) ends with it, unreported.
     */
    void stop(NodeState node, Collection<PodState> podsOn) {
        if (!markFailed(node)) return;
        eviction.nodeStopped(node);
        for (PodState pod : podsOn) {
            termination.nodeStopped(pod, node);
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
     * starts again in a new sandbox, as after a sandbox loss ({@link SandboxLoss#recreates}).
     * Returns what the agent does for each pod, in the order given.
     */
    List<Recovered> recover(NodeState node, Collection<PodState> podsOn) {
        if (!node.failed()) return List.of();
        node.markRecovered();
        List<Recovered> recovered = new ArrayList<>();
        for (PodState pod : List.copyOf(podsOn)) {
            if (pod.terminal()) continue;
            starter.nodeBack(pod, node);
            boolean lost = false;
            for (ContainerState c : pod.containers()) {
                if (c.node() != node) continue;
                // Nothing survived the reboot: a container still shown running (even one being stopped) ended with the node.
                if (c.isRunning()) c.markTerminated(137, ContainerReason.CONTAINER_STATUS_UNKNOWN, state.now());
                if (c.done()) continue;
                lost = true;
                // The kubelet starts afresh: its back-off entries and image pulls lived in its memory.
                c.setBackoffMs(0);
                c.setPullPending(false);
            }
            if (pod.deletionRequested() || pod.deleting()) {
                recovered.add(new Recovered(pod, true));
                continue;
            }
            if (!lost) continue;
            // As after a sandbox loss (SandboxLoss): under Never, once a container was created, nothing
            // starts again and the phase follows from how the containers ended; under OnFailure app
            // containers that succeeded stay done.
            RestartPolicy policy = pod.spec().restartPolicy();
            if (SandboxLoss.recreates(pod)) {
                for (ContainerState c : pod.containers()) {
                    if (c.node() != node || c.done()) continue;
                    if (c.kind() == ContainerKind.APP && policy == RestartPolicy.OnFailure && c.succeeded()) continue;
                    c.awaitNewSandbox();
                }
                state.dropIdentities(pod);
            }
            recovered.add(new Recovered(pod, false));
        }
        return recovered;
    }
}
