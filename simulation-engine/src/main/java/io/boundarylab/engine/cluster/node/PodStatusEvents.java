package io.boundarylab.engine.cluster.node;

import io.boundarylab.engine.cluster.state.ClusterState;
import io.boundarylab.engine.cluster.state.PodPhase;
import io.boundarylab.engine.cluster.state.PodState;
import io.boundarylab.engine.cluster.state.Rules;
import io.boundarylab.engine.trace.EventType;
import io.boundarylab.engine.trace.TraceEvent;

/** Publishes a pod's phase and its readiness, each only when it changes. */
final class PodStatusEvents {
    private final ClusterState state;

    PodStatusEvents(ClusterState state) {
        this.state = state;
    }

    /** Sets the phase, citing the rule that moved it; nothing when it is already that phase. */
    void setPhase(PodState pod, PodPhase phase, String rule) {
        if (phase == pod.phase()) return;
        pod.setPhase(phase);
        // The message is made when read: it captures the strings of now, not the pod.
        String name = pod.name(), phaseName = phase.kubernetesName(), why = pod.reason() == null ? null : pod.reason().kubernetesName();
        TraceEvent.Builder b = TraceEvent.of(EventType.PodPhase).pod(name).phase(phaseName)
                .node(pod.node() == null ? null : pod.node().name())
                .message(() -> "Pod " + name + " is " + phaseName + (why == null ? "" : " (" + why + ")"))
                .rule(rule);
        if (why != null) b.reason(why);
        state.publish(pod, b);
    }

    /** Publishes Ready or NotReady when {@link PodPhaseRules#ready} changes. */
    void updateReadiness(PodState pod) {
        boolean ready = PodPhaseRules.ready(pod);
        if (ready == pod.wasReady()) return;
        pod.setWasReady(ready);
        String name = pod.name();
        state.publish(pod, TraceEvent.of(ready ? EventType.Ready : EventType.NotReady).pod(name)
                .message(() -> "Pod " + name + (ready ? " is ready: every container runs and is ready" : " is not ready")).rule(Rules.READY));
    }
}
