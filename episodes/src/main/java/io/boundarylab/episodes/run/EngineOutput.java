package io.boundarylab.episodes.run;

import io.boundarylab.engine.cluster.Guarantee;
import io.boundarylab.engine.contract.Verdict;
import io.boundarylab.engine.trace.TraceEvent;

import java.util.List;
import java.util.Map;

/**
 * What the engine returned for one scenario: the trace and the parts of the result the model reads.
 *
 * @param scenarioName the scenario's name
 * @param seed         the seed it ran with
 * @param trace        the events in order
 * @param linesShipped lines shipped per {@code pod/container}
 * @param contract     the contract checker's verdicts
 * @param resultJson   the whole result in the result format, for tools and views
 */
public record EngineOutput(String scenarioName, long seed, List<TraceEvent> trace, Map<String, Long> linesShipped,
                           Map<Guarantee, Verdict> contract, String resultJson) {

    public EngineOutput {
        trace = List.copyOf(trace);
        linesShipped = Map.copyOf(linesShipped);
        contract = Map.copyOf(contract);
    }
}
