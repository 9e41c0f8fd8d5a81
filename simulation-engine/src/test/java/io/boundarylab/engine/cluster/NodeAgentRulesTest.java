package io.boundarylab.engine.cluster;

import io.boundarylab.engine.Sim;
import io.boundarylab.engine.result.ContainerStatus;
import io.boundarylab.engine.trace.EventType;
import io.boundarylab.engine.trace.TraceEvent;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.List;

import static io.boundarylab.engine.Sim.header;
import static io.boundarylab.engine.Sim.pod;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The node agent's rules, each a small scenario and the whole expected outcome. Where Kubernetes
 * is specific the case names the page of its documentation it follows.
 */
class NodeAgentRulesTest {

    static String steps(String name, String... steps) {
        StringBuilder sb = new StringBuilder("        - name: " + name + "\n          x-sim:\n            steps:\n");
        for (String s : steps) sb.append("              - ").append(s).append('\n');
        return sb.toString();
    }

    static String containers(String... blocks) {
        return "      containers:\n" + String.join("", blocks);
    }

    static String inits(String... blocks) {
        return "      initContainers:\n" + String.join("", blocks);
    }

    /** concepts/workloads/pods/init-containers: each init container must complete before the next starts. */
    @Test
    void initContainersRunOneAtATimeThenAppsStartTogether() {
        Sim sim = Sim.run(header("pod", "1m") + "pods:\n" + pod("p", "Always",
                inits(steps("a", "sleep: 2s"), steps("b", "sleep: 3s"))
                        + containers(steps("web", "run: forever"), steps("helper", "run: forever"))));
        assertEquals(List.of(0L), sim.times(EventType.Started, "a"));
        assertEquals(List.of(2000L), sim.times(EventType.Started, "b"));
        assertEquals(List.of(5000L), sim.times(EventType.Started, "web"));
        assertEquals(List.of(5000L), sim.times(EventType.Started, "helper"));
        assertEquals("Completed", sim.container("p", "a").reason());
        assertEquals("Running", sim.pod("p").phase());
        assertEquals("True", sim.pod("p").conditions().get("Initialized").status());
    }

    @Test
    void withoutOrderingEveryContainerStartsAtOnce() {
        Sim sim = Sim.run(header("naive", "1m") + "pods:\n" + pod("p", "Always",
                inits(steps("a", "sleep: 2s")) + containers(steps("web", "run: forever"))));
        assertEquals(List.of(0L), sim.times(EventType.Started, "a"));
        assertEquals(List.of(0L), sim.times(EventType.Started, "web"));
    }

    @Test
    void initializedConditionNamesTheIncompleteInitContainers() {
        Sim sim = Sim.run(header("pod", "1s") + "pods:\n" + pod("p", "Always",
                inits(steps("a", "sleep: 1m"), steps("b", "sleep: 1s")) + containers(steps("web", "run: forever"))));
        var init = sim.pod("p").conditions().get("Initialized");
        assertEquals("False", init.status());
        assertEquals("ContainersNotInitialized", init.reason());
        assertEquals("containers with incomplete status: [a b]", init.message());
        assertEquals("Pending", sim.pod("p").phase());
        assertEquals("PodInitializing", sim.container("p", "web").reason());
    }

    /** concepts/workloads/pods/pod-lifecycle#restart-policy */
    @ParameterizedTest(name = "{0} policy, exit {1}")
    @CsvSource({
            "Always,    0, true,  Running",
            "Always,    1, true,  Running",
            "OnFailure, 0, false, Succeeded",
            "OnFailure, 1, true,  Running",
            "Never,     0, false, Succeeded",
            "Never,     1, false, Failed"})
    void restartPolicy(String policy, int exitCode, boolean restarted, String phase) {
        Sim sim = Sim.run(header("pod", "30s") + "pods:\n" + pod("p", policy,
                containers(steps("web", "sleep: 1s", "exit: " + exitCode))));
        ContainerStatus web = sim.container("p", "web");
        assertEquals(restarted, web.restartCount() > 0, "restarts: " + web.restartCount());
        assertEquals(phase, sim.pod("p").phase());
        if (!restarted) {
            assertEquals("terminated", web.state());
            assertEquals(exitCode, web.exitCode());
            assertEquals(exitCode == 0 ? "Completed" : "Error", web.reason());
        }
    }

