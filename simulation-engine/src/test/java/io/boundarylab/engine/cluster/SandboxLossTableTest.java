package io.boundarylab.engine.cluster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boundarylab.engine.Sim;
import io.boundarylab.engine.scenario.ScenarioException;
import io.boundarylab.engine.scenario.ScenarioReader;
import io.boundarylab.engine.trace.EventType;
import io.boundarylab.engine.trace.TraceEvent;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A pod sandbox that dies ({@code {do: killSandbox, target: pod/NAME}}), as the kubelet's
 * computePodActions handles a changed sandbox (kuberuntime_manager.go, "createPodSandbox"):
 * every container is stopped, the sandbox comes back with a new IP, and the pod starts again
 * from its first init container; under OnFailure the app containers that succeeded stay done.
 * Under Never, {@code if !shouldRestartOnFailure(pod) && attempt != 0 && len(podStatus.ContainerStatuses) != 0}
 * the kubelet creates no new sandbox (no SandboxChanged) and kills the pod; when no container was
 * ever created it creates the sandbox and starts the first init container.
 */
class SandboxLossTableTest {

    private static Sim run(String policy, String containers) {
        String spec = "      initContainers:\n        - {name: setup, x-sim: {steps: [{sleep: 1s}]}}\n" + containers;
        return Sim.run(Sim.header("pod", "1m") + "pods:\n" + Sim.pod("p", policy, spec)
                + "actions:\n  - {at: 10s, do: killSandbox, target: pod/p}\n");
    }

    private static final String WEB = "      containers:\n        - {name: web, x-sim: {steps: [{run: forever}]}}\n";

    @Test
    void everyContainerStartsAgainInANewSandboxInitContainersFirst() {
        Sim sim = run("Always", WEB);
        TraceEvent changed = sim.events(EventType.SandboxChanged).get(0);
        assertEquals(10_000L, changed.tMs());
        assertEquals(List.of(10_000L), sim.times(EventType.Exited, "web"), "stopped when the sandbox died, once");
        assertEquals(List.of(0L, 10_000L), sim.times(EventType.Started, "setup"), "the init container runs again, first");
        assertEquals(List.of(1_000L, 11_000L), sim.times(EventType.Started, "web"), "web starts again once setup has exited 0 again");
        assertEquals(143, sim.events(EventType.Exited, "web").get(0).exitCode(), "stopped by SIGTERM");
        List<TraceEvent> webStarts = sim.events(EventType.Started, "web");
        assertNotEquals(webStarts.get(0).ip(), webStarts.get(1).ip(), "a new sandbox, a new IP");
        assertEquals(1, sim.container("p", "web").restartCount());
        assertEquals("Running", sim.pod("p").phase());
    }

    @Test
    void underOnFailureAnAppContainerThatSucceededStaysDone() {
        Sim sim = run("OnFailure", "      containers:\n"
                + "        - {name: web, x-sim: {steps: [{run: forever}]}}\n"
                + "        - {name: job, x-sim: {steps: [{sleep: 2s}]}}\n");
        assertEquals(List.of(1_000L), sim.times(EventType.Started, "job"), "exited 0 before the loss: not started again");
        assertEquals(2, sim.times(EventType.Started, "web").size());
    }

    @Test
    void underNeverNothingStartsAgainAndThePodFails() {
        Sim sim = run("Never", WEB);
        assertEquals(1, sim.times(EventType.Started, "web").size());
        assertEquals(1, sim.times(EventType.Started, "setup").size());
        assertTrue(sim.events(EventType.SandboxChanged).isEmpty(), "CreateSandbox = false: no SandboxChanged event");
        assertEquals("Failed", sim.pod("p").phase(), "web ended with 143");
    }

    /** The scenario that overflowed the stack: under Never, nothing created yet (the first pull failed). */
    private static final String NEVER_NOTHING_CREATED = """
            scenario: sandbox-loss-never
            seed: 1
            until: 2m
            platform: pod
            nodes: [{name: node-1, allocatable: {cpu: "4", memory: 8Gi, pods: 110}}]
            pods:
              - apiVersion: v1
                kind: Pod
                metadata: {name: pod}
                spec:
                  restartPolicy: Never
                  initContainers:
                    - {name: sidecar0, image: sidecar0:v1, restartPolicy: Always, x-sim: {steps: [{run: forever}], pullFailures: 1}}
                    - {name: sidecar1, image: sidecar1:v1, restartPolicy: Always, x-sim: {steps: [{run: forever}]}}
                  containers:
                    - {name: foo1, image: foo1:v1, x-sim: {steps: [{run: forever}]}}
            actions:
              - {at: 1s, do: killSandbox, target: pod/pod}
            """;

    @Test
    void underNeverWithNoContainerCreatedTheSandboxIsCreatedAndTheFirstInitContainerStarts() {
        Sim sim = Sim.run(NEVER_NOTHING_CREATED);
        assertEquals(List.of(1_000L), sim.events(EventType.SandboxChanged).stream().map(TraceEvent::tMs).toList(),
                "len(ContainerStatuses) == 0: the sandbox is re-created");
        // sidecar0's first pull failed at 0 s; the image back-off (kubelet.go imageBackOff, keyed on
        // the image, not the sandbox) lets the next pull go at 10 s, which succeeds; sidecar1 and
        // foo1 follow in the same instant (no startup probes).
        assertEquals(List.of(10_000L), sim.times(EventType.Started, "sidecar0"));
        assertEquals(List.of(10_000L), sim.times(EventType.Started, "sidecar1"));
        assertEquals(List.of(10_000L), sim.times(EventType.Started, "foo1"));
        assertEquals("Running", sim.pod("pod").phase());
    }

    @Test
    void withoutTheActionNothingOfThisHappens() {
        Sim sim = Sim.run(Sim.header("pod", "1m") + "pods:\n" + Sim.pod("p", "Always",
                "      initContainers:\n        - {name: setup, x-sim: {steps: [{sleep: 1s}]}}\n" + WEB));
        assertTrue(sim.events(EventType.SandboxChanged).isEmpty());
        assertEquals(List.of(1_000L), sim.times(EventType.Started, "web"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"pod/p/web", "node/node-1", "pod/nobody"})
    void killSandboxTakesAWholePodThatExists(String target) {
        String yaml = Sim.header("pod", "1m") + "pods:\n" + Sim.pod("p", "Always", WEB)
                + "actions:\n  - {at: 10s, do: killSandbox, target: " + target + "}\n";
        ScenarioException e = assertThrows(ScenarioException.class, () -> ScenarioReader.parse(yaml, "sandbox.yaml"));
        assertTrue(e.getMessage().startsWith("sandbox.yaml:") && e.getMessage().contains("target"), e.getMessage());
    }
}
