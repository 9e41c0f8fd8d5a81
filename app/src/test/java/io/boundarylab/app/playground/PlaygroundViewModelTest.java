package io.boundarylab.app.playground;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boundarylab.engine.cluster.Guarantee;
import io.boundarylab.engine.scenario.ContainerSpec;
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
    private static final String ONE_POD = """
            scenario: mine
            seed: 3
            until: 30s
            platform: {atomicPlacement: true, startupOrdering: true, sharedIdentity: true, sharedStorage: true, sharedFate: true}
            nodes:
              - {name: node-1, allocatable: {cpu: "2", memory: 4Gi}}
            pods:
              - apiVersion: v1
                kind: Pod
                metadata: {name: web-app}
                spec:
                  containers:
                    - name: web
                      image: web:v1
                      x-sim:
                        steps:
                          - listen: 8080
                          - run: forever
            """;

    private PlaygroundViewModel vm;

    @BeforeEach
    void start() throws Exception {
        vm = new PlaygroundViewModel(ScenarioWriter::write);
        vm.start(ScenarioReader.parse(ONE_POD, "one-pod.yaml"));
    }

    @Test
    void theTextShownReadsBackAsTheScenarioShown() throws Exception {
        assertNull(vm.errorProperty().get());
        assertEquals(vm.scenario(), ScenarioReader.parse(vm.yamlProperty().get(), PlaygroundViewModel.FILE));
        assertEquals("web", vm.pod().containers().get(0).name());
    }

    @Test
    void anEditInTheFormRewritesTheYaml() throws Exception {
        assertTrue(vm.edit(s -> ScenarioEdits.addVolume(s, 0, "logs")));
        assertTrue(vm.edit(s -> ScenarioEdits.addContainer(s, 0, ScenarioEdits.Kind.APP)));
        assertTrue(vm.edit(s -> ScenarioEdits.mount(s, 0, 1, "logs", "/logs")));
        assertTrue(vm.edit(s -> ScenarioEdits.addSteps(s, 0, 1, StepKind.SHIP.build("", "", "/logs"))));
        assertTrue(vm.edit(s -> ScenarioEdits.guarantee(s, Guarantee.SHARED_STORAGE, false)));

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
        assertTrue(vm.edit(s -> ScenarioEdits.restartPolicy(s, 0, RestartPolicy.Never)));
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
        assertTrue(vm.edit(ScenarioEdits::addPod));
        String text = vm.yamlProperty().get();
        Scenario two = vm.scenario();
        // Two pods of one name do not read: the form's edit is refused and says why.
        assertTrue(!vm.edit(s -> ScenarioEdits.podName(s, 1, "web-app")));
        assertNotNull(vm.errorProperty().get());
        assertSame(two, vm.scenario());
        assertEquals(text, vm.yamlProperty().get());
    }

    @Test
    void theSelectionStaysOnSomethingThatIsThere() {
        assertTrue(vm.edit(ScenarioEdits::addPod));
        vm.selectedPodProperty().set(1);
        assertTrue(vm.edit(s -> ScenarioEdits.removePod(s, 1)));
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
}
