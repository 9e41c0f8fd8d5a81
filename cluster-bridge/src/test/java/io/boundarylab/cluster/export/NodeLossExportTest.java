package io.boundarylab.cluster.export;

import io.boundarylab.cluster.source.Experiment;
import io.boundarylab.cluster.source.ExperimentSource;
import io.boundarylab.engine.scenario.ActionSpec;
import io.boundarylab.engine.scenario.Scenario;
import io.boundarylab.engine.scenario.ScenarioReader;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * failNode exported as the loss of the node's pods at the same moment: which pods, how the
 * manifests and TIMELINE.txt say it, and how much earlier than a real node failure it replaces.
 */
class NodeLossExportTest {
    @TempDir Path dir;

    private static Manifests.TimedAction failNode(Manifests m) {
        return m.timeline().stream().filter(t -> t.action().kind() == ActionSpec.Kind.failNode).findFirst().orElseThrow();
    }

    @Test
    void theBarePodOnTheLostNodeIsForceDeletedByNameAtTheSameMoment() throws Exception {
        // missing-copy/naive: web-1, web-2, web-3 pinned by nodeName to node-1..3; node-2 fails at 20 s (lifecycle mode).
        Experiment e = ExperimentSource.bundled().find("missing-copy", "naive");
        Manifests m = Exporter.export(e.scenario(), e.naive(), e.focus(), Exporter.DEFAULT_IMAGE);
        Manifests.TimedAction a = failNode(m);
        assertEquals(20_000, a.action().atMs());
        assertEquals(List.of("web-2"), a.pods());
        assertEquals(List.of(), a.controlled());
        assertEquals("kubectl delete pod -n \"$NS\" web-2 --grace-period=0 --force", a.kubectl());
        // The grace period (50 s) and the toleration (300 s) the real node lifecycle waits, which the stand-in skips.
        assertEquals(350_000, a.replacementShiftMs());
        List<Path> files = ManifestWriter.write(m, dir);
        String pod = Files.readString(files.get(0));
        assertTrue(pod.contains("# note: node-2 fails at 20s in the scenario. A run stays in its namespace and cannot stop a node"), pod);
        assertTrue(pod.contains("node-monitor grace period (50 s)") && pod.contains("NoExecute toleration (300 s)")
                && pod.contains("about 350 s later") && pod.contains("docker stop NODE"), pod);
        // A bare Pod is never replaced, in the simulation as on a cluster: no note promises a replacement.
        assertTrue(pod.contains("expects the cluster's pods gone 350 s earlier") && pod.contains("Nothing replaces a bare Pod"), pod);
        assertFalse(pod.contains("replacement comes"), pod);
        String timeline = Files.readString(files.get(files.size() - 1));
        assertTrue(timeline.contains("# at 20.0 s: failNode node/node-2\nbl_at 20\nkubectl delete pod -n \"$NS\" web-2 --grace-period=0 --force\n"), timeline);
    }

    @Test
    void aReplicaSetsPodOnTheLostNodeIsChosenAtRunTimeBySelector() throws Exception {
        // missing-copy/contract: the ReplicaSet's three pods spread one per node, so one of them is on node-2.
        Experiment e = ExperimentSource.bundled().find("missing-copy", "contract");
        Manifests.TimedAction a = failNode(Exporter.export(e.scenario(), e.naive(), e.focus(), Exporter.DEFAULT_IMAGE));
        assertEquals(List.of(), a.pods());
        assertEquals(List.of(new Manifests.PodsOf("replicaset/web", Map.of("app", "web"), 1)), a.controlled());
        assertEquals("for p in $(kubectl get pods -n \"$NS\" -l app=web -o name | sort | head -n 1); do kubectl delete -n \"$NS\" \"$p\" --grace-period=0 --force; done",
                a.kubectl());
        assertEquals(350_000, a.replacementShiftMs());
    }

    @Test
    void anInstantNodeLossInTheScenarioIsWhatTheStandInDoesSoNothingShifts() throws Exception {
        // moving-address/contract loses node-2 at 30 s with controlPlane.nodeFailure: instant; one of web's two pods is there.
        Experiment e = ExperimentSource.bundled().find("moving-address", "contract");
        Manifests m = Exporter.export(e.scenario(), e.naive(), e.focus(), Exporter.DEFAULT_IMAGE);
        Manifests.TimedAction a = failNode(m);
        assertEquals(30_000, a.action().atMs());
        assertEquals(List.of(new Manifests.PodsOf("replicaset/web", Map.of("app", "web"), 1)), a.controlled());
        assertEquals(0, a.replacementShiftMs());
        assertTrue(m.notes().stream().anyMatch(n -> n.contains("loses the node at once") && n.contains("would replace 350 s later")), m.notes().toString());
    }

