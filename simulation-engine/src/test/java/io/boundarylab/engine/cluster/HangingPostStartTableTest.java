package io.boundarylab.engine.cluster;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.boundarylab.engine.Sim;
import io.boundarylab.engine.result.ContainerStatus;
import io.boundarylab.engine.result.PodStatus;
import io.boundarylab.engine.trace.EventType;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A postStart hook that never ends. The kubelet runs the hook inside startContainer
 * (kuberuntime_container.go: "post start hook" after StartContainer), and startContainer returns
 * only when the hook has; the pod worker stays inside SyncPod meanwhile, so no later status is
 * generated (kubelet.go SyncPod calls generateAPIPodStatus before the runtime's SyncPod). The
 * container's status stays the one from before its start: waiting, with the default reason
 * (ContainerCreating, or PodInitializing in a pod with init containers, convertToAPIContainerStatuses);
 * it is not started, not ready, and the pod is not Ready. A hook that ends lets it run.
 */
class HangingPostStartTableTest {

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
            // case                                   | hook              | kind    | state   | reason            | started | ready | pod Ready | app state
            "an app container whose hook never ends   | {forever: true}   | app     | waiting | ContainerCreating | false   | false | False     | -",
            "an app container whose hook ends at 3 s  | {duration: 3s}    | app     | running | -                 | true    | true  | True      | -",
            "a sidecar whose hook never ends          | {forever: true}   | sidecar | waiting | PodInitializing   | false   | false | False     | waiting",
            "a sidecar whose hook ends at 3 s         | {duration: 3s}    | sidecar | running | -                 | true    | true  | True      | running",
    })
    void theContainerStaysWaitingUntilItsHookEnds(String name, String hook, String kind, String state, String reason, boolean started,
                                                  boolean ready, String podReady, String appState) {
        String hooked = "{name: h, image: h:v1, lifecycle: {postStart: {x-sim: " + hook + "}}, "
                + (kind.equals("sidecar") ? "restartPolicy: Always, " : "") + "x-sim: {steps: [{run: forever}]}}";
        String spec = kind.equals("sidecar")
                ? "      initContainers:\n        - " + hooked + "\n      containers:\n        - {name: app, x-sim: {steps: [{run: forever}]}}\n"
                : "      containers:\n        - " + hooked + "\n";
        Sim sim = Sim.run(Sim.header("pod", "30s") + "pods:\n" + Sim.pod("p", "Always", spec));
        // The container itself was created and started: the hook runs after StartContainer.
        assertEquals(1, sim.events(EventType.Started, "h").size(), name);
        ContainerStatus h = sim.container("p", "h");
        assertEquals(state, h.state(), name + ": state");
        assertEquals(reason.equals("-") ? null : reason, h.reason(), name + ": reason");
        assertEquals(started, h.started(), name + ": started");
        assertEquals(ready, h.ready(), name + ": ready");
        assertEquals(0, h.restartCount(), name + ": restarts");
        PodStatus pod = sim.pod("p");
        assertEquals(podReady, pod.conditions().get("Ready").status(), name + ": pod Ready");
        if (!appState.equals("-")) assertEquals(appState, sim.container("p", "app").state(), name + ": the app container");
    }

    /**
     * On a restart the status before the start is the run that ended: terminated, with its exit
     * code, and the restart not yet counted, until the new run's hook returns.
     */
    @org.junit.jupiter.api.Test
    void aRestartWhoseHookRunsStillShowsTheRunBefore() {
        String spec = "      containers:\n"
                + "        - {name: h, lifecycle: {postStart: {x-sim: {duration: 10s}}}, x-sim: {steps: [{sleep: 12s}, {exit: 3}]}}\n";
        Sim sim = Sim.run(Sim.header("pod", "15s") + "pods:\n" + Sim.pod("p", "Always", spec));
        assertEquals(2, sim.events(EventType.Started, "h").size(), "restarted at once after its exit at 12 s");
        ContainerStatus h = sim.container("p", "h");
        assertEquals("terminated", h.state());
        assertEquals(3, h.exitCode());
        assertEquals(0, h.restartCount());
        assertEquals(false, h.ready());
    }
}
