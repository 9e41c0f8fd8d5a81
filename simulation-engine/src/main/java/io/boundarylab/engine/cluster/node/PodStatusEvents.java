package io.boundarylab.engine.cluster.node;

import io.boundarylab.engine.cluster.state.ClusterState;
import io.boundarylab.engine.cluster.state.PodPhase;
import io.boundarylab.engine.cluster.state.PodState;
import io.boundarylab.engine.cluster.state.Rules;
import io.boundarylab.engine.trace.EventType;
import io.boundarylab.engine.trace.TraceEvent;

/** Publishes a pod's phase and its readiness, each only when it changes. */
final class PodStatusEvents {
    // Messages written from the event when read (TraceEvent.Text): no object per event stays in the trace.
    private static final TraceEvent.Text PHASE = e -> "Pod " + e.pod() + " is " + e.phase() + (e.reason() == null ? "" : " (" + e.reason() + ")");
    private static final TraceEvent.Text READY = e -> "Pod " + e.pod() + " is ready: every container runs and is ready";
    private static final TraceEvent.Text NOT_READY = e -> "Pod " + e.pod() + " is not ready";

    private final ClusterState state;

    PodStatusEvents(ClusterState state) {
        this.state = state;
    }

    /** Sets the phase, citing the rule that moved it; nothing when it is already that phase. */
    void setPhase(PodState pod, PodPhase phase, String rule) {
        if (phase == pod.phase()) return;
        pod.setPhase(phase);
        String why = pod.reason() == null ? null : pod.reason().kubernetesName();
        TraceEvent.Builder b = TraceEvent.of(EventType.PodPhase).pod(pod.name()).phase(phase.kubernetesName())
                .node(pod.node() == null ? null : pod.node().name())
                .message(PHASE)
                .rule(rule);
        if (why != null) b.reason(why);
        state.publish(pod, b);
    }

    /** Publishes Ready or NotReady when {@link PodPhaseRules#ready} changes. */
    void updateReadiness(PodState pod) {
        boolean ready = PodPhaseRules.ready(pod);
        if (ready == pod.wasReady()) return;
        pod.setWasReady(ready);
        state.publish(pod, TraceEvent.of(ready ? EventType.Ready : EventType.NotReady).pod(pod.name())
                .message(ready ? READY : NOT_READY).rule(Rules.READY));
    }
}
