package io.boundarylab.episodes.content;

import io.boundarylab.episodes.predicate.Measurement;

/**
 * A quantitative prediction: the learner gives a number, the trace gives another, and the
 * content says how far apart they may be and still count as right.
 *
 * @param text        the question ("Config is ready at 0:15. When does web first serve?")
 * @param unit        the unit the number is in ("s", "starts", "lines")
 * @param variantId   the run that decides it
 * @param measurement how the trace gives the true value
 * @param tolerance   the largest difference, in {@code unit}, that is still right (0 or more)
 */
public record Quantity(String text, String unit, String variantId, Measurement measurement, double tolerance) {

    /** The largest number content may declare as a tolerance, and a learner may answer. */
    public static final double MAX = 1_000_000;

    /** Whether {@code said} is within the tolerance of {@code actual}. */
    public boolean within(double said, double actual) {
        return Math.abs(said - actual) <= tolerance + 1e-9;
    }
}
