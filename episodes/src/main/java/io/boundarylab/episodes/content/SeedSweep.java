package io.boundarylab.episodes.content;

import io.boundarylab.episodes.predicate.Predicate;

/**
 * One variant run again and again with seeds 1 to {@code seeds}, counting the runs in which an
 * outcome holds: how often chance, not the platform, decides it (episode 1: how often web and
 * the helper happen to share a node when each is placed on its own).
 *
 * @param variantId the variant to run
 * @param seeds     how many runs, with seeds 1, 2, ... {@code seeds}
 * @param outcome   what is counted, decided on each run's trace
 * @param text      what the learner reads above the result
 * @param holds     the outcome in a word or two ("together")
 * @param fails     its absence ("apart")
 * @param summary   the count in words; {@code {count}} and {@code {runs}} are filled in
 */
public record SeedSweep(String variantId, int seeds, Predicate outcome, String text, String holds, String fails,
                        String summary) {

    /** The most runs a sweep may ask for: each is a whole engine run. */
    public static final int MAX_SEEDS = 100;

    /** The summary with the count and the number of runs filled in. */
    public String summary(long count, int runs) {
        return summary.replace("{count}", Long.toString(count)).replace("{runs}", Integer.toString(runs));
    }
}
