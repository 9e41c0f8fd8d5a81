package io.boundarylab.engine.scenario;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The {@code services:} list and the {@code request} and {@code serve} steps: what is read, and
 * every bad value refused with file, line, column and field, as the API server's ValidateService
 * refuses it where it has a rule.
 */
class ServiceReaderTest {
    /** BASE with one more step on line 18 and, from line 19, a services list whose spec is {@code spec}. */
    static String scenario(String step, String spec) {
        return ScenarioReaderTest.BASE
                + "              - " + step + "\n"                     // 18
                + "services:\n"                                        // 19
                + "  - apiVersion: v1\n"                               // 20
                + "    kind: Service\n"                                // 21
                + "    metadata: {name: web}\n"                        // 22
                + "    spec: " + spec + "\n";                          // 23
    }

    static final String SPEC = "{selector: {app: web}, ports: [{port: 80, targetPort: 8080}]}";

    @Test
    void readsAServiceWithItsDefaults() throws ScenarioException {
        Scenario s = ScenarioReader.parse(scenario("sleep: 1s", "{selector: {app: web}, ports: [{port: 80}]}"), "s.yaml");
        ServiceSpec web = s.services().get(0);
        assertEquals("web", web.name());
        assertEquals("app=web", web.selector().toString());
        assertEquals(List.of(new ServiceSpec.Port(null, 80, 80, "TCP")), web.ports(), "targetPort defaults to port, protocol to TCP");
        assertFalse(web.publishNotReadyAddresses());
    }

    @Test
    void readsRequestAndServeSteps() throws ScenarioException {
        Scenario s = ScenarioReader.parse(scenario("request: {to: \"web.default.svc:80\", every: 1m30s}", SPEC), "s.yaml");
        assertEquals(new Step.Request("web.default.svc", 80, 90_000), s.pod("web-app").containers().get(0).steps().get(1));
        s = ScenarioReader.parse(scenario("serve: {port: 8080}", SPEC), "s.yaml");
        assertEquals(new Step.Serve(8080, null), s.pod("web-app").containers().get(0).steps().get(1));
        s = ScenarioReader.parse(scenario("serve: {port: 8080, data: v1}", SPEC), "s.yaml");
        assertEquals(new Step.Serve(8080, "v1"), s.pod("web-app").containers().get(0).steps().get(1));
    }

    @Test
    void theSpecificationsUnquotedFormsRead() throws ScenarioException {
        // As workloads.md writes them: flow maps with host:port unquoted.
        Scenario s = ScenarioReader.parse(scenario("request: {to: web:80, every: 1s}", SPEC), "s.yaml");
        assertEquals(new Step.Request("web", 80, 1000), s.pod("web-app").containers().get(0).steps().get(1));
        s = ScenarioReader.parse(scenario("connect: {to: web:80, required: true}", SPEC), "s.yaml");
        assertEquals(new Step.Connect("web", 80, true), s.pod("web-app").containers().get(0).steps().get(1));
    }

