package io.boundarylab.engine.cluster;

import io.boundarylab.engine.Sim;
import io.boundarylab.engine.trace.EventType;
import io.boundarylab.engine.trace.TraceEvent;
import org.junit.jupiter.api.Test;

import java.util.List;

import static io.boundarylab.engine.Sim.header;
import static io.boundarylab.engine.Sim.pod;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Probes, native sidecars, hooks and termination order, each following the Kubernetes page named
 * on the test.
 */
class FidelityRulesTest {

    /** tasks/configure-pod-container/configure-liveness-readiness-startup-probes: failureThreshold failures in a row kill. */
    @Test
    void livenessFailuresKillAndTheContainerIsRestartedPerPolicy() {
        Sim sim = Sim.run(header("pod", "70s") + "pods:\n" + pod("p", "Always", "      containers:\n"
                + "        - name: web\n          livenessProbe: {exec: {x-sim: {failAfter: 30s}}, periodSeconds: 10}\n          x-sim: {steps: [{run: forever}]}\n"));
        List<TraceEvent> unhealthy = sim.events(EventType.Unhealthy, "web");
        assertEquals(List.of(30_000L, 40_000L, 50_000L), unhealthy.stream().map(TraceEvent::tMs).toList());
        assertEquals("liveness", unhealthy.get(0).probe());
        TraceEvent killing = sim.events(EventType.Killing, "web").get(0);
        assertEquals(50_000L, killing.tMs());
        assertEquals("Container web failed liveness probe, will be restarted", killing.message());
        assertEquals(List.of(0L, 50_000L), sim.times(EventType.Started, "web"), "the first restart comes at once");
    }

    @Test
    void livenessFailureKillsEvenUnderNeverButDoesNotRestart() {
        Sim sim = Sim.run(header("pod", "2m") + "pods:\n" + pod("p", "Never", "      containers:\n"
                + "        - name: web\n          livenessProbe: {exec: {x-sim: {failAfter: 5s}}, periodSeconds: 5, failureThreshold: 1}\n          x-sim: {steps: [{run: forever}]}\n"));
        assertEquals(List.of(0L), sim.times(EventType.Started, "web"));
        assertEquals(143, sim.events(EventType.Exited, "web").get(0).exitCode());
        assertEquals("Failed", sim.pod("p").phase());
    }

    @Test
    void readinessOnlyChangesReadinessAndATcpProbeFollowsTheListener() {
        Sim sim = Sim.run(header("pod", "1m") + "pods:\n" + pod("p", "Always", "      containers:\n"
                + "        - name: web\n          readinessProbe: {tcpSocket: {port: 8080}, periodSeconds: 5}\n          x-sim: {steps: [{sleep: 12s}, {listen: 8080}, {run: forever}]}\n"));
        assertEquals(List.of(0L, 5_000L, 10_000L), sim.times(EventType.Unhealthy, "web"));
        assertTrue(sim.events(EventType.Killing).isEmpty(), "readiness never kills");
        TraceEvent ready = sim.events(EventType.Ready).get(0);
        assertEquals(15_000L, ready.tMs());
        assertTrue(sim.container("p", "web").ready());
        assertEquals("True", sim.pod("p").conditions().get("Ready").status());
    }

    @Test
    void aStartupProbeGatesLivenessAndMarksStarted() {
        Sim sim = Sim.run(header("pod", "1m") + "pods:\n" + pod("p", "Always", "      containers:\n"
                + "        - name: web\n          startupProbe: {exec: {x-sim: {passAfter: 25s}}, periodSeconds: 10, failureThreshold: 5}\n"
                + "          livenessProbe: {exec: {x-sim: {results: [fail]}}, periodSeconds: 100, failureThreshold: 3}\n"
                + "          x-sim: {steps: [{run: forever}]}\n"));
        List<TraceEvent> unhealthy = sim.events(EventType.Unhealthy, "web");
        assertEquals(List.of("startup", "startup", "startup", "liveness"), unhealthy.stream().map(TraceEvent::probe).toList());
        assertEquals(30_000L, unhealthy.get(3).tMs(), "liveness starts once the startup probe passed at 30s");
        assertTrue(sim.container("p", "web").started());
    }

    /** concepts/workloads/pods/sidecar-containers */
    @Test
    void aNativeSidecarStartsInInitOrderKeepsRunningAndGatesTheApps() {
        Sim sim = Sim.run(header("pod", "1m") + "pods:\n" + pod("p", "Never", "      initContainers:\n"
                + "        - name: proxy\n          restartPolicy: Always\n          startupProbe: {exec: {x-sim: {passAfter: 15s}}, periodSeconds: 5, failureThreshold: 10}\n"
                + "          x-sim: {steps: [{run: forever}]}\n"
                + "        - name: migrate\n          x-sim: {steps: [{sleep: 5s}]}\n"
                + "      containers:\n        - name: web\n          x-sim: {steps: [{sleep: 10s}]}\n"));
        assertEquals(List.of(0L), sim.times(EventType.Started, "proxy"));
        assertEquals(List.of(15_000L), sim.times(EventType.Started, "migrate"), "waits for the sidecar's startup probe");
        assertEquals(List.of(20_000L), sim.times(EventType.Started, "web"));
        // web exits 0 under Never: the pod succeeds, and the sidecar is stopped, never deciding the phase.
        assertEquals("Succeeded", sim.pod("p").phase());
        assertEquals(List.of(30_000L), sim.times(EventType.Exited, "proxy"));
        assertEquals("sidecar", sim.container("p", "proxy").kind());
    }

