package io.boundarylab.engine.cluster.node;

import io.boundarylab.engine.Sim;
import io.boundarylab.engine.trace.EventType;
import io.boundarylab.engine.trace.TraceEvent;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A node lost at once (nodeFailure: instant) takes its kubelet, and with it every prober worker of
 * the pods it ran: a container lost with its node is never probed again. Before, the readiness
 * worker of a lost container kept reporting "Readiness probe failed" every period, from a node
 * that no longer exists.
 */
class ProbesOnLostNodeTest {

    private static final String SCENARIO = """
            scenario: probes-on-lost-node
            seed: 1
            until: 60s
            controlPlane: {nodeFailure: instant}
            nodes:
              - {name: node-1, allocatable: {cpu: "2", memory: 4Gi}}
              - {name: node-2, allocatable: {cpu: "2", memory: 4Gi}}
            pods:
              - apiVersion: v1
                kind: Pod
                metadata: {name: web}
                spec:
                  nodeName: node-2
                  containers:
                    - name: web
                      image: web:v1
                      readinessProbe: {tcpSocket: {port: 8080}, periodSeconds: 5}
                      x-sim: {steps: [{run: forever}]}
            actions:
              - {at: 20s, do: failNode, target: node/node-2}
            """;

    @Test
    void aContainerLostWithItsNodeIsNeverProbedAgain() {
        Sim sim = Sim.run(SCENARIO);
        List<TraceEvent> unhealthy = sim.events(EventType.Unhealthy);
        // Nothing listens on 8080: the probe fails at 0, 5, 10, 15 and 20 s (the tick at 20 s runs
        // before the failure, which was scheduled later at that instant), and never after.
        assertTrue(unhealthy.size() >= 4, "the probe fails while the node is up: " + unhealthy.size());
        long lostAt = sim.events(EventType.NodeFailed).get(0).tMs();
        assertEquals(20_000, lostAt);
        assertTrue(unhealthy.stream().allMatch(e -> e.tMs() <= lostAt), "no probe after the node is lost: "
                + unhealthy.stream().map(TraceEvent::tMs).toList());
    }
}
