package io.boundarylab.engine.scenario;

import java.util.List;
import java.util.Objects;

/**
 * What a scenario declares above its pods (see the workloads contract, spec/workloads.md): the
 * control plane's settings, the ReplicaSets and the Deployments.
 */
public record Workloads(ControlPlaneConfig controlPlane, List<ReplicaSetSpec> replicaSets, List<DeploymentSpec> deployments) {

    /** No workloads, and the instant node loss: what a scenario built in code without them gets. */
    public static final Workloads NONE = new Workloads(ControlPlaneConfig.INSTANT, List.of(), List.of());

    public Workloads {
        Objects.requireNonNull(controlPlane, "controlPlane");
        replicaSets = List.copyOf(replicaSets);
        deployments = List.copyOf(deployments);
    }

    public Workloads withControlPlane(ControlPlaneConfig c) {
        return new Workloads(c, replicaSets, deployments);
    }

    public boolean any() {
        return !replicaSets.isEmpty() || !deployments.isEmpty();
    }
}
