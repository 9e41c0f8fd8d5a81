package io.boundarylab.engine.format;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.boundarylab.engine.cluster.Guarantee;
import io.boundarylab.engine.contract.Verdict;
import io.boundarylab.engine.result.Condition;
import io.boundarylab.engine.result.ContainerStatus;
import io.boundarylab.engine.result.PodStatus;
import io.boundarylab.engine.result.ServiceStatus;
import io.boundarylab.engine.result.SimulationResult;

import java.util.Map;

/** The result object ({@code boundary-lab/result/v1}) as JSON, fields in the order of the format. */
public final class ResultJson {
    private static final ObjectMapper MAPPER = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private ResultJson() {
    }

    /** The result as pretty-printed JSON. */
    public static String write(SimulationResult r) {
        try {
            return MAPPER.writeValueAsString(toTree(r));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The result as a JSON tree, for embedding in other documents. */
    public static ObjectNode toTree(SimulationResult r) {
        ObjectNode root = MAPPER.createObjectNode();
        root.put("format", SimulationResult.FORMAT);
        root.put("scenario", r.scenario());
        root.put("seed", r.seed());
        root.put("endTimeMs", r.endTimeMs());
        root.put("eventCount", r.eventCount());
        root.put("traceSha256", r.traceSha256());
        ObjectNode platform = root.putObject("platform");
        for (Guarantee g : Guarantee.values()) platform.put(g.key(), r.platform().enforces(g));
        ObjectNode pods = root.putObject("pods");
        for (Map.Entry<String, PodStatus> e : r.pods().entrySet()) pods.set(e.getKey(), pod(e.getValue()));
        if (!r.services().isEmpty()) root.set("services", services(r.services()));
        root.set("contract", contract(r.contract()));
        WorkloadJson.write(root, r.controlPlane());
        ObjectNode metrics = root.putObject("metrics");
        ObjectNode shipped = metrics.putObject("linesShipped");
        r.metrics().linesShipped().forEach((member, lines) -> shipped.put(member.key(), lines));
        ObjectNode conn = metrics.putObject("connections");
        conn.put("refused", r.metrics().connectionsRefused());
        conn.put("ok", r.metrics().connectionsOk());
        if (!r.metrics().requests().isEmpty()) {
            ObjectNode requests = metrics.putObject("requests");
            r.metrics().requests().forEach((member, n) -> {
                ObjectNode o = requests.putObject(member.key());
                o.put("ok", n.ok());
                o.put("refused", n.refused());
                o.put("timeout", n.timeout());
                ObjectNode byData = o.putObject("byData");
                n.byData().forEach(byData::put);
            });
        }
        return root;
    }

    private static ObjectNode services(Map<String, ServiceStatus> services) {
        ObjectNode out = MAPPER.createObjectNode();
        services.forEach((name, s) -> {
            ObjectNode o = out.putObject(name);
            o.put("clusterIP", s.clusterIP());
            ArrayNode eps = o.putArray("endpoints");
            for (ServiceStatus.EndpointStatus e : s.endpoints()) {
                eps.addObject().put("pod", e.pod()).put("ip", e.ip()).put("ready", e.ready());
            }
        });
        return out;
    }

    /** The verdicts as the format's {@code contract} object. */
    public static ObjectNode contract(Map<Guarantee, Verdict> verdicts) {
        ObjectNode contract = MAPPER.createObjectNode();
        for (Map.Entry<Guarantee, Verdict> e : verdicts.entrySet()) {
            ObjectNode v = contract.putObject(e.getKey().key());
            v.put("verdict", e.getValue().outcome().key());
            ArrayNode ev = v.putArray("evidence");
            e.getValue().evidence().forEach(ev::add);
            v.put("summary", e.getValue().summary());
        }
        return contract;
    }

    private static ObjectNode pod(PodStatus p) {
        ObjectNode o = MAPPER.createObjectNode();
        o.put("owner", p.owner());
        ObjectNode labels = o.putObject("labels");
        p.labels().forEach(labels::put);
        o.put("phase", p.phase());
        o.put("reason", p.reason());
        o.put("message", p.message());
        o.put("node", p.node());
        o.put("ip", p.ip());
        o.put("qosClass", p.qosClass());
        ObjectNode eff = o.putObject("effectiveRequests");
        eff.put("cpu", p.effectiveCpu());
        eff.put("memory", p.effectiveMemory());
        ObjectNode lim = o.putObject("effectiveLimits");
        lim.put("cpu", p.effectiveLimitCpu());
        lim.put("memory", p.effectiveLimitMemory());
        ObjectNode sched = o.putObject("scheduling");
        sched.put("status", p.schedulingStatus());
        ArrayNode reasons = sched.putArray("reasons");
        p.schedulingReasons().forEach(reasons::add);
        ObjectNode conds = o.putObject("conditions");
        for (Map.Entry<String, Condition> c : p.conditions().entrySet()) {
            ObjectNode co = conds.putObject(c.getKey());
            co.put("status", c.getValue().status());
            if (c.getValue().reason() != null) co.put("reason", c.getValue().reason());
            if (c.getValue().message() != null) co.put("message", c.getValue().message());
        }
        ObjectNode cs = o.putObject("containers");
        for (Map.Entry<String, ContainerStatus> c : p.containers().entrySet()) cs.set(c.getKey(), container(c.getValue()));
        return o;
    }

    private static ObjectNode container(ContainerStatus c) {
        ObjectNode o = MAPPER.createObjectNode();
        o.put("kind", c.kind());
        o.put("node", c.node());
        o.put("ip", c.ip());
        o.put("state", c.state());
        o.put("reason", c.reason());
        if (c.exitCode() == null) o.putNull("exitCode"); else o.put("exitCode", c.exitCode());
        o.put("restartCount", c.restartCount());
        o.put("timesStarted", c.timesStarted());
        o.put("ready", c.ready());
        o.put("started", c.started());
        if (c.lastState() == null) {
            o.putNull("lastState");
        } else {
            ObjectNode l = o.putObject("lastState");
            l.put("state", c.lastState().state());
            l.put("reason", c.lastState().reason());
            if (c.lastState().exitCode() == null) l.putNull("exitCode"); else l.put("exitCode", c.lastState().exitCode());
        }
        if (c.oomScoreAdj() == null) o.putNull("oomScoreAdj"); else o.put("oomScoreAdj", c.oomScoreAdj());
        return o;
    }
}
