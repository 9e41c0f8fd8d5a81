package io.boundarylab.engine.scenario;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The control plane's targets ({@code replicaset/N}, {@code deployment/N[/C]}) and actions ({@code scale}, {@code recoverNode}). */
class WorkloadTargetTest {

    @Test
    void workloadTargetsParseAndWriteBackTheSameText() {
        assertEquals(new FaultTarget.Workload("replicaset", "web", null), FaultTarget.parse("replicaset/web"));
        assertEquals(new FaultTarget.Workload("deployment", "web", "app"), FaultTarget.parse("deployment/web/app"));
        for (String text : new String[] {"replicaset/web", "deployment/web", "deployment/web/app"}) {
            assertEquals(text, FaultTarget.parse(text).text());
            assertNull(FaultTarget.parse(text).pod(), "a workload is not a pod");
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"replicaset/", "deployment//c", "replicaset/a/b/c", "statefulset/web"})
    void malformedWorkloadTargetsAreRefused(String text) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> FaultTarget.parse(text));
        assertTrue(e.getMessage().contains("deployment/NAME"), e.getMessage());
    }

    @Test
    void anActionInCodeIsCheckedAsTheReaderChecksIt() {
        FaultTarget rs = new FaultTarget.Workload("replicaset", "web", null);
        FaultTarget node = new FaultTarget.Node("node-1");
        assertEquals(4, new ActionSpec(0, ActionSpec.Kind.scale, rs, null, 0, null, 4).replicas());
        assertEquals(node, new ActionSpec(0, ActionSpec.Kind.recoverNode, node, null, 0, null).target());
        assertThrows(IllegalArgumentException.class, () -> new ActionSpec(0, ActionSpec.Kind.scale, rs, null, 0, null, null), "scale needs replicas");
        assertThrows(IllegalArgumentException.class, () -> new ActionSpec(0, ActionSpec.Kind.scale, rs, null, 0, null, -1));
        assertThrows(IllegalArgumentException.class, () -> new ActionSpec(0, ActionSpec.Kind.evict, new FaultTarget.Pod("p"), null, 0, null, 3),
                "only scale takes replicas");
        assertThrows(IllegalArgumentException.class, () -> new ActionSpec(0, ActionSpec.Kind.recoverNode, rs, null, 0, null));
        assertThrows(IllegalArgumentException.class, () -> new ActionSpec(0, ActionSpec.Kind.scale, node, null, 0, null, 1));
        assertThrows(IllegalArgumentException.class,
                () -> new ActionSpec(0, ActionSpec.Kind.setImage, new FaultTarget.Workload("replicaset", "web", "c"), null, 0, "x", null),
                "a ReplicaSet does not roll out");
        assertThrows(IllegalArgumentException.class, () -> new ActionSpec(0, ActionSpec.Kind.crash, rs, null, 0, null));
    }
}
