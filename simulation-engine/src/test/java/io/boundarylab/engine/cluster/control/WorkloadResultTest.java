package io.boundarylab.engine.cluster.control;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.boundarylab.engine.Sim;
import io.boundarylab.engine.format.ResultJson;
import io.boundarylab.engine.format.TraceJson;
import io.boundarylab.engine.trace.EventType;
import io.boundarylab.engine.trace.TraceEvent;
import org.junit.jupiter.api.Test;

import static io.boundarylab.engine.cluster.control.Workload.actions;
import static io.boundarylab.engine.cluster.control.Workload.deployment;
import static io.boundarylab.engine.cluster.control.Workload.header;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The result and trace fields of spec/workloads.md, as JSON. */
class WorkloadResultTest {

    @Test
    void theResultCarriesTheWorkloadsTheNodesAndEachPodsOwnerAndLabels() throws Exception {
        Sim sim = Sim.run(header("5m", 2, "{nodeMonitorGracePeriod: 10s}") + deployment("web", 2, "")
                + actions("{at: 5s, do: failNode, target: node/node-2}"));
        JsonNode r = new ObjectMapper().readTree(ResultJson.write(sim.run.result()));
        JsonNode d = r.path("deployments").path("web");
        assertEquals(2, d.path("replicas").asInt());
        assertEquals(1, d.path("revision").asInt());
        assertEquals(1, d.path("availableReplicas").asInt(), "the pod on node-2 is not ready from 15s, not yet replaced at 5m (evicted at 5m15s)");
        assertEquals(1, d.path("unavailableReplicas").asInt());
        String rsName = r.path("replicaSets").fieldNames().next();
        JsonNode rs = r.path("replicaSets").path(rsName);
        assertEquals(2, rs.path("currentReplicas").asInt());
        assertEquals(1, rs.path("readyReplicas").asInt());
        String pod = rs.path("pods").get(0).asText();
        assertEquals("replicaset/" + rsName, r.path("pods").path(pod).path("owner").asText());
        assertEquals("web", r.path("pods").path(pod).path("labels").path("app").asText());
        assertEquals(rsName.substring("web-".length()), r.path("pods").path(pod).path("labels").path("pod-template-hash").asText());
        assertEquals("Unknown", r.path("nodes").path("node-2").path("ready").asText());
        assertEquals("node.kubernetes.io/unreachable:NoExecute", r.path("nodes").path("node-2").path("taints").get(0).asText());
        assertEquals("True", r.path("nodes").path("node-1").path("ready").asText());
        assertEquals(0, r.path("nodes").path("node-1").path("taints").size());
    }

    @Test
    void theOwnerIsWrittenToTheTraceAndReadBack() {
        Sim sim = Sim.run(header("5s", 1, null) + deployment("web", 1, ""));
        TraceEvent create = sim.events(EventType.SuccessfulCreate).get(0);
        String line = TraceJson.line(create);
        assertTrue(line.contains("\"owner\":\"" + create.owner() + "\""), line);
        assertEquals(create, TraceJson.parseLine(line));
        TraceEvent scaling = sim.events(EventType.ScalingReplicaSet).get(0);
        assertEquals("deployment/web", TraceJson.parseLine(TraceJson.line(scaling)).owner());
    }
}
