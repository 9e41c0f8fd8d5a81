package io.boundarylab.engine.cluster.control;

import io.boundarylab.engine.cluster.state.NodeState;
import io.boundarylab.engine.cluster.state.PodState;

/** What the control plane asks of the nodes' side (the node agent and the scheduler). */
public interface NodeSide {
    /** The node fails: at once ({@code instant}), or it only stops and the node lifecycle notices. */
    void failNode(NodeState node, boolean instant);

    /** The node is back; its kubelet syncs its pods. */
    void recoverNode(NodeState node);

    /** A graceful delete of a pod, with its own grace period, carried out by its kubelet. */
    void deletePod(PodState pod);

    /** A controller made a pod: the scheduler queues it and runs this instant. */
    void podCreated(PodState pod);

    /** The pods with a member bound to the node, in binding order. */
    java.util.List<PodState> podsOn(NodeState node);
}
