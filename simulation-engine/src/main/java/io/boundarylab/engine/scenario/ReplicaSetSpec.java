package io.boundarylab.engine.scenario;

import java.util.Objects;

/**
 * An apps/v1 ReplicaSet: keep {@code replicas} pods matching the selector, made from the template.
 *
 * @param template the pod template; its name is the ReplicaSet's (pods get {@code NAME-xxxxx})
 */
public record ReplicaSetSpec(String name, int replicas, LabelSelector selector, PodSpec template) {

    public ReplicaSetSpec {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(selector, "selector");
        Objects.requireNonNull(template, "template");
        if (replicas < 0) throw new IllegalArgumentException("replicas is negative");
    }
}
