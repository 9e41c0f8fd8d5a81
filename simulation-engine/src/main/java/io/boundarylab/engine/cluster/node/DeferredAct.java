package io.boundarylab.engine.cluster.node;

import io.boundarylab.engine.cluster.state.ContainerState;
import io.boundarylab.engine.cluster.state.NodeState;
import io.boundarylab.engine.cluster.state.PodState;

/**
 * Something the node agent is to do later, naming the pod (and the container or node) it was
 * made for, as the kubelet's work queue hands a pod back to its worker after a delay. The agent
 * makes each one and {@link NodeTimers} hands it back when its time has come.
 */
sealed interface DeferredAct {
    /**
     * The node whose kubelet made the act: if that node has failed since, even if it is back, the
     * act is dropped ({@link NodeState#incarnation}). Null for an act of the API, which outlives a
     * node's failure.
     */
    NodeState node();

    /** The first sync of a pod just bound to the node. */
    record Sync(PodState pod, NodeState node) implements DeferredAct {
    }

    /**
     * The pod's activeDeadlineSeconds have passed since it started: a deadline on the pod's
     * startTime, which a node failure does not move.
     */
    record DeadlineDue(PodState pod) implements DeferredAct {
        @Override public NodeState node() { return null; }
    }

    /** A failed image pull may be tried again. */
    record PullRetry(PodState pod, ContainerState container) implements DeferredAct {
        @Override public NodeState node() { return container.node(); }
    }

    /** A postStart hook's time is over. */
    record HookEnds(PodState pod, ContainerState container, ContainerStarter.Start start) implements DeferredAct {
        @Override public NodeState node() { return container.node(); }
    }

    /** An exited container's restart: at once, or when its back-off is over. */
    record RestartDue(PodState pod, ContainerState container, CrashLoopBackOff.Restart restart) implements DeferredAct {
        @Override public NodeState node() { return container.node(); }
    }

    /** The eviction manager's next look at a node under memory pressure. */
    record EvictionPass(NodeState node) implements DeferredAct {
    }

    /** The eviction manager's check that what it evicted {@code evictedAtMs} has stopped. */
    record CleanupCheck(NodeState node, EvictionManager.Victim victim, long evictedAtMs) implements DeferredAct {
    }
}
