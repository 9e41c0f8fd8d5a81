package io.boundarylab.app.cluster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boundarylab.app.support.SampleTraces;
import io.boundarylab.engine.scenario.MemberRef;
import io.boundarylab.engine.scenario.Scenario;
import io.boundarylab.engine.scenario.ScenarioException;
import io.boundarylab.engine.scenario.ScenarioReader;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ScenarioLayoutTest {
    private static final String YAML = String.join("\n",
            "scenario: layout",
            "until: 1m",
            "platform: naive",
            "nodes:",
            "  - {name: node-1, allocatable: {cpu: \"2\", memory: 512Mi}}",
            "  - {name: node-2, allocatable: {cpu: \"2\", memory: 500M}}",
            "pods:",
            "  - apiVersion: v1",
            "    kind: Pod",
            "    metadata: {name: web-app}",
            "    spec:",
            "      initContainers: [{name: setup, resources: {requests: {memory: 1Gi}}}]",
            "      containers:",
            "        - {name: web, resources: {requests: {memory: 64Mi}}}",
            "        - {name: log-helper, resources: {limits: {memory: 32Mi}}}",
            "        - {name: idle}",
            "");

    private static ScenarioLayout layout() throws ScenarioException {
        return ScenarioLayout.of(ScenarioReader.parse(YAML, "layout.yaml"));
    }

    @Test
    void nodesAndTheirMemoryComeFromTheParsedScenarioInBytes() throws ScenarioException {
        ScenarioLayout l = layout();
        assertEquals(List.of("node-1", "node-2"), l.nodes());
        assertEquals(536_870_912L, l.allocatableBytes().get("node-1"), "512Mi");
        assertEquals(500_000_000L, l.allocatableBytes().get("node-2"), "500M");
    }

    @Test
    void membersArePodByPodInitContainersFirstWithTheirRequests() throws ScenarioException {
        ScenarioLayout l = layout();
        MemberRef setup = new MemberRef("web-app", "setup"), web = new MemberRef("web-app", "web");
        MemberRef helper = new MemberRef("web-app", "log-helper"), idle = new MemberRef("web-app", "idle");
        assertEquals(List.of(setup, web, helper, idle), l.members());
        assertEquals(1L << 30, l.requestBytes().get(setup));
        assertEquals(64L << 20, l.requestBytes().get(web));
        assertEquals(32L << 20, l.requestBytes().get(helper), "a missing request is the limit, as the scheduler counts it");
        assertFalse(l.requestBytes().containsKey(idle), "no request, no amount");
    }

    @Test
    void noScenarioGivesTheEmptyLayoutAndAModelFromTheTraceAlone() {
        assertSame(ScenarioLayout.EMPTY, ScenarioLayout.of(null));
        ClusterSnapshot s = ScenarioLayout.EMPTY.model(SampleTraces.helperSeparate()).at(0);
        assertEquals(2, s.unplaced().size());
        assertEquals(0, s.capacity().values().stream().mapToLong(ClusterSnapshot.NodeCapacity::allocatableBytes).sum());
    }

    @Test
    void theModelDeclaresEveryMemberBeforeItIsPlacedAndCountsRequestsOnTheirNode() throws ScenarioException {
        Scenario s = ScenarioReader.parse(YAML, "layout.yaml");
        ClusterModel model = ScenarioLayout.of(s).model(SampleTraces.helperSeparate());
        ClusterSnapshot start = model.at(0);
        assertEquals(MemberState.UNPLACED, start.member(new MemberRef("web-app", "idle")).state());
        assertEquals(536_870_912L, start.capacity().get("node-1").allocatableBytes());
        ClusterSnapshot placed = model.at(6);
        Member web = placed.member(new MemberRef("web-app", "web"));
        assertEquals("node-1", web.node());
        assertEquals(web, placed.member("web-app", "web"));
        assertEquals(64L << 20, placed.capacity().get("node-1").requestedBytes(), "web alone runs there; setup never placed");
    }

    @Test
    void aMemberNeedsItsReferenceAndTheLayoutCopiesWhatItIsGiven() {
        assertThrows(NullPointerException.class, () -> new Member(null, null, MemberState.UNPLACED, null, null, 0, null,
                null, 0, null, false, null));
        java.util.ArrayList<MemberRef> members = new java.util.ArrayList<>(List.of(new MemberRef("p", "c")));
        ScenarioLayout l = new ScenarioLayout(List.of(), Map.of(), members, Map.of());
        members.clear();
        assertEquals(1, l.members().size());
        assertNull(ScenarioLayout.EMPTY.model(List.of()).at(0).member("p", "c"));
    }

    private static String controllerScenario(String kind, String apiVersion) {
        return String.join("\n",
                "scenario: made-by-a-controller",
                "until: 30s",
                "platform: pod",
                "nodes:",
                "  - {name: node-1, allocatable: {cpu: \"4\", memory: 4Gi}}",
                kind.equals("ReplicaSet") ? "replicaSets:" : "deployments:",
                "  - apiVersion: " + apiVersion,
                "    kind: " + kind,
                "    metadata: {name: web}",
                "    spec:",
                "      replicas: 2",
                "      selector: {matchLabels: {app: web}}",
                "      template:",
                "        metadata: {labels: {app: web}}",
                "        spec:",
                "          containers:",
                "            - name: web",
                "              resources: {requests: {cpu: 500m, memory: 256Mi}}",
                "              x-sim: {steps: [{run: forever}]}",
                "");
    }

    @Test
    void podsAControllerMadeCountTheirTemplatesRequestsOnTheirNode() throws ScenarioException {
        for (String kind : List.of("ReplicaSet", "Deployment")) {
            Scenario s = ScenarioReader.parse(controllerScenario(kind, "apps/v1"), "made.yaml");
            List<io.boundarylab.engine.trace.TraceEvent> trace = io.boundarylab.engine.Simulator.run(s).trace();
            ClusterSnapshot end = ScenarioLayout.of(s).model(trace).at(trace.size());
            long placed = end.members().stream().filter(m -> "node-1".equals(m.node())).count();
            assertEquals(2, placed, kind + ": both pods run on node-1 " + end.members());
            assertEquals(2 * (256L << 20), end.capacity().get("node-1").requestedBytes(),
                    kind + ": two pods of 256Mi each, as the template asks");
        }
    }
}
