package io.boundarylab.engine.kubelet;

import io.boundarylab.engine.result.ContainerStatus;
import io.boundarylab.engine.result.PodStatus;
import io.boundarylab.engine.trace.EventType;
import io.boundarylab.engine.trace.TraceEvent;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Each rule of {@link KubeletRules} catches a hand-made wrong trace and lets the right one pass. */
class KubeletRulesTest {

    /** A trace built by hand: each line "TIME TYPE POD/CONTAINER [message]", numbered in order. */
    private static List<TraceEvent> trace(String... lines) {
        List<TraceEvent> out = new ArrayList<>();
        for (String line : lines) {
            String[] f = line.split(" ", 4);
            TraceEvent.Builder b = TraceEvent.of(EventType.valueOf(f[1])).node("node-1");
            if (f.length > 2 && !f[2].equals("-")) {
                String[] who = f[2].split("/");
                b.pod(who[0]);
                if (who.length > 1) b.container(who[1]).kind("app");
            }
            if (f.length > 3) b.message(f[3]);
            out.add(b.build(out.size() + 1L, Long.parseLong(f[0])));
        }
        return out;
    }

    @Test
    void aSecondStartWithoutAnExitIsCaught() {
        assertEquals(1, KubeletRules.oneStartPerContainerAtATime(trace("0 Started p/app", "5 Started p/app")).size());
        assertEquals(List.of(), KubeletRules.oneStartPerContainerAtATime(trace("0 Started p/app", "4 Exited p/app", "5 Started p/app")));
        assertEquals(List.of(), KubeletRules.oneStartPerContainerAtATime(trace("0 Started p/app", "4 NodeFailed -", "5 Started p/app")),
                "a node failure ends its processes unreported");
    }

    @Test
    void aRestartUnderNeverIsCaughtUnlessTheDefinitionChanged() {
        assertEquals(1, KubeletRules.noRestartUnderNever(trace("0 Started p/app", "4 Exited p/app", "5 Started p/app"), Set.of("p")).size());
        assertEquals(List.of(), KubeletRules.noRestartUnderNever(trace("0 Started p/app", "3 Killing p/app Container app definition changed, will be restarted",
                "4 Exited p/app", "5 Started p/app"), Set.of("p")));
        assertEquals(List.of(), KubeletRules.noRestartUnderNever(trace("0 Started p/app", "4 Exited p/app", "5 Started p/app"), Set.of()),
                "another policy restarts");
    }

    @Test
    void aKubeletEventFromAStoppedNodeIsCaught() {
        List<TraceEvent> wrong = trace("0 Started p/app", "5 NodeFailed -", "10 SandboxChanged p", "20 Started p/app");
        assertEquals(1, KubeletRules.noKubeletEventFromAStoppedNode(wrong, Map.of("node-1", List.of(20L))).size(), "the SandboxChanged at 10");
        assertEquals(List.of(), KubeletRules.noKubeletEventFromAStoppedNode(trace("0 Started p/app", "5 NodeFailed -", "20 Started p/app"),
                Map.of("node-1", List.of(20L))));
    }

    @Test
    void anEventAboutAPodAfterItsDeletionIsCaught() {
        assertEquals(1, KubeletRules.noActAfterItsPodIsGone(trace("0 Started p/app", "8 PodDeleted p", "35 PreStopFinished p/app")).size());
        assertEquals(List.of(), KubeletRules.noActAfterItsPodIsGone(trace("0 Started p/app", "8 PreStopFinished p/app", "8 PodDeleted p")));
    }

    private static PodStatus pod(String phase, ContainerStatus app) {
        return new PodStatus(phase, null, null, "node-1", null, null, null, null, null, List.of(), Map.of(), Map.of("app", app), null, null, null,
                Map.of());
    }

    private static ContainerStatus app(String state, Integer exitCode, ContainerStatus.LastState last) {
        return new ContainerStatus("app", "node-1", null, state, null, exitCode, 0, 1, false, false, last, null);
    }

    @Test
    void aPhaseThatIsNotGetPhaseOverTheStatusesIsCaught() {
        // A container shown waiting (its postStart hook runs on a first start) in a pod shown Running.
        assertEquals(1, KubeletRules.phaseIsGetPhaseOverTheStatuses(Map.of("p", pod("Running", app("waiting", null, null))),
                Map.of("p", "Always")).size());
        assertEquals(List.of(), KubeletRules.phaseIsGetPhaseOverTheStatuses(Map.of("p", pod("Pending", app("waiting", null, null))),
                Map.of("p", "Always")));
        assertEquals(List.of(), KubeletRules.phaseIsGetPhaseOverTheStatuses(Map.of("p", pod("Running",
                app("waiting", null, new ContainerStatus.LastState("terminated", "Error", 1)))), Map.of("p", "Always")), "in back-off: Running");
        assertEquals(1, KubeletRules.phaseIsGetPhaseOverTheStatuses(Map.of("p", pod("Running", app("terminated", 0, null))),
                Map.of("p", "OnFailure")).size(), "every app container exited 0 under OnFailure: Succeeded");
    }
}
