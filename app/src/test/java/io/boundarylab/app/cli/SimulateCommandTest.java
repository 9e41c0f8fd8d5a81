package io.boundarylab.app.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The {@code simulate} command as the spec's outside tests drive it. */
class SimulateCommandTest {
    static final Path EXAMPLES = Path.of("..", "docs", "examples");

    record Outcome(int code, String out, String err) {
    }

    static Outcome run(String... args) {
        StringWriter out = new StringWriter(), err = new StringWriter();
        int code = BoundaryLabCommand.run(new PrintWriter(out), new PrintWriter(err), args);
        return new Outcome(code, out.toString(), err.toString());
    }

    @Test
    void jsonFormatPrintsTheResultObjectAndNothingElse() throws IOException {
        Outcome o = run("simulate", EXAMPLES.resolve("helper-separate.yaml").toString(), "--format", "json");
        assertEquals(0, o.code(), o.err());
        JsonNode r = new ObjectMapper().readTree(o.out());
        assertEquals("boundary-lab/result/v1", r.get("format").asText());
        assertEquals("helper-separate", r.get("scenario").asText());
        assertEquals(7, r.get("seed").asLong());
        assertEquals(60_000, r.get("endTimeMs").asLong());
        assertEquals(false, r.get("platform").get("atomicPlacement").asBoolean());
        assertEquals("violated", r.get("contract").get("atomicPlacement").get("verdict").asText());
        assertEquals(0, r.get("metrics").get("linesShipped").get("web-app/log-helper").asLong());
        assertTrue(r.get("pods").get("web-app").get("node").isNull(), "members placed apart: no single node");
        assertEquals("Running", r.get("pods").get("web-app").get("phase").asText());
    }

    @Test
    void theServicesExampleReportsServicesAndRequestCounts() throws IOException {
        // docs/examples/k8s-services.yaml: the clients ask every second from 10 s to 150 s (141
        // requests). node-2 fails at 60 s; the node lifecycle controller notices after its 50 s grace
        // period (110 s) and marks web-2 not ready. Through web:80: answered until 59 s (50); from
        // 60 s to 110 s the endpoint is still web-2 on the silent node (51 timeouts: the request at
        // 110 s goes out in the same instant, before the endpoints follow); then no ready endpoint is
        // left (111 s to 150 s: 40 refused). Straight to web-2's IP: answered until 59 s (50, all v2),
        // then no answer (91).
        Outcome o = run("simulate", EXAMPLES.resolve("k8s-services.yaml").toString(), "--format", "json");
        assertEquals(0, o.code(), o.err());
        JsonNode r = new ObjectMapper().readTree(o.out());
        assertEquals("10.96.0.10", r.get("services").get("web").get("clusterIP").asText());
        // web-1 was deleted; web-2 and web-3 stay endpoints, not ready: their node is Unknown, and the
        // taint manager deletes its pods only after the 300 s toleration.
        JsonNode eps = r.get("services").get("web").get("endpoints");
        assertEquals(List.of("web-2", "web-3"), List.of(eps.get(0).get("pod").asText(), eps.get(1).get("pod").asText()));
        assertFalse(eps.get(0).get("ready").asBoolean() || eps.get(1).get("ready").asBoolean());
        JsonNode probe = r.get("metrics").get("requests").get("client/probe");
        assertEquals(List.of(50L, 40L, 51L), List.of(probe.get("ok").asLong(), probe.get("refused").asLong(), probe.get("timeout").asLong()));
        assertEquals(50, probe.get("byData").get("v1").asLong() + probe.get("byData").get("v2").asLong());
        JsonNode direct = r.get("metrics").get("requests").get("client/direct");
        assertEquals(List.of(50L, 0L, 91L), List.of(direct.get("ok").asLong(), direct.get("refused").asLong(), direct.get("timeout").asLong()));
        assertEquals(50, direct.get("byData").get("v2").asLong());
    }

