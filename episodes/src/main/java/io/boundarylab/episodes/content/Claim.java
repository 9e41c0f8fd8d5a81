package io.boundarylab.episodes.content;

import io.boundarylab.episodes.predicate.Predicate;

/**
 * Something a prediction can say about one variant's run, decided by a predicate on its trace.
 *
 * @param id        stable id
 * @param variantId the variant whose run decides it
 * @param predicate the test on the run
 * @param whenTrue  the claim, said in words ("the log helper ships lines of the web log")
 * @param whenFalse its negation in words ("the log helper ships no line of the web log")
 */
public record Claim(String id, String variantId, Predicate predicate, String whenTrue, String whenFalse) {

    /** The words for one value of the claim. */
    public String text(boolean value) {
        return value ? whenTrue : whenFalse;
    }
}