    @Test
    void aSidecarIsRestartedWhateverThePodsPolicy() {
        Sim sim = Sim.run(header("pod", "30s") + "pods:\n" + pod("p", "Never", "      initContainers:\n"
                + "        - {name: proxy, restartPolicy: Always, x-sim: {steps: [{sleep: 2s}, {exit: 0}]}}\n"
                + "      containers:\n        - {name: web, x-sim: {steps: [{run: forever}]}}\n"));
        assertTrue(sim.container("p", "proxy").restartCount() >= 1);
        assertEquals("Running", sim.pod("p").phase());
    }

    /** concepts/containers/container-lifecycle-hooks: postStart must finish before the next container starts. */
    @Test
    void postStartHoldsTheNextContainerAndAFailingHookKills() {
        Sim sim = Sim.run(header("pod", "20s") + "pods:\n" + pod("p", "Always", "      containers:\n"
                + "        - {name: a, lifecycle: {postStart: {x-sim: {duration: 3s}}}, x-sim: {steps: [{run: forever}]}}\n"
                + "        - {name: b, x-sim: {steps: [{run: forever}]}}\n"));
        assertEquals(List.of(3_000L), sim.times(EventType.Started, "b"));
        Sim failing = Sim.run(header("pod", "5s") + "pods:\n" + pod("p", "Always", "      containers:\n"
                + "        - {name: a, lifecycle: {postStart: {x-sim: {duration: 1s, exitCode: 1}}}, x-sim: {steps: [{run: forever}]}}\n"));
        assertEquals("FailedPostStartHook", failing.events(EventType.Killing, "a").get(0).reason());
        assertEquals(1_000L, failing.times(EventType.Exited, "a").get(0));
    }

    /** pod-lifecycle#pod-termination: preStop first, then SIGTERM with what is left (at least 2 s). */
    @Test
    void preStopRunsFirstWithinTheGracePeriod() {
        Sim sim = Sim.run(header("pod", "1m") + "pods:\n" + pod("p", "Always", "      containers:\n"
                + "        - {name: web, lifecycle: {preStop: {x-sim: {duration: 4s}}}, x-sim: {onSigterm: {after: 1s, exitCode: 0}, steps: [{run: forever}]}}\n"
                + "        - {name: slow, lifecycle: {preStop: {x-sim: {forever: true}}}, x-sim: {onSigterm: {after: 1m}, steps: [{run: forever}]}}\n")
                + "actions:\n  - {at: 10s, do: delete, target: pod/p, gracePeriodSeconds: 10}\n");
        assertEquals(List.of(15_000L), sim.times(EventType.Exited, "web"), "preStop 4s, then SIGTERM ends it 1s later");
        // preStop takes the whole grace period; SIGTERM still gets its minimum 2s before SIGKILL.
        assertEquals(List.of(22_000L), sim.times(EventType.Exited, "slow"));
        assertEquals(137, sim.events(EventType.Exited, "slow").get(0).exitCode());
    }

    @Test
    void onDeletionAppContainersStopFirstThenSidecarsInReverseOrder() {
        Sim sim = Sim.run(header("pod", "1m") + "pods:\n" + pod("p", "Always", "      initContainers:\n"
                + "        - {name: first-sidecar, restartPolicy: Always, x-sim: {onSigterm: {after: 1s, exitCode: 0}, steps: [{run: forever}]}}\n"
                + "        - {name: second-sidecar, restartPolicy: Always, x-sim: {onSigterm: {after: 1s, exitCode: 0}, steps: [{run: forever}]}}\n"
                + "      containers:\n        - {name: web, x-sim: {onSigterm: {after: 3s, exitCode: 0}, steps: [{run: forever}]}}\n")
                + "actions:\n  - {at: 10s, do: delete, target: pod/p}\n");
        assertEquals(List.of(13_000L), sim.times(EventType.Exited, "web"));
        assertEquals(List.of(14_000L), sim.times(EventType.Exited, "second-sidecar"));
        assertEquals(List.of(15_000L), sim.times(EventType.Exited, "first-sidecar"));
        assertEquals("Succeeded", sim.pod("p").phase());
    }

    /** concepts/workloads/pods/pod-qos */
    @Test
    void qosClasses() {
        String guaranteed = "        - {name: a, resources: {requests: {cpu: 100m, memory: 64Mi}, limits: {cpu: 100m, memory: 64Mi}}}\n";
        String burstable = "        - {name: a, resources: {requests: {cpu: 100m}}}\n";
        String bestEffort = "        - {name: a}\n";
        assertEquals("Guaranteed", Sim.run(header("pod", "1s") + "pods:\n" + pod("p", "Always", "      containers:\n" + guaranteed)).pod("p").qosClass());
        assertEquals("Burstable", Sim.run(header("pod", "1s") + "pods:\n" + pod("p", "Always", "      containers:\n" + burstable)).pod("p").qosClass());
        assertEquals("BestEffort", Sim.run(header("pod", "1s") + "pods:\n" + pod("p", "Always", "      containers:\n" + bestEffort)).pod("p").qosClass());
        // Limits alone set the requests: still Guaranteed.
        assertEquals("Guaranteed", Sim.run(header("pod", "1s") + "pods:\n" + pod("p", "Always", "      containers:\n"
                + "        - {name: a, resources: {limits: {cpu: 100m, memory: 64Mi}}}\n")).pod("p").qosClass());
        assertFalse(Sim.run(header("pod", "1s") + "pods:\n" + pod("p", "Always", "      containers:\n" + guaranteed + burstable.replace("name: a", "name: b"))).pod("p").qosClass().equals("Guaranteed"));
    }
}