    @Test
    void theTextResultShowsServicesRequestsAndTheControlPlane() throws IOException {
        // The same run as above, as text: the request counts reasoned there, the endpoints and
        // node-2's state as the JSON result of the same run holds them.
        Outcome text = run("simulate", EXAMPLES.resolve("k8s-services.yaml").toString(), "--format", "text");
        assertEquals(0, text.code(), text.err());
        assertTrue(text.out().contains("requests client/probe: 50 ok, 40 refused, 51 timed out"), text.out());
        assertTrue(text.out().contains("requests client/direct: 50 ok, 0 refused, 91 timed out (answers by data: v2 50)"), text.out());
        JsonNode r = new ObjectMapper().readTree(run("simulate", EXAMPLES.resolve("k8s-services.yaml").toString(), "--format", "json").out());
        JsonNode eps = r.get("services").get("web").get("endpoints");
        assertTrue(text.out().contains("service web 10.96.0.10: endpoints web-2 " + eps.get(0).get("ip").asText() + " (not ready), web-3 "
                + eps.get(1).get("ip").asText() + " (not ready)"), text.out());
        assertTrue(text.out().contains("node node-2: Ready Unknown, taints node.kubernetes.io/unreachable:NoExecute"), text.out());

        // A finished rolling update: revision 2, the new ReplicaSet holds all three pods, the old one none.
        Outcome rolled = run("simulate", EXAMPLES.resolve("k8s-rolling-update.yaml").toString(), "--format", "text");
        assertEquals(0, rolled.code(), rolled.err());
        assertTrue(rolled.out().contains("deployment web: revision 2, 3 desired, 3 up to date, 3 ready, 3 available, 0 unavailable"), rolled.out());
        assertTrue(rolled.out().lines().anyMatch(l -> l.matches("replicaset web-[a-z0-9]+: 0 desired, 0 current, 0 ready, 0 available")), rolled.out());

        // A run without any of these prints none of their lines.
        Outcome plain = run("simulate", EXAMPLES.resolve("helper-together.yaml").toString(), "--format", "text");
        assertFalse(plain.out().lines().anyMatch(l -> l.startsWith("replicaset ") || l.startsWith("service ") || l.startsWith("requests ")
                || l.startsWith("node ")), plain.out());
    }

    @Test
    void seedAndUntilOverrideTheScenario(@TempDir Path dir) throws IOException {
        Path trace = dir.resolve("t.jsonl");
        Outcome o = run("simulate", EXAMPLES.resolve("helper-together.yaml").toString(), "--format", "json", "--seed", "3", "--until", "10s", "--trace", trace.toString());
        assertEquals(0, o.code(), o.err());
        JsonNode r = new ObjectMapper().readTree(o.out());
        assertEquals(3, r.get("seed").asLong());
        assertEquals(10_000, r.get("endTimeMs").asLong());
        List<String> lines = Files.readAllLines(trace);
        assertEquals(r.get("eventCount").asLong(), lines.size());
        JsonNode first = new ObjectMapper().readTree(lines.get(0));
        assertEquals(1, first.get("seq").asLong());
        assertEquals("Scheduled", first.get("type").asText());
        assertTrue(first.has("rule") && first.has("message"));
    }

    @Test
    void anInvalidScenarioExitsTwoWithOneLineNamingFileLineAndField(@TempDir Path dir) throws IOException {
        Path bad = dir.resolve("bad.yaml");
        Files.writeString(bad, "scenario: s\nuntil: 1m\nnodes:\n  - {name: n, allocatable: {cpu: \"1\", memory: 1Gi}}\npods:\n"
                + "  - {apiVersion: v1, kind: Pod, metadata: {name: p}, spec: {containers: [{name: c, colour: red}]}}\n");
        Outcome o = run("simulate", bad.toString());
        assertEquals(2, o.code());
        assertEquals("", o.out());
        assertEquals(1, o.err().strip().lines().count(), o.err());
        assertTrue(o.err().startsWith(bad + ":6:"), o.err());
        assertTrue(o.err().contains("pods[0].spec.containers[0].colour: unknown field 'colour'"), o.err());
    }

    @Test
    void aMissingHorizonOrBadOptionIsAnError() {
        assertEquals(2, run("simulate", EXAMPLES.resolve("helper-together.yaml").toString(), "--until", "soon").code());
        assertEquals(2, run("simulate", EXAMPLES.resolve("helper-together.yaml").toString(), "--format", "xml").code());
        assertEquals(2, run("simulate", "no-such-file.yaml").code());
        assertEquals(2, run("simulate").code());
    }

    @Test
    void everyCommandHasHelp() {
        Outcome root = run("--help");
        assertEquals(0, root.code());
        assertTrue(root.out().contains("simulate"));
        Outcome sim = run("simulate", "--help");
        assertEquals(0, sim.code());
        assertTrue(sim.out().contains("--trace"));
    }

    @Test
    void textFormatSummarisesPodsAndVerdicts() {
        Outcome o = run("simulate", EXAMPLES.resolve("fate-shared.yaml").toString());
        assertEquals(0, o.code());
        assertTrue(o.out().contains("pod web-app: Failed (Evicted)"), o.out());
        assertTrue(o.out().contains("sharedFate       holds"), o.out());
    }
}
