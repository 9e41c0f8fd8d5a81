package io.boundarylab.episodes.engine;

import io.boundarylab.engine.Simulator;
import io.boundarylab.engine.scenario.Scenario;
import io.boundarylab.engine.scenario.ScenarioException;
import io.boundarylab.engine.scenario.ScenarioReader;

/** Reads and runs scenarios on the simulation engine. */
public final class EngineGateway {

    private EngineGateway() { }

    /** Reads a scenario as the engine does (YAML or JSON). */
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

    /** Checks that the engine accepts a scenario. */
    public static void check(String scenarioText, String fileName) throws ScenarioProblem {
        read(scenarioText, fileName);
    }

    /** Runs a scenario, with an optional seed replacing its own. */
    public static EngineOutput run(String scenarioText, String fileName, Long seed) throws ScenarioProblem {
        Scenario s = read(scenarioText, fileName);
        if (seed != null) s = s.withSeed(seed);
        return new EngineOutput(fileName, Simulator.run(s));
    }
}
