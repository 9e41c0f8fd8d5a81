package io.boundarylab.engine.cluster.service;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.boundarylab.engine.Sim;
import io.boundarylab.engine.format.ResultJson;
import io.boundarylab.engine.format.TraceJson;
import io.boundarylab.engine.trace.EventType;
import io.boundarylab.engine.trace.TraceEvent;
import org.junit.jupiter.api.Test;

import java.util.List;

import static io.boundarylab.engine.cluster.service.ServicesTest.container;
import static io.boundarylab.engine.cluster.service.ServicesTest.pod;
import static io.boundarylab.engine.cluster.service.ServicesTest.scenario;
import static io.boundarylab.engine.cluster.service.ServicesTest.service;
import static io.boundarylab.engine.cluster.service.ServicesTest.web;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

/** The Service fields as the shared specification (workloads.md) names them, in the result and the trace. */
class ServiceFormatsTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    // web-1 (10.0.1.2) serves v1 and is ready; web-2 (10.0.1.3) never passes readiness. The client
    // asks web:80 every second from 0.5 s to 9.5 s: 10 requests, all to web-1.
    private static final String YAML = scenario("10s", service("web", "{app: web}", ""),
            web("web-1", "node-1", "web:v1", "")
                    + web("web-2", "node-1", "web:v2", ", readinessProbe: {exec: {x-sim: {failAfter: 0s}}, periodSeconds: 5}")
                    + pod("client", "{app: client}", "node-1", container("probe", "curl:8", "",
                    "[{sleep: 500ms}, {request: {to: \"web:80\", every: 1s}}, {run: forever}]")), "");

    @Test
    void theResultHasServicesAndRequestCountsUnderTheContractsNames() throws Exception {
        JsonNode r = JSON.readTree(ResultJson.write(Sim.run(YAML).run.result()));
        JsonNode web = r.path("services").path("web");
        assertEquals("10.96.0.10", web.path("clusterIP").asText());
        assertEquals(JSON.readTree("[{\"pod\":\"web-1\",\"ip\":\"10.0.1.2\",\"ready\":true},{\"pod\":\"web-2\",\"ip\":\"10.0.1.3\",\"ready\":false}]"),
                web.path("endpoints"));
        assertEquals(JSON.readTree("{\"ok\":10,\"refused\":0,\"timeout\":0,\"byData\":{\"v1\":10}}"),
                r.path("metrics").path("requests").path("client/probe"));
    }

    @Test
    void aResultWithoutServicesHasNoServicesField() throws Exception {
        JsonNode r = JSON.readTree(ResultJson.write(Sim.run(scenario("1s", "", web("web-1", "node-1", "web:v1", ""), "")
                .replace("services:\n", "")).run.result()));
        assertFalse(r.has("services"));
        assertFalse(r.path("metrics").has("requests"));
    }

    @Test
    void endpointsChangedAndRequestEventsCarryTheirFieldsAndReadBack() throws Exception {
        List<TraceEvent> trace = Sim.run(YAML).run.trace();
        TraceEvent changed = trace.stream().filter(e -> e.type() == EventType.EndpointsChanged).findFirst().orElseThrow();
        JsonNode line = JSON.readTree(TraceJson.line(changed));
        assertEquals("web", line.path("service").asText());
        assertEquals(JSON.readTree("[{\"pod\":\"web-1\",\"ip\":\"10.0.1.2\"}]"), line.path("endpoints"));
        TraceEvent served = trace.stream().filter(e -> e.type() == EventType.RequestServed).findFirst().orElseThrow();
        JsonNode s = JSON.readTree(TraceJson.line(served));
        assertEquals("v1", s.path("data").asText());
        assertEquals("web", s.path("peer").asText());
        assertEquals(80, s.path("port").asInt());
        assertEquals("10.0.1.2", s.path("ip").asText());
        for (TraceEvent e : trace) assertEquals(TraceJson.line(e), TraceJson.line(TraceJson.parseLine(TraceJson.line(e))));
    }
}
