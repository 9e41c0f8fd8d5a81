package io.boundarylab.app.episode;

import io.boundarylab.app.lab.Lab;
import io.boundarylab.bridge.replay.SimulationOracle;
import io.boundarylab.engine.cluster.Guarantee;
import io.boundarylab.engine.contract.Verdict;
import io.boundarylab.episodes.run.RunOptions;
import java.util.Map;

/**
 * What the simulation says about an episode's experiment, for the kernel tab to compare with the
 * kernel: the contract checker's verdicts on a variant run through the app's {@link Lab}. The one
 * place the kernel tab asks the simulation, so a shared oracle can replace it here alone.
 */
final class LabOracle implements SimulationOracle {
    private final Lab lab;

    LabOracle(Lab lab) {
        this.lab = lab;
    }

    @Override
    public Map<Guarantee, Verdict> verdicts(String episodeId, String variant) {
        return lab.course().episode(episodeId)
                .filter(e -> e.experiment().variant(variant).isPresent())
                .map(e -> lab.run(e, variant, RunOptions.DEFAULT).contract())
                .orElse(Map.of());
    }
}
