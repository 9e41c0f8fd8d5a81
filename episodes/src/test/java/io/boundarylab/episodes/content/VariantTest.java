package io.boundarylab.episodes.content;

import io.boundarylab.engine.cluster.Guarantee;
import io.boundarylab.engine.cluster.Platform;
import io.boundarylab.engine.scenario.Scenario;
import io.boundarylab.episodes.Fixtures;
import io.boundarylab.episodes.engine.EngineGateway;
import io.boundarylab.episodes.engine.ScenarioProblem;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A variant carries its scenario read once, with the platform it declares. */
class VariantTest {

    private static final Experiment HELPER = Fixtures.bundled().episode("helper").orElseThrow().experiment();

    @Test
    void theLoadedVariantsCarryTheParsedScenarioAndItsPlatform() {
        Variant naive = HELPER.naive(), contract = HELPER.contract();
        assertEquals("episodes/01-helper/naive.yaml", naive.scenarioFile());
        assertEquals(naive.scenario().platform(), naive.platform());
        assertFalse(naive.platform().enforces(Guarantee.ATOMIC_PLACEMENT));
        assertTrue(contract.platform().enforces(Guarantee.ATOMIC_PLACEMENT));
        assertFalse(naive.guaranteeOn());
        assertTrue(contract.guaranteeOn());
        assertNotNull(naive.scenario().pod("web-app"), "members come from the scenario's pods");
        assertNotNull(naive.scenario().untilMs(), "an episode scenario has a horizon");
    }

    @Test
    void guaranteeOnFollowsTheScenarioPlatform() {
        Scenario s = HELPER.naive().scenario();
        Variant on = new Variant("x", "X", null, "x.yaml", s.withPlatform(Platform.POD), Guarantee.SHARED_FATE);
        Variant off = new Variant("x", "X", null, "x.yaml", s.withPlatform(Platform.NAIVE), Guarantee.SHARED_FATE);
        assertTrue(on.guaranteeOn());
        assertFalse(off.guaranteeOn());
        assertEquals(Platform.NAIVE, off.platform());
    }

    @Test
    void aVariantNeedsAnIdAndAScenarioAndMayBeAboutNoGuarantee() {
        Scenario s = HELPER.naive().scenario();
        assertThrows(NullPointerException.class, () -> new Variant("x", "X", null, "x.yaml", null, Guarantee.SHARED_FATE));
        // An experiment that differs in what it runs (differsIn), not in a guarantee: no guarantee is on.
        assertFalse(new Variant("x", "X", null, "x.yaml", s.withPlatform(Platform.POD), null).guaranteeOn());
        assertThrows(NullPointerException.class, () -> new Variant(null, "X", null, "x.yaml", s, Guarantee.SHARED_FATE));
    }

    @Test
    void theGatewayRefusesAScenarioWithoutAHorizonAndRunsOnlyAScenario() {
        ScenarioProblem p = assertThrows(ScenarioProblem.class, () -> EngineGateway.read(
                "scenario: s\nnodes: [{name: n, allocatable: {cpu: \"1\", memory: 1Gi}}]\n", "s.yaml"));
        assertEquals("until: an episode scenario needs a horizon", p.getMessage());
        assertEquals("s.yaml", p.file());
        assertThrows(NullPointerException.class, () -> EngineGateway.run(null, null));
        Scenario s = HELPER.naive().scenario();
        assertEquals(42, EngineGateway.run(s, 42L).seed());
        assertEquals(s.seed(), EngineGateway.run(s, null).seed());
    }
}
