package io.boundarylab.engine.result;

/**
 * A container's status at the end of a run, as Kubernetes reports it.
 *
 * @param kind  init, sidecar or app
 * @param state waiting, running or terminated
 * @param reason PodInitializing, CrashLoopBackOff, Completed, Error, OOMKilled, ContainerCreating …
 * @param lastState the previous termination (state, reason, exit code), or null
 * @param oomScoreAdj the kernel OOM score adjustment the kubelet gives it ({@link OomScore}), or null when never placed
 */
public record ContainerStatus(String kind, String node, String ip, String state, String reason, Integer exitCode,
                              int restartCount, int timesStarted, boolean ready, boolean started, LastState lastState,
                              Integer oomScoreAdj) {

    /** A previous termination. */
    public record LastState(String state, String reason, Integer exitCode) {
    }
}
