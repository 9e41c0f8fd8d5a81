package io.boundarylab.episodes.engine;

import io.boundarylab.engine.scenario.MemberRef;
import io.boundarylab.engine.SimulationRun;
import io.boundarylab.engine.cluster.Guarantee;
import io.boundarylab.engine.contract.Verdict;
import io.boundarylab.engine.format.ResultJson;
import io.boundarylab.engine.result.SimulationResult;
import io.boundarylab.engine.trace.TraceEvent;

import java.util.List;
import java.util.Map;

/**
 * What the engine returned for one scenario: the trace and the whole result.
 *
 * @param scenarioFile where the scenario was read from ({@link io.boundarylab.engine.scenario.Scenario#file()}), or null
 * @param run          the engine's run
 */
public record EngineOutput(String scenarioFile, SimulationRun run) {

    public List<TraceEvent> trace() { return run.trace(); }

    public SimulationResult result() { return run.result(); }

    public long seed() { return run.result().seed(); }

    /** Lines shipped per {@code pod/container}, from the result's metrics. */
    public Map<MemberRef, Long> linesShipped() { return run.result().metrics().linesShipped(); }

    /** Each client's requests, by {@code pod/container}, from the result's metrics. */
    public Map<MemberRef, io.boundarylab.engine.result.RequestCount> requests() { return run.result().metrics().requests(); }

    /** The contract checker's verdicts, from the result. */
    public Map<Guarantee, Verdict> contract() { return run.result().contract(); }

    /** The result in the result format. */
    public String resultJson() { return ResultJson.write(run.result()); }
}
