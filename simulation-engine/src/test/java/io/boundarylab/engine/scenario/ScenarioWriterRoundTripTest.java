package io.boundarylab.engine.scenario;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every scenario file the project ships (docs/examples and every episode's scenarios under
 * content/en) read, written and read again gives the same scenario, and writing is stable: the
 * text written from the second reading is the text written from the first.
 */
class ScenarioWriterRoundTripTest {

    static Stream<Path> files() throws IOException {
        Stream<Path> examples;
        try (Stream<Path> s = Files.list(Path.of("..", "docs", "examples"))) {
            examples = s.filter(p -> p.toString().endsWith(".yaml") || p.toString().endsWith(".json")).sorted().toList().stream();
        }
        List<Path> content;
        try (Stream<Path> s = Files.walk(Path.of("..", "content", "en", "investigations"))) {
            content = s.filter(p -> p.getParent() != null && p.getParent().getParent() != null
                            && p.getParent().getParent().getFileName().toString().equals("episodes"))
                    .filter(p -> p.getFileName().toString().endsWith(".yaml") && !p.getFileName().toString().equals("episode.yaml"))
                    .sorted().toList();
        }
        return Stream.concat(examples, content.stream());
    }

    @Test
    void theFilesAreFound() throws IOException {
        List<Path> all = files().toList();
        assertTrue(all.stream().anyMatch(p -> p.endsWith("k8s-services.yaml")), "docs/examples is read");
        assertTrue(all.stream().filter(p -> p.getFileName().toString().equals("naive.yaml")).count() >= 9,
                "every episode's naive.yaml of both investigations is read: " + all);
        assertTrue(all.stream().filter(p -> p.getFileName().toString().equals("contract.yaml")).count() >= 9);
    }

    @ParameterizedTest
    @MethodSource("files")
    void writeThenReadGivesTheSameScenario(Path file) throws Exception {
        Scenario read = ScenarioReader.read(file);
        String written = ScenarioWriter.write(read);
        Scenario again;
        try {
            again = ScenarioReader.parse(written, file.toString());
        } catch (ScenarioException e) {
            throw new AssertionError("the writer wrote what the reader refuses: " + e.getMessage() + "\n" + written, e);
        }
        assertEquals(read, again, () -> "written:\n" + written);
        assertEquals(written, ScenarioWriter.write(again), "the same scenario gives the same text");
    }

    @Test
    void defaultsAreLeftOutAndThePlatformIsAlwaysWritten() throws Exception {
        Scenario s = ScenarioReader.parse(String.join("\n",
                "scenario: s",
                "nodes: [{name: node-1, allocatable: {cpu: \"2\", memory: 4Gi}}]",
                "pods:",
                "  - apiVersion: v1",
                "    kind: Pod",
                "    metadata: {name: p}",
                "    spec: {containers: [{name: c}]}",
                ""), "s.yaml");
        String text = ScenarioWriter.write(s);
        assertEquals(String.join("\n",
                "scenario: s",
                "platform: {atomicPlacement: true, startupOrdering: true, sharedIdentity: true, sharedStorage: true, sharedFate: true}",
                "nodes:",
                "  - {name: node-1, allocatable: {cpu: 2, memory: 4Gi}}",
                "pods:",
                "  - apiVersion: v1",
                "    kind: Pod",
                "    metadata: {name: p}",
                "    spec:",
                "      containers:",
                "        - name: c",
                ""), text);
    }

    @Test
    void theControllerManagersApiRateIsWrittenOnlyWhenItIsNotKubernetesDefault() throws Exception {
        String base = String.join("\n",
                "scenario: s",
                "nodes: [{name: node-1, allocatable: {cpu: \"2\", memory: 4Gi}}]",
                "");
        Scenario defaults = ScenarioReader.parse(base + "controlPlane: {kubeApiQps: 20, kubeApiBurst: 30}\n", "s.yaml");
        assertTrue(!ScenarioWriter.write(defaults).contains("kubeApi"), () -> ScenarioWriter.write(defaults));
        Scenario fast = ScenarioReader.parse(base + "controlPlane: {kubeApiQps: 100, kubeApiBurst: 100}\n", "s.yaml");
        String written = ScenarioWriter.write(fast);
        assertTrue(written.contains("controlPlane: {kubeApiQps: 100, kubeApiBurst: 100}"), written);
        Scenario again = ScenarioReader.parse(written, "s.yaml");
        assertEquals(fast, again);
        assertEquals(100, again.workloads().controlPlane().kubeApiQps());
        assertEquals(100, again.workloads().controlPlane().kubeApiBurst());
    }
}
