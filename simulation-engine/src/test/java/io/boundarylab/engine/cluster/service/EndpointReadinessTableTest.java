package io.boundarylab.engine.cluster.service;

import io.boundarylab.engine.cluster.service.EndpointRules.PodView;
import io.boundarylab.engine.scenario.LabelSelector;
import io.boundarylab.engine.scenario.ServiceSpec;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Endpoint readiness, as the EndpointSlice controller decides it (k8s.io/endpointslice:
 * ShouldPodBeInEndpoints(pod, includeTerminating=true) and podToEndpoint). Each row: a base pod
 * (Ready, labelled app=web, with an IP, not terminating, not terminal), one change, and the whole
 * expected endpoint, or "absent".
 */
class EndpointReadinessTableTest {
    private static final PodView BASE = new PodView("web-1", Map.of("app", "web"), "10.0.1.2", "node-1", true, false, false);

    private static PodView with(boolean ready, boolean terminating, boolean terminal, String ip, Map<String, String> labels) {
        return new PodView("web-1", labels, ip, "node-1", ready, terminating, terminal);
    }

    private static ServiceSpec service(boolean publishNotReady, Map<String, String> selector) {
        return new ServiceSpec("web", new LabelSelector(new TreeMap<>(selector)), List.of(new ServiceSpec.Port(null, 80, 8080, "TCP")), publishNotReady);
    }

    /** ready, serving, terminating; null for "not an endpoint". */
    private static Endpoint ep(boolean ready, boolean serving, boolean terminating) {
        return new Endpoint("web-1", "10.0.1.2", "node-1", ready, serving, terminating);
    }

    static Stream<Arguments> table() {
        Map<String, String> web = Map.of("app", "web");
        return Stream.of(
                Arguments.of("a Ready pod is a ready, serving endpoint", BASE, false, web, ep(true, true, false)),
                Arguments.of("a pod that is not Ready is listed, not ready", with(false, false, false, "10.0.1.2", web), false, web, ep(false, false, false)),
                Arguments.of("a terminating Ready pod is not ready but still serving", with(true, true, false, "10.0.1.2", web), false, web, ep(false, true, true)),
                Arguments.of("a terminating pod that is not Ready neither", with(false, true, false, "10.0.1.2", web), false, web, ep(false, false, true)),
                Arguments.of("publishNotReadyAddresses: a pod that is not Ready is ready", with(false, false, false, "10.0.1.2", web), true, web, ep(true, false, false)),
                Arguments.of("publishNotReadyAddresses: a terminating pod is ready too", with(true, true, false, "10.0.1.2", web), true, web, ep(true, true, true)),
                Arguments.of("a pod without an IP is left out", with(true, false, false, null, web), false, web, null),
                Arguments.of("publishNotReadyAddresses does not bring in a pod without an IP", with(false, false, false, null, web), true, web, null),
                Arguments.of("a terminal (Succeeded or Failed) pod is left out", with(false, false, true, "10.0.1.2", web), false, web, null),
                Arguments.of("publishNotReadyAddresses does not bring in a terminal pod", with(false, false, true, "10.0.1.2", web), true, web, null),
                Arguments.of("a pod whose labels the selector does not match is left out", with(true, false, false, "10.0.1.2", Map.of("app", "api")), false, web, null),
                Arguments.of("a pod without the selector's every pair is left out", BASE, false, Map.of("app", "web", "tier", "front"), null),
                Arguments.of("a pod with more labels than the selector names matches", with(true, false, false, "10.0.1.2", Map.of("app", "web", "v", "2")), false, web, ep(true, true, false)),
                Arguments.of("a Service without a selector has no managed endpoints", BASE, false, Map.of(), null));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("table")
    void endpointReadiness(String rule, PodView pod, boolean publishNotReady, Map<String, String> selector, Endpoint expected) {
        assertEquals(expected, EndpointRules.endpoint(service(publishNotReady, selector), pod), rule);
    }
}
