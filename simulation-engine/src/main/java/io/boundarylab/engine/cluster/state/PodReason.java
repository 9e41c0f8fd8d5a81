package io.boundarylab.engine.cluster.state;

/** The reasons Kubernetes gives in a pod's status ({@code status.reason}) when it fails it. */
public enum PodReason {
    EVICTED("Evicted"),
    NODE_LOST("NodeLost"),
    DEADLINE_EXCEEDED("DeadlineExceeded"),
    OUT_OF_PODS("OutOfpods"),
    OUT_OF_CPU("OutOfcpu"),
    OUT_OF_MEMORY("OutOfmemory");

    private final String kubernetesName;

    PodReason(String kubernetesName) {
        this.kubernetesName = kubernetesName;
    }

    public String kubernetesName() {
        return kubernetesName;
    }

    @Override
    public String toString() {
        return kubernetesName;
    }
}
