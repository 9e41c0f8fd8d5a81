package io.boundarylab.app.playground;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boundarylab.app.support.PlaygroundFixtures;
import io.boundarylab.engine.cluster.Guarantee;
import io.boundarylab.engine.scenario.ContainerSpec;
import io.boundarylab.engine.scenario.PortSpec;
import io.boundarylab.engine.scenario.ProbeSpec;
import io.boundarylab.engine.scenario.Resources;
import io.boundarylab.engine.scenario.VolumeSpec;
import io.boundarylab.engine.scenario.RestartPolicy;
import io.boundarylab.engine.scenario.Scenario;
import io.boundarylab.engine.scenario.ScenarioReader;
import io.boundarylab.engine.scenario.ScenarioWriter;
import io.boundarylab.engine.scenario.Step;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The playground's two views of one scenario: the form's edits, the YAML's edits, and the edits that do not read. */
class PlaygroundViewModelTest {
    private PlaygroundViewModel vm;

    @BeforeEach
    void start() throws Exception {
        vm = new PlaygroundViewModel(ScenarioWriter::write);
        vm.start(PlaygroundFixtures.onePod());
    }

    @Test
    void theTextShownReadsBackAsTheScenarioShown() throws Exception {
        assertNull(vm.errorProperty().get());
        assertEquals(vm.scenario(), ScenarioReader.parse(vm.yamlProperty().get(), PlaygroundViewModel.FILE));
        assertEquals("web", vm.pod().containers().get(0).name());
    }

    @Test
    void anEditInTheFormRewritesTheYaml() throws Exception {
        assertTrue(vm.edit(s -> VolumeEdits.addVolume(s, 0, "logs")));
        assertTrue(vm.edit(s -> PodEdits.addContainer(s, 0, PodEdits.Kind.APP)));
        assertTrue(vm.edit(s -> VolumeEdits.mount(s, 0, 1, "logs", "/logs")));
        assertTrue(vm.edit(s -> PodEdits.addSteps(s, 0, 1, StepKind.SHIP.build("", "", "/logs"))));
        assertTrue(vm.edit(s -> ClusterEdits.guarantee(s, Guarantee.SHARED_STORAGE, false)));

        Scenario read = ScenarioReader.parse(vm.yamlProperty().get(), "again.yaml");
        ContainerSpec helper = read.pods().get(0).containers().get(1);
        assertEquals("helper-1", helper.name());
        assertEquals("logs", helper.volumeMounts().get(0).name());
        // Shipping goes before the container's "run forever", so that it happens.
        assertEquals(List.of(new Step.Ship("/logs"), new Step.Run(null)), helper.steps());
        assertTrue(!read.platform().sharedStorage() && read.platform().sharedFate());
        assertEquals(read.pods(), vm.scenario().pods());
    }

    @Test
    void anEditInTheYamlRefreshesTheScenario() {
        String text = vm.yamlProperty().get();
        assertTrue(text.contains("web:v1"), text);
        vm.editYaml(text.replace("web:v1", "web:v2"));
        assertNull(vm.errorProperty().get());
        assertEquals("web:v2", vm.pod().containers().get(0).image());
    }

