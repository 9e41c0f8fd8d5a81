package io.boundarylab.engine.cluster.control;

import io.boundarylab.engine.Sim;
import io.boundarylab.engine.scenario.ControllerPodNames;
import io.boundarylab.engine.scenario.ScenarioException;
import io.boundarylab.engine.scenario.ScenarioReader;
import io.boundarylab.engine.trace.EventType;
import io.boundarylab.engine.trace.TraceEvent;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static io.boundarylab.engine.cluster.control.Workload.actions;
import static io.boundarylab.engine.cluster.control.Workload.deployment;
import static io.boundarylab.engine.cluster.control.Workload.header;
import static io.boundarylab.engine.cluster.control.Workload.replicaSet;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Actions on pods a controller made (spec/workloads.md, "Actions on pods a controller made"): a
 * pod name is resolved when the action runs, {@code pick} chooses among a controller's live pods,
 * and a name nothing matches then is {@code ActionFailed} (NotFound), not an input error.
 */
class ControllerPodActionsTest {

    private static final String RS2 = header("2m", 2, null) + replicaSet("web", 2);

    /** The pods a run of the file without actions made, oldest first (the names depend on the seed only). */
    private static List<String> madePods(String yaml) {
        List<String> out = new ArrayList<>();
        for (TraceEvent e : Sim.run(yaml).events(EventType.SuccessfulCreate)) out.add(e.pod());
        return out;
    }

    @Test
    void deletingAReplicaSetsPodByItsNameMakesTheReplicaSetReplaceIt() {
        String victim = madePods(RS2).get(0);
        Sim sim = Sim.run(RS2 + actions("{at: 30s, do: delete, target: pod/" + victim + "}"));
        List<TraceEvent> creates = sim.events(EventType.SuccessfulCreate);
        assertEquals(3, creates.size(), "two at first, one replacement");
        TraceEvent replacement = creates.get(2);
        assertTrue(replacement.tMs() >= 30_000, "replaced after the delete, not before");
        assertTrue(!replacement.pod().equals(victim), "a new pod, with a new name");
        assertEquals("Failed", sim.pod(victim).phase(), "the deleted pod ended");
        assertEquals(2, sim.run.result().controlPlane().replicaSets().get("web").currentReplicas());
        assertTrue(!sim.run.result().controlPlane().replicaSets().get("web").pods().contains(victim));
        assertTrue(sim.events(EventType.ActionFailed).isEmpty());
    }

    @Test
    void aNameNoLivePodHasIsActionFailedNotFoundAndTheRunGoesOn() {
        // A name of the ReplicaSet's form that this seed never makes (the two it makes are others).
        List<String> made = madePods(RS2);
        String never = "web-zzzzz";
        assertTrue(!made.contains(never));
        Sim sim = Sim.run(RS2 + actions("{at: 10s, do: delete, target: pod/" + never + "}",
                "{at: 20s, do: delete, target: pod/" + made.get(1) + "}",
                "{at: 80s, do: crash, target: pod/" + made.get(1) + "/web}"));
        List<TraceEvent> failed = sim.events(EventType.ActionFailed);
        assertEquals(2, failed.size(), "the unknown name, then the pod deleted at 20s");
        assertEquals("pod/" + never, failed.get(0).target());
        assertEquals("NotFound", failed.get(0).reason());
        assertEquals(10_000, failed.get(0).tMs());
        assertEquals("pod/" + made.get(1) + "/web", failed.get(1).target());
        assertEquals(80_000, failed.get(1).tMs(), "past the deleted pod's grace period: it is gone");
        assertEquals(3, sim.events(EventType.SuccessfulCreate).size(), "the delete at 20s still happened and was replaced");
    }

    @Test
    void pickOrdersLivePodsByCreationAndAnIndexPastTheLastIsNotFound() {
        List<String> made = madePods(RS2);
        // Both are made in the same instant: ties go by name.
        List<String> byName = new ArrayList<>(made);
        byName.sort(null);
        Sim sim = Sim.run(RS2 + actions("{at: 10s, do: evict, target: replicaset/web, pick: newest}",
                "{at: 10s, do: delete, target: replicaset/web, pick: 5}"));
        List<TraceEvent> evicted = sim.events(EventType.PodPhase).stream().filter(e -> "Failed".equals(e.phase())).toList();
        assertEquals(byName.get(1), evicted.get(0).pod(), "newest of two made at once: the later name");
        List<TraceEvent> failed = sim.events(EventType.ActionFailed);
        assertEquals(1, failed.size());
        assertEquals("replicaset/web (pick 5)", failed.get(0).target());
    }

