package io.boundarylab.engine.cluster;

import io.boundarylab.engine.Sim;
import io.boundarylab.engine.result.PodStatus;
import io.boundarylab.engine.trace.EventType;
import io.boundarylab.engine.trace.TraceEvent;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

/**
 * The scheduler's filter and score, as a table: a base cluster of one node (cpu 1, memory 1Gi,
 * 2 pods), a pod mutation per case, and the whole expected outcome. Rules from Kubernetes'
 * NodeResourcesFit, NodePorts and pod-count filters (pkg/scheduler/framework/plugins).
 */
class SchedulerRulesTest {

    static String scenario(String platform, String pods) {
        return "scenario: t\nuntil: 1s\nplatform: " + platform + "\nnodes:\n"
                + "  - {name: node-1, allocatable: {cpu: \"1\", memory: 1Gi, pods: 2}}\npods:\n" + pods;
    }

    static String pod(String name, String containers) {
        return "  - apiVersion: v1\n    kind: Pod\n    metadata: {name: " + name + "}\n    spec:\n      containers:\n" + containers;
    }

    static String c(String name, String cpu, String memory) {
        return "        - {name: " + name + ", resources: {requests: {cpu: " + cpu + ", memory: " + memory + "}}}\n";
    }

    static Stream<Arguments> cases() {
        return Stream.of(
                Arguments.of("request equal to the free capacity fits", pod("p", c("a", "\"1\"", "1Gi")), "Scheduled", List.of()),
                Arguments.of("one millicore too many", pod("p", c("a", "1001m", "512Mi")), "UnschedulableAndUnresolvable", List.of("Insufficient cpu")),
                Arguments.of("memory over the node", pod("p", c("a", "100m", "2Gi")), "UnschedulableAndUnresolvable", List.of("Insufficient memory")),
                Arguments.of("both over the node", pod("p", c("a", "2", "2Gi")), "UnschedulableAndUnresolvable", List.of("Insufficient cpu", "Insufficient memory")),
                Arguments.of("the pod's members add up", pod("p", c("a", "600m", "100Mi") + c("b", "600m", "100Mi")), "UnschedulableAndUnresolvable", List.of("Insufficient cpu")),
                Arguments.of("fits alone but not after another pod: resolvable",
                        pod("first", c("a", "600m", "100Mi")) + pod("p", c("a", "600m", "100Mi")), "Unschedulable", List.of("Insufficient cpu")),
                Arguments.of("the third pod on a 2-pod node", pod("x", c("a", "10m", "1Mi")) + pod("y", c("a", "10m", "1Mi")) + pod("p", c("a", "10m", "1Mi")),
                        "Unschedulable", List.of("Too many pods")),
                Arguments.of("one resource over the whole node makes the node unresolvable, even beside Too many pods",
                        pod("x", c("a", "10m", "1Mi")) + pod("y", c("a", "10m", "1Mi")) + pod("p", c("a", "2", "1Mi")),
                        "UnschedulableAndUnresolvable", List.of("Insufficient cpu", "Too many pods")),
                Arguments.of("the first failing filter speaks: a port clash hides the resource shortfall",
                        pod("x", "        - {name: a, resources: {requests: {cpu: 900m}}, ports: [{containerPort: 80, hostPort: 8080}]}\n")
                        + pod("p", "        - {name: a, resources: {requests: {cpu: 900m}}, ports: [{containerPort: 81, hostPort: 8080}]}\n"),
                        "Unschedulable", List.of("node(s) didn't have free ports for the requested pod ports")),
                Arguments.of("host port clash", pod("x", "        - {name: a, ports: [{containerPort: 80, hostPort: 8080}]}\n")
                        + pod("p", "        - {name: a, ports: [{containerPort: 81, hostPort: 8080}]}\n"),
                        "Unschedulable", List.of("node(s) didn't have free ports for the requested pod ports")));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void filter(String name, String pods, String status, List<String> reasons) {
        Sim sim = Sim.run(scenario("pod", pods));
        PodStatus p = sim.pod("p");
        assertEquals(status, p.schedulingStatus());
        assertEquals(reasons, p.schedulingReasons());
        assertEquals(status.equals("Scheduled") ? "Running" : "Pending", p.phase());
        if (!status.equals("Scheduled")) {
            TraceEvent failed = sim.events(EventType.FailedScheduling).stream().filter(e -> e.pod().equals("p")).findFirst().orElseThrow();
            assertEquals("0/1 nodes are available: 1 " + String.join(", 1 ", reasons) + ".", failed.message());
            assertEquals("False", p.conditions().get("PodScheduled").status());
            assertEquals("Unschedulable", p.conditions().get("PodScheduled").reason());
            assertEquals(failed.message(), p.conditions().get("PodScheduled").message());
        }
    }

    @Test
    void atomicPlacementBindsTheWholeGroupOrNothing() {
        String pods = pod("p", c("big", "900m", "100Mi") + c("small", "50m", "50Mi"));
        String cluster = "scenario: t\nuntil: 1s\nplatform: %s\nnodes:\n"
                + "  - {name: node-1, allocatable: {cpu: 500m, memory: 1Gi}}\n"
                + "  - {name: node-2, allocatable: {cpu: 500m, memory: 1Gi}}\npods:\n" + pods;
        Sim atomic = Sim.run(cluster.formatted("pod"));
        assertEquals("Pending", atomic.pod("p").phase());
        assertNull(atomic.container("p", "small").node(), "the small member must not be placed without its companion");
        assertEquals(List.of("Insufficient cpu"), atomic.pod("p").schedulingReasons());

        Sim naive = Sim.run(cluster.formatted("naive"));
        assertEquals("node-1", naive.container("p", "small").node().replace("node-2", "node-1"));
        assertNull(naive.container("p", "big").node());
    }

    @Test
    void leastAllocatedSpreadsAndMostAllocatedPacks() {
        String pods = pod("a", c("x", "100m", "100Mi")) + pod("b", c("x", "100m", "100Mi"));
        String cluster = "scenario: t\nuntil: 1s\nscheduler: {scoring: %s}\nnodes:\n"
                + "  - {name: node-1, allocatable: {cpu: \"2\", memory: 2Gi}}\n"
                + "  - {name: node-2, allocatable: {cpu: \"2\", memory: 2Gi}}\npods:\n" + pods;
        for (long seed = 1; seed <= 5; seed++) {
            Sim spread = Sim.run(cluster.formatted("LeastAllocated").replace("until: 1s", "until: 1s\nseed: " + seed));
            assertNotEquals(spread.pod("a").node(), spread.pod("b").node(), "LeastAllocated spreads, seed " + seed);
            Sim pack = Sim.run(cluster.formatted("MostAllocated").replace("until: 1s", "until: 1s\nseed: " + seed));
            assertEquals(pack.pod("a").node(), pack.pod("b").node(), "MostAllocated packs, seed " + seed);
        }
    }

    @Test
    void tiesAreBrokenByTheSeedAndOnlyByTheSeed() {
        String cluster = "scenario: t\nuntil: 1s\nseed: %d\nnodes:\n"
                + "  - {name: node-1, allocatable: {cpu: \"2\", memory: 2Gi}}\n"
                + "  - {name: node-2, allocatable: {cpu: \"2\", memory: 2Gi}}\n"
                + "  - {name: node-3, allocatable: {cpu: \"2\", memory: 2Gi}}\npods:\n" + pod("a", c("x", "100m", "100Mi"));
        java.util.Set<String> chosen = new java.util.TreeSet<>();
        for (int seed = 1; seed <= 30; seed++) {
            String first = Sim.run(cluster.formatted(seed)).pod("a").node();
            assertEquals(first, Sim.run(cluster.formatted(seed)).pod("a").node(), "same seed, same node");
            chosen.add(first);
        }
        assertEquals(3, chosen.size(), "over 30 seeds every tied node is chosen at least once: " + chosen);
    }
}
