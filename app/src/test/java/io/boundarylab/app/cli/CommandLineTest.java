package io.boundarylab.app.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.boundarylab.app.lab.EpisodeOracle;
import io.boundarylab.engine.cluster.Guarantee;
import io.boundarylab.engine.contract.Verdict;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.util.List;
import java.util.Map;

import static io.boundarylab.app.cli.SimulateCommandTest.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The root command wires every module's commands, each with its help. */
class CommandLineTest {

    @Test
    void everyCommandAndSubcommandAnswersHelp() {
        for (List<String> cmd : List.of(List.of("simulate"), List.of("episode"), List.of("episode", "list"), List.of("episode", "run"),
                List.of("synthesis"), List.of("content"), List.of("content", "validate"), List.of("bridge"), List.of("bridge", "doctor"),
                List.of("bridge", "replay"), List.of("bridge", "ceilings"))) {
            String[] args = new String[cmd.size() + 1];
            for (int i = 0; i < cmd.size(); i++) args[i] = cmd.get(i);
            args[cmd.size()] = "--help";
            SimulateCommandTest.Outcome o = run(args);
            assertEquals(0, o.code(), String.join(" ", cmd) + ": " + o.err());
            assertTrue(o.out().contains("Usage: boundary-lab " + String.join(" ", cmd)), o.out());
        }
    }

    @Test
    void theBundledContentIsValidAndItsEpisodesAreListed() {
        assertEquals(0, run("content", "validate").code());
        SimulateCommandTest.Outcome list = run("episode", "list");
        assertEquals(0, list.code(), list.err());
        for (String id : List.of("helper", "startup-order", "identity", "fate")) assertTrue(list.out().contains(id), list.out());
    }

    @Test
    void anEpisodeRunsFromTheCommandLineWithItsVerdict() throws IOException {
        SimulateCommandTest.Outcome o = run("episode", "run", "helper", "--variant", "naive", "--format", "json");
        assertEquals(0, o.code(), o.err());
        JsonNode r = new ObjectMapper().readTree(o.out());
        assertTrue(r.has("status") && r.has("verdict") && r.has("events"), o.out());
    }

    @Test
    void theOracleGivesTheSimulationsVerdictsForEachEpisodeVariant() {
        Map<Guarantee, Verdict> naive = EpisodeOracle.bundled().verdicts("helper", "naive");
        Map<Guarantee, Verdict> contract = EpisodeOracle.bundled().verdicts("helper", "contract");
        assertEquals(Verdict.Outcome.VIOLATED, naive.get(Guarantee.ATOMIC_PLACEMENT).outcome());
        assertEquals(Verdict.Outcome.HOLDS, contract.get(Guarantee.ATOMIC_PLACEMENT).outcome());
        assertTrue(EpisodeOracle.bundled().verdicts("ceilings", "contract").isEmpty(), "no simulated episode: nothing to compare");
    }
}
