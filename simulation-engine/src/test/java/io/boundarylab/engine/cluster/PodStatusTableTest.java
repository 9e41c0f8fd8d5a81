package io.boundarylab.engine.cluster;

import io.boundarylab.engine.Sim;
import io.boundarylab.engine.result.Condition;
import io.boundarylab.engine.result.ContainerStatus;
import io.boundarylab.engine.result.PodStatus;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.util.Map;
import java.util.function.UnaryOperator;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Pod phase, conditions and container statuses in the kubelet's table style: one base pod (a
 * regular init container, a native sidecar, an app container), one mutation per case, and the
 * whole status expected at the end. The cases follow kubelet_pods_test.go (TestPodPhaseWith*,
 * getPhase), status/generate_test.go (conditions), status_manager_test.go (TerminatePod) and
 * e2e_node container_lifecycle_test.go (sidecars).
 */
class PodStatusTableTest {

    private static final String BASE = """
            scenario: t
            until: 30s
            nodes:
              - {name: node-1, allocatable: {cpu: "4", memory: 8Gi}}
            pods:
              - apiVersion: v1
                kind: Pod
                metadata: {name: p}
                spec:
                  restartPolicy: Always
                  initContainers:
                    - {name: init, x-sim: {steps: [{sleep: 1s}]}}
                    - {name: side, restartPolicy: Always, x-sim: {steps: [{run: forever}]}}
                  containers:
                    - {name: web, x-sim: {steps: [{run: forever}]}}
            """;

    record Case(String name, UnaryOperator<String> mutation, String expected) {
        @Override
        public String toString() {
            return name;
        }
    }

    static Case c(String name, UnaryOperator<String> mutation, String expected) {
        return new Case(name, mutation, expected);
    }

    static UnaryOperator<String> policy(String p) {
        return s -> s.replace("restartPolicy: Always\n      initContainers", "restartPolicy: " + p + "\n      initContainers");
    }

    static UnaryOperator<String> web(String xsim) {
        return s -> s.replace("{name: web, x-sim: {steps: [{run: forever}]}}", "{name: web, x-sim: " + xsim + "}");
    }

    static UnaryOperator<String> init(String xsim) {
        return s -> s.replace("{name: init, x-sim: {steps: [{sleep: 1s}]}}", "{name: init, x-sim: " + xsim + "}");
    }

    static UnaryOperator<String> side(String rest) {
        return s -> s.replace("{name: side, restartPolicy: Always, x-sim: {steps: [{run: forever}]}}",
                "{name: side, restartPolicy: Always, " + rest + "}");
    }

    static UnaryOperator<String> actions(String... lines) {
        return s -> s + "actions:\n" + Stream.of(lines).map(l -> "  - " + l + "\n").reduce("", String::concat);
    }

    @SafeVarargs
    static UnaryOperator<String> all(UnaryOperator<String>... ms) {
        return s -> {
            for (UnaryOperator<String> m : ms) s = m.apply(s);
            return s;
        };
    }

