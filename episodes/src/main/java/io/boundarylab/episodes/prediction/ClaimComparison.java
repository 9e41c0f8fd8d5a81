package io.boundarylab.episodes.prediction;

/**
 * One claim of a prediction against what the trace shows.
 *
 * @param claimId     the claim
 * @param variantId   the variant whose run decides it
 * @param said        the value the learner's answer implies
 * @param youSaid     that value in words
 * @param actual      the value in the trace, or null while that run has not finished
 * @param traceShows  that value in words, or null while pending
 * @param evidenceSeq the event that shows it, or null
 * @param outcome     whether the learner was right
 * @param sentence    "You said …; the trace shows … at event #N.", ready to show
 */
public record ClaimComparison(String claimId, String variantId, boolean said, String youSaid,
                              Boolean actual, String traceShows, Long evidenceSeq, Outcome outcome,
                              String sentence) {

    /** Right, wrong, or not decided yet. */
    public enum Outcome { MATCH, MISMATCH, PENDING }
}
