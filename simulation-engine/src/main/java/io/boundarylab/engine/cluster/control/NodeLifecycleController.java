package io.boundarylab.engine.cluster.control;

import io.boundarylab.engine.cluster.state.ClusterState;
import io.boundarylab.engine.cluster.state.ContainerState;
import io.boundarylab.engine.cluster.state.NodeState;
import io.boundarylab.engine.cluster.state.PodState;
import io.boundarylab.engine.kernel.ScheduledAction;
import io.boundarylab.engine.result.NodeStatus;
import io.boundarylab.engine.scenario.ControlPlaneConfig;
import io.boundarylab.engine.trace.EventType;
import io.boundarylab.engine.trace.TraceEvent;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The node lifecycle controller and the taint eviction controller (kube-controller-manager:
 * pkg/controller/nodelifecycle/node_lifecycle_controller.go, pkg/controller/tainteviction).
 * A node that stops posting its status is noticed {@code nodeMonitorGracePeriod} later: its Ready
 * condition becomes Unknown (NodeNotReady), it gets the {@code node.kubernetes.io/unreachable:NoExecute}
 * taint, and its pods are marked not Ready (MarkPodsNotReady) but stay bound and Running in the API.
 * Every pod tolerates that taint for {@code defaultTolerationSeconds} (the DefaultTolerationSeconds
 * admission plugin); then the taint manager deletes it (TaintManagerEviction), and a controller
 * replaces it. A node that comes back first (NodeReady) loses its taint and the waiting
 * evictions are cancelled. The monitor is continuous here: Kubernetes looks every
 * nodeMonitorPeriod (5 s) and the kubelet posts every 10 s, which moves the instant by a few seconds.
 */
public final class NodeLifecycleController {
    static final String UNREACHABLE_NO_EXECUTE = "node.kubernetes.io/unreachable:NoExecute";
    /** The taint manager's words, written from the event when read; the number is the toleration in seconds. */
    private static final TraceEvent.Text NOT_READY_NODE_UNKNOWN = e -> "Pod " + e.pod() + " is not ready: its node " + e.node()
            + " is Unknown";
    private static final TraceEvent.Text MARKING_FOR_DELETION = e -> "Marking for deletion Pod default/" + e.pod()
            + " (it tolerated " + UNREACHABLE_NO_EXECUTE + " for " + e.textNumber() + "s)";
    private final ClusterState state;
    private final ControlPlaneConfig config;
    private final NodeSide nodes;
    /** Only looked up, never iterated. */
    private final Map<NodeState, ScheduledAction> monitors = new IdentityHashMap<>();
    /** Pods waiting for their toleration to run out, in the order they were tainted. */
    private final Map<PodState, ScheduledAction> evictions = new LinkedHashMap<>();
    private final Map<String, NodeStatus> statuses = new LinkedHashMap<>();

    NodeLifecycleController(ClusterState state, ControlPlaneConfig config, NodeSide nodes) {
        this.state = state;
        this.config = config;
        this.nodes = nodes;
        for (NodeState n : state.nodes()) statuses.put(n.name(), NodeStatus.READY);
    }

    /** Scenario action {@code failNode}: the node stops (or, in the instant mode, its pods are lost at once). */
    public void failNode(NodeState node) {
        if (node.failed()) return;
        boolean instant = config.nodeFailure() == ControlPlaneConfig.NodeFailureMode.instant;
        nodes.failNode(node, instant);
        if (instant) {
            // Nothing posts the node's status any more; the instant mode publishes no lifecycle events.
            statuses.put(node.name(), new NodeStatus("Unknown", List.of()));
            state.requestScheduling();
            return;
        }
        monitors.put(node, state.kernel().schedule(config.nodeMonitorGracePeriodMs(), () -> markUnknown(node)));
    }

    private void markUnknown(NodeState node) {
        monitors.remove(node);
        statuses.put(node.name(), new NodeStatus("Unknown", List.of(UNREACHABLE_NO_EXECUTE)));
        state.publish(TraceEvent.of(EventType.NodeNotReady).node(node.name())
                .message("Node " + node.name() + " status is now: NodeNotReady (Ready Unknown: no status for "
                        + config.nodeMonitorGracePeriodMs() / 1000 + "s); taint " + UNREACHABLE_NO_EXECUTE)
                .rule(ControlRules.NODE_MONITOR));
        long tolerationMs = config.defaultTolerationSeconds() * 1000;
        for (PodState pod : podsOn(node)) {
            if (pod.wasReady()) {
                for (ContainerState c : pod.containers()) c.setReady(false);
                pod.setWasReady(false);
                state.publish(pod, TraceEvent.of(EventType.NotReady).pod(pod.name()).node(node.name())
                        .message(NOT_READY_NODE_UNKNOWN)
                        .rule(ControlRules.NODE_MONITOR));
            }
            evictions.put(pod, state.kernel().schedule(tolerationMs, () -> evict(pod, node)));
        }
    }

    private void evict(PodState pod, NodeState node) {
        evictions.remove(pod);
        if (pod.terminal() || pod.deleting() || pod.deletionRequested()) return;
        pod.markDeletionRequested();
        state.publish(pod, TraceEvent.of(EventType.TaintManagerEviction).pod(pod.name()).node(node.name()).owner(pod.owner())
                .message(MARKING_FOR_DELETION, null, config.defaultTolerationSeconds())
                .rule(ControlRules.TAINT_EVICTION));
    }

    /** Scenario action {@code recoverNode}: the node posts its status again, then its kubelet syncs its pods. */
    public void recoverNode(NodeState node) {
        if (!node.failed()) return;
        ScheduledAction monitor = monitors.remove(node);
        if (monitor != null) monitor.cancel();
        boolean wasUnknown = !statuses.get(node.name()).ready().equals("True");
        int cancelled = 0;
        for (PodState pod : podsOn(node)) {
            ScheduledAction e = evictions.remove(pod);
            if (e != null) {
                e.cancel();
                cancelled++;
            }
        }
        statuses.put(node.name(), NodeStatus.READY);
        if (wasUnknown) {
            state.publish(TraceEvent.of(EventType.NodeReady).node(node.name())
                    .message("Node " + node.name() + " status is now: NodeReady; taint removed"
                            + (cancelled == 0 ? "" : ", " + cancelled + " pending eviction" + (cancelled == 1 ? "" : "s") + " cancelled"))
                    .rule(ControlRules.NODE_BACK));
        }
        nodes.recoverNode(node);
        state.requestScheduling();
    }

    /** The pods bound to a node that are still there for the API (not terminal), in binding order. */
    private List<PodState> podsOn(NodeState node) {
        List<PodState> out = new ArrayList<>();
        for (PodState p : nodes.podsOn(node)) if (!p.terminal() && !p.deleted()) out.add(p);
        return out;
    }

    /** Each node's Ready condition and taints, in the scenario's order. */
    public Map<String, NodeStatus> statuses() {
        return new LinkedHashMap<>(statuses);
    }
}
