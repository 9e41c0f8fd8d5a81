package io.boundarylab.cluster.export;

import io.boundarylab.engine.scenario.ActionSpec;
import io.boundarylab.engine.scenario.ControlPlaneConfig;
import io.boundarylab.engine.scenario.FaultTarget;
import io.boundarylab.engine.scenario.Scenario;

import java.util.ArrayList;
import java.util.List;

/**
 * How much sooner the node-loss stand-in ({@link NodeLoss}) replaces a node's pods than the
 * simulation of the same scenario does. In the lifecycle mode the simulation waits, as a real
 * cluster does, the node-monitor grace period before it marks the node not ready and the NoExecute
 * toleration before it evicts; the stand-in deletes the pods at once. In the instant mode the
 * simulation loses them at once too, and the shift is zero.
 *
 * @param node     the scenario's node
 * @param lostAtMs when the scenario fails it
 * @param shiftMs  how much earlier the cluster loses and replaces the node's pods than the simulation
 * @param realDelayMs how much later a real node failure would evict them than the stand-in
 */
public record StandInShift(String node, long lostAtMs, long shiftMs, long realDelayMs) {

    /** One per failNode action of the scenario, in its order. */
    public static List<StandInShift> of(Scenario scenario) {
        ControlPlaneConfig cp = scenario.workloads().controlPlane();
        long real = realDelayMs(cp);
        long shift = cp.nodeFailure() == ControlPlaneConfig.NodeFailureMode.lifecycle ? real : 0;
        List<StandInShift> out = new ArrayList<>();
        for (ActionSpec a : scenario.actions()) {
            if (a.kind() == ActionSpec.Kind.failNode) out.add(new StandInShift(((FaultTarget.Node) a.target()).name(), a.atMs(), shift, real));
        }
        return out;
    }

    /** The time a real node failure takes to evict: the grace period and the toleration. */
    public static long realDelayMs(ControlPlaneConfig cp) {
        return cp.nodeMonitorGracePeriodMs() + cp.defaultTolerationSeconds() * 1000;
    }

    /** When the simulation evicts the node's pods, which is when the cluster's stand-in already did. */
    public long evictedAtMs() {
        return lostAtMs + shiftMs;
    }
}
