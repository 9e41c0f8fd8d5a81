package io.boundarylab.episodes.run;

import io.boundarylab.episodes.content.Episode;
import io.boundarylab.episodes.content.SeedSweep;
import io.boundarylab.episodes.predicate.Evaluation;

import java.util.ArrayList;
import java.util.List;

/**
 * What a {@link SeedSweep} found: for each seed, whether the counted outcome held on that run.
 *
 * @param sweep the sweep that was run
 * @param runs  one per seed, in seed order (1, 2, ...)
 */
public record SweepResult(SeedSweep sweep, List<SeedOutcome> runs) {

    /**
     * One run of the sweep.
     *
     * @param seed        the seed the engine ran with
     * @param holds       whether the outcome held
     * @param evidenceSeq the event that decided it, or null
     */
    public record SeedOutcome(long seed, boolean holds, Long evidenceSeq) { }

    public SweepResult {
        runs = List.copyOf(runs);
    }

    /**
     * Runs the sweep's variant with seeds 1 to {@code sweep.seeds()}, one after the other, and decides
     * the outcome on each trace. Same content, same result.
     */
    public static SweepResult run(EpisodeRunner runner, Episode episode, SeedSweep sweep) {
        List<SeedOutcome> out = new ArrayList<>();
        for (long seed = 1; seed <= sweep.seeds(); seed++) {
            EpisodeRun run = runner.run(episode, sweep.variantId(), RunOptions.DEFAULT.withSeed(seed));
            Evaluation ev = sweep.outcome().evaluate(run);
            out.add(new SeedOutcome(seed, ev.holds(), ev.evidenceSeq()));
        }
        return new SweepResult(sweep, out);
    }

    /** How many runs the outcome held in. */
    public long count() {
        return runs.stream().filter(SeedOutcome::holds).count();
    }

    /** The count in the content's words ("Together in 9 of 20 runs."). */
    public String summary() {
        return sweep.summary(count(), runs.size());
    }
}
