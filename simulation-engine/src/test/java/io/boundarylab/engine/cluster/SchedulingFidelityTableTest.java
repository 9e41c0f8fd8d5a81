package io.boundarylab.engine.cluster;

import io.boundarylab.engine.Sim;
import io.boundarylab.engine.result.PodStatus;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * What the scheduler filters on, seen through whole pods: the effective request with init
 * containers, sidecars and overhead (component-helpers resource.PodRequests, noderesources
 * fit_test.go), and host ports, where regular init containers' ports do not count (nodeports
 * plugin, util.GetHostPorts / sidecar-aware since native sidecars). One node with 1 cpu and 1Gi
 * already runs a pod "x" holding host port 8080 and 100m; each row is the pod "p" to place.
 */
class SchedulingFidelityTableTest {

    static PodStatus place(String spec) {
        return Sim.run("""
                scenario: t
                until: 1s
                nodes:
                  - {name: node-1, allocatable: {cpu: "1", memory: 1Gi}}
                pods:
                  - apiVersion: v1
                    kind: Pod
                    metadata: {name: x}
                    spec:
                      containers: [{name: a, resources: {requests: {cpu: 100m}}, ports: [{containerPort: 80, hostPort: 8080}]}]
                  - apiVersion: v1
                    kind: Pod
                    metadata: {name: p}
                    spec:
                """ + spec.indent(6)).pod("p");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            the app fits exactly the free 900m                    | containers: [{name: a, resources: {requests: {cpu: 900m}}}]                                                                                              | Scheduled |
            an init container's peak decides                      | {initContainers: [{name: i, resources: {requests: {cpu: 950m}}}], containers: [{name: a, resources: {requests: {cpu: 100m}}}]}                         | Unschedulable | Insufficient cpu
            a sidecar adds to the app and to later init containers | {initContainers: [{name: s, restartPolicy: Always, resources: {requests: {cpu: 500m}}}, {name: i, resources: {requests: {cpu: 450m}}}], containers: [{name: a, resources: {requests: {cpu: 100m}}}]} | Unschedulable | Insufficient cpu
            a sidecar before an init container that fits          | {initContainers: [{name: s, restartPolicy: Always, resources: {requests: {cpu: 500m}}}, {name: i, resources: {requests: {cpu: 400m}}}], containers: [{name: a, resources: {requests: {cpu: 100m}}}]} | Scheduled |
            overhead counts                                       | {overhead: {cpu: 50m}, containers: [{name: a, resources: {requests: {cpu: 900m}}}]}                                                                   | Unschedulable | Insufficient cpu
            more than the whole node is unresolvable              | containers: [{name: a, resources: {requests: {cpu: 1100m}}}]                                                                                              | UnschedulableAndUnresolvable | Insufficient cpu
            a regular init container's host port does not count   | {initContainers: [{name: i, ports: [{containerPort: 80, hostPort: 8080}]}], containers: [{name: a}]}                                                   | Scheduled |
            an app container's host port clashes                  | containers: [{name: a, ports: [{containerPort: 80, hostPort: 8080}]}]                                                                                    | Unschedulable | node(s) didn't have free ports for the requested pod ports
            a sidecar's host port clashes                         | {initContainers: [{name: s, restartPolicy: Always, ports: [{containerPort: 80, hostPort: 8080}]}], containers: [{name: a}]}                            | Unschedulable | node(s) didn't have free ports for the requested pod ports
            """)
    void filter(String name, String spec, String status, String reason) {
        PodStatus p = place(spec);
        assertEquals(status, p.schedulingStatus());
        assertEquals(reason == null ? List.of() : List.of(reason), p.schedulingReasons());
    }
}
