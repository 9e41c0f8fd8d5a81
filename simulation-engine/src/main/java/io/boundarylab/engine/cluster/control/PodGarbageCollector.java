package io.boundarylab.engine.cluster.control;

import io.boundarylab.engine.cluster.state.ClusterState;
import io.boundarylab.engine.cluster.state.PodState;
import io.boundarylab.engine.trace.EventType;
import io.boundarylab.engine.trace.TraceEvent;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The pod garbage collector's terminated-pod pass (pkg/controller/podgc/gc_controller.go,
 * gcTerminated): every {@value #CHECK_PERIOD_MS} ms (gcCheckPeriod) it counts the pods whose phase
 * is Failed or Succeeded (isPodTerminated) and, past {@value #THRESHOLD}
 * (--terminated-pod-gc-threshold's default), deletes the oldest of them by creation time (ties by
 * name) until the threshold is met. Those pods leave the cluster state and the result, as they
 * leave the API. A pass is scheduled only while more pods exist than the threshold, and only after
 * a pod changed, so a run whose future is otherwise empty still ends at once.
 */
final class PodGarbageCollector {
    /** --terminated-pod-gc-threshold's default (kube-controller-manager). */
    static final int THRESHOLD = 12_500;
    /** gcCheckPeriod: the pass runs every 20 s from the controller's start. */
    static final long CHECK_PERIOD_MS = 20_000;
    private final ClusterState state;
    private final int threshold;
    private boolean passScheduled;

    PodGarbageCollector(ClusterState state, int threshold) {
        this.state = state;
        this.threshold = threshold;
    }

    /** A pod changed: when the terminated ones could be past the threshold, the next pass looks. */
    void podChanged(PodState pod) {
        if (passScheduled || !pod.phase().terminal() || state.pods().size() <= threshold) return;
        passScheduled = true;
        long next = (state.now() / CHECK_PERIOD_MS + 1) * CHECK_PERIOD_MS;
        state.kernel().postAt(next, this::pass);
    }

    /** gcTerminated: deletes the oldest terminated pods beyond the threshold. */
    void pass() {
        passScheduled = false;
        List<PodState> terminated = new ArrayList<>();
        for (PodState p : state.pods().values()) if (p.phase().terminal()) terminated.add(p);
        int excess = terminated.size() - threshold;
        if (excess <= 0) return;
        terminated.sort(Comparator.comparingLong(PodState::createdAtMs).thenComparing(PodState::name));
        for (PodState p : terminated.subList(0, excess)) {
            state.publish(p, TraceEvent.of(EventType.PodGarbageCollected).pod(p.name()).owner(p.owner()).node(p.node() == null ? null : p.node().name())
                    .reason("PodGC").message(() -> "PodGC deleted terminated pod " + p.name()).rule(ControlRules.POD_GC));
            state.removePod(p);
        }
    }
}
