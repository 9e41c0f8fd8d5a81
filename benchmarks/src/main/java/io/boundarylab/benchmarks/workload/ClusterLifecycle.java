package io.boundarylab.benchmarks.workload;

import io.boundarylab.engine.ClusterSimulation;
import io.boundarylab.engine.format.TraceJson;
import io.boundarylab.engine.scenario.Scenario;
import io.boundarylab.engine.trace.TraceEvent;

import java.util.List;

/** Runs a scenario to its horizon on the whole engine (kernel, scheduler, node agent, runtime). */
public final class ClusterLifecycle {
    private ClusterLifecycle() {
    }

    /** What a run did: published events, kernel actions executed, and the trace itself. */
    public record Outcome(List<TraceEvent> trace, long events, long actions, long endTimeMs) {
        /** SHA-256 of the trace's JSON lines, as the result file reports it. */
        public String traceSha256() {
            return TraceJson.sha256(trace);
        }
    }

    /** Runs the scenario until its horizon, without computing the result or the hash. */
    public static Outcome run(Scenario scenario) {
        ClusterSimulation sim = new ClusterSimulation(scenario);
        sim.runUntil(scenario.untilMs());
        return new Outcome(sim.trace(), sim.trace().size(), sim.kernel().actionsExecuted(), sim.kernel().nowMs());
    }
}
