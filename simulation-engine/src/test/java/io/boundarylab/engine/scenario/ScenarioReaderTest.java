package io.boundarylab.engine.scenario;

import io.boundarylab.engine.cluster.Platform;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ScenarioReaderTest {
    static final String BASE = String.join("\n",
            "scenario: s",                                     // 1
            "until: 1m",                                       // 2
            "nodes:",                                          // 3
            "  - {name: node-1, allocatable: {cpu: \"2\", memory: 4Gi}}", // 4
            "pods:",                                           // 5
            "  - apiVersion: v1",                              // 6
            "    kind: Pod",                                   // 7
            "    metadata: {name: web-app}",                   // 8
            "    spec:",                                       // 9
            "      volumes: [{name: logs, emptyDir: {}}]",     // 10
            "      containers:",                               // 11
            "        - name: web",                             // 12
            "          image: web:v1",                         // 13
            "          volumeMounts: [{name: logs, mountPath: /logs}]", // 14
            "          x-sim:",                                // 15
            "            steps:",                              // 16
            "              - sleep: 1s",                       // 17
            "");

    @Test
    void readsTheBaseScenarioWithDefaults() throws ScenarioException {
        Scenario s = ScenarioReader.parse(BASE, "base.yaml");
        assertEquals("s", s.name());
        assertEquals(1, s.seed());
        assertEquals(60_000L, s.untilMs());
        assertEquals(Platform.POD, s.platform());
        PodSpec p = s.pod("web-app");
        assertEquals(RestartPolicy.Always, p.restartPolicy());
        assertEquals(30_000, p.terminationGracePeriodMs());
        assertEquals(110, s.nodes().get(0).maxPods());
        assertEquals(100L << 20, s.nodes().get(0).evictionHardMemoryBytes());
        assertEquals(SchedulerConfig.DEFAULT, s.scheduler());
        assertEquals(40, ScenarioReader.parse(BASE.replace("until: 1m", "until: 1m\nscheduler: {scoring: MostAllocated, percentageOfNodesToScore: 40}"), "b.yaml")
                .scheduler().percentageOfNodesToScore());
        assertEquals(List.of(new Step.Sleep(1000)), p.containers().get(0).steps());
        assertNull(p.containers().get(0).onSigtermAfterMs());
        assertEquals(143, p.containers().get(0).onSigtermExitCode());
    }

    @Test
    void jsonAndYamlGiveTheSameScenario() throws ScenarioException {
        String json = "{\"scenario\": \"s\", \"until\": \"1m\", \"platform\": \"naive\", \"nodes\": [{\"name\": \"n\", \"allocatable\": {\"cpu\": \"1\", \"memory\": \"1Gi\"}}],"
                + " \"pods\": [{\"apiVersion\": \"v1\", \"kind\": \"Pod\", \"metadata\": {\"name\": \"p\"}, \"spec\": {\"containers\": [{\"name\": \"c\"}]}}]}";
        String yaml = "scenario: s\nuntil: 1m\nplatform: naive\nnodes: [{name: n, allocatable: {cpu: \"1\", memory: 1Gi}}]\n"
                + "pods: [{apiVersion: v1, kind: Pod, metadata: {name: p}, spec: {containers: [{name: c}]}}]\n";
        Scenario a = ScenarioReader.parse(json, "s.json");
        Scenario b = ScenarioReader.parse(yaml, "s.yaml");
        assertEquals(a.withPlatform(Platform.NAIVE).pods(), b.pods());
        assertEquals(Platform.NAIVE, a.platform());
        assertEquals(a.nodes(), b.nodes());
    }

    static Stream<Arguments> errors() {
        return Stream.of(
                // replace this, with that, expect line, field, message fragment
                Arguments.of("until: 1m", "until: 1 minute", 2, "until", "not a duration"),
                Arguments.of("scenario: s\n", "", 1, "scenario", "required field is missing"),
                Arguments.of("    kind: Pod", "    kind: Pod\n    colour: blue", 8, "pods[0].colour", "unknown field 'colour'"),
                Arguments.of("          image: web:v1", "          image: web:v1\n          imagePull: Always", 14, "pods[0].spec.containers[0].imagePull", "unknown field"),
                Arguments.of("cpu: \"2\"", "cpu: \"two\"", 4, "nodes[0].allocatable.cpu", "not a cpu quantity"),
                Arguments.of("memory: 4Gi", "memory: 4GB", 4, "nodes[0].allocatable.memory", "not a memory quantity"),
                Arguments.of("mountPath: /logs}", "mountPath: logs}", 14, "pods[0].spec.containers[0].volumeMounts[0].mountPath", "absolute path"),
                Arguments.of("[{name: logs, mountPath", "[{name: data, mountPath", 14, "pods[0].spec.containers[0].volumeMounts[0].name", "no volume named 'data'"),
                Arguments.of("              - sleep: 1s", "              - dance: 1s", 17, "pods[0].spec.containers[0].x-sim.steps[0].dance", "unknown step 'dance'"),
                Arguments.of("              - sleep: 1s", "              - exit: 300", 17, "pods[0].spec.containers[0].x-sim.steps[0].exit", "between 0 and 255"),
                // Exit codes are one byte wherever they are written: a crash action and onSigterm as the exit step.
                Arguments.of("              - sleep: 1s\n", "              - sleep: 1s\nactions:\n  - {at: 1s, do: crash, target: pod/web-app/web, exitCode: -1}\n",
                        19, "actions[0].exitCode", "between 0 and 255"),
                Arguments.of("              - sleep: 1s\n", "              - sleep: 1s\nactions:\n  - {at: 1s, do: crash, target: pod/web-app/web, exitCode: 256}\n",
                        19, "actions[0].exitCode", "between 0 and 255"),
                Arguments.of("            steps:", "            onSigterm: {after: 1s, exitCode: 999}\n            steps:", 16,
                        "pods[0].spec.containers[0].x-sim.onSigterm.exitCode", "between 0 and 255"),
                Arguments.of("            steps:", "            onSigterm: {exitCode: -5}\n            steps:", 16,
                        "pods[0].spec.containers[0].x-sim.onSigterm.exitCode", "between 0 and 255"),
                Arguments.of("              - sleep: 1s\n", "              - sleep: 1s\nactions:\n  - {at: 1s, do: delete, target: pod/web-ap}\n",
                        19, "actions[0].target", "no pod is named 'web-ap'"),
                Arguments.of("              - sleep: 1s", "              - ship:", 17, "pods[0].spec.containers[0].x-sim.steps[0]", "the step 'ship' needs a value"),
                Arguments.of("    kind: Pod", "    kind: Deployment", 7, "pods[0].kind", "expected Pod"),
                Arguments.of("until: 1m", "until: 1m\nplatform: kubernetes", 3, "platform", "expected naive, pod"),
                Arguments.of("until: 1m", "until: 1m\nplatform: {atomicPlacement: true}", 3, "platform.startupOrdering", "required field is missing"),
                Arguments.of("    metadata: {name: web-app}", "    metadata: {name: Web_App}", 8, "pods[0].metadata.name", "not a valid name"),
                Arguments.of("              - sleep: 1s", "              - sleep: 1s\nactions:\n  - {at: 5s, do: crash, target: pod/web-app/db}", 19, "actions[0].target", "no container named 'db'"),
                Arguments.of("              - sleep: 1s", "              - sleep: 1s\nactions:\n  - {at: 5s, do: explode, target: pod/web-app}", 19, "actions[0].do", "is not one of"),
                Arguments.of("              - sleep: 1s", "              - sleep: 1s\nactions:\n  - {at: 5s, do: failNode, target: node/node-9}", 19, "actions[0].target", "no node is named"),
                Arguments.of("      containers:", "      restartPolicy: Sometimes\n      containers:", 11, "pods[0].spec.restartPolicy", "Always, OnFailure, Never"),
                Arguments.of("          image: web:v1", "          image: web:v1\n          resources: {requests: {memory: 2Gi}, limits: {memory: 1Gi}}", 14, "pods[0].spec.containers[0].resources", "above the memory limit"),
                Arguments.of("          image: web:v1", "          image: web:v1\n          image: web:v2", 14, "pods[0].spec.containers[0].image", "field given twice"),
                Arguments.of("  - {name: node-1, allocatable: {cpu: \"2\", memory: 4Gi}}", "  - {name: node-1, allocatable: {cpu: \"2\", memory: 4Gi}}\n  - {name: node-1, allocatable: {cpu: \"2\", memory: 4Gi}}", 5, "nodes[1].name", "two nodes"),
                // Kubernetes' own validation of probes and hooks (validateProbe, validateInitContainers).
                Arguments.of("          image: web:v1", "          image: web:v1\n          livenessProbe: {exec: {x-sim: {results: [pass]}}, successThreshold: 2}", 14,
                        "pods[0].spec.containers[0].livenessProbe.successThreshold", "must be 1"),
                Arguments.of("          image: web:v1", "          image: web:v1\n          readinessProbe: {exec: {x-sim: {results: [pass]}}, terminationGracePeriodSeconds: 5}", 14,
                        "pods[0].spec.containers[0].readinessProbe.terminationGracePeriodSeconds", "must not be set"),
                Arguments.of("      containers:", "      initContainers: [{name: i, lifecycle: {preStop: {x-sim: {duration: 1s}}}}]\n      containers:", 11,
                        "pods[0].spec.initContainers[0].lifecycle", "not on init containers"),
                Arguments.of("until: 1m", "until: 1m\nscheduler: {percentageOfNodesToScore: 150}", 3, "scheduler.percentageOfNodesToScore", "between 0 (adaptive) and 100"),
                Arguments.of("    spec:", "    spec: [", 11, "", "not valid YAML"));
    }

    @ParameterizedTest
    @MethodSource("errors")
    void everyErrorNamesFileLineColumnAndField(String from, String to, int line, String field, String fragment) {
        assertTrue(BASE.contains(from), "the case must change the base scenario: " + from);
        String text = BASE.replace(from, to);
        ScenarioException e = assertThrows(ScenarioException.class, () -> ScenarioReader.parse(text, "bad.yaml"));
        assertEquals("bad.yaml", e.file());
        assertEquals(line, e.line(), e.getMessage());
        assertTrue(e.column() > 0, e.getMessage());
        assertEquals(field, e.field(), e.getMessage());
        assertTrue(e.problem().contains(fragment), e.getMessage());
        assertTrue(e.getMessage().startsWith("bad.yaml:" + line + ":" + e.column() + ": "), e.getMessage());
        assertFalse(e.getMessage().contains("\n"), "one line: " + e.getMessage());
    }

    @Test
    void everyExampleInTheDocsIsValid() throws IOException, ScenarioException {
        Path dir = Path.of("..", "docs", "examples");
        List<Path> files;
        try (Stream<Path> s = Files.list(dir)) {
            files = s.filter(p -> p.toString().endsWith(".yaml")).sorted().toList();
        }
        assertTrue(files.size() >= 9, "an example per episode variant: " + files);
        for (Path f : files) assertEquals(f.toString(), ScenarioReader.read(f).file());
    }

    @Test
    void effectiveRequestIsTheLargerOfAppsPlusSidecarsAndTheInitPeakPlusOverhead() throws ScenarioException {
        String yaml = "scenario: s\nuntil: 1m\nnodes: [{name: n, allocatable: {cpu: \"4\", memory: 4Gi}}]\npods:\n"
                + "  - apiVersion: v1\n    kind: Pod\n    metadata: {name: p}\n    spec:\n      overhead: {cpu: 10m, memory: 1Mi}\n"
                + "      initContainers:\n"
                + "        - {name: side, restartPolicy: Always, resources: {requests: {cpu: 100m, memory: 10Mi}}}\n"
                + "        - {name: big-init, resources: {requests: {cpu: \"1\", memory: 5Mi}}}\n"
                + "      containers:\n"
                + "        - {name: a, resources: {requests: {cpu: 200m, memory: 100Mi}}}\n"
                + "        - {name: b, resources: {requests: {cpu: 300m, memory: 50Mi}}}\n";
        Resources eff = ScenarioReader.parse(yaml, "s.yaml").pod("p").effectiveRequests();
        // cpu: max(100+200+300, 100+1000) + 10 = 1110m; memory: max(10+100+50, 10+5) + 1 = 161Mi
        assertEquals(1110, eff.cpu());
        assertEquals(161L << 20, eff.memory());
    }
}
