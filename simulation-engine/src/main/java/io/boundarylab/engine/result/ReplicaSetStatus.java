package io.boundarylab.engine.result;

import java.util.List;

/**
 * A ReplicaSet in the result (spec/workloads.md).
 *
 * @param replicas          the count it is asked for (spec.replicas)
 * @param currentReplicas   its active pods (status.replicas)
 * @param readyReplicas     those that are Ready
 * @param availableReplicas those Ready for at least minReadySeconds
 * @param pods              the active pods' names, sorted
 */
public record ReplicaSetStatus(int replicas, int currentReplicas, int readyReplicas, int availableReplicas, List<String> pods) {
    public ReplicaSetStatus {
        pods = List.copyOf(pods);
    }
}
