package io.boundarylab.engine.cluster;

import io.boundarylab.engine.Sim;
import io.boundarylab.engine.scenario.Quantities;
import io.boundarylab.engine.trace.EventType;
import io.boundarylab.engine.trace.TraceEvent;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.util.List;
import java.util.function.UnaryOperator;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Graceful termination and probes during termination, in the kubelet's table style: one base pod
 * (a native sidecar and an app container, grace period 10 s, deleted at 10 s), one mutation per
 * case, and every container exit expected (time, container, exit code). The rules are
 * kuberuntime_container.go killContainer (preStop within the grace period, at least 2 s of
 * SIGTERM, whole seconds), killContainersWithSyncResult with newTerminationOrdering (sidecars
 * after the app containers, in reverse order, their preStop hooks at once), pod_workers.go
 * calculateEffectiveGracePeriod (at least 1 s), and e2e_node container_lifecycle_test.go.
 */
class TerminationTableTest {

    private static final String BASE = """
            scenario: t
            until: 1m
            nodes:
              - {name: node-1, allocatable: {cpu: "4", memory: 8Gi}}
            pods:
              - apiVersion: v1
                kind: Pod
                metadata: {name: p}
                spec:
                  terminationGracePeriodSeconds: 10
                  initContainers:
                    - {name: side, restartPolicy: Always, x-sim: {steps: [{run: forever}]}}
                  containers:
                    - {name: web, x-sim: {steps: [{run: forever}]}}
            actions:
              - {at: 10s, do: delete, target: pod/p}
            """;

    record Case(String name, UnaryOperator<String> mutation, String exits) {
        @Override
        public String toString() {
            return name;
        }
    }

    static UnaryOperator<String> web(String rest) {
        return s -> s.replace("{name: web, x-sim: {steps: [{run: forever}]}}", "{name: web, " + rest + "}");
    }

    static UnaryOperator<String> side(String rest) {
        return s -> s.replace("{name: side, restartPolicy: Always, x-sim: {steps: [{run: forever}]}}",
                "{name: side, restartPolicy: Always, " + rest + "}");
    }

    static UnaryOperator<String> delete(String action) {
        return s -> s.replace("{at: 10s, do: delete, target: pod/p}", action);
    }

    @SafeVarargs
    static UnaryOperator<String> all(UnaryOperator<String>... ms) {
        return s -> {
            for (UnaryOperator<String> m : ms) s = m.apply(s);
            return s;
        };
    }

    static final String FOREVER = "x-sim: {steps: [{run: forever}]}";
    static final String STUBBORN = "x-sim: {onSigterm: {after: 1m}, steps: [{run: forever}]}";