    @Test
    void crashOnAPickedPodOfADeploymentExitsItsContainer() throws Exception {
        String yaml = header("2m", 2, null) + deployment("web", 2, "") + actions("{at: 30s, do: crash, target: deployment/web/web, pick: oldest, exitCode: 7}");
        Sim sim = Sim.run(yaml);
        List<TraceEvent> exits = sim.events(EventType.Exited);
        assertEquals(1, exits.size());
        assertEquals(7, exits.get(0).exitCode());
        assertEquals(30_000, exits.get(0).tMs());
        String hash = ControllerPodNames.templateHash(ScenarioReaderAccess.deploymentTemplate(yaml));
        assertTrue(exits.get(0).pod().startsWith("web-" + hash + "-"), exits.get(0).pod());
    }

    @Test
    void aControllerWithNoLivePodIsNotFound() {
        Sim sim = Sim.run(RS2 + actions("{at: 5s, do: scale, target: replicaset/web, replicas: 0}",
                "{at: 50s, do: killSandbox, target: replicaset/web, pick: oldest}"));
        List<TraceEvent> failed = sim.events(EventType.ActionFailed);
        assertEquals(1, failed.size());
        assertEquals(50_000, failed.get(0).tMs());
        assertEquals("replicaset/web (pick oldest)", failed.get(0).target());
    }

    // ---- the reader: names no pod of the file could ever have --------------------------------

    @Test
    void aNameOfAControllersFormIsReadAndOneNoControllerCouldMakeIsAnInputError() throws Exception {
        ScenarioReader.parse(RS2 + actions("{at: 1s, do: delete, target: pod/web-bcdfg}"), "t.yaml");
        ScenarioReader.parse(RS2 + actions("{at: 1s, do: crash, target: pod/web-bcdfg/web}"), "t.yaml");
        // Wrong length, a vowel (not in the generator's alphabet), another base, a container the template lacks.
        for (String bad : List.of("pod/web-bcdf", "pod/web-bcdfgh", "pod/web-abcde", "pod/api-bcdfg", "pod/web-bcdfg/db")) {
            ScenarioException e = assertThrows(ScenarioException.class,
                    () -> ScenarioReader.parse(RS2 + actions("{at: 1s, do: delete, target: " + bad + "}"), "t.yaml"), bad);
            // The action list starts on the line after the ReplicaSet; the target is its first item's.
            int line = RS2.split("\n").length + 2;
            assertTrue(e.getMessage().startsWith("t.yaml:" + line + ":"), e.getMessage());
            assertTrue(e.getMessage().contains("target"), e.getMessage());
        }
    }

    @Test
    void aDeploymentsPodNamesCarryTheHashOfATemplateItCanHave() throws Exception {
        String base = header("2m", 2, null) + deployment("web", 2, "");
        String hash1 = ControllerPodNames.templateHash(ScenarioReaderAccess.deploymentTemplate(base));
        ScenarioReader.parse(base + actions("{at: 1s, do: delete, target: pod/web-" + hash1 + "-bcdfg}"), "t.yaml");
        assertThrows(ScenarioException.class,
                () -> ScenarioReader.parse(base + actions("{at: 1s, do: delete, target: pod/web-bcdfg}"), "t.yaml"),
                "a Deployment's pods carry the template hash");
        // After a setImage, the new template's hash names pods too (whatever the order of the actions in the file).
        String hash2 = ControllerPodNames.templateHash(ScenarioReaderAccess.deploymentTemplate(base).withContainerImage("web", "web:v2"));
        assertTrue(!hash1.equals(hash2));
        ScenarioReader.parse(base + actions("{at: 50s, do: delete, target: pod/web-" + hash2 + "-bcdfg}",
                "{at: 20s, do: setImage, target: deployment/web/web, image: web:v2}"), "t.yaml");
        assertThrows(ScenarioException.class,
                () -> ScenarioReader.parse(base + actions("{at: 50s, do: delete, target: pod/web-" + hash2 + "-bcdfg}"), "t.yaml"),
                "without the setImage, no template has that hash");
    }

    @Test
    void pickIsCheckedWhenTheFileIsRead() {
        for (String bad : List.of("{at: 1s, do: delete, target: replicaset/web}", "{at: 1s, do: delete, target: replicaset/web, pick: first}",
                "{at: 1s, do: delete, target: replicaset/web, pick: -1}", "{at: 1s, do: crash, target: replicaset/web, pick: 0}",
                "{at: 1s, do: killSandbox, target: replicaset/web/web, pick: 0}", "{at: 1s, do: scale, target: replicaset/web, replicas: 1, pick: 0}")) {
            assertThrows(ScenarioException.class, () -> ScenarioReader.parse(RS2 + actions(bad), "t.yaml"), bad);
        }
    }
}
