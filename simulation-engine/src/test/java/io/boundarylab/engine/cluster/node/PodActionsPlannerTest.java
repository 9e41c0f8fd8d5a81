package io.boundarylab.engine.cluster.node;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.boundarylab.engine.cluster.Guarantee;
import io.boundarylab.engine.cluster.Platform;
import io.boundarylab.engine.cluster.state.ContainerState;
import io.boundarylab.engine.cluster.state.PodState;

import java.util.List;
import java.util.function.Consumer;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The planner as the kubelet's computePodActions is tested (kuberuntime_manager_test.go,
 * TestComputePodActions): one base pod ({@link PodFixture}), one mutation of its observed state
 * per case, and the whole expected plan.
 */
class PodActionsPlannerTest {
    private record Case(String name, Platform platform, boolean hookHolds, boolean stopping, Consumer<PodState> mutate,
                        Expected expected) {
        @Override
        public String toString() {
            return name;
        }
    }

    /** The plan by container names, so that a failing case reads like the table. */
    private record Expected(KillReason killPod, List<String> kills, String nextInit, List<String> inits, List<String> apps) {
        static Expected of(PodActions a) {
            return new Expected(a.killPod(),
                    a.containersToKill().stream().map(k -> k.container().name() + ":" + k.reason() + ":" + k.graceMs()).toList(),
                    a.nextInit() == null ? null : a.nextInit().name(),
                    a.initContainersToStart().stream().map(ContainerState::name).toList(),
                    a.containersToStart().stream().map(ContainerState::name).toList());
        }
    }

    private static Expected start(String nextInit, List<String> inits, List<String> apps) {
        return new Expected(null, List.of(), nextInit, inits, apps);
    }

    private static final Expected NOTHING = start(null, List.of(), List.of());