    @Test
    void aFailedInitContainerUnderNeverFailsThePodAndNoAppStarts() {
        Sim sim = Sim.run(header("pod", "1m") + "pods:\n" + pod("p", "Never",
                inits(steps("config", "exit: 1")) + containers(steps("web", "run: forever"))));
        assertEquals("Failed", sim.pod("p").phase());
        assertTrue(sim.events(EventType.Started, "web").isEmpty());
        assertEquals(0, sim.container("p", "config").restartCount());
    }

    @Test
    void aFailedInitContainerUnderAlwaysIsRetriedAndHoldsTheAppsBack() {
        Sim sim = Sim.run(header("pod", "2m") + "pods:\n" + pod("p", "Always",
                inits(steps("config", "exit: 1")) + containers(steps("web", "run: forever"))));
        assertEquals("Pending", sim.pod("p").phase());
        assertTrue(sim.events(EventType.Started, "web").isEmpty());
        // At once, then +10s, +20s, +40s: back-off applies to init containers too.
        assertEquals(List.of(0L, 0L, 10_000L, 30_000L, 70_000L), sim.times(EventType.Started, "config"));
    }

    /**
     * pod-lifecycle#container-restarts and kuberuntime_manager.go doBackOff: the first restart
     * comes at once (no back-off entry yet), then 10s, 20s, 40s … capped at 300s after each exit.
     */
    @Test
    void crashLoopBackOffDoublesFromTenSecondsToAFiveMinuteCap() {
        Sim sim = Sim.run(header("pod", "16m") + "pods:\n" + pod("p", "Always", containers(steps("web", "exit: 1"))));
        assertEquals(List.of(0L, 0L, 10_000L, 30_000L, 70_000L, 150_000L, 310_000L, 610_000L, 910_000L),
                sim.times(EventType.Started, "web"));
        List<String> backoffs = sim.events(EventType.BackOff, "web").stream().map(TraceEvent::message).toList();
        assertEquals("Back-off 10s restarting failed container=web pod=p", backoffs.get(0));
        assertEquals("Back-off 5m restarting failed container=web pod=p", backoffs.get(6));
        assertEquals("CrashLoopBackOff", sim.container("p", "web").reason());
        assertEquals("Running", sim.pod("p").phase(), "a restarting pod under Always is Running");
    }

    @Test
    void backOffResetsAfterTenMinutesWithoutACrash() {
        Sim sim = Sim.run(header("pod", "20m") + "pods:\n" + pod("p", "Always", containers(steps("web", "run: forever")))
                + "actions:\n  - {at: 1s, do: crash, target: pod/p/web}\n  - {at: 12s, do: crash, target: pod/p/web}\n"
                + "  - {at: 15m, do: crash, target: pod/p/web}\n");
        // 1s crash -> at once (entry 10s); 12s crash -> waits 10s (entry 20s from 22s);
        // 15m crash, more than 10 minutes after the entry last moved -> at once again.
        assertEquals(List.of(0L, 1_000L, 22_000L, 900_000L), sim.times(EventType.Started, "web"));
    }

