package io.boundarylab.engine.cluster.state;

/**
 * Kubernetes' pod phases (core/v1 PodPhase), with the names the trace writes. {@link #UNKNOWN} is
 * Kubernetes' own phase for a pod whose state cannot be obtained; the engine never sets it, and
 * readers of a trace use it for a name they do not know.
 */
public enum PodPhase {
    PENDING("Pending"), RUNNING("Running"), SUCCEEDED("Succeeded"), FAILED("Failed"), UNKNOWN("Unknown");

    private final String kubernetesName;

    PodPhase(String kubernetesName) {
        this.kubernetesName = kubernetesName;
    }

    /** The phase as Kubernetes and the trace write it. */
    public String kubernetesName() {
        return kubernetesName;
    }

    /** The phase a trace names; {@link #UNKNOWN} for null or anything else. */
    public static PodPhase of(String name) {
        for (PodPhase p : values()) {
            if (p.kubernetesName.equals(name)) return p;
        }
        return UNKNOWN;
    }

    /** Succeeded or Failed: nothing in the pod will run again. */
    public boolean terminal() {
        return this == SUCCEEDED || this == FAILED;
    }

    @Override
    public String toString() {
        return kubernetesName;
    }
}
