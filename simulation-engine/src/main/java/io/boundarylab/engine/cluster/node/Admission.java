package io.boundarylab.engine.cluster.node;

import io.boundarylab.engine.cluster.state.NodeState;
import io.boundarylab.engine.cluster.state.PodReason;
import io.boundarylab.engine.cluster.state.PodState;
import io.boundarylab.engine.scenario.Resources;

import java.util.Optional;

/**
 * The kubelet's admission of a pod bound by {@code spec.nodeName}, which no scheduler checked
 * (pkg/kubelet/lifecycle/predicate.go, rejectPod): a pod that does not fit is rejected with
 * {@code OutOfpods}, {@code OutOfcpu} or {@code OutOfmemory}, the first resource that fails.
 * A pure check; the node agent fails the pod.
 */
final class Admission {
    private Admission() {
    }

    /**
     * Why the kubelet rejects the pod.
     *
     * @param resource  {@code pods}, {@code cpu} or {@code memory}
     * @param requested what the pod asks for
     * @param used      what the node's other pods hold
     * @param capacity  the node's allocatable (or max pods)
     */
    record Rejection(String resource, long requested, long used, long capacity) {
        PodReason reason() {
            return switch (resource) {
                case "pods" -> PodReason.OUT_OF_PODS;
                case "cpu" -> PodReason.OUT_OF_CPU;
                default -> PodReason.OUT_OF_MEMORY;
            };
        }

        String message() {
            return "Pod was rejected: Node didn't have enough resource: " + resource
                    + ", requested: " + requested + ", used: " + used + ", capacity: " + capacity;
        }
    }

    /** The rejection of a pod the node's counters already hold, or empty when it fits. */
    static Optional<Rejection> check(PodState pod, NodeState node) {
        Resources request = pod.spec().effectiveRequests();
        Resources allocatable = node.spec().allocatable();
        if (node.units() > node.spec().maxPods()) {
            return Optional.of(new Rejection("pods", 1, node.units() - 1, node.spec().maxPods()));
        }
        if (request.cpu() > 0 && node.cpuRequestedMilli() > allocatable.cpu()) {
            return Optional.of(new Rejection("cpu", request.cpu(), node.cpuRequestedMilli() - request.cpu(), allocatable.cpu()));
        }
        if (request.memory() > 0 && node.memoryRequestedBytes() > allocatable.memory()) {
            return Optional.of(new Rejection("memory", request.memory(), node.memoryRequestedBytes() - request.memory(), allocatable.memory()));
        }
        return Optional.empty();
    }
}
