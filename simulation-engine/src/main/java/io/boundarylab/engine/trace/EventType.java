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
    VolumeMounted
}
