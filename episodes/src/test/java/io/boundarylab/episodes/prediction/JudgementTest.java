package io.boundarylab.episodes.prediction;

import static io.boundarylab.episodes.prediction.ClaimComparison.Outcome.MATCH;
import static io.boundarylab.episodes.prediction.ClaimComparison.Outcome.MISMATCH;
import static io.boundarylab.episodes.prediction.ClaimComparison.Outcome.PENDING;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boundarylab.engine.scenario.FaultTarget;
import io.boundarylab.episodes.content.Episode;
import io.boundarylab.episodes.content.Investigation;
import io.boundarylab.episodes.run.EpisodeRun;
import io.boundarylab.episodes.run.EpisodeRunner;
import io.boundarylab.episodes.run.FaultAction;
import io.boundarylab.episodes.run.RunOptions;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The one judge, as the kubelet tests {@code computePodActions}: one base case (episode 01, the helper,
 * answered right with its number, both runs finished), one change per row, and the whole judgement
 * expected per row: each claim's outcome, the number's, and the verdict.
 *
 * <p>The rule under test ({@link PredictionComparison#verdict()}): a contradicted claim, or a number off
 * by a factor of two or more, makes the prediction WRONG, or PARTLY when some claim matched; RIGHT needs
 * every claim matched and the number decided and not far off; anything else is still open (null). A run
 * with faults added on cue is not the run the prediction was made for: it decides nothing.
 *
 * <p>The episode's claims, from its content: ships-only-beside-web and healthy-apart on the naive run,
 * ships-together on the contract run. With the default seed web and its helper land apart, the helper
 * runs without failing and ships nothing; placed together it ships (ClaimEvidenceSpanTest pins the
 * first). "useless-apart" says exactly that; "crashes-apart" says the helper fails apart; "enough" says
 * it ships either way.
 */
class JudgementTest {
    private static Investigation inv;
    private static Episode helper;
    private static EpisodeRun naive;
    private static EpisodeRun contract;
    private static EpisodeRun naiveWithEviction;
    private static EpisodeRun contractWithEviction;
    /** The lines the helper ships in the first 20 s placed together, the number the question asks. */
    private static double lines;

    @BeforeAll
    static void runTheEpisode() throws Exception {
        inv = Investigation.byId(Investigation.loadAllBundled(Locale.ENGLISH), "node-execution-principles").orElseThrow();
        helper = inv.episode("helper").orElseThrow();
        EpisodeRunner runner = new EpisodeRunner();
        naive = runner.run(helper, "naive");
        contract = runner.run(helper, "contract");
        // The fault an instructor's class code puts on cue: evict web-app at 5 s.
        FaultAction evict = new FaultAction(5_000, FaultAction.Kind.EVICT, FaultTarget.parse("pod/web-app"), null);
        naiveWithEviction = runner.run(helper, "naive", new RunOptions(null, List.of(evict)));
        contractWithEviction = runner.run(helper, "contract", new RunOptions(null, List.of(evict)));
        lines = helper.prediction().quantityQuestion().orElseThrow().measurement().measure(contract).value();
        assertTrue(lines >= 10, "the helper ships a line a second for most of 20 s: " + lines);
    }

    /** One row: what changes from the base case, and the whole judgement expected. */
    private record Row(String change, UnaryOperator<Case> mutate, List<ClaimComparison.Outcome> claims,
                       QuantityComparison.Outcome number, Verdict verdict) {
    }

    /** The judge's input: the prediction and the runs it is judged by. */
    private record Case(String choice, Double number, Map<String, EpisodeRun> runs) {
        Case with(String variant, EpisodeRun run) {
            Map<String, EpisodeRun> r = new LinkedHashMap<>(runs);
            if (run == null) r.remove(variant); else r.put(variant, run);
            return new Case(choice, number, r);
        }

        Case choosing(String c) { return new Case(c, number, runs); }

        Case saying(Double n) { return new Case(choice, n, runs); }
    }

    private static Case base() {
        return new Case("useless-apart", lines, Map.of("naive", naive, "contract", contract));
    }

    @Test
    void eachRowChangesOneThingAndGetsTheWholeJudgement() {
        List<Row> table = List.of(
                new Row("base: the right answer and its number, both runs finished", c -> c,
                        List.of(MATCH, MATCH, MATCH), QuantityComparison.Outcome.WITHIN, Verdict.RIGHT),
                new Row("one claim wrong: the helper fails apart", c -> c.choosing("crashes-apart"),
                        List.of(MATCH, MISMATCH, MATCH), QuantityComparison.Outcome.WITHIN, Verdict.PARTLY),
                new Row("the claim about apart wrong, the one about together right", c -> c.choosing("enough"),
                        List.of(MISMATCH, MATCH), QuantityComparison.Outcome.WITHIN, Verdict.PARTLY),
                new Row("a near miss: outside the tolerance, under twice the run's", c -> c.saying(lines + 6),
                        List.of(MATCH, MATCH, MATCH), QuantityComparison.Outcome.OUTSIDE, Verdict.RIGHT),
                new Row("a number far off: three times the run's", c -> c.saying(lines * 3),
                        List.of(MATCH, MATCH, MATCH), QuantityComparison.Outcome.OUTSIDE, Verdict.PARTLY),
                new Row("a number far off and every claim wrong but one", c -> c.choosing("enough").saying(lines * 3),
                        List.of(MISMATCH, MATCH), QuantityComparison.Outcome.OUTSIDE, Verdict.PARTLY),
                new Row("the number skipped: it counts neither way", c -> c.saying(null),
                        List.of(MATCH, MATCH, MATCH), QuantityComparison.Outcome.SKIPPED, Verdict.RIGHT),
                new Row("the contract run unfinished: its claim and the number wait", c -> c.with("contract", null),
                        List.of(MATCH, MATCH, PENDING), QuantityComparison.Outcome.PENDING, null),
                new Row("the contract run unfinished, a claim already contradicted, nothing matched",
                        c -> c.choosing("enough").with("contract", null),
                        List.of(MISMATCH, PENDING), QuantityComparison.Outcome.PENDING, Verdict.WRONG),
                new Row("no run finished", c -> c.with("naive", null).with("contract", null),
                        List.of(PENDING, PENDING, PENDING), QuantityComparison.Outcome.PENDING, null),
                new Row("no run finished, the number far off: still open, nothing measured", c -> c.with("naive", null)
                        .with("contract", null).saying(lines * 3),
                        List.of(PENDING, PENDING, PENDING), QuantityComparison.Outcome.PENDING, null),
                new Row("faults on cue in the naive run: it decides nothing", c -> c.with("naive", naiveWithEviction),
                        List.of(PENDING, PENDING, MATCH), QuantityComparison.Outcome.WITHIN, null),
                new Row("faults on cue in the contract run: its claim and the number wait for the run as written",
                        c -> c.with("contract", contractWithEviction),
                        List.of(MATCH, MATCH, PENDING), QuantityComparison.Outcome.PENDING, null),
                new Row("faults on cue in a wrong answer's run: not counted against it either",
                        c -> c.choosing("crashes-apart").with("naive", naiveWithEviction),
                        List.of(PENDING, PENDING, MATCH), QuantityComparison.Outcome.WITHIN, null));
        for (Row row : table) {
            Case c = row.mutate().apply(base());
            PredictionComparison judged = PredictionComparison.compare(inv, helper,
                    new Prediction(helper.id(), c.choice(), null, 80, c.number()), c.runs());
            assertEquals(row.claims(), judged.claims().stream().map(ClaimComparison::outcome).toList(), row.change() + ": claims");
            assertEquals(row.number(), judged.quantity().outcome(), row.change() + ": number");
            assertEquals(row.verdict(), judged.verdict(), row.change() + ": verdict");
        }
    }

    @Test
    void theEvictionChangesWhatTheRunsShowSoJudgingThemWouldChangeTheVerdict() {
        // Without the rule the faulted runs would decide the claims: the eviction stops the helper early,
        // so fewer lines ship. The rows above are about the rule, not about two identical runs.
        double evicted = helper.prediction().quantityQuestion().orElseThrow().measurement().measure(contractWithEviction).value();
        assertTrue(evicted < lines, "evicted at 5 s the helper ships fewer lines: " + evicted + " against " + lines);
        assertTrue(naiveWithEviction.faulted() && contractWithEviction.faulted() && !naive.faulted() && !contract.faulted());
    }

    @Test
    void theClaimsAloneDecideAsTheRunsDecideThem() {
        assertNull(claims().verdict(), "no claim");
        assertNull(claims(PENDING, PENDING).verdict(), "nothing decided");
        assertNull(claims(MATCH, PENDING).verdict(), "right so far, not yet right");
        assertEquals(Verdict.RIGHT, claims(MATCH, MATCH).verdict());
        assertEquals(Verdict.WRONG, claims(MISMATCH, PENDING).verdict(), "wrong as soon as one claim fails");
        assertEquals(Verdict.WRONG, claims(MISMATCH, MISMATCH).verdict());
        assertEquals(Verdict.PARTLY, claims(MISMATCH, MATCH, PENDING).verdict());
    }

    private static PredictionComparison claims(ClaimComparison.Outcome... outcomes) {
        return new PredictionComparison(new Prediction("e", "c", null, 50), "", java.util.Arrays.stream(outcomes)
                .map(o -> new ClaimComparison("c", "naive", true, "x", null, null, null, o, "s")).toList());
    }
}