    @Test
    void anEditThatDoesNotReadKeepsTheLastGoodScenarioAndSaysWhere() {
        assertTrue(vm.edit(s -> PodEdits.restartPolicy(s, 0, RestartPolicy.Never)));
        Scenario good = vm.scenario();
        String text = vm.yamlProperty().get();
        List<String> lines = text.lines().toList();
        int policyLine = 0;
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).contains("Never")) {
                policyLine = i + 1;
            }
        }
        assertTrue(policyLine > 0, text);

        vm.editYaml(text.replace("Never", "Sometimes"));
        PlaygroundViewModel.YamlError error = vm.errorProperty().get();
        assertNotNull(error);
        assertEquals(policyLine, error.line());
        assertTrue(error.problem().contains("Sometimes"), error.problem());
        assertSame(good, vm.scenario());
        // The text stays as typed, so the learner can mend it…
        assertTrue(vm.yamlProperty().get().contains("Sometimes"));
        // …or undo it.
        vm.revert();
        assertNull(vm.errorProperty().get());
        assertEquals(text, vm.yamlProperty().get());
    }

    @Test
    void textThatIsNoYamlAtAllGivesAReasonNeverAnException() {
        Scenario good = vm.scenario();
        for (String bad : List.of("", "::\n\t[", "pods: [", "nodes: 7\n", "scenario: x\nnodes:\n  - {name: a}\n", "\u0000\u0001")) {
            vm.editYaml(bad);
            assertNotNull(vm.errorProperty().get(), () -> "no reason for " + bad);
            assertSame(good, vm.scenario());
        }
    }

    @Test
    void aFormEditTheReaderRefusesChangesNothing() {
        assertTrue(vm.edit(PodEdits::addPod));
        String text = vm.yamlProperty().get();
        Scenario two = vm.scenario();
        // Two pods of one name do not read: the form's edit is refused and says why.
        assertTrue(!vm.edit(s -> PodEdits.podName(s, 1, "web-app")));
        assertNotNull(vm.errorProperty().get());
        assertSame(two, vm.scenario());
        assertEquals(text, vm.yamlProperty().get());
    }

    @Test
    void theSelectionStaysOnSomethingThatIsThere() {
        assertTrue(vm.edit(PodEdits::addPod));
        vm.selectedPodProperty().set(1);
        assertTrue(vm.edit(s -> PodEdits.removePod(s, 1)));
        assertEquals(0, vm.selectedPodProperty().get());
        assertEquals("web-app", vm.pod().name());
    }

    @Test
    void aCrashAtTIsAWaitThenAnExit() {
        assertEquals(List.of(new Step.Sleep(10_000), new Step.Exit(3)), StepKind.CRASH.build("10", "3", ""));
        assertEquals(List.of(new Step.Request("web", 80, 2_000)), StepKind.REQUEST.build("80", "2", "web"));
    }

    @Test
    void goToTheLineFindsTheLineAndColumn() {
        String text = "a: 1\nbb: 2\nccc: 3\n";
        assertEquals(text.indexOf("cc") + 1, YamlEditor.offsetOf(text, 3, 2));
        assertEquals(text.length(), YamlEditor.offsetOf(text, 9, 1));
    }

    /** The form's edit, written and read back, gives the scenario the form shows: form → YAML → parse → form. */
    private ContainerSpec roundTripped() throws Exception {
        assertNull(vm.errorProperty().get());
        Scenario read = ScenarioReader.parse(vm.yamlProperty().get(), PlaygroundViewModel.FILE);
        assertEquals(vm.scenario(), read);
        return read.pods().get(0).containers().get(0);
    }

    @Test
    void requestsAndLimitsSurviveTheRoundTrip() throws Exception {
        Resources requests = new Resources(250L, 64L << 20);
        Resources limits = new Resources(500L, 128L << 20);
        assertTrue(vm.edit(s -> PodEdits.resources(s, 0, 0, requests, limits)));
        ContainerSpec web = roundTripped();
        assertEquals(requests, web.requests());
        assertEquals(limits, web.limits());
        assertTrue(vm.yamlProperty().get().contains("64Mi") && vm.yamlProperty().get().contains("500m"), vm.yamlProperty().get());
        // A limit alone: the request Kubernetes reads for it is the limit, and the form shows that.
        assertTrue(vm.edit(s -> PodEdits.resources(s, 0, 0, Resources.NONE, new Resources(null, 256L << 20))));
        assertEquals(256L << 20, roundTripped().requests().memoryBytes());
    }

    @Test
    void portsAreAddedAndRemovedThroughTheRoundTrip() throws Exception {
        assertTrue(vm.edit(s -> PodEdits.addPort(s, 0, 0, 8080, 80)));
        assertTrue(vm.edit(s -> PodEdits.addPort(s, 0, 0, 9090, null)));
        assertEquals(List.of(new PortSpec(8080, 80), new PortSpec(9090, null)), roundTripped().ports());
        assertTrue(vm.edit(s -> PodEdits.removePort(s, 0, 0, 0)));
        assertEquals(List.of(new PortSpec(9090, null)), roundTripped().ports());
    }

    @Test
    void aTcpProbeIsSetAndRemovedThroughTheRoundTrip() throws Exception {
        ProbeSpec ready = ProbeEdits.tcpProbe(8080, 5_000, 2);
        assertTrue(vm.edit(s -> ProbeEdits.probe(s, 0, 0, ProbeEdits.Probe.READINESS, ready)));
        assertTrue(vm.edit(s -> ProbeEdits.probe(s, 0, 0, ProbeEdits.Probe.LIVENESS, ProbeEdits.tcpProbe(8080, 10_000, 3))));
        ContainerSpec web = roundTripped();
        assertEquals(ready, web.readinessProbe());
        assertEquals(8080, web.livenessProbe().port());
        assertNull(web.startupProbe());
        assertTrue(vm.yamlProperty().get().contains("readinessProbe"), vm.yamlProperty().get());
        assertTrue(vm.edit(s -> ProbeEdits.probe(s, 0, 0, ProbeEdits.Probe.READINESS, null)));
        assertNull(roundTripped().readinessProbe());
        assertEquals(8080, ProbeEdits.probe(vm.pod().containers().get(0), ProbeEdits.Probe.LIVENESS).port());
    }

    @Test
    void aVolumeIsAnEmptyDirOrAHostPathThroughTheRoundTrip() throws Exception {
        assertTrue(vm.edit(s -> VolumeEdits.addVolume(s, 0, "scratch", " ")));
        assertTrue(vm.edit(s -> VolumeEdits.addVolume(s, 0, "data", "/var/data")));
        assertTrue(vm.edit(s -> VolumeEdits.mount(s, 0, 0, "data", "/data")));
        roundTripped();
        Scenario read = ScenarioReader.parse(vm.yamlProperty().get(), "again.yaml");
        assertEquals(List.of(new VolumeSpec("scratch", null), new VolumeSpec("data", "/var/data")), read.pods().get(0).volumes());
        assertTrue(vm.yamlProperty().get().contains("hostPath"), vm.yamlProperty().get());
    }
}
