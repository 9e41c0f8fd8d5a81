package io.boundarylab.episodes.prediction;

import io.boundarylab.engine.trace.TraceEvent;
import io.boundarylab.episodes.content.Choice;
import io.boundarylab.episodes.content.Claim;
import io.boundarylab.episodes.content.Episode;
import io.boundarylab.episodes.content.Investigation;
import io.boundarylab.episodes.predicate.Evaluation;
import io.boundarylab.episodes.predicate.RunFacts;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The judgement of a prediction: compared claim by claim, and by its number, with the runs it was
 * made for, and the one verdict that follows ({@link #verdict()}). {@link #compare} is the one judge
 * every part asks (the episode screen, the synthesis, a class's results file and dashboard, the
 * playground, the command line); none judges again on its own.
 *
 * @param prediction the learner's prediction
 * @param choiceText the chosen answer's text
 * @param claims     one comparison per claim the answer implies, in declaration order
 * @param quantity   the learner's number against the trace's, or null when the episode asks none
 */
public record PredictionComparison(Prediction prediction, String choiceText, List<ClaimComparison> claims,
                                   QuantityComparison quantity) {

    public PredictionComparison {
        claims = List.copyOf(claims);
    }

    /** A comparison without a number. */
    public PredictionComparison(Prediction prediction, String choiceText, List<ClaimComparison> claims) {
        this(prediction, choiceText, claims, null);
    }

    /** How many claims the trace has decided in the learner's favour. */
    public long matches() {
        return claims.stream().filter(c -> c.outcome() == ClaimComparison.Outcome.MATCH).count();
    }

    /** Whether every claim is decided. */
    public boolean complete() {
        return claims.stream().noneMatch(c -> c.outcome() == ClaimComparison.Outcome.PENDING);
    }

    /**
     * The verdict, or null while nothing contradicts the prediction and something still waits for
     * its run. A claim the trace contradicts, or a number far off ({@link QuantityComparison#farOff()}),
     * makes it WRONG, or PARTLY when another claim matched; every claim matched, and the number not
     * far off nor still waiting, makes it RIGHT. A near miss and a skipped number count neither way.
     */
    public Verdict verdict() {
        long matched = matches();
        long missed = claims.stream().filter(c -> c.outcome() == ClaimComparison.Outcome.MISMATCH).count();
        if (quantity != null && quantity.farOff()) {
            missed++;
        }
        if (missed > 0) {
            return matched > 0 ? Verdict.PARTLY : Verdict.WRONG;
        }
        boolean numberOpen = quantity != null && quantity.outcome() == QuantityComparison.Outcome.PENDING;
        return complete() && !numberOpen && matched > 0 ? Verdict.RIGHT : null;
    }

    /**
     * Judges a prediction by the finished runs of its episode, by variant id. A claim whose variant
     * is missing from {@code runs}, or whose run had faults added on cue ({@link RunFacts#faulted()}),
     * stays pending: a prediction is judged against the runs it was made for, the episode as written
     * (docs/decisions/0012-faults-on-cue-are-not-the-learners.md).
     */
    public static PredictionComparison compare(Investigation inv, Episode episode, Prediction p,
                                               Map<String, ? extends RunFacts> runs) {
        if (!p.episodeId().equals(episode.id()))
            throw new IllegalArgumentException("prediction is for " + p.episodeId() + ", not " + episode.id());
        Choice choice = episode.prediction().choice(p.choiceId())
                .orElseThrow(() -> new IllegalArgumentException("no choice " + p.choiceId() + " in episode " + episode.id()));
        List<ClaimComparison> out = new ArrayList<>();
        for (Map.Entry<String, Boolean> implied : choice.implies().entrySet()) {
            Claim claim = episode.prediction().claim(implied.getKey()).orElseThrow();
            boolean said = implied.getValue();
            String youSaid = claim.text(said);
            RunFacts run = madeFor(runs, claim.variantId());
            if (run == null) {
                String sentence = inv.phrase("comparison.pending").replace("{youSaid}", youSaid);
                out.add(new ClaimComparison(claim.id(), claim.variantId(), said, youSaid, null, null, null,
                        ClaimComparison.Outcome.PENDING, sentence));
                continue;
            }
            Evaluation ev = claim.predicate().evaluate(run);
            String shows = claim.text(ev.holds());
            Long seq = ev.evidenceSeq();
            ClaimComparison.Outcome o = said == ev.holds() ? ClaimComparison.Outcome.MATCH : ClaimComparison.Outcome.MISMATCH;
            String key = (o == ClaimComparison.Outcome.MATCH ? "comparison.match" : "comparison.mismatch")
                    + (seq == null ? ".noEvent" : "");
            // A claim shown over a span of events (a count, or nothing over the run) cites both ends.
            boolean span = seq != null && ev.firstSeq() != null && !ev.firstSeq().equals(seq)
                    && inv.phrases().containsKey(key + ".span");
            if (span) key += ".span";
            String sentence = inv.phrase(key).replace("{youSaid}", youSaid).replace("{traceShows}", shows)
                    .replace("{seq}", seq == null ? "" : Long.toString(seq))
                    .replace("{time}", seq == null ? "" : timeOf(run, ev.evidenceSeq(), inv.locale()));
            if (span) {
                sentence = sentence.replace("{firstSeq}", Long.toString(ev.firstSeq()))
                        .replace("{firstTime}", timeOf(run, ev.firstSeq(), inv.locale()));
            }
            out.add(new ClaimComparison(claim.id(), claim.variantId(), said, youSaid, ev.holds(), shows, seq, o, sentence));
        }
        QuantityComparison quantity = episode.prediction().quantityQuestion()
                .map(q -> QuantityComparison.compare(inv, q, p.quantity(), madeFor(runs, q.variantId()))).orElse(null);
        return new PredictionComparison(p, choice.text(), out, quantity);
    }

    /** The run of a variant that a prediction was made for: none while it has not run, or ran with faults on cue. */
    private static RunFacts madeFor(Map<String, ? extends RunFacts> runs, String variantId) {
        RunFacts run = runs.get(variantId);
        return run == null || run.faulted() ? null : run;
    }

    private static String timeOf(RunFacts run, long seq, java.util.Locale locale) {
        for (TraceEvent e : run.trace()) if (e.seq() == seq) return io.boundarylab.episodes.narration.Templates.time(e.tMs(), locale);
        return "";
    }
}