    @Test
    void aScenarioWithoutServicesHasNone() throws ScenarioException {
        assertTrue(ScenarioReader.parse(ScenarioReaderTest.BASE, "b.yaml").services().isEmpty());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
            "'{ports: [{port: 80}], type: NodePort}'                  | 23 | services[0].spec.type               | only type ClusterIP",
            "'{selector: {app: web}}'                                  | 23 | services[0].spec.ports              | required field is missing",
            "'{selector: {app: web}, ports: []}'                       | 23 | services[0].spec.ports              | at least one port",
            "'{selector: {app: web}, ports: null}'                     | 23 | services[0].spec.ports              | required field is missing",
            "'{selector: {app: web}, ports: {port: 80}}'               | 23 | services[0].spec.ports              | expected a list",
            "'{selector: {app: web}, ports: [{port: 0}]}'              | 23 | services[0].spec.ports[0].port      | between 1 and 65535",
            "'{selector: {app: web}, ports: [{port: -80}]}'            | 23 | services[0].spec.ports[0].port      | between 1 and 65535",
            "'{selector: {app: web}, ports: [{port: 65536}]}'          | 23 | services[0].spec.ports[0].port      | between 1 and 65535",
            "'{selector: {app: web}, ports: [{port: 99999999999999}]}' | 23 | services[0].spec.ports[0].port      | between 1 and 65535",
            "'{selector: {app: web}, ports: [{port: eighty}]}'         | 23 | services[0].spec.ports[0].port      | expected a whole number",
            "'{selector: {app: web}, ports: [{port: 80, targetPort: 0}]}'     | 23 | services[0].spec.ports[0].targetPort | between 1 and 65535",
            "'{selector: {app: web}, ports: [{port: 80, targetPort: http}]}'  | 23 | services[0].spec.ports[0].targetPort | named targetPort",
            "'{selector: {app: web}, ports: [{port: 80, protocol: tcp}]}'     | 23 | services[0].spec.ports[0].protocol   | TCP, UDP or SCTP",
            "'{selector: {app: web}, ports: [{port: 80}, {port: 81}]}'        | 23 | services[0].spec.ports[0]            | every port needs a name",
            "'{selector: {app: web}, ports: [{name: a, port: 80}, {name: a, port: 81}]}' | 23 | services[0].spec.ports[1].name | two ports are named 'a'",
            "'{selector: {app: web}, ports: [{name: a, port: 80}, {name: b, port: 80}]}' | 23 | services[0].spec.ports[1].port | listed twice",
            "'{selector: {app: web}, ports: [{name: A_b, port: 80}]}'         | 23 | services[0].spec.ports[0].name       | not a valid port name",
            "'{selector: {app: \"-web\"}, ports: [{port: 80}]}'                | 23 | services[0].spec.selector.app        | not a valid label value",
            "'{selector: [app], ports: [{port: 80}]}'                          | 23 | services[0].spec.selector            | expected a map",
            "'{selector: {app: web}, ports: [{port: 80}], publishNotReadyAddresses: yes}' | 23 | services[0].spec.publishNotReadyAddresses | expected true or false",
            "'{selector: {app: web}, ports: [{port: 80}], clusterIP: 10.96.0.1}' | 23 | services[0].spec.clusterIP         | unknown field",
    })
    void badServiceFieldsNameFileLineAndField(String spec, int line, String field, String problem) {
        ScenarioException e = assertThrows(ScenarioException.class, () -> ScenarioReader.parse(scenario("sleep: 1s", spec), "s.yaml"));
        assertEquals(line, e.line(), e.getMessage());
        assertEquals(field, e.field(), e.getMessage());
        assertTrue(e.problem().contains(problem), e.getMessage());
        assertTrue(e.getMessage().startsWith("s.yaml:" + line + ":" + e.column() + ": " + field + ": "), e.getMessage());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
            "Web      | not a valid Service name",
            "1web     | not a valid Service name",
            "web.api  | not a valid Service name",
            "'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa' | not a valid Service name",
    })
    void serviceNamesAreDns1035Labels(String name, String problem) {
        String yaml = scenario("sleep: 1s", SPEC).replace("metadata: {name: web}\n    spec", "metadata: {name: " + name + "}\n    spec");
        ScenarioException e = assertThrows(ScenarioException.class, () -> ScenarioReader.parse(yaml, "s.yaml"));
        assertEquals("services[0].metadata.name", e.field());
        assertEquals(22, e.line());
        assertTrue(e.problem().contains(problem), e.getMessage());
    }

    @Test
    void twoServicesWithOneNameAreRefused() {
        String yaml = scenario("sleep: 1s", SPEC) + "  - {apiVersion: v1, kind: Service, metadata: {name: web}, spec: " + SPEC + "}\n";
        ScenarioException e = assertThrows(ScenarioException.class, () -> ScenarioReader.parse(yaml, "s.yaml"));
        assertEquals(24, e.line());
        assertTrue(e.problem().contains("two Services are named 'web'"), e.getMessage());
    }

    @Test
    void servicesMustBeAListOfServiceObjects() {
        String notAList = ScenarioReaderTest.BASE + "services: {name: web}\n";
        assertEquals("services", assertThrows(ScenarioException.class, () -> ScenarioReader.parse(notAList, "s.yaml")).field());
        String wrongKind = scenario("sleep: 1s", SPEC).replace("kind: Service", "kind: Pod");
        ScenarioException e = assertThrows(ScenarioException.class, () -> ScenarioReader.parse(wrongKind, "s.yaml"));
        assertEquals("services[0].kind", e.field());
        assertEquals(21, e.line());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
            "'request: {to: \"web:80\"}'                          | pods[0].spec.containers[0].x-sim.steps[1].request.every | required field is missing",
            "'request: {to: \"web:80\", every: null}'             | pods[0].spec.containers[0].x-sim.steps[1].request.every | required field is missing",
            "'request: {to: \"web:80\", every: 0s}'               | pods[0].spec.containers[0].x-sim.steps[1].request.every | must be positive",
            "'request: {to: \"web:80\", every: -1s}'              | pods[0].spec.containers[0].x-sim.steps[1].request.every | not a duration",
            "'request: {to: \"web:80\", every: 25h}'              | pods[0].spec.containers[0].x-sim.steps[1].request.every | at most 24h",
            "'request: {to: \"web:80\", every: 9999999999999999h}' | pods[0].spec.containers[0].x-sim.steps[1].request.every | too large: at most 876000h",
            "'request: {to: \"web:80\", every: 99999999999999999999ms}' | pods[0].spec.containers[0].x-sim.steps[1].request.every | too large: at most 876000h",
            "'request: {to: \"web:80\", every: [1s]}'             | pods[0].spec.containers[0].x-sim.steps[1].request.every | expected a value",
            "'request: {to: \"web:80\", every: 1s, timeout: 1s}'  | pods[0].spec.containers[0].x-sim.steps[1].request.timeout | unknown field",
            "'request: {every: 1s}'                               | pods[0].spec.containers[0].x-sim.steps[1].request.to    | required field is missing",
            "'request: {to: web, every: 1s}'                      | pods[0].spec.containers[0].x-sim.steps[1].request.to    | expected host:port",
            "'request: {to: \"web:0\", every: 1s}'                | pods[0].spec.containers[0].x-sim.steps[1].request.to    | between 1 and 65535",
            "'request: {to: \"web:65536\", every: 1s}'            | pods[0].spec.containers[0].x-sim.steps[1].request.to    | between 1 and 65535",
            "'request: {to: \"web:99999999999999999999\", every: 1s}' | pods[0].spec.containers[0].x-sim.steps[1].request.to | between 1 and 65535",
            "'request: {to: \"web:81\", every: 1s}'               | pods[0].spec.containers[0].x-sim.steps[1].request.to    | Service web has no TCP port 81",
            "'request: {to: \"api:80\", every: 1s}'               | pods[0].spec.containers[0].x-sim.steps[1].request.to    | no Service or pod is named 'api'",
            "'request: {to: \"api.default.svc:80\", every: 1s}'   | pods[0].spec.containers[0].x-sim.steps[1].request.to    | no Service is named 'api'",
            "'request: {to: \"web.prod.svc:80\", every: 1s}'      | pods[0].spec.containers[0].x-sim.steps[1].request.to    | every object of a scenario is in the namespace default",
            "'connect: {to: \"api.default.svc.cluster.local:80\"}' | pods[0].spec.containers[0].x-sim.steps[1].connect.to   | no Service is named 'api'",
            "'connect: {to: \"web:8080\"}'                        | pods[0].spec.containers[0].x-sim.steps[1].connect.to    | Service web has no TCP port 8080",
            "'request: null'                                      | pods[0].spec.containers[0].x-sim.steps[1]               | needs a value",
            "'request: 1s'                                        | pods[0].spec.containers[0].x-sim.steps[1].request       | expected a map",
            "'serve: {port: 0}'                                   | pods[0].spec.containers[0].x-sim.steps[1].serve.port    | between 1 and 65535",
            "'serve: {port: 70000}'                               | pods[0].spec.containers[0].x-sim.steps[1].serve.port    | between 1 and 65535",
            "'serve: {port: http}'                                | pods[0].spec.containers[0].x-sim.steps[1].serve.port    | expected a whole number",
            "'serve: {data: v1}'                                  | pods[0].spec.containers[0].x-sim.steps[1].serve.port    | required field is missing",
            "'serve: {port: 8080, data: \"\"}'                    | pods[0].spec.containers[0].x-sim.steps[1].serve.data    | 1 to 63 characters",
            "'serve: {port: 8080, data: {v: 1}}'                  | pods[0].spec.containers[0].x-sim.steps[1].serve.data    | expected a value",
            "'serve: {port: 8080, version: v1}'                   | pods[0].spec.containers[0].x-sim.steps[1].serve.version | unknown field",
    })
    void badRequestAndServeStepsNameFileLineAndField(String step, String field, String problem) {
        ScenarioException e = assertThrows(ScenarioException.class, () -> ScenarioReader.parse(scenario(step, SPEC), "s.yaml"));
        assertEquals(18, e.line(), e.getMessage());
        assertEquals(field, e.field(), e.getMessage());
        assertTrue(e.problem().contains(problem), e.getMessage());
    }

    @Test
    void requestsToPodsLocalhostAndIpsNeedNoService() throws ScenarioException {
        for (String to : List.of("web-app:8080", "localhost:8080", "10.0.1.9:8080", "10.96.0.10:80")) {
            Scenario s = ScenarioReader.parse(scenario("request: {to: \"" + to + "\", every: 1s}", SPEC), "s.yaml");
            assertEquals(1, s.services().size(), to);
        }
    }

    @Test
    void serviceHostReadsTheDnsFormsOfAServiceName() {
        assertEquals(new ServiceHost("web", null, false), ServiceHost.parse("web"));
        assertEquals(new ServiceHost("web", "default", false), ServiceHost.parse("web.default"));
        assertEquals(new ServiceHost("web", "default", true), ServiceHost.parse("web.default.svc"));
        assertEquals(new ServiceHost("web", "prod", true), ServiceHost.parse("web.prod.svc.cluster.local"));
        assertNull(ServiceHost.parse("10.96.0.10"), "an IP is no Service name");
        assertNull(ServiceHost.parse("web.default.svc.example.com"));
    }
}