    /** pod-lifecycle#pod-termination: SIGTERM, then SIGKILL once the grace period is over. */
    @Test
    void gracefulTerminationEndsWithSigtermOrSigkill() {
        String polite = "        - name: polite\n          x-sim: {onSigterm: {after: 2s, exitCode: 0}, steps: [{run: forever}]}\n";
        String stubborn = "        - name: stubborn\n          x-sim: {onSigterm: {after: 1m}, steps: [{run: forever}]}\n";
        String plain = "        - name: plain\n          x-sim: {steps: [{run: forever}]}\n";
        Sim sim = Sim.run(header("pod", "1m") + "pods:\n" + pod("p", "Always", containers(polite, stubborn, plain))
                + "actions:\n  - {at: 10s, do: delete, target: pod/p, gracePeriodSeconds: 5}\n");
        assertEquals(List.of(12_000L), sim.times(EventType.Exited, "polite"));
        assertEquals(0, sim.events(EventType.Exited, "polite").get(0).exitCode());
        assertEquals(List.of(15_000L), sim.times(EventType.Exited, "stubborn"));
        assertEquals(137, sim.events(EventType.Exited, "stubborn").get(0).exitCode());
        assertEquals(List.of(10_000L), sim.times(EventType.Exited, "plain"));
        assertEquals(143, sim.events(EventType.Exited, "plain").get(0).exitCode());
        assertEquals(1, sim.events(EventType.PodDeleted).size());
        assertEquals(15_000L, sim.events(EventType.PodDeleted).get(0).tMs());
        assertEquals(0, sim.container("p", "plain").restartCount(), "a deleted pod's containers are not restarted");
    }

    @Test
    void overTheMemoryLimitOnlyThatContainerIsOomKilledAndRestarted() {
        String hog = "        - name: hog\n          resources: {limits: {memory: 100Mi}}\n          x-sim: {steps: [{sleep: 1s}, {allocate: 200Mi}, {run: forever}]}\n";
        Sim sim = Sim.run(header("pod", "5s") + "pods:\n" + pod("p", "Always", containers(hog, steps("neighbour", "run: forever"))));
        TraceEvent exit = sim.events(EventType.Exited, "hog").get(0);
        assertEquals(137, exit.exitCode());
        assertEquals("OOMKilled", exit.reason());
        // Restarted at once, it allocates again and is OOMKilled again, then backs off.
        assertEquals(List.of(1_000L, 2_000L), sim.times(EventType.OOMKilled, "hog"));
        assertEquals("OOMKilled", sim.container("p", "hog").lastState().reason());
        assertEquals("running", sim.container("p", "neighbour").state());
        assertTrue(sim.events(EventType.Exited, "neighbour").isEmpty());
    }

    @Test
    void overTheCpuLimitAContainerIsThrottledNeverKilled() {
        String burner = "        - name: burner\n          resources: {limits: {cpu: 500m}}\n          x-sim: {steps: [{burnCpu: {cores: 2, for: 10s}}]}\n";
        Sim sim = Sim.run(header("pod", "1m") + "pods:\n" + pod("p", "Never", containers(burner)));
        assertEquals(1, sim.events(EventType.Throttled, "burner").size());
        // 2 cores of work for 10s at 0.5 core takes 40s.
        assertEquals(List.of(40_000L), sim.times(EventType.Exited, "burner"));
        assertEquals(0, sim.events(EventType.Exited, "burner").get(0).exitCode());
        assertTrue(sim.events(EventType.OOMKilled).isEmpty());
    }

    @Test
    void localhostReachesTheGroupOnlyWithSharedIdentity() {
        String pods = "pods:\n" + pod("p", "Always", containers(steps("web", "listen: 8080", "run: forever"),
                steps("helper", "sleep: 1s", "connect: {to: \"localhost:8080\"}", "run: forever")));
        Sim shared = Sim.run(header("pod", "5s") + pods);
        assertEquals(1, shared.events(EventType.Connected, "helper").size());
        assertEquals(shared.container("p", "web").ip(), shared.container("p", "helper").ip());
        Sim separate = Sim.run(header("{atomicPlacement: true, startupOrdering: true, sharedIdentity: false, sharedStorage: true, sharedFate: true}", "5s") + pods);
        assertEquals("ECONNREFUSED", separate.events(EventType.ConnectionRefused, "helper").get(0).reason());
        assertFalse(separate.container("p", "web").ip().equals(separate.container("p", "helper").ip()));
    }

