package io.boundarylab.engine.scenario;

/** Kubernetes' pod restart policy. */
public enum RestartPolicy {
    Always, OnFailure, Never;

    /** Whether a container that exited with this code is restarted under this policy. */
    public boolean restarts(int exitCode) {
        return this == Always || (this == OnFailure && exitCode != 0);
    }
}
