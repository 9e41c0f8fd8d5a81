package io.boundarylab.bridge.scenario;

import io.boundarylab.bridge.KernelAssumptions;
import io.boundarylab.bridge.experiment.Variant;
import io.boundarylab.bridge.replay.Replay;
import io.boundarylab.bridge.replay.Replayer;
import io.boundarylab.bridge.replay.SimulationOracle;
import io.boundarylab.bridge.sandbox.Host;
import io.boundarylab.engine.cluster.Guarantee;
import io.boundarylab.engine.contract.Verdict;
import io.boundarylab.engine.scenario.Scenario;
import io.boundarylab.engine.trace.EventType;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;


import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A small playground scenario, a two-container pod whose helper ships the web container's log, on the
 * real kernel: both variants of each guarantee it exercises agree with the simulation of the same
 * part, the contract ships lines and the naive run without shared storage ships none, and the run
 * leaves nothing behind. The five replays run at once: each spends its 8 s horizon waiting, and their
 * runs, ids, namespaces and cgroups are their own (on a busy machine the last member still starts
 * within 2 s of its run's 8).
 */
@Execution(ExecutionMode.CONCURRENT)
class ScenarioReplayKernelTest {

    @ParameterizedTest(name = "{0} {1}")
    @CsvSource({"sharedStorage,contract", "sharedStorage,naive", "sharedIdentity,contract", "sharedIdentity,naive",
            "atomicPlacement,naive"})
    void theHelperPodAgreesWithTheSimulation(String guarantee, String variant) {
        Scenario s = ReplayPlannerTest.read(ReplayPlannerTest.HELPER_POD);
        Guarantee g = Guarantee.fromKey(guarantee);
        ScenarioExperiment e = new ScenarioExperiment(s, g);
        KernelAssumptions.assumeCanRun(e);
        Variant v = Variant.fromKey(variant);
        Replay r = new Replayer(Host.detect(), SimulationOracle.none()).replay(e, v, e.simulated(v));
        Verdict sim = r.simulation().get(g);
        Verdict kernel = r.kernel().get(g);
        assertEquals(sim.outcome(), kernel.outcome(), g.key() + ": simulation " + sim.summary() + " / kernel " + kernel.summary());
        assertTrue(r.agree());
        long shipped = r.run().trace().stream().filter(t -> t.type() == EventType.LinesShipped).mapToLong(t -> t.lines()).sum();
        boolean shared = e.platform(v).sharedStorage();
        assertEquals(shared, shipped > 0, "lines shipped on the kernel: " + shipped + " (shared storage " + shared + ")");
        // Every member the kernel started is kept with its namespaces: in one network namespace exactly when identity is shared.
        assertEquals(2, r.run().processes().size(), r.run().processes().toString());
        long networks = r.run().processes().stream().map(m -> m.namespace("net")).distinct().count();
        assertEquals(e.platform(v).sharedIdentity() ? 1 : 2, networks, r.run().processes().toString());
        assertTrue(r.cleanup().clean(), () -> String.join("; ", r.cleanup().problems()));
        assertTrue(r.cleanup().stateRemoved(), "the run's state is gone");
    }
}
