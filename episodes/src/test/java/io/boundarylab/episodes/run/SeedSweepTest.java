package io.boundarylab.episodes.run;

import io.boundarylab.engine.trace.EventType;
import io.boundarylab.engine.trace.TraceEvent;
import io.boundarylab.episodes.Fixtures;
import io.boundarylab.episodes.content.Episode;
import io.boundarylab.episodes.content.Investigation;
import io.boundarylab.episodes.content.SeedSweep;
import io.boundarylab.episodes.prediction.ClaimComparison;
import io.boundarylab.episodes.prediction.Prediction;
import io.boundarylab.episodes.prediction.PredictionComparison;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Episode 1's "run 20 seeds": separately placed, web and the helper share a node in some runs and
 * not in others, and the count is exactly the runs in which the trace put them on one node.
 */
class SeedSweepTest {

    private static final Investigation INV = Fixtures.bundled();
    private static final EpisodeRunner RUNNER = new EpisodeRunner();

    private static Episode helper() {
        return INV.episode("helper").orElseThrow();
    }

    private static SeedSweep sweep() {
        return helper().experiment().sweep().orElseThrow();
    }

    @Test
    void theHelperEpisodeSweepsItsNaiveVariantOverSeedsOneToTwenty() {
        assertEquals("naive", sweep().variantId());
        assertEquals(20, sweep().seeds());
        SweepResult r = SweepResult.run(RUNNER, helper(), sweep());
        List<Long> seeds = r.runs().stream().map(SweepResult.SeedOutcome::seed).toList();
        assertEquals(java.util.stream.LongStream.rangeClosed(1, 20).boxed().toList(), seeds);
    }

    @Test
    void separatelyPlacedTheTwoLandTogetherInSomeRunsAndApartInOthers() {
        SweepResult r = SweepResult.run(RUNNER, helper(), sweep());
        assertTrue(r.count() > 0, "no seed put web and the helper on one node: " + r.runs());
        assertTrue(r.count() < r.runs().size(), "every seed put web and the helper on one node: " + r.runs());
    }

    @Test
    void theCountIsTheNumberOfRunsWhoseScheduledEventsPutBothOnOneNode() {
        SweepResult r = SweepResult.run(RUNNER, helper(), sweep());
        int together = 0;
        for (long seed = 1; seed <= 20; seed++) {
            Map<String, String> nodeOf = nodes(RUNNER.run(helper(), "naive", RunOptions.DEFAULT.withSeed(seed)));
            boolean same = nodeOf.get("web").equals(nodeOf.get("log-helper"));
            if (same) together++;
            assertEquals(same, r.runs().get((int) seed - 1).holds(), "seed " + seed + ": " + nodeOf);
        }
        assertEquals(together, r.count());
        assertEquals("Together in " + together + " of 20 runs.", r.summary());
    }

    /** Why it is luck: the nodes are equal, and the helper's request moves no node's score, so it is placed by a tie-break. */
    @Test
    void everyHelperPlacementIsATieBetweenTheTwoNodes() {
        for (long seed = 1; seed <= 20; seed++) {
            EpisodeRun run = RUNNER.run(helper(), "naive", RunOptions.DEFAULT.withSeed(seed));
            List<TraceEvent> scheduled = new ArrayList<>();
            for (TraceEvent e : run.trace()) if (e.type() == EventType.Scheduled) scheduled.add(e);
            assertEquals(2, scheduled.size(), "seed " + seed);
            for (TraceEvent e : scheduled) assertTrue(e.message().endsWith("tied with 1 other node)"), "seed " + seed + ": " + e.message());
        }
    }

    /**
     * The right answer stays right whichever way the dice fall: on every seed, apart or together, the
     * naive claims of "useless apart, useful beside web" match the run, and the observation names
     * what that run showed.
     */
    @Test
    void theRightPredictionMatchesEveryRunAndTheObservationSaysWhetherLuckHelped() {
        for (long seed = 1; seed <= 20; seed++) {
            EpisodeRun run = RUNNER.run(helper(), "naive", RunOptions.DEFAULT.withSeed(seed));
            Map<String, String> nodeOf = nodes(run);
            boolean together = nodeOf.get("web").equals(nodeOf.get("log-helper"));
            assertEquals(together, run.linesShipped(io.boundarylab.engine.scenario.MemberRef.parse("web-app/log-helper")) > 0,
                    "seed " + seed + ": the helper ships exactly when it shares web's node");
            assertEquals(together ? "lucky-together" : "useless-apart", run.observation().ruleId(), "seed " + seed);
            PredictionComparison c = PredictionComparison.compare(INV, helper(), new Prediction("helper", "useless-apart", null, 50),
                    Map.of("naive", run));
            for (ClaimComparison claim : c.claims()) {
                if (claim.variantId().equals("naive")) assertEquals(ClaimComparison.Outcome.MATCH, claim.outcome(), "seed " + seed + ": " + claim.sentence());
            }
        }
    }

    @Test
    void theSameSweepTwiceGivesTheSameRuns() {
        assertEquals(SweepResult.run(RUNNER, helper(), sweep()).runs(), SweepResult.run(RUNNER, helper(), sweep()).runs());
    }

    /** Each container's node, from its Scheduled event. */
    private static Map<String, String> nodes(EpisodeRun run) {
        Map<String, String> out = new HashMap<>();
        for (TraceEvent e : run.trace()) if (e.type() == EventType.Scheduled && e.container() != null) out.put(e.container(), e.node());
        return out;
    }
}
