package io.boundarylab.engine;

import io.boundarylab.engine.result.SimulationResult;
import io.boundarylab.engine.trace.TraceEvent;

import java.util.List;

/** A finished run: the trace in order and the result. */
public record SimulationRun(List<TraceEvent> trace, SimulationResult result) {
    public SimulationRun {
        trace = List.copyOf(trace);
    }
}
