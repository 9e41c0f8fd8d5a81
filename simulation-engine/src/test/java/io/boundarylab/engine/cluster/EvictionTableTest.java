package io.boundarylab.engine.cluster;

import io.boundarylab.engine.Sim;
import io.boundarylab.engine.trace.EventType;
import io.boundarylab.engine.trace.TraceEvent;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Node-pressure eviction ranking, as the kubelet's rankMemoryPressure orders pods
 * (pkg/kubelet/eviction/helpers.go, helpers_test.go TestOrderedByExceedsRequestMemory,
 * TestOrderedByPriority, TestOrderedbyMemory): pods using more than they request first, then
 * lower priority, then larger usage over request; one pod per pass. Two pods share a 1Gi node
 * (eviction threshold 100Mi); each row gives both pods' request, usage and priority and expects
 * who is evicted, with the kubelet's message, and who keeps running.
 */
class EvictionTableTest {

    static String pod(String name, String request, String use, int priority) {
        return "  - apiVersion: v1\n    kind: Pod\n    metadata: {name: " + name + "}\n    spec:\n"
                + "      priority: " + priority + "\n      nodeName: node-1\n"
                + "      containers:\n        - {name: " + name + "-c, resources: {requests: {memory: " + request + "}}, "
                + "x-sim: {steps: [{sleep: 1s}, {allocate: " + use + "}, {run: forever}]}}\n";
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            over its request goes before a bigger user within it | 100Mi | 300Mi | 0 | 600Mi | 700Mi | 0 | a | The node was low on resource: memory. Threshold quantity: 100Mi, available: 24Mi. Container a-c was using 300Mi, request is 100Mi, has larger consumption of memory.
            both over: the lower priority goes                   | 100Mi | 500Mi | 0 | 100Mi | 500Mi | 10 | a | The node was low on resource: memory. Threshold quantity: 100Mi, available: 24Mi. Container a-c was using 500Mi, request is 100Mi, has larger consumption of memory.
            both over, same priority: the larger excess goes     | 100Mi | 400Mi | 0 | 100Mi | 600Mi | 0 | b | The node was low on resource: memory. Threshold quantity: 100Mi, available: 24Mi. Container b-c was using 600Mi, request is 100Mi, has larger consumption of memory.
            none over: the lower priority goes                   | 500Mi | 500Mi | 5 | 500Mi | 500Mi | 0 | b | The node was low on resource: memory. Threshold quantity: 100Mi, available: 24Mi.
            """)
    void oneVictimPerPass(String name, String reqA, String useA, int prioA, String reqB, String useB, int prioB, String victim, String message) {
        Sim sim = Sim.run("scenario: t\nuntil: 30s\nnodes:\n  - {name: node-1, allocatable: {cpu: \"4\", memory: 1Gi}}\npods:\n"
                + pod("a", reqA, useA, prioA) + pod("b", reqB, useB, prioB));
        assertEquals(victim, sim.events(EventType.Evicted).stream().map(TraceEvent::pod).collect(Collectors.joining(",")));
        assertEquals(message, sim.pod(victim).message().strip());
        assertEquals("Failed", sim.pod(victim).phase());
        assertEquals("Evicted", sim.pod(victim).reason());
        assertEquals("True", sim.pod(victim).conditions().get("DisruptionTarget").status());
        assertEquals("TerminationByKubelet", sim.pod(victim).conditions().get("DisruptionTarget").reason());
        String other = victim.equals("a") ? "b" : "a";
        assertEquals("Running", sim.pod(other).phase());
        assertEquals(null, sim.pod(other).conditions().get("DisruptionTarget"));
    }

    /** eviction_manager.go: after an eviction the next pass comes once the evicted pod is cleaned up (polled every second). */
    @org.junit.jupiter.api.Test
    void theNextPassComesOnceTheEvictedPodIsGone() {
        Sim sim = Sim.run("scenario: t\nuntil: 30s\nnodes:\n  - {name: node-1, allocatable: {cpu: \"4\", memory: 2Gi}, evictionHard: {memory.available: 1536Mi}}\npods:\n"
                + pod("a", "100Mi", "600Mi", 0) + pod("b", "100Mi", "500Mi", 0) + pod("c", "100Mi", "400Mi", 0));
        assertEquals("a@1000,b@2000", sim.events(EventType.Evicted).stream().map(e -> e.pod() + "@" + e.tMs()).collect(Collectors.joining(",")));
        assertEquals("Running", sim.pod("c").phase());
    }
}
