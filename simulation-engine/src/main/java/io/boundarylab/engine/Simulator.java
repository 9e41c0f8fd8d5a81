package io.boundarylab.engine;

import io.boundarylab.engine.scenario.Scenario;

/** Runs a scenario to its horizon. Same scenario and seed, same trace bytes. */
public final class Simulator {
    private Simulator() {
    }

    /** Runs the scenario with its own seed until its own horizon ({@code until}). */
    public static SimulationRun run(Scenario scenario) {
        if (scenario.untilMs() == null) {
            throw new IllegalArgumentException("scenario " + scenario.name() + " has no horizon: set 'until' or pass --until");
        }
        ClusterSimulation sim = new ClusterSimulation(scenario);
        sim.runUntil(scenario.untilMs());
        return new SimulationRun(sim.trace(), sim.result());
    }

    /** Runs the scenario with another seed and horizon. */
    public static SimulationRun run(Scenario scenario, long seed, long untilMs) {
        return run(scenario.withSeed(seed).withUntilMs(untilMs));
    }
}
