package io.boundarylab.engine.cluster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boundarylab.engine.Sim;
import io.boundarylab.engine.scenario.HostPort;
import io.boundarylab.engine.scenario.ScenarioException;
import io.boundarylab.engine.scenario.ScenarioReader;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Host ports with protocol and host IP, decided as the scheduler's NodePorts filter decides
 * (pkg/scheduler/framework/plugins/nodeports; HostPortInfo.CheckConflict in
 * pkg/scheduler/framework/types.go): TCP and UDP never conflict; 0.0.0.0 conflicts with every
 * address of the same protocol and port; two specific addresses conflict only when equal. One
 * node, two pods each asking for port 80: the second is placed only when the two do not conflict.
 */
class HostPortsTableTest {

    private static Sim twoPods(String first, String second) {
        return Sim.run(Sim.header("pod", "10s") + "pods:\n"
                + Sim.pod("a", "Always", "      containers:\n        - {name: web, ports: [" + first + "], x-sim: {steps: [{run: forever}]}}\n")
                + Sim.pod("b", "Always", "      containers:\n        - {name: web, ports: [" + second + "], x-sim: {steps: [{run: forever}]}}\n"));
    }

    @ParameterizedTest(name = "{0} then {1}: second placed = {2}")
    @CsvSource(delimiter = '|', value = {
            "{containerPort: 80, hostPort: 80}                                    | {containerPort: 80, hostPort: 80}                                    | false",
            "{containerPort: 80, hostPort: 80, protocol: TCP}                     | {containerPort: 80, hostPort: 80, protocol: UDP}                     | true",
            "{containerPort: 80, hostPort: 80}                                    | {containerPort: 80, hostPort: 80, hostIP: 127.0.0.1}                 | false",
            "{containerPort: 80, hostPort: 80, hostIP: 127.0.0.1}                 | {containerPort: 80, hostPort: 80, hostIP: 0.0.0.0}                   | false",
            "{containerPort: 80, hostPort: 80, hostIP: 127.0.0.1}                 | {containerPort: 80, hostPort: 80, hostIP: 127.0.0.2}                 | true",
            "{containerPort: 80, hostPort: 80, hostIP: 127.0.0.1}                 | {containerPort: 80, hostPort: 80, hostIP: 127.0.0.1}                 | false",
            "{containerPort: 80, hostPort: 80, hostIP: 127.0.0.1, protocol: UDP}  | {containerPort: 80, hostPort: 80, hostIP: 127.0.0.1, protocol: TCP}  | true",
            "{containerPort: 80, hostPort: 80, protocol: SCTP}                    | {containerPort: 80, hostPort: 80, protocol: SCTP}                    | false",
            "{containerPort: 80, hostPort: 80}                                    | {containerPort: 80, hostPort: 81}                                    | true"})
    void theSecondPodIsPlacedOnlyWhenItsPortDoesNotConflict(String first, String second, boolean placed) {
        Sim sim = twoPods(first, second);
        assertEquals("Running", sim.pod("a").phase());
        assertEquals(placed ? "Running" : "Pending", sim.pod("b").phase());
        if (!placed) {
            assertTrue(sim.pod("b").schedulingReasons().toString().contains("didn't have free ports"), sim.pod("b").schedulingReasons().toString());
        }
    }

    @Test
    void aSidecarsHostPortCountsARegularInitContainersDoesNot() {
        String sidecar = "      initContainers:\n        - {name: proxy, restartPolicy: Always, ports: [{containerPort: 80, hostPort: 80}], x-sim: {steps: [{run: forever}]}}\n"
                + "      containers:\n        - {name: web, x-sim: {steps: [{run: forever}]}}\n";
        String init = "      initContainers:\n        - {name: setup, ports: [{containerPort: 80, hostPort: 80}], x-sim: {steps: [{sleep: 1s}]}}\n"
                + "      containers:\n        - {name: web, x-sim: {steps: [{run: forever}]}}\n";
        String wantsPort = "      containers:\n        - {name: web, ports: [{containerPort: 80, hostPort: 80}], x-sim: {steps: [{run: forever}]}}\n";
        Sim withSidecar = Sim.run(Sim.header("pod", "10s") + "pods:\n" + Sim.pod("a", "Always", sidecar) + Sim.pod("b", "Always", wantsPort));
        assertEquals("Pending", withSidecar.pod("b").phase(), "the sidecar's host port is taken for as long as the pod runs");
        Sim withInit = Sim.run(Sim.header("pod", "10s") + "pods:\n" + Sim.pod("a", "Always", init) + Sim.pod("b", "Always", wantsPort));
        assertEquals("Running", withInit.pod("b").phase(), "a regular init container's host port does not count");
    }

    @Test
    void theConflictRuleItself() {
        HostPort anyTcp = new HostPort("0.0.0.0", "TCP", 80);
        assertTrue(anyTcp.conflictsWith(new HostPort("10.0.0.1", "TCP", 80)));
        assertFalse(anyTcp.conflictsWith(new HostPort("0.0.0.0", "UDP", 80)));
        assertFalse(anyTcp.conflictsWith(new HostPort("0.0.0.0", "TCP", 8080)));
        assertTrue(new HostPort("10.0.0.1", "UDP", 53).conflictsWith(new HostPort("10.0.0.1", "UDP", 53)));
        assertFalse(new HostPort("10.0.0.1", "UDP", 53).conflictsWith(new HostPort("10.0.0.2", "UDP", 53)));
    }

    @ParameterizedTest
    @ValueSource(strings = {"protocol: tcp", "protocol: HTTP", "protocol: \"\"", "protocol: 6", "hostIP: 256.0.0.1", "hostIP: 10.0.0",
            "hostIP: localhost", "hostIP: \"\"", "hostIP: 01.2.3.4", "hostIP: 1.2.3.4.5", "hostIP: [1]"})
    void aBadProtocolOrHostIpIsRefusedNamingTheField(String field) {
        String yaml = Sim.header("pod", "10s") + "pods:\n"
                + Sim.pod("a", "Always", "      containers:\n        - {name: web, ports: [{containerPort: 80, hostPort: 80, " + field + "}], x-sim: {steps: [{run: forever}]}}\n");
        ScenarioException e = assertThrows(ScenarioException.class, () -> ScenarioReader.parse(yaml, "ports.yaml"));
        String name = field.substring(0, field.indexOf(':'));
        assertTrue(e.getMessage().startsWith("ports.yaml:"), e.getMessage());
        assertTrue(e.getMessage().contains(name), e.getMessage());
    }
}
