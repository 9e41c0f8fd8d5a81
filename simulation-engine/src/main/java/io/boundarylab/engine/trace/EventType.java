package io.boundarylab.engine.trace;

/**
 * What a trace event records. Kubernetes' own words where Kubernetes has one (the reasons its
 * events and container statuses use), the engine's own for what the episodes observe.
 */
public enum EventType {
    Scheduled, FailedScheduling, Created, Started, Exited, Killing, BackOff, Unhealthy, Ready, NotReady,
    OOMKilled, Evicted, Preempted, PodPhase, NodeFailed, PodDeleted,
    PortBound, BindFailed, Connected, ConnectionRefused, FileWritten, FileMissing, LinesShipped, Throttled,
    /** A member mounted a volume; {@code volume} names the instance it sees, so sharing is visible. */
    VolumeMounted,
    /** The kubelet began pulling a container's image (only for images whose pulls can fail: {@code x-sim.pullFailures}). */
    Pulling,
    /** The image was pulled. */
    Pulled,
    /** A pull failed ({@code reason: ErrImagePull}); the next waits for the image back-off. */
    Failed,
    /** The pod's sandbox (its network namespace) died; the kubelet kills the pod's containers and re-creates it. */
    SandboxChanged,
    /** A container's postStart hook began (right after the container started). */
    PostStartStarted,
    /** A postStart hook ended; {@code outcome} is completed, failed or cutOff (the container ended first). */
    PostStartFinished,
    /** A container's preStop hook began (at the start of its termination). */
    PreStopStarted,
    /** A preStop hook ended; {@code outcome} is completed, failed or cutOff (the grace period ran out first). */
    PreStopFinished,
    /** A Service's ready endpoints changed; {@code service} names it, {@code endpoints} lists them (pod and IP). */
    EndpointsChanged,
    /** A request was answered; {@code data} is the version served. Sampled: the result counts every request. */
    RequestServed,
    /** A request was refused (no ready endpoint, nothing listening, the pod gone). Sampled. */
    RequestRefused,
    /** A request got no answer (its endpoint is on a failed node). Sampled. */
    RequestTimedOut,
    // ---- the control plane (spec/workloads.md) ----
    /** A ReplicaSet made a pod ({@code pod}; {@code owner} is {@code replicaset/NAME}). */
    SuccessfulCreate,
    /** A ReplicaSet deleted a pod ({@code pod}; {@code owner} is {@code replicaset/NAME}). */
    SuccessfulDelete,
    /** A Deployment resized one of its ReplicaSets. */
    ScalingReplicaSet,
    /** The node lifecycle controller found a node silent past the grace period (Ready Unknown). */
    NodeNotReady,
    /** A node posts its status again (Ready True). */
    NodeReady,
    /** The taint manager deleted a pod that no longer tolerates its node's NoExecute taint. */
    TaintManagerEviction,
    /**
     * An action of the scenario found nothing to act on ({@code reason: NotFound}; {@code target}
     * is the action's target as written, with its pick): no live pod had the name, or the
     * controller had no live pod the pick could choose. The run goes on, as after
     * {@code kubectl delete pod} answers "not found".
     */
    ActionFailed,
    /**
     * The pod garbage collector deleted a terminated pod (Failed or Succeeded): there were more
     * than {@code --terminated-pod-gc-threshold} of them, and this one was among the oldest.
     */
    PodGarbageCollected
}
