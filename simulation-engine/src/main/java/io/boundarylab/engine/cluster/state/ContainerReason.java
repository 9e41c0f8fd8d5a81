package io.boundarylab.engine.cluster.state;

/**
 * The reasons Kubernetes gives in a container's status ({@code state.waiting.reason},
 * {@code state.terminated.reason}), with the names the status and the trace write.
 */
public enum ContainerReason {
    /** Waiting: not created yet. */
    CONTAINER_CREATING("ContainerCreating"),
    /** Waiting: an app container whose init containers are not through. */
    POD_INITIALIZING("PodInitializing"),
    /** Waiting: the last pull of its image failed. */
    ERR_IMAGE_PULL("ErrImagePull"),
    /** Waiting: the next pull of its image waits for the image back-off. */
    IMAGE_PULL_BACK_OFF("ImagePullBackOff"),
    /** Waiting: restarted after a back-off. */
    CRASH_LOOP_BACK_OFF("CrashLoopBackOff"),
    /** Terminated with exit code 0. */
    COMPLETED("Completed"),
    /** Terminated with a non-zero exit code. */
    ERROR("Error"),
    /** Terminated by the kernel for using more memory than its limit. */
    OOM_KILLED("OOMKilled"),
    /** Terminated, as the status manager reports a container whose end was never observed. */
    CONTAINER_STATUS_UNKNOWN("ContainerStatusUnknown");

    private final String kubernetesName;

    ContainerReason(String kubernetesName) {
        this.kubernetesName = kubernetesName;
    }

    public String kubernetesName() {
        return kubernetesName;
    }

    /** Completed for exit code 0, else Error: how a process that ends by itself is reported. */
    public static ContainerReason ofExitCode(int exitCode) {
        return exitCode == 0 ? COMPLETED : ERROR;
    }

    @Override
    public String toString() {
        return kubernetesName;
    }
}
