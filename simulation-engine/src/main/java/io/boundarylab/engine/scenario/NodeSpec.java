package io.boundarylab.engine.scenario;

/**
 * A node of the simulated cluster.
 *
 * @param name                 node name
 * @param allocatable          cpu and memory the scheduler may hand out
 * @param maxPods              pods the node accepts (Kubernetes' default is 110)
 * @param evictionHardMemoryBytes the kubelet evicts when memory.available falls below this
 */
public record NodeSpec(String name, Resources allocatable, int maxPods, long evictionHardMemoryBytes) {
}
