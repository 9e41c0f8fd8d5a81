package io.boundarylab.episodes.costs;

import io.boundarylab.engine.trace.TraceEvent;

import java.util.List;

/**
 * Whether a group (or a lone member) could be placed, and the scheduler's own reasons when not.
 *
 * @param placed   whether the engine's scheduler bound it to a node
 * @param node     the node it landed on, or null
 * @param schedulingStatus the engine's status: Scheduled, Pending, Unschedulable or UnschedulableAndUnresolvable
 * @param reasons  the scheduler's reasons it could not ("Insufficient memory"), empty when placed
 * @param message  the scheduler's message on the deciding event ("0/1 nodes are available: 1 Insufficient memory.")
 * @param evidenceSeq the Scheduled or FailedScheduling event that decided it, or null
 * @param trace    the whole trace of that small run
 */
public record PlacementOutcome(boolean placed, String node, String schedulingStatus, List<String> reasons, String message, Long evidenceSeq,
                               List<TraceEvent> trace) {

    public PlacementOutcome {
        reasons = List.copyOf(reasons);
        trace = List.copyOf(trace);
    }
}
