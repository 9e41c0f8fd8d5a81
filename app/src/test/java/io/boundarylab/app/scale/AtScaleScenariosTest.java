package io.boundarylab.app.scale;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boundarylab.engine.scenario.ActionSpec;
import io.boundarylab.engine.scenario.ControlPlaneConfig;
import io.boundarylab.engine.scenario.ReplicaSetSpec;
import io.boundarylab.engine.scenario.RestartPolicy;
import io.boundarylab.engine.scenario.FaultTarget;
import io.boundarylab.engine.scenario.PodSpec;
import io.boundarylab.engine.scenario.Scenario;
import io.boundarylab.engine.scenario.Step;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class AtScaleScenariosTest {

    @ParameterizedTest
    @EnumSource(ScaleSize.class)
    void everySizeHasItsNodesPodsZonesAndOneZoneFailure(ScaleSize size) {
        AtScaleScenario g = AtScaleScenarios.generate(size, 1);
        Scenario s = g.scenario();
        assertEquals(size.nodes(), s.nodes().size());
        // A tenth are bare batch jobs; the ReplicaSets want the rest.
        int jobs = (int) Math.round(size.pods() * AtScaleScenarios.BATCH_SHARE);
        assertEquals(jobs, s.pods().size());
        int wanted = 0;
        for (ReplicaSetSpec rs : s.workloads().replicaSets()) {
            assertTrue(rs.replicas() >= 1 && rs.replicas() <= AtScaleScenarios.MAX_REPLICAS, rs.name() + " " + rs.replicas());
            assertTrue(rs.selector().matches(rs.template().labels()), rs.name() + "'s selector matches its template");
            assertEquals(RestartPolicy.Always, rs.template().restartPolicy(), "a ReplicaSet's pods restart always");
            wanted += rs.replicas();
        }
        assertEquals(size.pods(), jobs + wanted);
        assertEquals(ControlPlaneConfig.NodeFailureMode.lifecycle, s.workloads().controlPlane().nodeFailure(),
                "the failed zone's pods are replaced after the node lifecycle's delays");
        assertEquals(size.zones(), g.zones().size());
        assertEquals(AtScaleScenarios.DEFAULT_HORIZON_MS, s.untilMs());
        Set<String> names = new HashSet<>();
        s.nodes().forEach(n -> names.add(n.name()));
        assertEquals(size.nodes(), names.size(), "node names are unique");
        int inFailedZone = 0;
        for (int i = 0; i < size.nodes(); i++) {
            if (g.zoneOf(i) == g.failedZone()) {
                inFailedZone++;
            }
        }
        assertEquals(inFailedZone, s.actions().size());
        for (ActionSpec a : s.actions()) {
            assertEquals(ActionSpec.Kind.failNode, a.kind());
            assertEquals(g.zoneFailureMs(), a.atMs());
            assertEquals(g.failedZone(), g.zoneOf(s.nodes().indexOf(s.nodes().stream()
                    .filter(n -> n.name().equals(((FaultTarget.Node) a.target()).name())).findFirst().orElseThrow())));
        }
        int crashLooping = 0;
        for (PodSpec p : s.pods()) {
            assertEquals(1, p.initContainers().size(), p.name() + " has an init container");
            assertEquals(RestartPolicy.OnFailure, p.restartPolicy(), p.name() + " is a batch job");
        }
        for (ReplicaSetSpec rs : s.workloads().replicaSets()) {
            assertEquals(1, rs.template().initContainers().size(), rs.name() + " has an init container");
            if (rs.template().containers().get(0).steps().stream().anyMatch(st -> st instanceof Step.Exit e && e.code() != 0)) {
                crashLooping += rs.replicas();
            }
        }
        double share = (double) crashLooping / size.pods();
        // A quota: the crash-looping pods stay at 2 % or above by less than one ReplicaSet (40 pods).
        assertTrue(crashLooping >= AtScaleScenarios.CRASH_LOOP_SHARE * size.pods(), "at least 2 %: " + share);
        assertTrue(crashLooping < AtScaleScenarios.CRASH_LOOP_SHARE * size.pods() + AtScaleScenarios.MAX_REPLICAS, "about 2 %: " + share);
    }

    @ParameterizedTest
    @EnumSource(value = ScaleSize.class, names = {"DEMO", "SMALL"})
    void sameSeedSameScenario(ScaleSize size) {
        assertEquals(AtScaleScenarios.generate(size, 9).scenario(), AtScaleScenarios.generate(size, 9).scenario());
        assertTrue(!AtScaleScenarios.generate(size, 9).scenario().equals(AtScaleScenarios.generate(size, 10).scenario()));
    }
}
