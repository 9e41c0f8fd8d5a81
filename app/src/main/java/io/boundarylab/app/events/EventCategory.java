package io.boundarylab.app.events;

import io.boundarylab.engine.trace.EventType;
import java.util.EnumSet;
import java.util.Set;

/** Groups of event types a learner can filter the event list by. */
public enum EventCategory {
    PLACEMENT(EnumSet.of(EventType.Scheduled, EventType.FailedScheduling)),
    LIFECYCLE(EnumSet.of(EventType.Created, EventType.Started, EventType.Exited, EventType.Killing,
            EventType.BackOff, EventType.PodPhase, EventType.PodDeleted, EventType.Pulling, EventType.Pulled, EventType.Failed, EventType.SandboxChanged,
            EventType.PostStartStarted, EventType.PostStartFinished, EventType.PreStopStarted, EventType.PreStopFinished,
            EventType.SuccessfulCreate, EventType.SuccessfulDelete, EventType.ScalingReplicaSet, EventType.PodGarbageCollected)),
    HEALTH(EnumSet.of(EventType.Unhealthy, EventType.Ready, EventType.NotReady, EventType.OOMKilled, EventType.Throttled)),
    FAULTS(EnumSet.of(EventType.Evicted, EventType.Preempted, EventType.NodeFailed, EventType.NodeNotReady, EventType.NodeReady,
            EventType.TaintManagerEviction, EventType.ActionFailed)),
    NETWORK(EnumSet.of(EventType.PortBound, EventType.BindFailed, EventType.Connected, EventType.ConnectionRefused,
            EventType.EndpointsChanged, EventType.RequestServed, EventType.RequestRefused, EventType.RequestTimedOut)),
    STORAGE(EnumSet.of(EventType.FileWritten, EventType.FileMissing, EventType.LinesShipped, EventType.VolumeMounted));

    private final Set<EventType> types;

    EventCategory(Set<EventType> types) {
        this.types = types;
    }

    public boolean contains(EventType type) {
        return types.contains(type);
    }

    public static EventCategory of(EventType type) {
        for (EventCategory c : values()) {
            if (c.contains(type)) {
                return c;
            }
        }
        return LIFECYCLE;
    }
}
