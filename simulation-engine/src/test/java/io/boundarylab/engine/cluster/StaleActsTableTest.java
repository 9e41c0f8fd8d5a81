package io.boundarylab.engine.cluster;

import io.boundarylab.engine.Sim;
import io.boundarylab.engine.trace.EventType;
import io.boundarylab.engine.trace.TraceEvent;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

/**
 * No deferred act outlives the sandbox, node or pod it was made for. One row per case, each the
 * smallest scenario that showed it, with the whole expected answer read from the kubelet's rules.
 */
class StaleActsTableTest {
    /** Exits 1 a second after each start: restarts at once, then after 10 s, 20 s, 40 s of back-off. */
    private static final String CRASH_LOOP = "      containers:\n        - {name: app, x-sim: {steps: [{sleep: 1s}, {exit: 1}]}}\n";

    private static Sim crashLoopWith(String actions) {
        return Sim.run(Sim.header("pod", "60s") + "pods:\n" + Sim.pod("p", "Always", CRASH_LOOP) + "actions:\n" + actions);
    }

    /**
     * Case 1: the back-off is keyed on pod and container (kuberuntime_manager.go getStableKey),
     * and doBackOff reads the last exited instance, whatever sandbox it ran in. app exits at 2 s
     * into a 10 s back-off; its sandbox dies at 5 s: it starts in the new sandbox when the back-off
     * is over (12 s), not at once, and there is one chain of restarts (12 s, then 20 s after 13 s).
     */
    @Test
    void aContainerInBackOffWhenItsSandboxDiesWaitsOutItsBackOffInTheNewOne() {
        Sim sim = crashLoopWith("  - {at: 5s, do: killSandbox, target: pod/p}\n");
        assertEquals(List.of(5_000L), sim.events(EventType.SandboxChanged).stream().map(TraceEvent::tMs).toList());
        assertEquals(List.of(0L, 1_000L, 12_000L, 33_000L), sim.times(EventType.Started, "app"), "one chain of restarts");
        assertEquals(List.of(2_000L, 13_000L, 34_000L), sim.times(EventType.BackOff, "app"));
        List<TraceEvent> starts = sim.events(EventType.Started, "app");
        assertNotEquals(starts.get(1).ip(), starts.get(2).ip(), "the start at 12 s is in the new sandbox");
    }

    /**
     * Case 1, the other side: a crash-looping container running when its sandbox dies was stopped
     * at 12.5 s (143); doBackOff finds that exit within the entry's 20 s back-off, so it starts in
     * the new sandbox at 32.5 s.
     */
    @Test
    void aCrashLoopingContainerStoppedWithItsSandboxStartsAfterItsBackOff() {
        Sim sim = crashLoopWith("  - {at: 12500ms, do: killSandbox, target: pod/p}\n");
        assertEquals(List.of(0L, 1_000L, 12_000L, 32_500L), sim.times(EventType.Started, "app"));
        assertEquals(List.of(2_000L, 12_500L, 33_500L), sim.times(EventType.BackOff, "app"));
        assertEquals(143, sim.events(EventType.Exited, "app").get(2).exitCode());
    }

    /**
     * Case 2: a kill belongs to the container instance it was made for. The sandbox dies at 5 s;
     * app's preStop never ends; app exits by itself at 8 s, so the hook ends with it (its exec in a
     * container that is gone fails) and app starts in the new sandbox at once (no back-off entry
     * yet: doBackOff's Next makes one of 10 s). At 15 s the old grace period runs out: nothing of
     * it may stop the new instance, which exits by itself at 16 s into a 10 s back-off.
     */
    @Test
    void theOldSandboxsKillNeverStopsTheContainerOfTheNewOne() {
        Sim sim = Sim.run(Sim.header("pod", "40s") + "pods:\n" + Sim.pod("p", "Always", """
                      terminationGracePeriodSeconds: 10
                      containers:
                        - name: app
                          lifecycle: {preStop: {x-sim: {duration: 1h}}}
                          x-sim: {steps: [{sleep: 8s}, {exit: 1}]}
                """) + "actions:\n  - {at: 5s, do: killSandbox, target: pod/p}\n");
        assertEquals(List.of(8_000L, 16_000L, 34_000L), sim.times(EventType.Exited, "app"));
        assertEquals(List.of(1, 1, 1), sim.events(EventType.Exited, "app").stream().map(TraceEvent::exitCode).toList(), "never SIGTERM (143)");
        assertEquals(List.of(8_000L), sim.times(EventType.PreStopFinished, "app"), "the hook ended with its container");
        assertEquals("cutOff", sim.events(EventType.PreStopFinished, "app").get(0).outcome());
        assertEquals(List.of(0L, 8_000L, 26_000L), sim.times(EventType.Started, "app"));
    }

