package io.boundarylab.engine.result;

import java.util.List;

/**
 * A node as the API shows it: its Ready condition and its taints.
 *
 * @param ready  {@code True}, or {@code Unknown} once the node lifecycle controller found it silent
 * @param taints as kubectl writes them, {@code KEY:EFFECT}
 */
public record NodeStatus(String ready, List<String> taints) {
    public static final NodeStatus READY = new NodeStatus("True", List.of());

    public NodeStatus {
        taints = List.copyOf(taints);
    }
}
