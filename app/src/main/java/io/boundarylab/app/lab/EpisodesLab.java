package io.boundarylab.app.lab;

import io.boundarylab.bridge.replay.SimulationOracle;
import io.boundarylab.episodes.content.Episode;
import io.boundarylab.episodes.content.SeedSweep;
import io.boundarylab.episodes.content.Investigation;
import io.boundarylab.episodes.costs.CostsAccepted;
import io.boundarylab.episodes.costs.PlacementCost;
import io.boundarylab.episodes.prediction.Prediction;
import io.boundarylab.episodes.prediction.PredictionComparison;
import io.boundarylab.episodes.run.EpisodeRunner;
import io.boundarylab.episodes.run.RunOptions;
import io.boundarylab.episodes.run.SweepResult;
import io.boundarylab.episodes.synthesis.SynthesisTrace;
import java.util.Map;

/** The lab backed by the episodes model and the simulation engine. */
public final class EpisodesLab implements Lab {
    private final Investigation investigation;
    private final EpisodeRunner runner = new EpisodeRunner();
    private final Course course;
    private final EpisodeOracle oracle;

    public EpisodesLab(Investigation investigation) {
        this.investigation = investigation;
        this.oracle = new EpisodeOracle(investigation, runner);
        this.course = new Course(investigation.title(), investigation.sections(), investigation.episodes(),
                investigation.narration()::sentence, investigation.narration()::because, investigation.narration()::retell);
    }

    public Investigation investigation() {
        return investigation;
    }

    @Override
    public Course course() {
        return course;
    }

    @Override
    public ExperimentRun run(Episode episode, String variantId, RunOptions options) {
        return ExperimentRun.of(runner.run(episode, variantId, options));
    }

    @Override
    public SweepResult sweep(Episode episode, SeedSweep sweep) {
        return SweepResult.run(runner, episode, sweep);
    }

    @Override
    public PredictionComparison compare(Episode episode, Prediction prediction, Map<String, ExperimentRun> runs) {
        return PredictionComparison.compare(investigation, episode, prediction, runs);
    }

    @Override
    public SynthesisTrace synthesis() {
        return SynthesisTrace.run(investigation, runner);
    }

    @Override
    public PlacementCost placementCost(String helperMemory, String companionMemory, String nodeFreeMemory) {
        return new CostsAccepted(investigation).evaluate(helperMemory, companionMemory, nodeFreeMemory);
    }

    @Override
    public SimulationOracle oracle() {
        return oracle;
    }
}
