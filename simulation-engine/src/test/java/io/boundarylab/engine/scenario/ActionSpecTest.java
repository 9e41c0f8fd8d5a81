package io.boundarylab.engine.scenario;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ActionSpecTest {

    private static Scenario withActions(String actions) throws ScenarioException {
        String text = ScenarioReaderTest.BASE.replace("              - sleep: 1s", "              - sleep: 1s\nactions:\n" + actions);
        return ScenarioReader.parse(text, "a.yaml");
    }

    @Test
    void theReaderTurnsEachTargetIntoItsTypedForm() throws ScenarioException {
        Scenario s = withActions(String.join("\n",
                "  - {at: 5s, do: crash, target: pod/web-app/web, exitCode: 3}",
                "  - {at: 6s, do: delete, target: pod/web-app, gracePeriodSeconds: 2}",
                "  - {at: 7s, do: failNode, target: node/node-1}",
                ""));
        assertEquals(new ActionSpec(5_000, ActionSpec.Kind.crash, new FaultTarget.Member("web-app", "web"), null, 3, null),
                s.actions().get(0));
        assertEquals(new ActionSpec(6_000, ActionSpec.Kind.delete, new FaultTarget.Pod("web-app"), 2_000L, 1, null),
                s.actions().get(1));
        assertEquals(new ActionSpec(7_000, ActionSpec.Kind.failNode, new FaultTarget.Node("node-1"), null, 1, null),
                s.actions().get(2));
        assertEquals("pod/web-app/web", s.actions().get(0).target().text());
    }

    @Test
    void aTargetOfTheWrongKindIsRefusedWithTheFormItNeeds() {
        IllegalArgumentException node = assertThrows(IllegalArgumentException.class,
                () -> new ActionSpec(0, ActionSpec.Kind.failNode, new FaultTarget.Pod("p"), null, 1, null));
        assertTrue(node.getMessage().contains("failNode needs a node target"), node.getMessage());
        IllegalArgumentException pod = assertThrows(IllegalArgumentException.class,
                () -> new ActionSpec(0, ActionSpec.Kind.evict, new FaultTarget.Node("n"), null, 1, null));
        assertTrue(pod.getMessage().contains("evict needs a pod target"), pod.getMessage());
        IllegalArgumentException member = assertThrows(IllegalArgumentException.class,
                () -> new ActionSpec(0, ActionSpec.Kind.crash, new FaultTarget.Pod("p"), null, 1, null));
        assertTrue(member.getMessage().contains("crash needs a member target"), member.getMessage());
        assertThrows(IllegalArgumentException.class,
                () -> new ActionSpec(0, ActionSpec.Kind.setImage, new FaultTarget.Pod("p"), null, 1, "v2"));
    }

    @Test
    void kindAndTargetAreRequired() {
        assertThrows(NullPointerException.class, () -> new ActionSpec(0, null, new FaultTarget.Pod("p"), null, 1, null));
        assertThrows(NullPointerException.class, () -> new ActionSpec(0, ActionSpec.Kind.evict, null, null, 1, null));
    }
}
