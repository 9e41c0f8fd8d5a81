package io.boundarylab.engine;

import io.boundarylab.engine.cluster.control.Workload;
import io.boundarylab.engine.result.DeploymentStatus;
import io.boundarylab.engine.result.ReplicaSetStatus;
import io.boundarylab.engine.trace.EventType;
import io.boundarylab.engine.trace.TraceEvent;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

import static io.boundarylab.engine.cluster.control.Workload.header;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A random mix of a Deployment (replicas, strategy, minReadySeconds), a scale, a rollout and a
 * node failure with or without recovery, on three nodes with room for everything. Whatever the
 * mix: the same bytes twice; while no scale is under way the rollout never has more than
 * replicas + maxSurge pods; and long after the last action the Deployment has converged: the
 * asked count, all updated, ready and available, the old ReplicaSets at 0.
 */
class ControlPlanePropertiesTest {

    record Mix(int replicas, String strategy, int surge, int minReady, int scaleTo, boolean failNode, boolean recover) {
        String yaml() {
            String strat = strategy.equals("Recreate") ? "      strategy: {type: Recreate}\n"
                    : "      strategy: {type: RollingUpdate, rollingUpdate: {maxSurge: " + surge + ", maxUnavailable: "
                    + (surge == 0 ? "1" : "0") + "}}\n";
            StringBuilder sb = new StringBuilder(header("15m", 3, "{nodeMonitorGracePeriod: 20s, defaultTolerationSeconds: 30}")
                    .replace("cpu: \"1\"", "cpu: \"8\""));
            sb.append(Workload.deployment("web", replicas, "      minReadySeconds: " + minReady + "\n" + strat));
            sb.append("actions:\n  - {at: 20s, do: setImage, target: deployment/web/web, image: web:v2}\n");
            sb.append("  - {at: 3m, do: scale, target: deployment/web, replicas: ").append(scaleTo).append("}\n");
            if (failNode) sb.append("  - {at: 4m, do: failNode, target: node/node-3}\n");
            if (recover) sb.append("  - {at: 8m, do: recoverNode, target: node/node-3}\n");
            return sb.toString();
        }

        int maxSurge() {
            return strategy.equals("Recreate") ? 0 : surge;
        }
    }

    @Provide
    Arbitrary<Mix> mixes() {
        return Combinators.combine(Arbitraries.integers().between(0, 6), Arbitraries.of("RollingUpdate", "Recreate"),
                Arbitraries.integers().between(0, 3), Arbitraries.of(0, 5), Arbitraries.integers().between(0, 6),
                Arbitraries.of(false, true), Arbitraries.of(false, true)).as(Mix::new);
    }

    @Property(tries = 60, seed = PropertySeeds.SEED)
    void aDeploymentConvergesWithinItsBounds(@ForAll("mixes") Mix mix) {
        String yaml = mix.yaml();
        Sim sim = Sim.run(yaml), again = Sim.run(yaml);
        assertEquals(sim.run.result().traceSha256(), again.run.result().traceSha256(), "same scenario, same bytes\n" + yaml);

        // The rollout (20s until the scale at 3m): never more than replicas + maxSurge pods that count.
        Set<String> active = new TreeSet<>();
        int most = 0;
        for (TraceEvent e : sim.run.trace()) {
            if (e.tMs() >= 180_000) break;
            if (e.type() == EventType.SuccessfulCreate) active.add(e.pod());
            if (e.type() == EventType.SuccessfulDelete) active.remove(e.pod());
            if (e.tMs() >= 20_000) most = Math.max(most, active.size());
        }
        assertTrue(most <= mix.replicas() + mix.maxSurge(), "at most " + (mix.replicas() + mix.maxSurge()) + " pods, was " + most + "\n" + yaml);

        DeploymentStatus d = sim.run.result().controlPlane().deployments().get("web");
        int want = mix.scaleTo();
        assertEquals(new DeploymentStatus(want, want, want, want, 0, 2), d, yaml);
        Map<String, ReplicaSetStatus> sets = sim.run.result().controlPlane().replicaSets();
        assertEquals(2, sets.size(), yaml);
        int zeroes = 0;
        for (ReplicaSetStatus s : sets.values()) {
            if (s.replicas() == 0) {
                zeroes++;
                assertEquals(0, s.currentReplicas(), "an old ReplicaSet keeps no pod\n" + yaml);
            }
        }
        assertTrue(zeroes >= 1 || want == 0, yaml);
        for (ReplicaSetStatus s : sets.values()) {
            for (String p : s.pods()) {
                assertEquals("Running", sim.pod(p).phase(), p + "\n" + yaml);
                if (mix.failNode() && !mix.recover()) assertTrue(!"node-3".equals(sim.pod(p).node()), p + " counted on a dead node\n" + yaml);
            }
        }
    }
}
