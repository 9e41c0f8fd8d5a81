package io.boundarylab.engine;

import io.boundarylab.engine.kernel.EventBudgetExceeded;
import io.boundarylab.engine.scenario.Scenario;

/**
 * Runs a scenario to its horizon. Same scenario and seed, same trace bytes. A run has an event
 * budget ({@link #DEFAULT_MAX_EVENTS} unless given): past it the run ends with
 * {@link EventBudgetExceeded}, never with the memory full (a trace event holds about 200 bytes).
 */
public final class Simulator {
    /**
     * The default budget: two million events, about 400 MB of trace and a few seconds. The largest bundled workload
     * (5,000 nodes, 150,000 pods, one hour) publishes 2.5 million.
     */
    public static final long DEFAULT_MAX_EVENTS = 2_000_000L;

    private Simulator() {
    }

    /** Runs the scenario with its own seed until its own horizon ({@code until}), within the default budget. */
    public static SimulationRun run(Scenario scenario) {
        return run(scenario, DEFAULT_MAX_EVENTS);
    }

    /**
     * Runs the scenario with its own seed until its own horizon, executing and publishing at most
     * {@code maxEvents} events.
     *
     * @throws EventBudgetExceeded when the run needs more
     */
    public static SimulationRun run(Scenario scenario, long maxEvents) {
        if (scenario.untilMs() == null) {
            throw new IllegalArgumentException("scenario " + scenario.name() + " has no horizon: set 'until' or pass --until");
        }
        ClusterSimulation sim = new ClusterSimulation(scenario);
        sim.kernel().limitEvents(maxEvents);
        sim.runUntil(scenario.untilMs());
        return new SimulationRun(sim.trace(), sim.result());
    }

    /** Runs the scenario with another seed and horizon. */
    public static SimulationRun run(Scenario scenario, long seed, long untilMs) {
        return run(scenario.withSeed(seed).withUntilMs(untilMs));
    }
}