    private static final String SPLIT = """
            scenario: split-loss
            seed: 1
            until: 60s
            platform: {atomicPlacement: false, startupOrdering: false, sharedIdentity: false, sharedStorage: false, sharedFate: false}
            controlPlane: {nodeFailure: instant}
            nodes:
              - {name: node-1, allocatable: {cpu: "1", memory: 1Gi}}
              - {name: node-2, allocatable: {cpu: "1", memory: 1Gi}}
            pods:
              - apiVersion: v1
                kind: Pod
                metadata: {name: web-app}
                spec:
                  containers:
                    - {name: web, image: "web:v1", resources: {requests: {cpu: 800m}}, x-sim: {steps: [{run: forever}]}}
                    - {name: helper, image: "helper:v1", resources: {requests: {cpu: 800m}}, x-sim: {steps: [{run: forever}]}}
            actions:
              - {at: 10s, do: failNode, target: node/node-2}
            """;

    @Test
    void onTheNaivePlatformOnlyTheMemberOnTheLostNodeGoes() throws Exception {
        // 800m each on nodes of one core: the naive platform must put the two members on different nodes.
        Scenario s = ScenarioReader.parse(SPLIT, "split.yaml");
        Manifests.TimedAction a = failNode(Exporter.export(s, true, Exporter.DEFAULT_IMAGE));
        assertEquals(1, a.pods().size(), a.pods().toString());
        assertTrue(List.of("web-app-web", "web-app-helper").contains(a.pods().get(0)), a.pods().toString());
    }

    private static Scenario recovering(String recoverAt) throws Exception {
        return ScenarioReader.parse("""
                scenario: comes-back
                seed: 1
                until: 500s
                nodes:
                  - {name: node-1, allocatable: {cpu: "2", memory: 4Gi}}
                pods:
                  - apiVersion: v1
                    kind: Pod
                    metadata: {name: web}
                    spec:
                      containers:
                        - {name: web, image: "web:v1", x-sim: {steps: [{run: forever}]}}
                actions:
                  - {at: 20s, do: failNode, target: node/node-1}
                  - {at: %s, do: recoverNode, target: node/node-1}
                """.formatted(recoverAt), "comes-back.yaml");
    }

    @Test
    void aNodeThatComesBackBeforeItsPodsWouldBeEvictedIsRefused() throws Exception {
        // Lifecycle mode (the default): evicted at 20 s + 50 s + 300 s = 370 s; back at 100 s, web would live on.
        NotExportable x = assertThrows(NotExportable.class, () -> Exporter.export(recovering("100s"), false, Exporter.DEFAULT_IMAGE));
        assertTrue(x.getMessage().contains("(failNode node/node-1)") && x.getMessage().contains("comes back at 1m40s"), x.getMessage());
    }

    @Test
    void aNodeThatComesBackAfterTheEvictionHasNothingToDoOnTheCluster() throws Exception {
        Manifests m = Exporter.export(recovering("400s"), false, Exporter.DEFAULT_IMAGE);
        Manifests.TimedAction back = m.timeline().get(1);
        assertEquals(ActionSpec.Kind.recoverNode, back.action().kind());
        assertEquals(List.of(), back.pods());
        assertTrue(back.kubectl().startsWith("# nothing to do on the cluster"), back.kubectl());
        assertTrue(m.notes().stream().anyMatch(n -> n.startsWith("node-1 comes back at 6m40s in the scenario: nothing to do on the cluster")),
                m.notes().toString());
    }

    @Test
    void aClientPinnedToASimulatedPodIpIsExportedAsWrittenWithANoteThatNothingAnswersThere() throws Exception {
        // moving-address/naive: shop asks 10.0.2.2:8080, the IP the simulation gives the ReplicaSet's pod on node-2.
        Experiment pinned = ExperimentSource.bundled().find("moving-address", "naive");
        List<String> notes = Exporter.export(pinned.scenario(), pinned.naive(), pinned.focus(), Exporter.DEFAULT_IMAGE).notes();
        assertTrue(notes.stream().anyMatch(n -> n.startsWith("pod/client/shop asks 10.0.2.2:8080, the address the simulation gives web-")
                && n.contains("every request fails from the start")), notes.toString());
        // The Service client asks web:80, a name the cluster keeps: no such note.
        Experiment service = ExperimentSource.bundled().find("moving-address", "contract");
        assertTrue(Exporter.export(service.scenario(), service.naive(), service.focus(), Exporter.DEFAULT_IMAGE).notes().stream().noneMatch(n -> n.contains(" asks ")));
    }
}
