package io.boundarylab.engine.cluster.scheduler;

import io.boundarylab.engine.cluster.state.PodState;
import io.boundarylab.engine.scenario.HostPort;
import io.boundarylab.engine.scenario.PodSpec;
import io.boundarylab.engine.scenario.Resources;
import io.boundarylab.engine.scenario.Scenario;
import io.boundarylab.engine.scenario.ScenarioException;
import io.boundarylab.engine.scenario.ScenarioReader;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/**
 * A whole pod's requests, scored amounts and host ports, remembered per template, are what the
 * rules give for each pod however the pods of different templates alternate.
 */
class PodRequestsTest {
    // full: an init container (1 cpu, 3Gi, its port does not count), a sidecar (250m, 256Mi, port
    //   9000), an app container without requests (scored as 100m and 200Mi, port 80) and overhead
    //   100m/64Mi. Requests: cpu max(250m + 0, 1000m) + 100m = 1100m; memory max(256Mi, 3Gi) + 64Mi.
    //   Scored: sidecar + app = 350m cpu, 256Mi + 200Mi memory (overhead and init not counted).
    // lone: an init container (10m, 1Mi, port 53) and an app container without requests or ports:
    //   requests max(10m, 0) and max(1Mi, 0); scored as the app's 100m and 200Mi; no host port.
    private static final String SCENARIO = """
            scenario: requests
            until: 1m
            nodes:
              - {name: node-1, allocatable: {cpu: "8", memory: 16Gi}}
            pods:
              - apiVersion: v1
                kind: Pod
                metadata: {name: full}
                spec:
                  overhead: {cpu: 100m, memory: 64Mi}
                  initContainers:
                    - {name: setup, image: x, ports: [{containerPort: 7000, hostPort: 7000}], resources: {requests: {cpu: "1", memory: 3Gi}}}
                    - {name: proxy, image: x, restartPolicy: Always, ports: [{containerPort: 9000, hostPort: 9000}], resources: {requests: {cpu: 250m, memory: 256Mi}}}
                  containers:
                    - {name: web, image: x, ports: [{containerPort: 80, hostPort: 80}]}
              - apiVersion: v1
                kind: Pod
                metadata: {name: lone}
                spec:
                  initContainers:
                    - {name: only, image: x, ports: [{containerPort: 53, hostPort: 53, protocol: UDP}], resources: {requests: {cpu: 10m, memory: 1Mi}}}
                  containers:
                    - {name: app, image: x}
            """;

    private final Scenario scenario;

    PodRequestsTest() throws ScenarioException {
        scenario = ScenarioReader.parse(SCENARIO, "requests.yaml");
    }

    @Test
    void aWholePodAsksForItsEffectiveRequestsAndIsScoredOnItsLongLivedContainers() {
        PodRequests requests = new PodRequests();
        PodSpec full = scenario.pod("full");
        assertEquals(new Resources(1100L, (3L << 30) + (64L << 20)), requests.request(full));
        assertEquals(new Resources(350L, (256L << 20) + (200L << 20)), requests.scored(full));
        assertEquals(List.of(9000, 80), requests.hostPorts(full).stream().map(HostPort::port).toList(), "the sidecar's and the app's, not the init container's");
        assertEquals(Scheduler.hostPorts(new PodState(full).containers()), requests.hostPorts(full));
    }

    @Test
    void alternatingTemplatesAndRenamedCopiesAlwaysGetTheirOwnAnswer() {
        PodRequests requests = new PodRequests();
        PodSpec full = scenario.pod("full"), lone = scenario.pod("lone");
        PodSpec copy = full.withNameAndLabels("full-abcde", full.labels());
        for (PodSpec pod : List.of(full, lone, full, copy, lone, lone, copy)) {
            assertEquals(pod.effectiveRequests(), requests.request(pod), pod.name());
            assertEquals(Scheduler.hostPorts(new PodState(pod).containers()), requests.hostPorts(pod), pod.name());
        }
        assertEquals(List.of(), requests.hostPorts(lone), "an init container's port does not count");
        assertEquals(new Resources(10L, 1L << 20), requests.request(lone));
        assertEquals(new Resources(100L, 200L << 20), requests.scored(lone), "the app container without requests, at the defaults");
        assertEquals(new Resources(350L, (256L << 20) + (200L << 20)), requests.scored(copy), "and back to the other template");
    }

    @Test
    void theRememberedPortsCannotBeChangedByAReader() {
        PodRequests requests = new PodRequests();
        List<HostPort> ports = requests.hostPorts(scenario.pod("full"));
        assertThrows(UnsupportedOperationException.class, () -> ports.add(ports.get(0)));
    }
}