    private static final String RUNS = "      containers:\n        - {name: app, x-sim: {steps: [{run: forever}]}}\n";

    private static Sim oneNode(String until, String containers, String actions) {
        return Sim.run(Sim.header("pod", until) + "pods:\n" + Sim.pod("p", "Always", containers) + "actions:\n" + actions);
    }

    /** The events after {@code fromMs}, as "TYPE container" lines, for a whole expected answer. */
    private static List<String> after(Sim sim, long fromMs) {
        return sim.run.trace().stream().filter(e -> e.tMs() > fromMs)
                .map(e -> e.tMs() / 1000 + "s " + e.type() + (e.container() == null ? "" : " " + e.container())).toList();
    }

    /**
     * Case 3: a stopped node's kubelet sees nothing and does nothing (docs/scenario-format.md, node
     * failure: "no kubelet reports it"). A killSandbox while node-1 is down finds no sandbox left
     * and no kubelet to say SandboxChanged; at recoverNode the kubelet starts the pod in a new
     * sandbox, exactly as without the killSandbox.
     */
    @Test
    void aSandboxKilledOnAStoppedNodeStartsAgainWhenTheNodeIsBack() {
        String failAndRecover = "  - {at: 5s, do: failNode, target: node/node-1}\n  - {at: 20s, do: recoverNode, target: node/node-1}\n";
        Sim killed = oneNode("60s", RUNS, failAndRecover + "  - {at: 10s, do: killSandbox, target: pod/p}\n");
        Sim notKilled = oneNode("60s", RUNS, failAndRecover);
        assertEquals(List.of("20s Created app", "20s Started app"), after(killed, 5_000));
        assertEquals(after(notKilled, 5_000), after(killed, 5_000));
        assertEquals(List.of(0L, 20_000L), killed.times(EventType.Started, "app"));
        assertNotEquals(killed.events(EventType.Started, "app").get(0).ip(), killed.container("p", "app").ip(), "a new sandbox, a new IP");
        assertEquals("running", killed.container("p", "app").state());
    }

    /**
     * Case 4: a pod deleted before its node stops. At 5 s the delete starts app's 20 s preStop; the
     * node stops at 6 s, silently. When it is back (10 s) the kubelet finds the pod deleted and its
     * containers gone: it finishes the deletion then (status_manager.go TerminatePod: Failed, app
     * ContainerStatusUnknown), and the hook's old end (25 s) never comes.
     */
    @Test
    void aPodDeletedBeforeItsNodeStopsIsFinishedWhenTheNodeIsBack() {
        Sim sim = oneNode("60s", """
                      containers:
                        - name: app
                          lifecycle: {preStop: {x-sim: {duration: 20s}}}
                          x-sim: {steps: [{run: forever}]}
                """, "  - {at: 5s, do: delete, target: pod/p}\n  - {at: 6s, do: failNode, target: node/node-1}\n"
                + "  - {at: 10s, do: recoverNode, target: node/node-1}\n");
        assertEquals(List.of("6s NodeFailed", "10s PodPhase", "10s NotReady", "10s PodDeleted"), after(sim, 5_000));
        assertEquals("Failed", sim.pod("p").phase());
        assertEquals("ContainerStatusUnknown", sim.container("p", "app").reason());
    }

    /**
     * Case 5: no kubelet event from a stopped node. app's postStart hook runs 10 s; node-1 stops at
     * 5 s, so the hook's end at 10 s is not reported (nor the pod Running); when the node is back
     * (20 s) app starts again in a new sandbox and its hook runs again, from the start.
     */
    @Test
    void aHookThatWasRunningWhenItsNodeStoppedEndsUnreportedAndRunsAgainAtTheReturn() {
        Sim sim = oneNode("60s", """
                      containers:
                        - name: app
                          lifecycle: {postStart: {x-sim: {duration: 10s}}}
                          x-sim: {steps: [{run: forever}]}
                """, "  - {at: 5s, do: failNode, target: node/node-1}\n  - {at: 20s, do: recoverNode, target: node/node-1}\n");
        assertEquals(List.of("20s Created app", "20s Started app", "20s PostStartStarted app", "20s PodPhase", "30s PostStartFinished app",
                "30s Ready"), after(sim, 5_000));
        // While the hook runs again the status shows the run before (lost with the node, 137): under
        // Always getPhase counts it as stopped, so the pod, Pending until then, is Running.
        assertEquals(List.of("Running"), sim.events(EventType.PodPhase).stream().map(TraceEvent::phase).toList());
        assertEquals(true, sim.container("p", "app").ready());
    }

