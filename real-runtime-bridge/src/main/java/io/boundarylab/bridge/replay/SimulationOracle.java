package io.boundarylab.bridge.replay;

import io.boundarylab.engine.cluster.Guarantee;
import io.boundarylab.engine.contract.Verdict;

import java.util.Map;

/**
 * What the simulation says about an episode's variant: the contract checker's verdicts on the
 * simulated trace. The app implements it with the episodes model (the bridge does not depend on
 * the episodes module). An empty map means the simulation has no such run.
 */
@FunctionalInterface
public interface SimulationOracle {

    /**
     * @param episodeId helper, startup-order, identity, fate or ceilings
     * @param variant   naive or contract
     */
    Map<Guarantee, Verdict> verdicts(String episodeId, String variant);

    /** An oracle that knows no simulation (the bridge run on its own). */
    static SimulationOracle none() {
        return (episode, variant) -> Map.of();
    }
}
