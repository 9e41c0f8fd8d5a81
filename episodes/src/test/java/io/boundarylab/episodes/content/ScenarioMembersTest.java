package io.boundarylab.episodes.content;

import io.boundarylab.episodes.engine.EngineGateway;
import io.boundarylab.episodes.engine.ScenarioProblem;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The members a predicate may name are the ones the parsed scenarios declare. */
class ScenarioMembersTest {

    private static final String SCENARIO = String.join("\n",
            "scenario: s", "until: 1m", "platform: pod",
            "nodes: [{name: n, allocatable: {cpu: \"1\", memory: 1Gi}}]",
            "pods:",
            "  - {apiVersion: v1, kind: Pod, metadata: {name: web}, spec: {containers: [{name: a}]}}",
            "  - {apiVersion: v1, kind: Pod, metadata: {name: web-app}, spec: {initContainers: [{name: init}], containers: [{name: b}]}}",
            "");

    private final Fields.Problems problems = new Fields.Problems();
    private final ScenarioMembers members = new ScenarioMembers(problems);

    @Test
    void podsAndContainersIncludingInitContainersAreKnown() throws ScenarioProblem {
        members.add(EngineGateway.read(SCENARIO, "s.yaml"));
        members.check("e.yaml", null, "web-app", "init");
        members.check("e.yaml", null, null, "a");
        members.check("e.yaml", null, "web", null);
        assertTrue(problems.list.isEmpty(), problems.list.toString());
    }

    @Test
    void anUnknownMemberIsReportedWithTheKnownOnesSortedAsText() throws ScenarioProblem {
        members.add(EngineGateway.read(SCENARIO, "s.yaml"));
        members.check("e.yaml", null, "web", "b");
        members.check("e.yaml", null, "db", null);
        assertEquals(List.of(
                "no scenario of this episode has a container 'b' in pod 'web' (containers: [web-app/b, web-app/init, web/a])",
                "no scenario of this episode has a pod 'db' (pods: [web, web-app])"),
                problems.list.stream().map(ContentProblem::message).toList());
    }

    @Test
    void withNoScenarioKnownNothingIsReportedAndClearForgets() throws ScenarioProblem {
        members.check("e.yaml", null, "any", "thing");
        members.add(EngineGateway.read(SCENARIO, "s.yaml"));
        members.clear();
        members.check("e.yaml", null, "any", "thing");
        assertTrue(problems.list.isEmpty());
    }
}
