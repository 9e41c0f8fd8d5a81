package io.boundarylab.engine.cluster;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.boundarylab.engine.Sim;
import io.boundarylab.engine.format.ResultJson;
import io.boundarylab.engine.result.PodStatus;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Effective requests and limits and the QoS class, in the table style of Kubernetes' own tests:
 * component-helpers resource/helpers_test.go (TestPodRequests, TestPodLimits, with restartable
 * init containers and overhead) and pkg/apis/core/helper/qos/qos_test.go (TestComputePodQOS).
 * Each row is a pod's containers (in flow YAML) and the whole expected outcome.
 */
class ResourcesTableTest {

    static PodStatus run(String spec) {
        return Sim.run("""
                scenario: t
                until: 1s
                nodes:
                  - {name: node-1, allocatable: {cpu: "64", memory: 256Gi}}
                pods:
                  - apiVersion: v1
                    kind: Pod
                    metadata: {name: p}
                    spec:
                """ + spec.indent(6)).pod("p");
    }

    static String res(String requests, String limits) {
        return "resources: {" + (requests.isEmpty() ? "" : "requests: {" + requests + "}") + (requests.isEmpty() || limits.isEmpty() ? "" : ", ")
                + (limits.isEmpty() ? "" : "limits: {" + limits + "}") + "}";
    }

    private static final String WEB = "{name: web, " + res("cpu: 100m, memory: 64Mi", "cpu: 200m, memory: 128Mi") + "}";

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            one app container                            | containers: [WEB]                                                                                                        | 100m 64Mi | 200m 128Mi
            a container with no limit adds nothing       | containers: [WEB, {name: b, resources: {requests: {cpu: 50m}}}]                                                         | 150m 64Mi | 200m 128Mi
            overhead joins requests and set limits       | {overhead: {cpu: 10m, memory: 16Mi}, containers: [WEB]}                                                                  | 110m 80Mi | 210m 144Mi
            overhead never creates a limit               | {overhead: {cpu: 10m, memory: 16Mi}, containers: [{name: a, resources: {requests: {cpu: 100m}}}]}                        | 110m 16Mi | - -
            overhead only on the limited resource        | {overhead: {cpu: 10m, memory: 16Mi}, containers: [{name: a, resources: {limits: {memory: 128Mi}}}]}                      | 10m 144Mi | - 144Mi
            an init container's larger limit is the peak | {initContainers: [{name: i, resources: {limits: {cpu: "1"}}}], containers: [WEB]}                                         | 1 64Mi | 1 128Mi
            sidecar then init: init adds the sidecars before it | {initContainers: [{name: s, restartPolicy: Always, resources: {requests: {cpu: 100m, memory: 32Mi}, limits: {cpu: 100m, memory: 32Mi}}}, {name: i, resources: {requests: {cpu: 300m, memory: 64Mi}, limits: {cpu: 300m, memory: 64Mi}}}], containers: [WEB]} | 400m 96Mi | 400m 160Mi
            init then sidecar: the init runs alone       | {initContainers: [{name: i, resources: {requests: {cpu: 300m, memory: 64Mi}, limits: {cpu: 300m, memory: 64Mi}}}, {name: s, restartPolicy: Always, resources: {requests: {cpu: 100m, memory: 32Mi}, limits: {cpu: 100m, memory: 32Mi}}}], containers: [WEB]} | 300m 96Mi | 300m 160Mi
            sidecars add to the app containers           | {initContainers: [{name: s, restartPolicy: Always, resources: {requests: {cpu: 100m}, limits: {cpu: 100m}}}], containers: [WEB]} | 200m 64Mi | 300m 128Mi
            no resources at all                          | containers: [{name: a}]                                                                                                  | 0 0 | - -
            """)
    void effectiveRequestsAndLimits(String name, String spec, String requests, String limits) {
        PodStatus p = run(spec.replace("WEB", WEB));
        assertEquals(requests, p.effectiveCpu() + " " + p.effectiveMemory(), "requests");
        assertEquals(limits, dash(p.effectiveLimitCpu()) + " " + dash(p.effectiveLimitMemory()), "limits");
    }

    private static String dash(String s) {
        return s == null ? "-" : s;
    }

    @Test
    void theResultJsonReportsEffectiveLimitsWithNullForUnset() throws Exception {
        String json = ResultJson.write(Sim.run("""
                scenario: t
                until: 1s
                nodes:
                  - {name: node-1, allocatable: {cpu: "4", memory: 8Gi}}
                pods:
                  - apiVersion: v1
                    kind: Pod
                    metadata: {name: p}
                    spec:
                      containers: [{name: a, resources: {limits: {memory: 128Mi}}}]
                """).run.result());
        JsonNode limits = new ObjectMapper().readTree(json).path("pods").path("p").path("effectiveLimits");
        assertTrue(limits.has("cpu") && limits.get("cpu").isNull(), json);
        assertEquals("128Mi", limits.get("memory").asText());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            no requests or limits                         | containers: [{name: a}, {name: b}]                                                                             | BestEffort
            zero requests do not count                    | containers: [{name: a, resources: {requests: {cpu: "0", memory: "0"}}}]                                        | BestEffort
            limits alone set equal requests               | containers: [{name: a, resources: {limits: {cpu: 100m, memory: 64Mi}}}]                                        | Guaranteed
            every container limits both, requests equal   | containers: [{name: a, resources: {limits: {cpu: 100m, memory: 64Mi}}}, {name: b, resources: {limits: {cpu: "1", memory: 1Gi}}}] | Guaranteed
            one container without a memory limit          | containers: [{name: a, resources: {limits: {cpu: 100m, memory: 64Mi}}}, {name: b, resources: {limits: {cpu: 100m}}}] | Burstable
            requests below limits                         | containers: [{name: a, resources: {requests: {cpu: 50m, memory: 64Mi}, limits: {cpu: 100m, memory: 64Mi}}}]    | Burstable
            a request only                                | containers: [{name: a, resources: {requests: {memory: 64Mi}}}]                                                 | Burstable
            init containers count: a best-effort init     | {initContainers: [{name: i}], containers: [{name: a, resources: {limits: {cpu: 100m, memory: 64Mi}}}]}          | Burstable
            init containers count: a guaranteed init      | {initContainers: [{name: i, resources: {limits: {cpu: "1", memory: 1Gi}}}], containers: [{name: a, resources: {limits: {cpu: 100m, memory: 64Mi}}}]} | Guaranteed
            a burstable sidecar makes the pod burstable   | {initContainers: [{name: s, restartPolicy: Always, resources: {requests: {cpu: 10m}}}], containers: [{name: a, resources: {limits: {cpu: 100m, memory: 64Mi}}}]} | Burstable
            """)
    void qosClass(String name, String spec, String expected) {
        assertEquals(expected, run(spec).qosClass());
    }
}
