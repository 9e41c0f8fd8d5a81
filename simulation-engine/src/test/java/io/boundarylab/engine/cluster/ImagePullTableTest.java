package io.boundarylab.engine.cluster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boundarylab.engine.Sim;
import io.boundarylab.engine.scenario.ScenarioException;
import io.boundarylab.engine.scenario.ScenarioReader;
import io.boundarylab.engine.trace.EventType;
import io.boundarylab.engine.trace.TraceEvent;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Image pull failures ({@code x-sim.pullFailures}, docs/scenario-format.md version 1 extensions):
 * the container waits with ErrImagePull, then ImagePullBackOff, and the kubelet tries again after
 * its image back-off (kubelet.go imageBackOff: flowcontrol.NewBackOff(10s, 300s)): pulls at 0 s,
 * 10 s, 30 s, 70 s … An init container whose image cannot be pulled holds the ones after it.
 */
class ImagePullTableTest {

    private static Sim run(String pullFailures, String until) {
        String spec = "      containers:\n        - {name: web, image: web:v1, x-sim: {pullFailures: " + pullFailures + ", steps: [{run: forever}]}}\n";
        return Sim.run(Sim.header("pod", until) + "pods:\n" + Sim.pod("p", "Always", spec));
    }

    @Test
    void threeFailedPullsThenTheContainerStartsAfterTheImageBackOff() {
        Sim sim = run("3", "2m");
        assertEquals(List.of(0L, 10_000L, 30_000L, 70_000L), sim.times(EventType.Pulling, "web"), "back-off 10 s, 20 s, 40 s");
        assertEquals(3, sim.events(EventType.Failed, "web").size());
        for (TraceEvent f : sim.events(EventType.Failed, "web")) assertEquals("ErrImagePull", f.reason());
        for (TraceEvent b : sim.events(EventType.BackOff, "web")) assertEquals("ImagePullBackOff", b.reason());
        assertEquals(List.of(70_000L), sim.times(EventType.Pulled, "web"));
        assertEquals(List.of(70_000L), sim.times(EventType.Started, "web"));
        assertEquals("Running", sim.pod("p").phase());
        assertEquals(0, sim.container("p", "web").restartCount(), "a failed pull is not a restart");
    }

    @Test
    void whileItWaitsForThePullThePodIsPendingWithTheReasonKubernetesShows() {
        Sim sim = run("3", "20s");
        assertEquals("Pending", sim.pod("p").phase());
        assertEquals("waiting", sim.container("p", "web").state());
        assertEquals("ImagePullBackOff", sim.container("p", "web").reason());
    }

    @Test
    void alwaysFailingNeverStartsAndTheBackOffIsCappedAtFiveMinutes() {
        Sim sim = run("always", "30m");
        List<Long> pulls = sim.times(EventType.Pulling, "web");
        assertTrue(sim.times(EventType.Started, "web").isEmpty());
        long last = pulls.get(pulls.size() - 1) - pulls.get(pulls.size() - 2);
        assertEquals(300_000L, last, "the back-off stops doubling at 300 s: " + pulls);
        assertEquals("Pending", sim.pod("p").phase());
    }

    @Test
    void anImageOnTheNodeIsNotPulledAgainWhenTheContainerRestarts() {
        String spec = "      containers:\n        - {name: web, x-sim: {pullFailures: 1, steps: [{sleep: 5s}, {exit: 1}]}}\n";
        Sim sim = Sim.run(Sim.header("pod", "1m") + "pods:\n" + Sim.pod("p", "Always", spec));
        assertEquals(2, sim.times(EventType.Pulling, "web").size(), "one failed pull, one that worked");
        assertTrue(sim.times(EventType.Started, "web").size() > 2, "restarts without pulling");
    }

    @Test
    void anInitContainerWhoseImageCannotBePulledHoldsTheOnesAfterIt() {
        String spec = "      initContainers:\n        - {name: setup, x-sim: {pullFailures: always, steps: [{sleep: 1s}]}}\n"
                + "      containers:\n        - {name: web, x-sim: {steps: [{run: forever}]}}\n";
        Sim sim = Sim.run(Sim.header("pod", "2m") + "pods:\n" + Sim.pod("p", "Always", spec));
        assertTrue(sim.times(EventType.Started, "web").isEmpty());
        assertEquals("Pending", sim.pod("p").phase());
        assertEquals("False", sim.pod("p").conditions().get("Initialized").status());
    }

    /**
     * A native sidecar lets the next container go only once it runs (computeInitContainerActions
     * adds InitContainers[i+1] when the restartable init container i is Running), and SyncPod's
     * step 6 starts nothing after a container that failed to start: a sidecar in ImagePullBackOff
     * holds the app container; both go once its pull succeeds at 10 s.
     */
    @Test
    void aSidecarWhoseImageCannotBePulledHoldsTheAppContainer() {
        Sim sim = Sim.run(Sim.header("pod", "1m") + "pods:\n" + Sim.pod("p", "Always",
                "      initContainers:\n"
                + "        - {name: proxy, image: proxy:v1, restartPolicy: Always, x-sim: {pullFailures: 1, steps: [{run: forever}]}}\n"
                + "      containers:\n        - {name: web, image: web:v1, x-sim: {steps: [{run: forever}]}}\n"));
        assertEquals(List.of(0L, 10_000L), sim.times(EventType.Pulling, "proxy"));
        assertEquals(List.of(10_000L), sim.times(EventType.Started, "proxy"));
        assertEquals(List.of(10_000L), sim.times(EventType.Started, "web"), "not at 0 s, while the sidecar waited for its image");
    }

    @Test
    void aSidecarThatNeverPullsKeepsThePodPendingWithTheAppContainerWaiting() {
        Sim sim = Sim.run(Sim.header("pod", "2m") + "pods:\n" + Sim.pod("p", "Always",
                "      initContainers:\n"
                + "        - {name: proxy, image: proxy:v1, restartPolicy: Always, x-sim: {pullFailures: always, steps: [{run: forever}]}}\n"
                + "      containers:\n        - {name: web, image: web:v1, x-sim: {steps: [{run: forever}]}}\n"));
        assertTrue(sim.times(EventType.Started, "web").isEmpty());
        assertEquals("Pending", sim.pod("p").phase());
        assertEquals("ImagePullBackOff", sim.container("p", "proxy").reason());
    }

    @Test
    void imagesWithoutPullFailuresHaveNoPullEvents() {
        Sim sim = Sim.run(Sim.header("pod", "10s") + "pods:\n" + Sim.pod("p", "Always",
                "      containers:\n        - {name: web, x-sim: {steps: [{run: forever}]}}\n"));
        assertTrue(sim.events(EventType.Pulling).isEmpty());
        assertEquals(List.of(0L), sim.times(EventType.Started, "web"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"-1", "1001", "sometimes", "\"\"", "2.5", "[1]", "99999999999"})
    void aBadPullFailuresIsRefusedNamingTheField(String value) {
        String yaml = Sim.header("pod", "10s") + "pods:\n" + Sim.pod("p", "Always",
                "      containers:\n        - {name: web, x-sim: {pullFailures: " + value + ", steps: [{run: forever}]}}\n");
        ScenarioException e = assertThrows(ScenarioException.class, () -> ScenarioReader.parse(yaml, "pull.yaml"));
        assertTrue(e.getMessage().startsWith("pull.yaml:") && e.getMessage().contains("pullFailures"), e.getMessage());
    }
}