    static Stream<Case> cases() {
        return Stream.of(
                new Case("base: the app stops on SIGTERM, then the sidecar", UnaryOperator.identity(), "10s web 143, 10s side 143"),
                new Case("the sidecar waits for the app to finish", web("x-sim: {onSigterm: {after: 3s, exitCode: 0}, steps: [{run: forever}]}"),
                        "13s web 0, 13s side 143"),
                new Case("an app outliving the grace period is killed (137); the sidecar's wait ends with it",
                        web(STUBBORN), "20s web 137, 20s side 143"),
                new Case("the sidecar's preStop runs at once, beside the app's shutdown",
                        all(web("x-sim: {onSigterm: {after: 5s, exitCode: 0}, steps: [{run: forever}]}"),
                                side("lifecycle: {preStop: {x-sim: {duration: 3s}}}, " + FOREVER)),
                        "15s web 0, 15s side 143"),
                new Case("sidecars stop in reverse order, each after the one after it",
                        s -> side("x-sim: {onSigterm: {after: 1s, exitCode: 0}, steps: [{run: forever}]}").apply(s)
                                .replace("    - {name: side,", "    - {name: side0, restartPolicy: Always, x-sim: {onSigterm: {after: 1s, exitCode: 0}, steps: [{run: forever}]}}\n        - {name: side,"),
                        "10s web 143, 11s side 0, 12s side0 0"),
                new Case("a delete with grace 0: at least 1 s for the pod, 2 s of SIGTERM",
                        all(web(STUBBORN), delete("{at: 10s, do: delete, target: pod/p, gracePeriodSeconds: 0}")),
                        "11s side 143, 12s web 137"),
                new Case("the delete's grace period overrides the pod's",
                        all(web(STUBBORN), delete("{at: 10s, do: delete, target: pod/p, gracePeriodSeconds: 4}")),
                        "14s web 137, 14s side 143"),
                new Case("a preStop that never ends takes the grace; SIGTERM still gets 2 s",
                        web("lifecycle: {preStop: {x-sim: {forever: true}}}, " + STUBBORN),
                        "20s side 143, 22s web 137"),
                new Case("preStop time is taken off in whole seconds",
                        web("lifecycle: {preStop: {x-sim: {duration: 4500ms}}}, " + STUBBORN),
                        "20s side 143, 20s500ms web 137"),
                new Case("deleted while initialising: the running init container stops, sidecars not started are not waited for",
                        s -> s.replace("  initContainers:\n", "  initContainers:\n        - {name: setup, x-sim: {steps: [{run: forever}]}}\n")
                                .replace("{at: 10s, do: delete", "{at: 5s, do: delete"),
                        "5s setup 143"),
                new Case("evicted: grace override 0, so SIGTERM with 2 s, then SIGKILL",
                        all(web(STUBBORN), delete("{at: 10s, do: evict, target: pod/p}")),
                        "11s side 143, 12s web 137"),
                new Case("activeDeadlineSeconds: the pod's grace period applies",
                        all(web(STUBBORN), s -> s.replace("terminationGracePeriodSeconds: 10\n", "terminationGracePeriodSeconds: 10\n      activeDeadlineSeconds: 5\n"),
                                delete("{at: 50s, do: crash, target: pod/p/web}")),
                        "15s web 137, 15s side 143"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void exits(Case c) {
        Sim sim = Sim.run(c.mutation().apply(BASE));
        assertEquals(c.exits(), exits(sim));
    }

    static String exits(Sim sim) {
        return sim.events(EventType.Exited).stream()
                .map(e -> Quantities.formatDuration(e.tMs()) + " " + e.container() + " " + e.exitCode())
                .collect(Collectors.joining(", "));
    }

    /** pod-lifecycle#pod-termination: a terminating pod stays ready while its containers run and pass readiness. */
    @Test
    void readinessHoldsDuringTerminationUntilAContainerStops() {
        Sim sim = Sim.run(web("x-sim: {onSigterm: {after: 5s, exitCode: 0}, steps: [{run: forever}]}").apply(BASE));
        List<TraceEvent> notReady = sim.events(EventType.NotReady);
        assertEquals(1, notReady.size());
        assertEquals(15_000L, notReady.get(0).tMs());
    }

    /** prober worker: on deletion liveness stops; readiness keeps probing and can still fail. */
    @Test
    void livenessStopsOnDeletionReadinessGoesOn() {
        Sim sim = Sim.run(web("livenessProbe: {exec: {x-sim: {failAfter: 11s}}, periodSeconds: 1, failureThreshold: 1}, "
                + "readinessProbe: {exec: {x-sim: {failAfter: 12s}}, periodSeconds: 1, failureThreshold: 1}, "
                + "x-sim: {onSigterm: {after: 8s, exitCode: 0}, steps: [{run: forever}]}").apply(BASE));
        List<TraceEvent> unhealthy = sim.events(EventType.Unhealthy, "web");
        assertTrue(unhealthy.stream().noneMatch(e -> e.probe().equals("liveness")), "no liveness probe after the delete");
        assertEquals(12_000L, unhealthy.stream().filter(e -> e.probe().equals("readiness")).findFirst().orElseThrow().tMs());
        assertEquals(12_000L, sim.events(EventType.NotReady).get(0).tMs());
        assertEquals("18s web 0, 18s side 143", exits(sim));
    }

    /** pod-lifecycle#container-probes: a failed startup probe kills (SIGTERM, 143) and the container restarts at once. */
    @Test
    void aFailedStartupProbeKillsAndRestarts() {
        Sim sim = Sim.run(web("startupProbe: {exec: {x-sim: {results: [fail, fail, pass]}}, periodSeconds: 1, failureThreshold: 2}, " + FOREVER)
                .apply(BASE).replace("{at: 10s, do: delete, target: pod/p}", "{at: 50s, do: crash, target: pod/p/side}"));
        TraceEvent killing = sim.events(EventType.Killing, "web").get(0);
        assertEquals("Container web failed startup probe, will be restarted", killing.message());
        assertEquals(1_000L, killing.tMs());
        assertEquals(143, sim.events(EventType.Exited, "web").get(0).exitCode());
        assertEquals(List.of(0L, 1_000L), sim.times(EventType.Started, "web").subList(0, 2));
    }

    /** computePodActions: a changed spec restarts a running container gracefully, whatever the policy. */
    @Test
    void aNewImageStopsTheContainerGracefullyAndStartsItAgainEvenUnderNever() {
        Sim sim = Sim.run(web("x-sim: {onSigterm: {after: 3s, exitCode: 0}, steps: [{run: forever}]}").apply(BASE)
                .replace("terminationGracePeriodSeconds: 10\n", "terminationGracePeriodSeconds: 10\n      restartPolicy: Never\n")
                .replace("{at: 10s, do: delete, target: pod/p}", "{at: 10s, do: setImage, target: pod/p/web, image: web:v2}"));
        assertEquals("Container web definition changed, will be restarted", sim.events(EventType.Killing, "web").get(0).message());
        assertEquals("13s web 0", exits(sim));
        assertEquals(List.of(0L, 13_000L), sim.times(EventType.Started, "web"));
        assertEquals(1, sim.container("p", "web").restartCount());
        assertEquals("Running", sim.pod("p").phase());
    }

    /**
     * doBackOff keys on the spec hash: a new image starts a crash-looping container at once; that
     * start opens the new key's entry (10 s, the old container's exit being on record), so its
     * next crash waits 10 s.
     */
    @Test
    void aNewImageEndsTheBackOff() {
        Sim sim = Sim.run(web("x-sim: {steps: [{sleep: 2s}, {exit: 1}]}").apply(BASE).replace("until: 1m", "until: 35s")
                .replace("{at: 10s, do: delete, target: pod/p}", "{at: 20s, do: setImage, target: pod/p/web, image: web:v2}"));
        assertEquals(List.of(0L, 2_000L, 14_000L, 20_000L, 32_000L), sim.times(EventType.Started, "web"));
    }

    /** container-lifecycle-hooks: a failed postStart hook kills the container (pod grace period, SIGTERM) and it restarts per policy. */
    @Test
    void aFailedPostStartHookKillsWithSigtermAndTheContainerRestarts() {
        Sim sim = Sim.run(web("lifecycle: {postStart: {x-sim: {duration: 1s, exitCode: 1}}}, " + FOREVER).apply(BASE)
                .replace("until: 1m", "until: 5s"));
        TraceEvent killing = sim.events(EventType.Killing, "web").get(0);
        assertEquals("FailedPostStartHook", killing.reason());
        assertEquals(1_000L, killing.tMs());
        assertEquals(143, sim.events(EventType.Exited, "web").get(0).exitCode());
        assertEquals(List.of(0L, 1_000L), sim.times(EventType.Started, "web").subList(0, 2));
    }

    /** Probe defaults (period 10 s, failure threshold 3): a liveness probe failing from the start kills at 20 s. */
    @Test
    void probeDefaultsKillAfterThreeFailuresTenSecondsApart() {
        Sim sim = Sim.run(web("livenessProbe: {exec: {x-sim: {results: [fail]}}}, " + FOREVER).apply(BASE)
                .replace("{at: 10s, do: delete, target: pod/p}", "{at: 50s, do: crash, target: pod/p/side}"));
        assertEquals(List.of(0L, 10_000L, 20_000L), sim.times(EventType.Unhealthy, "web").subList(0, 3));
        assertEquals(20_000L, sim.events(EventType.Killing, "web").get(0).tMs());
    }

    /** setTerminationGracePeriod: a liveness probe's own terminationGracePeriodSeconds replaces the pod's for its kill. */
    @Test
    void aProbesOwnGracePeriodReplacesThePods() {
        Sim sim = Sim.run(web("livenessProbe: {exec: {x-sim: {failAfter: 5s}}, periodSeconds: 5, failureThreshold: 1, terminationGracePeriodSeconds: 3}, "
                + STUBBORN).apply(BASE).replace("{at: 10s, do: delete, target: pod/p}", "{at: 50s, do: crash, target: pod/p/side}"));
        TraceEvent exit = sim.events(EventType.Exited, "web").get(0);
        assertEquals(8_000L, exit.tMs());
        assertEquals(137, exit.exitCode());
    }

    /** container-lifecycle-hooks, sidecar-containers: a sidecar's postStart hook holds the next init container and the apps. */
    @Test
    void aSidecarsPostStartHoldsWhatComesAfterIt() {
        Sim sim = Sim.run(side("lifecycle: {postStart: {x-sim: {duration: 5s}}}, " + FOREVER).apply(BASE)
                .replace("      containers:\n", "        - {name: setup, x-sim: {steps: [{sleep: 1s}]}}\n      containers:\n")
                .replace("{at: 10s, do: delete, target: pod/p}", "{at: 50s, do: crash, target: pod/p/side}"));
        assertEquals(List.of(5_000L), sim.times(EventType.Started, "setup"));
        assertEquals(List.of(6_000L), sim.times(EventType.Started, "web"));
    }

    /**
     * kuberuntime_manager.go computePodActions: a liveness kill restarts the container unless the
     * policy is Never, whatever the exit code it ends with; under Never the message says no restart.
     */
    @org.junit.jupiter.params.ParameterizedTest(name = "{0}")
    @org.junit.jupiter.params.provider.CsvSource(delimiter = '|', textBlock = """
            Always    | Container web failed liveness probe, will be restarted | 2
            OnFailure | Container web failed liveness probe, will be restarted | 2
            Never     | Container web failed liveness probe                    | 1
            """)
    void aLivenessKillRestartsUnlessNeverEvenAfterAZeroExit(String policy, String message, int starts) {
        Sim sim = Sim.run(web("livenessProbe: {exec: {x-sim: {results: [fail]}}, periodSeconds: 5, failureThreshold: 1}, "
                + "x-sim: {onSigterm: {after: 1s, exitCode: 0}, steps: [{run: forever}]}").apply(BASE)
                .replace("terminationGracePeriodSeconds: 10\n", "terminationGracePeriodSeconds: 10\n      restartPolicy: " + policy + "\n")
                .replace("until: 1m", "until: 3s").replace("{at: 10s, do: delete, target: pod/p}", "{at: 50s, do: crash, target: pod/p/side}"));
        assertEquals(message, sim.events(EventType.Killing, "web").get(0).message());
        assertEquals(0, sim.events(EventType.Exited, "web").get(0).exitCode());
        assertEquals(starts, sim.times(EventType.Started, "web").size());
    }

    /** computeInitContainerActions: a sidecar failing its startup probe is killed as an init container and restarted. */
    @Test
    void aSidecarFailingItsStartupProbeIsRestartedUnderNever() {
        Sim sim = Sim.run(side("startupProbe: {exec: {x-sim: {results: [fail]}}, periodSeconds: 1, failureThreshold: 2}, " + FOREVER).apply(BASE)
                .replace("terminationGracePeriodSeconds: 10\n", "terminationGracePeriodSeconds: 10\n      restartPolicy: Never\n")
                .replace("until: 1m", "until: 3s").replace("{at: 10s, do: delete, target: pod/p}", "{at: 50s, do: crash, target: pod/p/side}"));
        assertEquals("Init container side failed startup probe", sim.events(EventType.Killing, "side").get(0).message());
        assertEquals(List.of(0L, 1_000L), sim.times(EventType.Started, "side").subList(0, 2));
        assertTrue(sim.events(EventType.Started, "web").isEmpty(), "the app waits for the sidecar to start");
    }

    /** prober worker doProbe: initialDelaySeconds counts from the container's start, also for probes the startup probe released. */
    @Test
    void initialDelayCountsFromTheContainersStart() {
        Sim sim = Sim.run(web("startupProbe: {exec: {x-sim: {passAfter: 30s}}, periodSeconds: 10, failureThreshold: 10}, "
                + "livenessProbe: {exec: {x-sim: {results: [fail]}}, initialDelaySeconds: 20, periodSeconds: 10, failureThreshold: 5}, " + FOREVER)
                .apply(BASE).replace("{at: 10s, do: delete, target: pod/p}", "{at: 50s, do: crash, target: pod/p/side}").replace("until: 1m", "until: 45s"));
        assertEquals(List.of(30_000L, 40_000L), sim.events(EventType.Unhealthy, "web").stream()
                .filter(e -> e.probe().equals("liveness")).map(TraceEvent::tMs).toList());
    }

    /** container_lifecycle_test.go: a sidecar's readiness probe does not hold initialisation; only the pod's readiness waits. */
    @Test
    void aSidecarsReadinessDoesNotHoldTheApps() {
        Sim sim = Sim.run(side("readinessProbe: {exec: {x-sim: {results: [fail]}}, periodSeconds: 1}, " + FOREVER).apply(BASE)
                .replace("until: 1m", "until: 5s"));
        assertEquals(List.of(0L), sim.times(EventType.Started, "web"));
        assertEquals("False", sim.pod("p").conditions().get("Ready").status());
        assertEquals("containers with unready status: [side]", sim.pod("p").conditions().get("Ready").message());
    }

    /** container_lifecycle_test.go: a container killed for failing its startup probe runs its preStop hook first. */
    @Test
    void aStartupProbeKillRunsThePreStopHookFirst() {
        Sim sim = Sim.run(web("startupProbe: {exec: {x-sim: {results: [fail]}}, periodSeconds: 1, failureThreshold: 1}, "
                + "lifecycle: {preStop: {x-sim: {duration: 2s}}}, " + FOREVER).apply(BASE).replace("until: 1m", "until: 3s")
                .replace("{at: 10s, do: delete, target: pod/p}", "{at: 50s, do: crash, target: pod/p/side}"));
        assertEquals(0L, sim.events(EventType.Killing, "web").get(0).tMs());
        assertEquals(2_000L, sim.events(EventType.Exited, "web").get(0).tMs());
    }
}
