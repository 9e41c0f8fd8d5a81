package io.boundarylab.engine.cluster.node;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boundarylab.engine.cluster.Guarantee;
import io.boundarylab.engine.cluster.Platform;
import io.boundarylab.engine.cluster.state.ContainerState;
import io.boundarylab.engine.cluster.state.PodPhase;
import io.boundarylab.engine.cluster.state.PodState;

import java.util.function.Consumer;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The kubelet's getPhase as a table over {@link PodFixture}'s pod (restart policy Always unless a
 * case says otherwise): each case, the containers' states and the phase kubelet_pods.go gives.
 */
class PodPhaseRulesTest {

    static Stream<Arguments> phases() {
        return Stream.of(
                Arguments.of("nothing placed yet is Pending", (Consumer<PodState>) p -> p.containers().forEach(c -> c.setNode(null)),
                        false, PodPhase.PENDING),
                Arguments.of("an init container running keeps the pod Pending", (Consumer<PodState>) p -> PodFixture.run(p.container("migrate")),
                        false, PodPhase.PENDING),
                Arguments.of("everything up is Running", (Consumer<PodState>) PodFixture::allUp, false, PodPhase.RUNNING),
                Arguments.of("apps all exited 0 under Always is still Running (they restart)", (Consumer<PodState>) p -> {
                    PodFixture.allUp(p);
                    PodFixture.exit(p.container("web"), 0);
                    PodFixture.exit(p.container("log-helper"), 0);
                    PodFixture.exit(p.container("proxy"), 0);
                }, false, PodPhase.RUNNING),
                Arguments.of("the same pod stopped for good: its apps exited 0, so Succeeded", (Consumer<PodState>) p -> {
                    PodFixture.allUp(p);
                    PodFixture.exit(p.container("web"), 0);
                    PodFixture.exit(p.container("log-helper"), 0);
                    PodFixture.exit(p.container("proxy"), 0);
                }, true, PodPhase.SUCCEEDED),
                Arguments.of("stopped for good with one app exited 1: Failed", (Consumer<PodState>) p -> {
                    PodFixture.allUp(p);
                    PodFixture.exit(p.container("web"), 1);
                    PodFixture.exit(p.container("log-helper"), 0);
                    PodFixture.exit(p.container("proxy"), 143);
                }, true, PodPhase.FAILED)
        );
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("phases")
    void phaseByTheKubeletsRules(String name, Consumer<PodState> mutate, boolean podIsTerminal, PodPhase expected) {
        PodState pod = PodFixture.basePod();
        mutate.accept(pod);
        assertEquals(expected, PodPhaseRules.phase(pod, Platform.POD, podIsTerminal));
    }

    @Test
    void readyNeedsEverySidecarAndAppRunningAndReadyButNotTheInitContainer() {
        PodState pod = PodFixture.basePod();
        PodFixture.allUp(pod);
        for (ContainerState c : pod.containers()) c.setReady(c.isRunning());
        assertTrue(PodPhaseRules.ready(pod), "the init container has exited and does not count");
        pod.container("proxy").setReady(false);
        assertFalse(PodPhaseRules.ready(pod), "a sidecar that is not ready makes the pod unready");
        pod.container("proxy").setReady(true);
        pod.markTerminal();
        assertFalse(PodPhaseRules.ready(pod), "a terminal pod is never ready");
    }

    @Test
    void theKubeletsRulesNeedBothOrderingAndSharedFate() {
        assertTrue(PodPhaseRules.kubeletRules(Platform.POD));
        assertFalse(PodPhaseRules.kubeletRules(Platform.POD.with(Guarantee.STARTUP_ORDERING, false)));
        assertFalse(PodPhaseRules.kubeletRules(Platform.POD.with(Guarantee.SHARED_FATE, false)));
    }

    @Test
    void initIsDoneOnlyWhenTheInitContainerExitedZeroAndTheSidecarHasStartedOnce() {
        PodState pod = PodFixture.basePod();
        assertFalse(PodPhaseRules.initDone(pod));
        PodFixture.exit(pod.container("migrate"), 0);
        assertFalse(PodPhaseRules.initDone(pod), "the sidecar has not started yet");
        PodFixture.run(pod.container("proxy"));
        assertFalse(PodPhaseRules.initDone(pod), "running, but its startup probe has not passed yet");
        pod.container("proxy").setStarted(true);
        assertTrue(PodPhaseRules.initDone(pod));
        PodFixture.exit(pod.container("proxy"), 1);
        assertTrue(PodPhaseRules.initDone(pod), "a sidecar that has started once stays counted when it exits later");
    }

    @Test
    void phaseNamesAreKubernetesOwn() {
        assertEquals("Succeeded", PodPhase.SUCCEEDED.kubernetesName());
        assertEquals(PodPhase.FAILED, PodPhase.of("Failed"));
        assertEquals(PodPhase.UNKNOWN, PodPhase.of("failed"), "names are case-sensitive, as in the API");
        assertEquals(PodPhase.UNKNOWN, PodPhase.of(null));
        assertTrue(PodPhase.FAILED.terminal());
        assertFalse(PodPhase.RUNNING.terminal());
    }
}