    @Test
    void twoMembersOfOnePodCannotBothBindAPortButTwoPodsCan() {
        String twoMembers = pod("p", "Never", containers(steps("a", "listen: 8080", "run: forever"), steps("b", "listen: 8080", "run: forever")));
        Sim sim = Sim.run(header("pod", "5s") + "pods:\n" + twoMembers + pod("q", "Never", containers(steps("c", "listen: 8080", "run: forever"))));
        assertEquals(1, sim.events(EventType.PortBound, "a").size());
        assertEquals("EADDRINUSE", sim.events(EventType.BindFailed, "b").get(0).reason());
        assertEquals(1, sim.events(EventType.Exited, "b").get(0).exitCode());
        assertEquals(1, sim.events(EventType.PortBound, "c").size());
    }

    @Test
    void podVolumesAreSharedOnlyWithSharedStorageAndTheWritableLayerEmptiesOnRestart() {
        String spec = "      volumes: [{name: config, emptyDir: {}}]\n" + containers(
                "        - {name: writer, volumeMounts: [{name: config, mountPath: /config}], x-sim: {steps: [{write: /config/app.conf}, {run: forever}]}}\n",
                "        - {name: reader, volumeMounts: [{name: config, mountPath: /etc/app}], x-sim: {steps: [{sleep: 1s}, {require: /etc/app/app.conf}, {run: forever}]}}\n");
        Sim shared = Sim.run(header("pod", "5s") + "pods:\n" + pod("p", "Always", spec));
        assertTrue(shared.events(EventType.FileMissing).isEmpty());
        assertEquals("running", shared.container("p", "reader").state());
        Sim separate = Sim.run(header("{atomicPlacement: true, startupOrdering: true, sharedIdentity: true, sharedStorage: false, sharedFate: true}", "5s")
                + "pods:\n" + pod("p", "Always", spec));
        assertEquals("config missing", separate.events(EventType.FileMissing, "reader").get(0).reason());

        // A file written to the writable layer is new again after a restart; one on a pod volume is not.
        Sim layer = Sim.run(header("pod", "30s") + "pods:\n" + pod("p", "Always", "      volumes: [{name: data, emptyDir: {}}]\n" + containers(
                "        - {name: web, volumeMounts: [{name: data, mountPath: /data}], x-sim: {steps: [{write: /tmp/scratch}, {write: /data/kept}, {run: forever}]}}\n"))
                + "actions:\n  - {at: 5s, do: crash, target: pod/p/web}\n");
        List<TraceEvent> writes = layer.events(EventType.FileWritten, "web");
        assertEquals(List.of("/tmp/scratch", "/data/kept", "/tmp/scratch"), writes.stream().map(TraceEvent::path).toList());
        assertFalse(writes.get(0).volume().equals(writes.get(2).volume()), "each start has a fresh writable layer");
    }

    @Test
    void evictionTakesThePodWithSharedFateAndOneContainerWithout() {
        String pods = "pods:\n" + pod("p", "Always", containers(steps("web", "run: forever"), steps("helper", "run: forever")))
                + "actions:\n  - {at: 10s, do: evict, target: pod/p/web}\n";
        Sim group = Sim.run(header("pod", "1m") + pods);
        assertEquals("Failed", group.pod("p").phase());
        assertEquals("Evicted", group.pod("p").reason());
        assertEquals(List.of(10_000L), group.times(EventType.Exited, "helper"));
        assertNull(group.events(EventType.Evicted).get(0).container());
        assertEquals(1, group.container("p", "web").timesStarted(), "an evicted pod is not restarted in place");

        Sim alone = Sim.run(header("{atomicPlacement: true, startupOrdering: true, sharedIdentity: true, sharedStorage: true, sharedFate: false}", "1m") + pods);
        assertEquals("Running", alone.pod("p").phase());
        assertEquals("running", alone.container("p", "helper").state());
        assertEquals("terminated", alone.container("p", "web").state());
        assertEquals(1, alone.container("p", "web").timesStarted());
    }