    static Stream<Case> cases() {
        return Stream.of(
                c("base: initialised, everything runs and is ready", UnaryOperator.identity(),
                        "Running | Initialized=True Ready=True | init terminated/Completed/0 r0 ready; side running r0 ready started; web running r0 ready started"),
                // TestPodPhaseWithRestartAlways: a container restarting under Always keeps the pod Running.
                c("Always: an app container that keeps exiting leaves the pod Running", web("{steps: [{sleep: 5s}, {exit: 0}]}"),
                        "Running | Initialized=True Ready=False:ContainersNotReady:containers with unready status: [web] | init terminated/Completed/0 r0 ready; side running r0 ready started; web waiting/CrashLoopBackOff r2 last=Completed/0"),
                // container_lifecycle_test: sidecars are stopped once the app containers completed; they never decide the phase.
                c("Never: app exits 0, the sidecar is stopped and the pod Succeeds", all(policy("Never"), web("{steps: [{sleep: 5s}]}")),
                        "Succeeded | Initialized=True:PodCompleted Ready=False:PodCompleted | init terminated/Completed/0 r0 ready; side terminated/Error/143 r0; web terminated/Completed/0 r0"),
                c("Never: app exits 1, the pod Fails", all(policy("Never"), web("{steps: [{sleep: 5s}, {exit: 1}]}")),
                        "Failed | Initialized=True Ready=False:PodFailed | init terminated/Completed/0 r0 ready; side terminated/Error/143 r0; web terminated/Error/1 r0"),
                // TestPodPhaseWithRestartOnFailure
                c("OnFailure: app exits 0, the pod Succeeds", all(policy("OnFailure"), web("{steps: [{sleep: 5s}]}")),
                        "Succeeded | Initialized=True:PodCompleted Ready=False:PodCompleted | init terminated/Completed/0 r0 ready; side terminated/Error/143 r0; web terminated/Completed/0 r0"),
                c("OnFailure: app exits 1, it is restarted and the pod stays Running", all(policy("OnFailure"), web("{steps: [{sleep: 5s}, {exit: 1}]}")),
                        "Running | Initialized=True Ready=False:ContainersNotReady:containers with unready status: [web] | init terminated/Completed/0 r0 ready; side running r0 ready started; web waiting/CrashLoopBackOff r2 last=Error/1"),
                // TestPodPhaseWithRestartNeverInitContainers: a failed init container fails the pod under Never.
                c("Never: a failed init container fails the pod; nothing after it starts", all(policy("Never"), init("{steps: [{exit: 1}]}")),
                        "Failed | Initialized=False:ContainersNotInitialized:containers with incomplete status: [init side] Ready=False:PodFailed | init terminated/Error/1 r0; side waiting/PodInitializing r0; web waiting/PodInitializing r0"),
                c("OnFailure: a failed init container is retried with back-off; the pod stays Pending", all(policy("OnFailure"), init("{steps: [{sleep: 1s}, {exit: 1}]}")),
                        "Pending | Initialized=False:ContainersNotInitialized:containers with incomplete status: [init side] Ready=False:ContainersNotReady:containers with unready status: [side web] | init waiting/CrashLoopBackOff r2 last=Error/1; side waiting/PodInitializing r0; web waiting/PodInitializing r0"),
                // TestPodPhaseWithRestartAlwaysRestartableInitContainers: a sidecar not yet started keeps the pod Pending.
                c("a sidecar whose startup probe never passes holds the pod Pending", side("startupProbe: {exec: {x-sim: {results: [fail]}}, failureThreshold: 100}, x-sim: {steps: [{run: forever}]}"),
                        "Pending | Initialized=False:ContainersNotInitialized:containers with incomplete status: [side] Ready=False:ContainersNotReady:containers with unready status: [side web] | init terminated/Completed/0 r0 ready; side running r0; web waiting/PodInitializing r0"),
                c("a sidecar restarting after the app started does not bring the pod back to Pending", side("x-sim: {steps: [{sleep: 4s}, {exit: 1}]}"),
                        "Running | Initialized=True Ready=False:ContainersNotReady:containers with unready status: [side] | init terminated/Completed/0 r0 ready; side waiting/CrashLoopBackOff r2 last=Error/1; web running r0 ready started"),
                // Deletion: the final phase is getPhase for a terminal pod; Pending/Running become Failed (TerminatePod).
                c("deleted: SIGTERM ends everything with 143, the pod Fails", actions("{at: 10s, do: delete, target: pod/p}"),
                        "Failed | Initialized=True Ready=False:PodFailed | init terminated/Completed/0 r0 ready; side terminated/Error/143 r0; web terminated/Error/143 r0"),
                c("deleted: an app that exits 0 on SIGTERM Succeeds whatever the sidecar's code",
                        all(web("{onSigterm: {after: 1s, exitCode: 0}, steps: [{run: forever}]}"), actions("{at: 10s, do: delete, target: pod/p}")),
                        "Succeeded | Initialized=True:PodCompleted Ready=False:PodCompleted | init terminated/Completed/0 r0 ready; side terminated/Error/143 r0; web terminated/Completed/0 r0"),
                c("deleted while initialising: Failed, containers that never ran stay waiting",
                        all(init("{steps: [{run: forever}]}"), actions("{at: 5s, do: delete, target: pod/p}")),
                        "Failed | Initialized=False:ContainersNotInitialized:containers with incomplete status: [init side] Ready=False:PodFailed | init terminated/Error/143 r0; side waiting/PodInitializing r0; web waiting/PodInitializing r0"),
                c("deleted in back-off: the waiting app is reported ContainerStatusUnknown (137)",
                        all(web("{steps: [{sleep: 2s}, {exit: 1}]}"), actions("{at: 20s, do: delete, target: pod/p}")),
                        "Failed | Initialized=True Ready=False:PodFailed | init terminated/Completed/0 r0 ready; side terminated/Error/143 r0; web terminated/ContainerStatusUnknown/137 r2 last=Error/1"),
                c("activeDeadlineSeconds counts init time: Failed, DeadlineExceeded",
                        all(s -> s.replace("restartPolicy: Always\n", "restartPolicy: Always\n      activeDeadlineSeconds: 5\n"), init("{steps: [{run: forever}]}")),
                        "Failed/DeadlineExceeded | Initialized=False:ContainersNotInitialized:containers with incomplete status: [init side] Ready=False:PodFailed | init terminated/Error/143 r0; side waiting/PodInitializing r0; web waiting/PodInitializing r0"),
                c("evicted: Failed at once, members get SIGTERM and are not restarted", actions("{at: 10s, do: evict, target: pod/p}"),
                        "Failed/Evicted | Initialized=True Ready=False:PodFailed | init terminated/Completed/0 r0 ready; side terminated/Error/143 r0; web terminated/Error/143 r0"),
                c("OOMKilled: only that container, restarted, lastState says OOMKilled",
                        s -> web("{steps: [{sleep: 2s}, {allocate: 200Mi}, {run: forever}]}").apply(s)
                                .replace("{name: web, ", "{name: web, resources: {limits: {memory: 100Mi}}, "),
                        "Running | Initialized=True Ready=False:ContainersNotReady:containers with unready status: [web] | init terminated/Completed/0 r0 ready; side running r0 ready started; web waiting/CrashLoopBackOff r2 last=OOMKilled/137"),
                c("a crash under Always: restarted at once, running again", actions("{at: 10s, do: crash, target: pod/p/web, exitCode: 2}"),
                        "Running | Initialized=True Ready=True | init terminated/Completed/0 r0 ready; side running r0 ready started; web running r1 ready started last=Error/2"),
                c("a new image restarts the container (143), restartCount counts it", actions("{at: 10s, do: setImage, target: pod/p/web, image: web:v2}"),
                        "Running | Initialized=True Ready=True | init terminated/Completed/0 r0 ready; side running r0 ready started; web running r1 ready started last=Error/143"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void status(Case c) {
        Sim sim = Sim.run(c.mutation().apply(BASE));
        assertEquals(c.expected(), summary(sim.pod("p")));
    }

    /** generate_test.go: containers without any status are listed first, as "unknown". */
    @org.junit.jupiter.api.Test
    void membersWithoutAKubeletAreUnknown() {
        Sim sim = Sim.run("""
                scenario: t
                until: 5s
                platform: naive
                nodes:
                  - {name: node-1, allocatable: {cpu: "1", memory: 1Gi}}
                pods:
                  - apiVersion: v1
                    kind: Pod
                    metadata: {name: p}
                    spec:
                      containers:
                        - {name: small, readinessProbe: {exec: {x-sim: {results: [fail]}}}}
                        - {name: big, resources: {requests: {cpu: "2"}}}
                """);
        assertEquals("False:ContainersNotReady:containers with unknown status: [big], containers with unready status: [small]",
                cond(sim.pod("p").conditions().get("Ready")));
    }

    static String summary(PodStatus p) {
        StringBuilder sb = new StringBuilder(p.phase());
        if (p.reason() != null) sb.append('/').append(p.reason());
        sb.append(" | Initialized=").append(cond(p.conditions().get("Initialized")));
        sb.append(" Ready=").append(cond(p.conditions().get("Ready")));
        assertEquals(p.conditions().get("Ready"), p.conditions().get("ContainersReady"), "Ready repeats ContainersReady");
        sb.append(" |");
        String sep = " ";
        for (Map.Entry<String, ContainerStatus> e : p.containers().entrySet()) {
            ContainerStatus s = e.getValue();
            sb.append(sep).append(e.getKey()).append(' ').append(s.state());
            if (!s.state().equals("running")) sb.append('/').append(s.reason());
            if (s.exitCode() != null) sb.append('/').append(s.exitCode());
            sb.append(" r").append(s.restartCount());
            if (s.ready()) sb.append(" ready");
            if (s.started()) sb.append(" started");
            if (s.lastState() != null) sb.append(" last=").append(s.lastState().reason()).append('/').append(s.lastState().exitCode());
            sep = "; ";
        }
        return sb.toString();
    }

    static String cond(Condition c) {
        return c.status() + (c.reason() == null ? "" : ":" + c.reason()) + (c.message() == null ? "" : ":" + c.message());
    }
}
