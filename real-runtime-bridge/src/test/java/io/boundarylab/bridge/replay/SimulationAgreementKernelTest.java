package io.boundarylab.bridge.replay;

import io.boundarylab.bridge.KernelAssumptions;
import io.boundarylab.bridge.experiment.Variant;
import io.boundarylab.bridge.sandbox.Host;
import io.boundarylab.engine.cluster.Guarantee;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * Every experiment's real verdicts agree with the simulation's, for both variants. The replays go at
 * once, each with its own run: a verdict turns on what started where and with what, not on how soon.
 * ExperimentsKernelTest, whose facts include races of a few hundred milliseconds (web against its
 * precondition, the helper's refused connects), runs its experiments one at a time.
 */
@Execution(ExecutionMode.CONCURRENT)
class SimulationAgreementKernelTest {

    @ParameterizedTest(name = "{0} {1}")
    @CsvSource({"helper,naive", "helper,contract", "startup-order,naive", "startup-order,contract",
            "identity,naive", "identity,contract", "fate,naive", "fate,contract"})
    void kernelAgreesWithSimulation(String episode, String variant) {
        KernelAssumptions.assumeCanRun(episode);
        Path content = ScenarioOracle.findContent().orElse(null);
        assumeTrue(content != null, "the episodes' scenarios (content/en/investigations/017-node-execution-principles/episodes) are not in this checkout");
        ScenarioOracle oracle = new ScenarioOracle(content);
        Replay r = new Replayer(Host.detect(), oracle).replay(episode, Variant.fromKey(variant));
        assertFalse(r.compared().isEmpty());
        for (Guarantee g : r.compared()) {
            assertEquals(r.simulation().get(g).outcome(), r.kernel().get(g).outcome(),
                    g.key() + ": simulation " + r.simulation().get(g).summary() + " / kernel " + r.kernel().get(g).summary());
        }
        assertTrue(r.agree());
        assertTrue(r.cleanup().clean(), () -> String.join("; ", r.cleanup().problems()));
    }
}