    static Stream<Arguments> cases() {
        Platform pod = Platform.POD;
        Platform unordered = Platform.POD.with(Guarantee.STARTUP_ORDERING, false);
        return Stream.of(
                new Case("a new pod starts its first init container only", pod, false, false, p -> { },
                        start("migrate", List.of("migrate"), List.of())),
                new Case("a running init container holds everything after it", pod, false, false,
                        p -> PodFixture.run(p.container("migrate")), NOTHING),
                new Case("an init container that exited 0 lets the sidecar start; its startup probe holds the apps", pod, false, false,
                        p -> PodFixture.exit(p.container("migrate"), 0), start(null, List.of("proxy"), List.of())),
                new Case("a failed init container waiting for its restart holds everything", pod, false, false, p -> {
                    PodFixture.exit(p.container("migrate"), 1);
                    p.container("migrate").setRestartPending(true);
                }, NOTHING),
                new Case("a sidecar that runs but has not started holds the apps", pod, false, false, p -> {
                    PodFixture.exit(p.container("migrate"), 0);
                    PodFixture.run(p.container("proxy"));
                }, NOTHING),
                new Case("once the sidecar has started, both apps start in spec order", pod, false, false, p -> {
                    PodFixture.exit(p.container("migrate"), 0);
                    PodFixture.run(p.container("proxy"));
                    p.container("proxy").setStarted(true);
                }, start(null, List.of(), List.of("web", "log-helper"))),
                // computeInitContainerActions: the last init container, a sidecar that exited, leaves
                // the pod not initialized ("initialization failed; restart the last restartable init
                // container", RestartableInitContainersTableTest); its back-off keeps it out of the plan.
                new Case("a sidecar, the last init container, waiting in back-off holds app containers never started", pod, false, false, p -> {
                    PodFixture.exit(p.container("migrate"), 0);
                    PodFixture.run(p.container("proxy"));
                    p.container("proxy").setStarted(true);
                    PodFixture.exit(p.container("proxy"), 1);
                    p.container("proxy").setRestartPending(true);
                }, NOTHING),
                new Case("a sidecar in back-off while the apps run: nothing to start until its back-off ends", pod, false, false, p -> {
                    PodFixture.allUp(p);
                    PodFixture.exit(p.container("proxy"), 1);
                    p.container("proxy").setRestartPending(true);
                }, NOTHING),
                new Case("the same sidecar once its back-off is over: restarted, the apps keep running", pod, false, false, p -> {
                    PodFixture.allUp(p);
                    PodFixture.exit(p.container("proxy"), 1);
                }, start(null, List.of("proxy"), List.of())),
                new Case("a sidecar that exited before its startup probe ever passed still holds the apps", pod, false, false, p -> {
                    PodFixture.exit(p.container("migrate"), 0);
                    PodFixture.run(p.container("proxy"));
                    PodFixture.exit(p.container("proxy"), 1);
                    p.container("proxy").setRestartPending(true);
                }, NOTHING),
                new Case("without startup ordering every member starts at once", unordered, false, false, p -> { },
                        start("migrate", List.of("migrate", "proxy"), List.of("web", "log-helper"))),
                new Case("a postStart hook that holds the pod lets nothing start", pod, true, false, p -> { }, NOTHING),
                new Case("a terminal pod needs nothing", pod, false, false, PodState::markTerminal, NOTHING),
                new Case("a pod being deleted needs nothing", pod, false, false, p -> p.setDeleting(true), NOTHING),
                new Case("a pod already stopping needs nothing", pod, false, true, p -> { }, NOTHING),
                new Case("a failed liveness probe kills the container with the probe's grace period", pod, false, false, p -> {
                    PodFixture.allUp(p);
                    p.container("web").markProbeFailed("liveness", 5_000L);
                }, new Expected(null, List.of("web:LIVENESS_PROBE_FAILED:5000"), null, List.of(), List.of())),
                new Case("a failed startup probe without its own grace period takes the pod's (30 s)", pod, false, false, p -> {
                    PodFixture.allUp(p);
                    p.container("proxy").markProbeFailed("startup", null);
                }, new Expected(null, List.of("proxy:STARTUP_PROBE_FAILED:30000"), null, List.of(), List.of())),
                new Case("a container already terminating is not killed again", pod, false, false, p -> {
                    PodFixture.allUp(p);
                    p.container("web").markProbeFailed("liveness", null);
                    p.container("web").setTerminating(true);
                }, NOTHING),
                new Case("a changed image kills the running container, before any probe verdict", pod, false, false, p -> {
                    PodFixture.allUp(p);
                    ContainerState web = p.container("web");
                    web.markProbeFailed("liveness", 1_000L);
                    web.setSpec(web.spec().withImage("nginx:1.26"));
                }, new Expected(null, List.of("web:DEFINITION_CHANGED:30000"), null, List.of(), List.of())),
                new Case("a hook holding the pod does not hold back a probe kill", pod, true, false, p -> {
                    PodFixture.allUp(p);
                    p.container("log-helper").markProbeFailed("liveness", null);
                }, new Expected(null, List.of("log-helper:LIVENESS_PROBE_FAILED:30000"), null, List.of(), List.of())),
                new Case("app containers done for good under Always: stop the pod, sidecars last", pod, false, false, p -> {
                    PodFixture.allUp(p);
                    for (String app : List.of("web", "log-helper")) {
                        PodFixture.exit(p.container(app), 0);
                        p.container(app).markDone();
                    }
                }, new Expected(KillReason.APP_CONTAINERS_DONE, List.of(), null, List.of(), List.of())),
                new Case("an app container waiting for its restart is not done", pod, false, false, p -> {
                    PodFixture.allUp(p);
                    PodFixture.exit(p.container("web"), 1);
                    p.container("web").setRestartPending(true);
                    PodFixture.exit(p.container("log-helper"), 0);
                    p.container("log-helper").markDone();
                }, NOTHING),
                new Case("without the kubelet's rules (no shared fate) apps done do not stop the pod", Platform.POD.with(Guarantee.SHARED_FATE, false),
                        false, false, p -> {
                            PodFixture.allUp(p);
                            for (String app : List.of("web", "log-helper")) {
                                PodFixture.exit(p.container(app), 0);
                                p.container(app).markDone();
                            }
                        }, NOTHING)
        ).map(Arguments::of);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void thePlanIsTheWholeExpectedValue(Case c) {
        PodState pod = PodFixture.basePod();
        c.mutate().accept(pod);
        PodActions plan = PodActionsPlanner.plan(pod, c.platform(), c.hookHolds(), c.stopping());
        assertEquals(c.expected(), Expected.of(plan));
    }

    @Test
    void planningChangesNothingInThePod() {
        PodState pod = PodFixture.basePod();
        PodFixture.allUp(pod);
        pod.container("web").markProbeFailed("liveness", null);
        String before = describe(pod);
        PodActionsPlanner.plan(pod, Platform.POD, false, false);
        PodActionsPlanner.plan(pod, Platform.POD, false, false);
        assertEquals(before, describe(pod), "the planner is a pure function of the pod's state");
    }

    private static String describe(PodState pod) {
        StringBuilder b = new StringBuilder(pod.phase() + " " + pod.terminal() + " " + pod.deleting());
        for (ContainerState c : pod.containers()) {
            b.append(' ').append(c.name()).append('=').append(c.state()).append('/').append(c.terminating()).append('/')
                    .append(c.done()).append('/').append(c.restartPending()).append('/').append(c.failedProbe());
        }
        return b.toString();
    }

    @Test
    void aPlanRefusesReasonsOfTheWrongScope() {
        ContainerState web = PodFixture.basePod().container("web");
        assertThrows(IllegalArgumentException.class, () -> PodActions.killPod(KillReason.LIVENESS_PROBE_FAILED));
        assertThrows(IllegalArgumentException.class, () -> new PodActions.ContainerToKill(web, KillReason.POD_EVICTED, 0));
        assertThrows(IllegalArgumentException.class, () -> new PodActions.ContainerToKill(web, KillReason.DEFINITION_CHANGED, -1));
        assertThrows(NullPointerException.class, () -> PodActions.killPod(null));
        assertNull(PodActions.NOTHING.killPod());
        assertEquals(List.of(), PodActions.NOTHING.toStart());
    }
}
