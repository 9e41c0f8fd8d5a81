package io.boundarylab.app.deck;

import io.boundarylab.bridge.host.CgroupLayout;
import io.boundarylab.bridge.host.CgroupMode;
import io.boundarylab.bridge.host.Proc;
import io.boundarylab.bridge.host.Tools;
import io.boundarylab.bridge.replay.Replayer;
import io.boundarylab.bridge.replay.SimulationOracle;
import io.boundarylab.bridge.sandbox.Host;
import io.boundarylab.episodes.content.Card;
import io.boundarylab.episodes.content.Deck;
import io.boundarylab.episodes.content.Investigation;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Where the machine cannot run a card's kernel experiment, the card says why and keeps the engine's version. */
class SeeItRunnerTest {

    @TempDir
    Path state;

    @Test
    void withoutCgroupsTheKernelPartGivesTheDoctorsReasonAndTheEnginePartStillRuns() throws Exception {
        Host none = new Host(Tools.fromEnvironment(), Proc.host(), new CgroupLayout(CgroupMode.NONE, Map.of()), state,
                Host.memberClassesOf(Host.class));
        Deck deck = Deck.loadBundled(Locale.ENGLISH, Investigation.loadAllBundled(Locale.ENGLISH));
        Card card = deck.card("cpu-vs-memory-ceiling").orElseThrow();
        SeeItRunner.Result r = new SeeItRunner(() -> new Replayer(none, SimulationOracle.none())).run(card, true);
        assertTrue(r.engine().isPresent());
        SeeItRunner.KernelPart k = r.kernel().orElseThrow();
        assertFalse(k.ran());
        assertTrue(k.reasons().get(0).contains("no cgroup filesystem"), k.reasons().toString());
        assertTrue(SeeItText.kernel(r, DeckWindow.messages()).startsWith("This machine cannot run it, because:"));
    }

    @Test
    void everyKernelExperimentACardMayNameIsOneTheBridgeHas() {
        List<String> bridge = io.boundarylab.bridge.experiment.Experiments.all().stream()
                .map(io.boundarylab.bridge.experiment.Experiment::id).toList();
        assertTrue(bridge.containsAll(Deck.KERNEL_EXPERIMENTS), bridge.toString());
        assertEquals(Deck.KERNEL_EXPERIMENTS.size(), SeeItRunner.SHOWN.size());
        assertTrue(SeeItRunner.SHOWN.keySet().containsAll(Deck.KERNEL_EXPERIMENTS));
    }

    /** The ceilings a card's words are checked against are the ones the bridge's experiments set. */
    @Test
    void theCeilingsTheDeckChecksCardsAgainstAreTheBridges() {
        long mib = 1024L * 1024;
        assertEquals(List.of(new io.boundarylab.engine.scenario.Resources(null, io.boundarylab.bridge.experiment.CeilingsExperiment.MEMORY_CEILING_BYTES),
                        new io.boundarylab.engine.scenario.Resources((long) io.boundarylab.bridge.experiment.CeilingsExperiment.CPU_CEILING_MILLICORES, null)),
                Deck.KERNEL_CEILINGS.get("ceilings"));
        assertEquals(List.of(new io.boundarylab.engine.scenario.Resources(null, io.boundarylab.bridge.experiment.FreeLiesExperiment.MEMORY_CEILING_BYTES)),
                Deck.KERNEL_CEILINGS.get("free-lies"));
        assertEquals(96 * mib, io.boundarylab.bridge.experiment.FreeLiesExperiment.MEMORY_CEILING_BYTES);
    }
}
