package io.boundarylab.engine.scenario;

/**
 * A pod volume: an {@code emptyDir} owned by the pod, or a {@code hostPath} on the node.
 *
 * @param name     volume name, referenced by the containers' mounts
 * @param hostPath the node path for a hostPath volume, null for an emptyDir
 */
public record VolumeSpec(String name, String hostPath) {
    public boolean isEmptyDir() {
        return hostPath == null;
    }
}
