package io.boundarylab.episodes.engine;

import io.boundarylab.episodes.run.EngineOutput;

/** Reads and runs scenarios on the simulation engine. */
public final class EngineGateway {

    private EngineGateway() { }

    /** Checks that the engine accepts a scenario. */
    public static void check(String scenarioText, String fileName) throws ScenarioProblem {
        // Until the engine's scenario reader is available every scenario is accepted here.
    }

    /** Runs a scenario, with an optional seed replacing its own. */
    public static EngineOutput run(String scenarioText, String fileName, Long seed) throws ScenarioProblem {
        throw new UnsupportedOperationException("the simulation engine is not available yet");
    }
}
