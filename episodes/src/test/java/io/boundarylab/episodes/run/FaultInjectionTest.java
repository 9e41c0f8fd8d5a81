package io.boundarylab.episodes.run;

import io.boundarylab.engine.format.TraceJson;
import io.boundarylab.engine.scenario.ActionSpec;
import io.boundarylab.engine.scenario.FaultTarget;
import io.boundarylab.engine.scenario.MemberRef;
import io.boundarylab.engine.scenario.Scenario;
import io.boundarylab.episodes.Fixtures;
import io.boundarylab.episodes.content.Episode;
import io.boundarylab.episodes.content.Variant;
import io.boundarylab.episodes.engine.EngineGateway;
import io.boundarylab.episodes.engine.ScenarioProblem;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Faults become scenario actions on the parsed scenario; nothing re-reads its text. */
class FaultInjectionTest {

    private static final Episode FATE = Fixtures.bundled().episode("fate").orElseThrow();
    private static final Variant NAIVE = FATE.experiment().naive();

    @Test
    void eachFaultBecomesTheActionTheScenarioFormatWouldHaveRead() {
        MemberRef web = new MemberRef("web-app", "web");
        assertEquals(new ActionSpec(5_000, ActionSpec.Kind.crash, new FaultTarget.Member(web), null, 3, null),
                FaultAction.crash(5_000, web, 3).toAction());
        assertEquals(new ActionSpec(5_000, ActionSpec.Kind.crash, new FaultTarget.Member(web), null, 1, null),
                new FaultAction(5_000, FaultAction.Kind.CRASH, new FaultTarget.Member(web), null).toAction(),
                "a crash without an exit code exits 1, as the scenario format's default");
        assertEquals(new ActionSpec(7_000, ActionSpec.Kind.evict, new FaultTarget.Pod("web-app"), null, 1, null),
                FaultAction.evict(7_000, new FaultTarget.Pod("web-app")).toAction());
        assertEquals(new ActionSpec(9_000, ActionSpec.Kind.failNode, new FaultTarget.Node("node-1"), null, 1, null),
                FaultAction.failNode(9_000, "node-1").toAction());
        assertEquals(new ActionSpec(1_000, ActionSpec.Kind.delete, new FaultTarget.Pod("web-app"), null, 1, null),
                new FaultAction(1_000, FaultAction.Kind.DELETE, new FaultTarget.Pod("web-app"), null).toAction(),
                "a delete keeps the pod's own grace period");
    }

    @Test
    void faultsComeAfterTheScenarioOwnActionsAndNoFaultsLeavesTheScenarioAsItIs() {
        Scenario s = NAIVE.scenario();
        assertSame(s, EpisodeRunner.withFaults(s, List.of()));
        List<FaultAction> faults = List.of(FaultAction.failNode(30_000, "node-2"),
                FaultAction.evict(25_000, new FaultTarget.Member("web-app", "log-helper")));
        Scenario with = EpisodeRunner.withFaults(s, faults);
        assertEquals(s.actions().size() + 2, with.actions().size());
        assertEquals(s.actions(), with.actions().subList(0, s.actions().size()));
        assertEquals(faults.get(0).toAction(), with.actions().get(s.actions().size()));
        assertEquals(faults.get(1).toAction(), with.actions().get(s.actions().size() + 1));
        assertEquals(s.withActions(s.actions()), s, "the variant's own scenario is not changed");
    }

    @Test
    void aRunWithAFaultHasTheTraceOfTheSameActionWrittenInTheScenario() throws IOException, ScenarioProblem {
        String text = Files.readString(Fixtures.bundledDir().resolve("en/investigations/017-node-execution-principles").resolve(NAIVE.scenarioFile()));
        String written = text + (text.contains("\nactions:") ? "" : "actions:\n")
                + "  - {at: 12s, do: crash, target: pod/web-app/log-helper, exitCode: 2}\n";
        Scenario reference = EngineGateway.read(written, "written.yaml");
        EpisodeRun run = new EpisodeRunner().run(FATE, NAIVE,
                RunOptions.DEFAULT.withFault(FaultAction.crash(12_000, new MemberRef("web-app", "log-helper"), 2)));
        assertEquals(TraceJson.sha256(EngineGateway.run(reference, null).trace()), TraceJson.sha256(run.trace()));
    }

    @Test
    void aFaultAimedAtSomethingTheScenarioLacksIsRefusedByName() {
        Scenario s = NAIVE.scenario();
        IllegalArgumentException pod = assertThrows(IllegalArgumentException.class,
                () -> EpisodeRunner.withFaults(s, List.of(FaultAction.evict(1_000, new FaultTarget.Pod("nope")))));
        assertEquals("fault pod/nope: no pod is named 'nope'", pod.getMessage());
        IllegalArgumentException member = assertThrows(IllegalArgumentException.class,
                () -> EpisodeRunner.withFaults(s, List.of(FaultAction.crash(1_000, new MemberRef("web-app", "db"), 1))));
        assertEquals("fault pod/web-app/db: pod 'web-app' has no container named 'db'", member.getMessage());
        IllegalArgumentException node = assertThrows(IllegalArgumentException.class,
                () -> new EpisodeRunner().run(FATE, NAIVE, RunOptions.DEFAULT.withFault(FaultAction.failNode(1_000, "node-9"))));
        assertTrue(node.getMessage().contains("no node is named 'node-9'"), node.getMessage());
    }
}
