package io.boundarylab.engine.cluster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boundarylab.engine.Sim;
import io.boundarylab.engine.trace.EventType;

import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A native sidecar that keeps exiting, from the kubelet's node e2e tests
 * (test/e2e_node/container_lifecycle_test.go, "a restartable init container starts and exits with
 * exit code 0 continuously" and "... exit code 1 continuously", under each restartPolicy): a
 * sidecar, then a regular init container, then one app container. The sidecar only has to have
 * started once for initialization to go on (computeInitContainerActions walks the init containers
 * from the last one back, so a finished regular init container after it initialises the pod); it is
 * restarted with crash-loop back-off before and after the app container starts; the app container
 * runs; a Never or OnFailure pod whose app container exits 0 ends Succeeded whatever the sidecar's
 * exit codes.
 *
 * <p>Timeline: the sidecar runs 1 s and exits, so it restarts at once (1 s), exits again (2 s) and
 * then waits in back-off (10 s, 20 s …): at 5 s, when the regular init container exits 0, the
 * sidecar is not running. The app container runs 60 s and exits 0.
 */
class SidecarRestartTableTest {

    static Stream<Arguments> cases() {
        return Stream.of("Always", "OnFailure", "Never").flatMap(policy -> Stream.of(0, 1).map(code -> Arguments.of(policy, code)));
    }

    private static Sim run(String policy, int sidecarExitCode) {
        String spec = "      initContainers:\n"
                + "        - {name: sidecar, restartPolicy: Always, x-sim: {steps: [{sleep: 1s}, {exit: " + sidecarExitCode + "}]}}\n"
                + "        - {name: init-1, x-sim: {steps: [{sleep: 5s}]}}\n"
                + "      containers:\n"
                + "        - {name: regular-1, x-sim: {steps: [{sleep: 60s}]}}\n";
        return Sim.run(Sim.header("pod", "2m") + "pods:\n" + Sim.pod("p", policy, spec));
    }

    @ParameterizedTest(name = "restartPolicy {0}, sidecar exits {1}")
    @MethodSource("cases")
    void theAppContainerStartsOnceTheRegularInitContainerIsDoneWhateverTheSidecarDoes(String policy, int code) {
        Sim sim = run(policy, code);
        List<Long> appStarts = sim.times(EventType.Started, "regular-1");
        assertEquals(5_000L, appStarts.get(0), "the app container starts when init-1 exits 0, with the sidecar in back-off");
        List<Long> sidecarStarts = sim.times(EventType.Started, "sidecar");
        assertTrue(sidecarStarts.stream().filter(t -> t > 0 && t < 5_000).count() >= 1, "restarted before the app container started: " + sidecarStarts);
        assertTrue(sidecarStarts.stream().anyMatch(t -> t > 5_000), "restarted after the app container started: " + sidecarStarts);
        assertTrue(sim.events(EventType.BackOff, "sidecar").size() >= 1, "with crash-loop back-off");
    }

    @ParameterizedTest(name = "restartPolicy {0}, sidecar exits {1}")
    @MethodSource("cases")
    void theFinalPhaseFollowsTheAppContainerNotTheSidecar(String policy, int code) {
        Sim sim = run(policy, code);
        // The app container exits 0 at 65 s: Always starts it again; OnFailure and Never are done,
        // the sidecar is stopped, and the pod Succeeded.
        String expected = policy.equals("Always") ? "Running" : "Succeeded";
        assertEquals(expected, sim.pod("p").phase());
        assertEquals("True", sim.pod("p").conditions().get("Initialized").status());
        if (!policy.equals("Always")) assertEquals(List.of(5_000L), sim.times(EventType.Started, "regular-1"));
    }
}
