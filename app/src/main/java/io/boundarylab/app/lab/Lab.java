package io.boundarylab.app.lab;

import io.boundarylab.bridge.replay.SimulationOracle;
import io.boundarylab.episodes.content.Episode;
import io.boundarylab.episodes.content.SeedSweep;
import io.boundarylab.episodes.costs.PlacementCost;
import io.boundarylab.episodes.prediction.Prediction;
import io.boundarylab.episodes.prediction.PredictionComparison;
import io.boundarylab.episodes.run.RunOptions;
import io.boundarylab.episodes.run.SweepResult;
import io.boundarylab.episodes.synthesis.SynthesisTrace;
import java.util.Map;

/**
 * What the app asks of the model: the course, experiment runs, prediction checks, the synthesis
 * trace and the costs accepted. Every method but {@link #course()} may take a while and is
 * called off the FX thread.
 */
public interface Lab {

    Course course();

    ExperimentRun run(Episode episode, String variantId, RunOptions options);

    /** The episode's variant run with seeds 1 to N, and how often the sweep's outcome held. */
    SweepResult sweep(Episode episode, SeedSweep sweep);

    /** A prediction against the runs finished so far (by variant id); claims without a run stay pending. */
    PredictionComparison compare(Episode episode, Prediction prediction, Map<String, ExperimentRun> runs);

    SynthesisTrace synthesis();

    PlacementCost placementCost(String helperMemory, String companionMemory, String nodeFreeMemory);

    /**
     * What the simulation says about an episode's variant, for the kernel view to compare with
     * the real kernel: the same oracle the command line's {@code bridge} commands use. One
     * instance per lab; its {@code verdicts} runs the engine, so call it off the FX thread.
     */
    SimulationOracle oracle();
}