    /**
     * Case 6: a hook's timer goes with its pod. The delete at 5 s starts a 30 s preStop; app exits by
     * itself at 8 s, which ends the hook (cut off) and the deletion: nothing about the pod comes
     * after PodDeleted, where the old timer published a preStop end 25 s after it.
     */
    @Test
    void nothingAboutAPodComesAfterItsDeletion() {
        Sim sim = oneNode("60s", """
                      containers:
                        - name: app
                          lifecycle: {preStop: {x-sim: {duration: 30s}}}
                          x-sim: {steps: [{sleep: 8s}, {exit: 0}]}
                """, "  - {at: 5s, do: delete, target: pod/p}\n");
        List<String> last = after(sim, 7_000);
        assertEquals("8s PodDeleted", last.get(last.size() - 1), "the pod's last event: " + last);
        assertEquals(List.of(8_000L), sim.times(EventType.PreStopFinished, "app"));
    }

    /**
     * Case 7: while a postStart hook runs the kubelet is inside startContainer, and the status it
     * shows is the one from before the start: app waiting (ContainerCreating). kubelet_pods.go
     * getPhase over that status gives Pending, until the hook ends (5 s): then Running.
     */
    @Test
    void aPodWhoseOnlyContainerRunsItsPostStartHookIsPending() {
        String hooked = """
                      containers:
                        - name: app
                          lifecycle: {postStart: {x-sim: {duration: %s}}}
                          x-sim: {steps: [{run: forever}]}
                """;
        Sim hanging = oneNode("30s", hooked.formatted("1h"), "  []\n");
        assertEquals("waiting", hanging.container("p", "app").state());
        assertEquals("Pending", hanging.pod("p").phase());
        assertEquals(List.of(), hanging.events(EventType.PodPhase).stream().map(TraceEvent::phase).toList());
        Sim ending = oneNode("30s", hooked.formatted("5s"), "  []\n");
        assertEquals(List.of("5s:Running"), ending.events(EventType.PodPhase).stream().map(e -> e.tMs() / 1000 + "s:" + e.phase()).toList());
    }

    /**
     * Found by ActSequencesPropertiesTest: a second sandbox loss when the back-off is just over
     * (12 s). The first (10 s) left app waiting for its restart at 12 s; at the second, doBackOff
     * finds the back-off over and the start in the new sandbox moves the entry on (20 s): app starts
     * once at 12 s, and the restart planned before is dropped, so the chain goes on at 33 s.
     */
    @Test
    void aSecondSandboxLossReplacesTheRestartTheFirstPlanned() {
        Sim sim = crashLoopWith("  - {at: 10s, do: killSandbox, target: pod/p}\n  - {at: 12s, do: killSandbox, target: pod/p}\n");
        assertEquals(List.of(0L, 1_000L, 12_000L, 33_000L), sim.times(EventType.Started, "app"));
    }

    /**
     * Found by ActSequencesPropertiesTest: a postStart hook ends with the process it runs in. app
     * exits at 1 s while its 4 s hook runs and the pod is deleted then: the hook's end is reported
     * at the exit (cut off), and nothing about the pod comes after PodDeleted.
     */
    @Test
    void aPostStartHookEndsWithItsProcess() {
        Sim sim = oneNode("30s", """
                      containers:
                        - name: app
                          lifecycle: {postStart: {x-sim: {duration: 4s}}}
                          x-sim: {steps: [{sleep: 1s}, {exit: 1}]}
                """, "  - {at: 1s, do: killSandbox, target: pod/p}\n  - {at: 1s, do: delete, target: pod/p}\n");
        List<String> last = after(sim, 0);
        assertEquals("1s PodDeleted", last.get(last.size() - 1), "the pod's last event: " + last);
        assertEquals(List.of("cutOff"), sim.events(EventType.PostStartFinished, "app").stream().map(TraceEvent::outcome).toList());
    }

    /**
     * Found by ActSequencesPropertiesTest: a container stopped for its new image while its pod's
     * sandbox dies stops with the pod. Under OnFailure app then exits 0 (3 s): an app container that
     * succeeded stays done in the new sandbox, so the pod is Succeeded, not left Running forever.
     */
    @Test
    void aContainerBeingReplacedWhenItsSandboxDiesStopsWithThePod() {
        Sim sim = Sim.run(Sim.header("pod", "60s") + "pods:\n" + Sim.pod("p", "OnFailure", """
                      terminationGracePeriodSeconds: 10
                      containers:
                        - name: app
                          lifecycle: {preStop: {x-sim: {duration: 30s}}}
                          x-sim: {steps: [{sleep: 3s}, {exit: 0}]}
                """) + "actions:\n  - {at: 1s, do: setImage, target: pod/p/app, image: app:v2}\n  - {at: 1s, do: killSandbox, target: pod/p}\n");
        assertEquals("Succeeded", sim.pod("p").phase());
        assertEquals(List.of(3_000L), sim.events(EventType.PodPhase).stream().filter(e -> "Succeeded".equals(e.phase())).map(TraceEvent::tMs).toList());
    }
}
