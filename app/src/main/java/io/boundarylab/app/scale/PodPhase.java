package io.boundarylab.app.scale;

/** Kubernetes' pod phases, as the at-scale view counts them. */
public enum PodPhase {
    PENDING("Pending"), RUNNING("Running"), SUCCEEDED("Succeeded"), FAILED("Failed"), UNKNOWN("Unknown");

    private final String kubernetesName;

    PodPhase(String kubernetesName) {
        this.kubernetesName = kubernetesName;
    }

    /** The phase as a trace event writes it. */
    public String kubernetesName() {
        return kubernetesName;
    }

    /** The phase a trace event names; {@link #UNKNOWN} for anything else. */
    public static PodPhase of(String name) {
        for (PodPhase p : values()) {
            if (p.kubernetesName.equals(name)) {
                return p;
            }
        }
        return UNKNOWN;
    }

    public boolean terminal() {
        return this == SUCCEEDED || this == FAILED;
    }
}
