package io.boundarylab.app.lab;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boundarylab.app.support.TestLab;
import io.boundarylab.bridge.replay.SimulationOracle;
import io.boundarylab.engine.cluster.Guarantee;
import io.boundarylab.engine.contract.Verdict;
import io.boundarylab.episodes.content.Episode;
import io.boundarylab.episodes.run.RunOptions;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** One oracle serves the command line and the app: the lab's runs, judged by the contract checker. */
class EpisodeOracleTest {
    private static final EpisodesLab LAB = TestLab.bundled();

    @Test
    void theLabHandsOutOneOracleThatAgreesWithItsOwnRuns() {
        SimulationOracle oracle = LAB.oracle();
        assertSame(oracle, LAB.oracle());
        Episode helper = LAB.course().episode("helper").orElseThrow();
        for (String variant : new String[] {"naive", "contract"}) {
            assertEquals(LAB.run(helper, variant, RunOptions.DEFAULT).contract(), oracle.verdicts("helper", variant), variant);
        }
        assertEquals(Verdict.Outcome.VIOLATED, oracle.verdicts("helper", "naive").get(Guarantee.ATOMIC_PLACEMENT).outcome());
        assertEquals(Verdict.Outcome.HOLDS, oracle.verdicts("helper", "contract").get(Guarantee.ATOMIC_PLACEMENT).outcome());
    }

    @Test
    void theCommandLineOracleSaysWhatTheLabOracleSays() {
        Map<Guarantee, Verdict> cli = EpisodeOracle.bundled().verdicts("fate", "naive");
        assertEquals(LAB.oracle().verdicts("fate", "naive"), cli);
    }

    @Test
    void anEpisodeOrVariantTheSimulationLacksGivesNoVerdicts() {
        SimulationOracle oracle = LAB.oracle();
        assertTrue(oracle.verdicts("ceilings", "contract").isEmpty(), "a kernel-only episode");
        assertTrue(oracle.verdicts("helper", "nope").isEmpty());
        assertTrue(oracle.verdicts(null, "naive").isEmpty());
        assertTrue(oracle.verdicts("helper", null).isEmpty());
        assertTrue(oracle.verdicts("", "").isEmpty());
        assertThrows(NullPointerException.class, () -> new EpisodeOracle(null));
    }
}
