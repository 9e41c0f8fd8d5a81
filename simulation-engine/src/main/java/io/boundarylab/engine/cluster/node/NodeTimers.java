package io.boundarylab.engine.cluster.node;

import io.boundarylab.engine.cluster.state.NodeState;
import io.boundarylab.engine.kernel.SimulationKernel;

/**
 * The node agent's timers, apart from its sync: a {@link DeferredAct} waits here for its time and
 * then goes back to the agent, as the kubelet's work queue hands a pod back to its worker. Like a
 * process's exit, the passing of time is something the agent is told, never a decision: what the
 * act means is decided when it comes back.
 */
final class NodeTimers {
    /** The agent, told of each act when its time has come. */
    interface Due {
        void due(DeferredAct act);
    }

    private final SimulationKernel kernel;
    private final Due agent;

    NodeTimers(SimulationKernel kernel, Due agent) {
        this.kernel = kernel;
        this.agent = agent;
    }

    /**
     * Hands {@code act} back to the agent {@code delayMs} from now (0: later in this instant),
     * unless the node it was made on has failed meanwhile: a stopped kubelet does nothing, and one
     * that comes back starts afresh (the kubelet's pod workers and back-off live in its memory).
     */
    void after(long delayMs, DeferredAct act) {
        NodeState node = act.node();
        if (node == null) {
            kernel.post(delayMs, () -> agent.due(act));
            return;
        }
        int incarnation = node.incarnation();
        kernel.post(delayMs, () -> {
            if (node.incarnation() == incarnation && !node.failed()) agent.due(act);
        });
    }
}
