package io.boundarylab.episodes.engine;

import io.boundarylab.engine.Simulator;
import io.boundarylab.engine.scenario.Scenario;
import io.boundarylab.engine.scenario.ScenarioException;
import io.boundarylab.engine.scenario.ScenarioReader;

import java.util.Objects;

/** Reads and runs scenarios on the simulation engine. */
public final class EngineGateway {

    private EngineGateway() { }

    /** Reads a scenario as the engine does (YAML or JSON); an episode scenario must have a horizon. */
    public static Scenario read(String scenarioText, String fileName) throws ScenarioProblem {
        try {
            Scenario s = ScenarioReader.parse(scenarioText, fileName);
            if (s.untilMs() == null) throw new ScenarioProblem(fileName, 1, 1, "until: an episode scenario needs a horizon");
            return s;
        } catch (ScenarioException e) {
            String what = e.field() == null || e.field().isEmpty() ? e.problem() : e.field() + ": " + e.problem();
            throw new ScenarioProblem(fileName, e.line(), e.column(), what);
        }
    }

    /**
     * Runs a scenario read by {@link #read}, with an optional seed replacing its own.
     *
     * @throws IllegalArgumentException when the scenario has no horizon
     */
    public static EngineOutput run(Scenario scenario, Long seed) {
        return run(scenario, seed, Simulator.DEFAULT_MAX_EVENTS);
    }

    /**
     * Runs a scenario read by {@link #read} within an event budget.
     *
     * @throws io.boundarylab.engine.kernel.EventBudgetExceeded when the run needs more events
     */
    public static EngineOutput run(Scenario scenario, Long seed, long maxEvents) {
        Objects.requireNonNull(scenario, "scenario");
        Scenario s = seed == null ? scenario : scenario.withSeed(seed);
        return new EngineOutput(s.file(), Simulator.run(s, maxEvents));
    }
}
