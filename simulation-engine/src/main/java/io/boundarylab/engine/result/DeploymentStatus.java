package io.boundarylab.engine.result;

/**
 * A Deployment in the result (spec/workloads.md).
 *
 * @param replicas            the count it is asked for (spec.replicas)
 * @param updatedReplicas     active pods of the current template's ReplicaSet
 * @param readyReplicas       Ready pods over all its ReplicaSets
 * @param availableReplicas   pods Ready for minReadySeconds over all its ReplicaSets
 * @param unavailableReplicas replicas minus available, never below 0
 * @param revision            the current template's revision (1 for the first)
 */
public record DeploymentStatus(int replicas, int updatedReplicas, int readyReplicas, int availableReplicas, int unavailableReplicas,
                               int revision) {
}
