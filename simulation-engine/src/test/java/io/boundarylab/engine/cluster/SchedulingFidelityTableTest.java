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

    /** lifecycle/predicate.go, kubelet rejectPod: a pod bound by spec.nodeName that does not fit is rejected by the kubelet. */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            fits                | cpu: 500m, memory: 128Mi | Running |          |
            too much cpu        | cpu: "3"                 | Failed  | OutOfcpu | Pod was rejected: Node didn't have enough resource: cpu, requested: 3000, used: 100, capacity: 1000
            too much memory     | memory: 2Gi              | Failed  | OutOfmemory | Pod was rejected: Node didn't have enough resource: memory, requested: 2147483648, used: 0, capacity: 1073741824
            """)
    void theKubeletRejectsABoundPodThatDoesNotFit(String name, String requests, String phase, String reason, String message) {
        PodStatus p = place("{nodeName: node-1, containers: [{name: a, resources: {requests: {" + requests + "}}}]}");
        assertEquals(phase, p.phase());
        assertEquals(reason, p.reason());
        assertEquals(message, p.message());
    }

    @org.junit.jupiter.api.Test
    void theKubeletRejectsABoundPodOverThePodLimit() {
        PodStatus p = Sim.run("""
                scenario: t
                until: 1s
                nodes:
                  - {name: node-1, allocatable: {cpu: "1", memory: 1Gi, pods: 1}}
                pods:
                  - {apiVersion: v1, kind: Pod, metadata: {name: x}, spec: {nodeName: node-1, containers: [{name: a}]}}
                  - {apiVersion: v1, kind: Pod, metadata: {name: p}, spec: {nodeName: node-1, containers: [{name: a}]}}
                """).pod("p");
        assertEquals("Failed", p.phase());
        assertEquals("OutOfpods", p.reason());
        assertEquals("Pod was rejected: Node didn't have enough resource: pods, requested: 1, used: 1, capacity: 1", p.message());
    }
}
