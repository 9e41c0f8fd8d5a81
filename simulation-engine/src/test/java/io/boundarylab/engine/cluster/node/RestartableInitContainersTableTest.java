package io.boundarylab.engine.cluster.node;

import io.boundarylab.engine.cluster.Platform;
import io.boundarylab.engine.cluster.state.ContainerKind;
import io.boundarylab.engine.cluster.state.ContainerReason;
import io.boundarylab.engine.cluster.state.ContainerState;
import io.boundarylab.engine.cluster.state.NodeState;
import io.boundarylab.engine.cluster.state.PodState;
import io.boundarylab.engine.scenario.RestartPolicy;
import io.boundarylab.engine.scenario.Scenario;
import io.boundarylab.engine.scenario.ScenarioException;
import io.boundarylab.engine.scenario.ScenarioReader;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Every case of the kubelet's {@code TestComputePodActionsWithRestartableInitContainers}
 * (kubernetes/kubernetes, pkg/kubelet/kuberuntime/kuberuntime_manager_test.go), one row each, named
 * as there. The base pod is the kubelet's {@code makeBasePodAndStatusWithRestartableInitContainers}:
 * sidecars {@code restartable-init-1} (no probes), {@code -2} and {@code -3} (liveness and startup
 * probes), all running with their startup probe passed, and app containers {@code foo1..foo3} with
 * no status. The kubelet's container states map to the engine's thus: no status is a container
 * never started; {@code Running} is running; {@code Exited} is terminated with its restart due
 * (the back-off over: the engine plans a restart only then, decision 0004). A sandbox that is not
 * ready is the engine's sandbox loss ({@link SandboxLoss}): the kubelet's {@code KillPod} is that
 * loss's kill, {@code CreateSandbox} is {@link SandboxLoss#recreates}, and the containers to start
 * are the plan in the new sandbox.
 *
 * <p>Two cases have no counterpart, listed in {@link #NOT_REPRESENTABLE}: the engine's containers
 * have no {@code Created} state (create and start are one step, and a start never fails half way)
 * and no {@code Unknown} state (a container the runtime lost is terminated with
 * {@code ContainerStatusUnknown}, exit 137).
 */
class RestartableInitContainersTableTest {
    private static final String SOURCE = "kuberuntime_manager_test.go TestComputePodActionsWithRestartableInitContainers";

    private static final String SCENARIO = """
            scenario: restartable-init
            until: 1m
            platform: pod
            nodes:
              - {name: node-1, allocatable: {cpu: "4", memory: 8Gi}}
            pods:
              - apiVersion: v1
                kind: Pod
                metadata: {name: foo}
                spec:
                  restartPolicy: Always
                  initContainers:
                    - {name: restartable-init-1, image: bar-image, restartPolicy: Always, x-sim: {steps: [{run: forever}]}}
                    - name: restartable-init-2
                      image: bar-image
                      restartPolicy: Always
                      livenessProbe: {exec: {x-sim: {failAfter: 1h}}, periodSeconds: 1}
                      startupProbe: {exec: {x-sim: {passAfter: 1s}}, periodSeconds: 1}
                      x-sim: {steps: [{run: forever}]}
                    - name: restartable-init-3
                      image: bar-image
                      restartPolicy: Always
                      livenessProbe: {exec: {x-sim: {failAfter: 1h}}, periodSeconds: 1}
                      startupProbe: {exec: {x-sim: {passAfter: 1s}}, periodSeconds: 1}
                      x-sim: {steps: [{run: forever}]}
                  containers:
                    - {name: foo1, image: busybox, x-sim: {steps: [{run: forever}]}}
                    - {name: foo2, image: busybox, x-sim: {steps: [{run: forever}]}}
                    - {name: foo3, image: busybox, x-sim: {steps: [{run: forever}]}}
            """;

    /** The kubelet's cases that the engine's container states cannot express, with why. */
    static final List<String> NOT_REPRESENTABLE = List.of(
            // ContainerStateCreated: created but never started. The engine creates and starts in one step.
            "an init container is stuck in the created state; restart it",
            // ContainerStateUnknown: the engine never leaves a container's state unknown.
            "restartable init container state unknown; kill and recreate the last restartable init container even if pod's RestartPolicy == Never");

    private static final String I1 = "restartable-init-1", I2 = "restartable-init-2", I3 = "restartable-init-3";
    private static final List<String> APPS = List.of("foo1", "foo2", "foo3");

    /**
     * One case: its name in the kubelet's table, the pod's restart policy, the status mutation
     * applied to the base (all sidecars running and started, no app status), whether the sandbox
     * is dead, and the whole expected outcome.
     */
    private record Row(String name, RestartPolicy policy, List<String> withStatus, Consumer<PodState> mutate, boolean sandboxDead,
                       Expected expected) {
        Row(String name, RestartPolicy policy, Consumer<PodState> mutate, boolean sandboxDead, Expected expected) {
            this(name, policy, List.of(I1, I2, I3), mutate, sandboxDead, expected);
        }

        @Override
        public String toString() {
            return name;
        }
    }

    /**
     * The outcome by container names: {@code createSandbox} only for a dead sandbox (null when it is
     * ready); whether the pod is killed; the containers killed with their reasons; the init
     * containers and app containers to start, in spec order.
     */
    private record Expected(Boolean createSandbox, boolean killPod, List<String> kills, List<String> inits, List<String> apps) {
    }

    private static Expected plan(List<String> kills, List<String> inits, List<String> apps) {
        return new Expected(null, false, kills, inits, apps);
    }

    private static Expected start(List<String> inits, List<String> apps) {
        return plan(List.of(), inits, apps);
    }

    private static final Expected NO_ACTION = start(List.of(), List.of());

    static Stream<Row> rows() {
        RestartPolicy always = RestartPolicy.Always, never = RestartPolicy.Never;
        return Stream.of(
                new Row("initialization completed; start all containers", always, p -> { }, false,
                        start(List.of(), APPS)),
                new Row("no init containers have been started; start the first one", always, List.of(), p -> { }, false,
                        start(List.of(I1), List.of())),
                new Row("restartable init container has started; start the next", always, List.of(I1), p -> { }, false,
                        start(List.of(I2), List.of())),
                // The engine keeps no "not run yet" liveness result: liveness never holds the next container.
                new Row("livenessProbe has not been run; start the nothing", always, List.of(I1, I2), p -> { }, false,
                        start(List.of(I3), List.of())),
                new Row("livenessProbe in progress; start the next", always, List.of(I1, I2), p -> { }, false,
                        start(List.of(I3), List.of())),
                new Row("livenessProbe has completed; start the next", always, List.of(I1, I2), p -> { }, false,
                        start(List.of(I3), List.of())),
                new Row("kill and recreate the restartable init container if the liveness check has failed", always,
                        p -> p.container(I3).markProbeFailed("liveness", null), false,
                        plan(List.of(I3 + ":LIVENESS_PROBE_FAILED"), List.of(I3), APPS)),
                new Row("startupProbe has not been run; do nothing", always, List.of(I1, I2), p -> {
                    p.container(I2).setStarted(false);
                }, false, NO_ACTION),
                new Row("startupProbe in progress; do nothing", always, List.of(I1, I2), p -> {
                    p.container(I2).setStarted(false);
                }, false, NO_ACTION),
                new Row("startupProbe has completed; start the next", always, List.of(I1, I2), p -> { }, false,
                        start(List.of(I3), List.of())),
                new Row("kill and recreate the restartable init container if the startup check has failed", always, p -> {
                    p.container(I3).setStarted(false);
                    p.container(I3).markProbeFailed("startup", null);
                }, false, plan(List.of(I3 + ":STARTUP_PROBE_FAILED"), List.of(I3), List.of())),
                new Row("kill and recreate the restartable init container if the container definition changes", always, p -> {
                    ContainerState c = p.container(I3);
                    c.setSpec(c.spec().withImage("foo-image"));
                }, false, plan(List.of(I3 + ":DEFINITION_CHANGED"), List.of(I3), APPS)),
                new Row("restart terminated restartable init container and next init container", always, p -> {
                    exit(p.container(I1), 0);
                    exit(p.container(I3), 0);
                }, false, start(List.of(I1, I3), List.of())),
                new Row("restart terminated restartable init container and regular containers", always,
                        p -> exit(p.container(I1), 0), false, start(List.of(I1), APPS)),
                new Row("Pod sandbox not ready, restartable init container failed, but RestartPolicy == Never; kill pod only", never,
                        p -> exit(p.container(I3), 137), true, new Expected(false, true, List.of(), List.of(), List.of())),
                new Row("Pod sandbox not ready, and RestartPolicy == Never, but no visible restartable init containers;  create a new pod sandbox",
                        never, List.of(), p -> { }, true, new Expected(true, true, List.of(), List.of(I1), List.of())),
                new Row("Pod sandbox not ready, restartable init container failed, and RestartPolicy == OnFailure; create a new pod sandbox",
                        RestartPolicy.OnFailure, p -> exit(p.container(I3), 137), true,
                        new Expected(true, true, List.of(), List.of(I1), List.of())),
                new Row("Pod sandbox not ready, restartable init container failed, and RestartPolicy == Always; create a new pod sandbox",
                        always, p -> exit(p.container(I3), 137), true, new Expected(true, true, List.of(), List.of(I1), List.of())),
                new Row("initialization failed; restart the last restartable init container even if pod's RestartPolicy == Never", never,
                        p -> exit(p.container(I3), 137), false, start(List.of(I3), List.of())),
                new Row("restart restartable init container if regular containers are running even if pod's RestartPolicy == Never", never, p -> {
                    exit(p.container(I3), 137);
                    for (String app : APPS) PodFixture.run(p.container(app));
                }, false, start(List.of(I3), List.of())),
                new Row("kill the pod if all main containers succeeded if pod's RestartPolicy == Never", never, p -> {
                    for (String app : APPS) {
                        PodFixture.run(p.container(app));
                        exit(p.container(app), 0);
                        p.container(app).markDone(); // Never: none of them will run again
                    }
                }, false, new Expected(null, true, List.of(), List.of(), List.of())),
                // The engine has no status that goes missing: never started stands for it.
                new Row("some of the init container statuses are missing but the last init container is running, restart restartable init and regular containers",
                        always, List.of(I3), p -> { }, false, start(List.of(I1, I2), APPS))
        );
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("rows")
    void thePlanIsTheKubeletsPlan(Row row) {
        PodState pod = basePod(row.policy(), row.withStatus());
        row.mutate().accept(pod);
        Boolean createSandbox = null;
        boolean killPod = false;
        if (row.sandboxDead()) {
            // SandboxLoss.kill always kills the pod; the sandbox comes back only if recreates says so.
            killPod = true;
            createSandbox = SandboxLoss.recreates(pod);
            if (!createSandbox) {
                assertEquals(row.expected(), new Expected(false, true, List.of(), List.of(), List.of()), SOURCE + ": " + row.name());
                return;
            }
            for (ContainerState c : pod.containers()) c.awaitNewSandbox();
        }
        PodActions plan = PodActionsPlanner.plan(pod, Platform.POD, false, false);
        Expected actual = new Expected(createSandbox, killPod || plan.killPod() != null,
                plan.containersToKill().stream().map(k -> k.container().name() + ":" + k.reason()).toList(),
                plan.initContainersToStart().stream().map(ContainerState::name).toList(),
                plan.containersToStart().stream().map(ContainerState::name).toList());
        assertEquals(row.expected(), actual, SOURCE + ": " + row.name());
    }

    @Test
    void everyCaseOfTheKubeletsTableIsARowOrSaysWhyNot() {
        List<String> names = new ArrayList<>(rows().map(Row::name).toList());
        names.addAll(NOT_REPRESENTABLE);
        assertEquals(24, names.size(), "the kubelet's table has 24 cases");
        assertEquals(24, names.stream().distinct().count(), "each case once");
    }

    /**
     * The base: the sidecars named running with their startup probe passed, the others and the app
     * containers never started (no status).
     */
    private static PodState basePod(RestartPolicy policy, List<String> withStatus) {
        Scenario s;
        try {
            s = ScenarioReader.parse(SCENARIO.replaceFirst("restartPolicy: Always", "restartPolicy: " + policy), "restartable-init.yaml");
        } catch (ScenarioException e) {
            throw new AssertionError(e.getMessage(), e);
        }
        PodState pod = new PodState(s.pods().get(0));
        NodeState node = new NodeState(s.nodes().get(0), 0);
        for (ContainerState c : pod.containers()) c.setNode(node);
        for (ContainerState c : pod.containers()) {
            if (!withStatus.contains(c.name())) continue;
            c.markRunning(0);
            c.setStarted(true);
        }
        return pod;
    }

    /** Exited, its restart due (the back-off over). */
    private static void exit(ContainerState c, int code) {
        c.markTerminated(code, ContainerReason.ofExitCode(code), 1);
    }
}
