package io.boundarylab.app.kernel;

import io.boundarylab.app.lab.EpisodeOracle;
import io.boundarylab.app.concurrent.DirectRunner;
import io.boundarylab.app.stage.KernelPicture;
import io.boundarylab.bridge.doctor.Doctor;
import io.boundarylab.bridge.replay.Replayer;
import io.boundarylab.bridge.replay.SimulationOracle;
import io.boundarylab.bridge.sandbox.Host;
import org.junit.jupiter.api.Test;

import java.util.List;
import io.boundarylab.app.i18n.Messages;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/** The episode's real-kernel panel, driven with the real bridge where the machine allows it. */
class KernelViewModelTest {
    final Messages text = new Messages(Messages.KERNEL, java.util.Locale.ENGLISH);

    @Test
    void theHelperExperimentOnTheKernelAgreesWithTheSimulation() {
        Doctor.Readiness ready = new Replayer(Host.detect(), SimulationOracle.none()).doctor().readiness("helper");
        assumeTrue(ready.canRun(), () -> "this machine cannot run the helper experiment: " + ready.reasons());
        KernelViewModel vm = new KernelViewModel("helper", () -> new Replayer(Host.detect(), EpisodeOracle.bundled()), new DirectRunner(), text);
        assertFalse(vm.canRunProperty().get(), "nothing runs before the machine is checked");
        vm.checkMachine();
        assertTrue(vm.canRunProperty().get());
        vm.run();
        assertFalse(vm.runningProperty().get());
        List<KernelViewModel.Row> rows = vm.rows();
        KernelViewModel.Row naive = rows.stream().filter(r -> r.variant().equals("naive") && r.guarantee().equals("atomicPlacement")).findFirst().orElseThrow();
        KernelViewModel.Row contract = rows.stream().filter(r -> r.variant().equals("contract") && r.guarantee().equals("atomicPlacement")).findFirst().orElseThrow();
        assertEquals("violated", naive.kernel());
        assertEquals("violated", naive.simulation());
        assertEquals("holds", contract.kernel());
        assertTrue(rows.stream().allMatch(KernelViewModel.Row::agree), rows.toString());
        assertEquals(text.get("kernel.agree"), vm.verdictProperty().get());
        assertTrue(vm.observations().stream().anyMatch(o -> o.contains("nothing left behind")), vm.observations().toString());
        // One picture per variant: apart, web and the helper are in two network namespaces; together, in one.
        assertEquals(List.of("naive", "contract"), vm.pictures().stream().map(KernelPicture::variant).toList());
        assertEquals(List.of(List.of("web"), List.of("log-helper")), members(vm.pictures().get(0)));
        assertEquals(List.of(List.of("web", "log-helper")), members(vm.pictures().get(1)));
    }

    @Test
    void thePlaygroundsScenarioIsDrawnAsTheKernelRanIt() throws Exception {
        io.boundarylab.engine.scenario.Scenario scenario = io.boundarylab.app.support.PlaygroundFixtures.onePod();
        KernelViewModel vm = KernelViewModel.forPlayground(() -> scenario, () -> io.boundarylab.engine.cluster.Guarantee.SHARED_IDENTITY,
                () -> new Replayer(Host.detect(), SimulationOracle.none()), new DirectRunner(), text);
        vm.checkMachine();
        assumeTrue(vm.canRunProperty().get(), () -> "this machine cannot replay the playground's scenario: " + vm.statusProperty().get());
        vm.run();
        assertFalse(vm.runningProperty().get());
        assertEquals(List.of("naive", "contract"), vm.pictures().stream().map(KernelPicture::variant).toList(), vm.statusProperty().get());
        for (KernelPicture p : vm.pictures()) assertEquals(List.of(List.of("web")), members(p), "the one container, in a network namespace of its own");
        // Without shared identity each member gets a sandbox, and a cgroup, of its own; with it, the pod's.
        assertTrue(vm.pictures().get(0).boxes().get(0).cgroup().endsWith("/web-app-web"), vm.pictures().get(0).boxes().get(0).cgroup());
        assertTrue(vm.pictures().get(1).boxes().get(0).cgroup().endsWith("/web-app"), vm.pictures().get(1).boxes().get(0).cgroup());
    }

    /** The processes of each outermost box (one network namespace each), by name. */
    private static List<List<String>> members(KernelPicture p) {
        return p.boxes().stream().map(b -> b.processes().stream().map(KernelPicture.Member::name).toList()).toList();
    }

    @Test
    void aMachineThatCannotRunSaysWhyAndKeepsTheButtonOff() {
        KernelViewModel vm = new KernelViewModel("helper", () -> {
            throw new IllegalStateException("no cgroup hierarchy is writable here");
        }, new DirectRunner(), text);
        vm.checkMachine();
        assertFalse(vm.canRunProperty().get());
        assertTrue(vm.statusProperty().get().contains("no cgroup hierarchy is writable here"), vm.statusProperty().get());
        vm.run();
        assertTrue(vm.rows().isEmpty());
        assertTrue(vm.pictures().isEmpty(), "nothing ran, nothing is drawn");
    }

    @Test
    void anEpisodeWithNoKernelExperimentSaysSoWithoutProbingTheMachine() {
        // missing-copy (Investigation 018) is a ReplicaSet's doing: the bridge has no experiment for it.
        KernelViewModel vm = new KernelViewModel("missing-copy", () -> {
            throw new AssertionError("the machine is not probed for an episode the kernel cannot replay");
        }, new DirectRunner(), text);
        vm.checkMachine();
        assertFalse(vm.canRunProperty().get());
        assertFalse(vm.runningProperty().get());
        assertEquals(text.get("kernel.noExperiment"), vm.statusProperty().get());
        vm.run();
        assertTrue(vm.rows().isEmpty());
    }
}
