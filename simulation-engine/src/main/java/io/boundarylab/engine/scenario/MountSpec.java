package io.boundarylab.engine.scenario;

/** A container's mount of a pod volume at a path. */
public record MountSpec(String name, String mountPath) {
}