    /** The kubelet's eviction ranking: usage over request first, then priority, then usage minus request. */
    @Test
    void nodePressureEvictsThePodUsingMostOverItsRequest() {
        String yaml = "scenario: t\nuntil: 30s\nnodes:\n  - {name: node-1, allocatable: {cpu: \"4\", memory: 1Gi}, evictionHard: {memory.available: 100Mi}}\npods:\n"
                + pod("modest", "Always", "      containers:\n        - {name: m, resources: {requests: {memory: 500Mi}}, x-sim: {steps: [{allocate: 400Mi}, {run: forever}]}}\n")
                + pod("greedy", "Always", "      containers:\n        - {name: g, resources: {requests: {memory: 100Mi}}, x-sim: {steps: [{sleep: 5s}, {allocate: 600Mi}, {run: forever}]}}\n");
        Sim sim = Sim.run(yaml);
        assertEquals("Evicted", sim.pod("greedy").reason());
        assertEquals("Running", sim.pod("modest").phase());
        assertTrue(sim.events(EventType.Evicted).get(0).message().startsWith("The node was low on resource: memory."));
    }

    @Test
    void aFailedNodeTakesItsContainersAtOnceInTheInstantMode() {
        Sim sim = Sim.run(header("pod", "1m") + "controlPlane: {nodeFailure: instant}\npods:\n" + pod("p", "Always", containers(steps("web", "run: forever")))
                + "actions:\n  - {at: 5s, do: failNode, target: node/node-1}\n");
        assertEquals("Failed", sim.pod("p").phase());
        assertEquals("NodeLost", sim.pod("p").reason());
        assertEquals(1, sim.events(EventType.NodeFailed).size());
    }

    @Test
    void activeDeadlineFailsThePodCountingInitTime() {
        Sim sim = Sim.run(header("pod", "1m") + "pods:\n" + pod("p", "Always",
                "      activeDeadlineSeconds: 10\n" + inits(steps("slow", "sleep: 8s")) + containers(steps("web", "run: forever"))));
        assertEquals("Failed", sim.pod("p").phase());
        assertEquals("DeadlineExceeded", sim.pod("p").reason());
        assertEquals(List.of(10_000L), sim.times(EventType.Exited, "web"));
    }

    @Test
    void aNewImageRestartsTheContainerAtOnce() {
        Sim sim = Sim.run(header("pod", "1m") + "pods:\n" + pod("p", "Always", containers(steps("web", "run: forever")))
                + "actions:\n  - {at: 5s, do: setImage, target: pod/p/web, image: web:v2}\n");
        assertEquals(List.of(0L, 5000L), sim.times(EventType.Started, "web"));
        assertEquals(1, sim.container("p", "web").restartCount());
        assertTrue(sim.events(EventType.Created, "web").get(1).message().contains("web:v2"));
    }

    @Test
    void theSameImageAgainChangesNothingAsTheKubeletsSpecHashDoesNot() {
        String web = "        - name: web\n          image: web:v1\n          x-sim:\n            steps:\n              - run: forever\n";
        Sim same = Sim.run(header("pod", "1m") + "pods:\n" + pod("p", "Always", "      containers:\n" + web)
                + "actions:\n  - {at: 5s, do: setImage, target: pod/p/web, image: web:v1}\n");
        assertEquals(List.of(0L), same.times(EventType.Started, "web"), "no restart for an unchanged definition");
        assertEquals(0, same.container("p", "web").restartCount());
        Sim changed = Sim.run(header("pod", "1m") + "pods:\n" + pod("p", "Always", "      containers:\n" + web)
                + "actions:\n  - {at: 5s, do: setImage, target: pod/p/web, image: web:v2}\n");
        assertEquals(List.of(0L, 5000L), changed.times(EventType.Started, "web"), "a changed definition restarts it at once");
    }
}
