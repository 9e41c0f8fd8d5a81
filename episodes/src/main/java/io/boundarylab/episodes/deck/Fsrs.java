package io.boundarylab.episodes.deck;

/**
 * FSRS-6, the Free Spaced Repetition Scheduler, with its published default parameters: each card's
 * memory is a stability S (days until the chance of recall falls to 90%) and a difficulty D (1 to
 * 10); a review rated G (1 again … 4 easy) after t whole days updates them, and the next review is
 * due when the chance of recall falls to the desired retention.
 *
 * <p>Sources, all from open-spaced-repetition: the formulas as "The Algorithm" (fsrs4anki wiki,
 * FSRS-6 section) states them and as fsrs-rs implements them ({@code src/model.rs}:
 * {@code power_forgetting_curve}, {@code next_interval}, {@code init_stability},
 * {@code init_difficulty}, {@code next_difficulty}, {@code mean_reversion},
 * {@code stability_after_success}, {@code stability_after_failure}, {@code stability_short_term},
 * {@code step}; the bounds in {@code src/simulation.rs}); the 21 defaults are fsrs-rs's
 * {@code DEFAULT_PARAMETERS} ({@code src/inference.rs}), the same as py-fsrs 6.3's
 * ({@code fsrs/scheduler.py}). Where the two implementations differ, fsrs-rs (the one Anki ships)
 * is followed: a same-day review rated hard keeps at least its stability, as good and easy do.
 *
 * <p>Deterministic: no interval fuzz (py-fsrs draws a random spread around intervals of three
 * days or more; Anki seeds its own), and elapsed time is given in whole days by the caller.
 */
public final class Fsrs {

    /** w0 … w20, FSRS-6's defaults (the medians over the srs-benchmark's 10,000 collections). */
    static final double[] W = {
            0.212, 1.2931, 2.3065, 8.2956,      // w0–w3: S0 for again, hard, good, easy
            6.4133, 0.8334,                     // w4, w5: initial difficulty
            3.0194, 0.001,                      // w6: difficulty step; w7: mean reversion
            1.8722, 0.1666, 0.796,              // w8–w10: stability after recall
            1.4835, 0.0614, 0.2629, 1.6483,     // w11–w14: stability after forgetting
            0.6014, 1.8729,                     // w15: hard penalty; w16: easy bonus
            0.5425, 0.0912, 0.0658,             // w17–w19: same-day reviews
            0.1542                              // w20: decay of the forgetting curve
    };

    /** The chance of recall the schedule aims for when a card falls due (FSRS's and Anki's default). */
    public static final double DESIRED_RETENTION = 0.9;
    /** The least stability, in days (fsrs-rs's S_MIN). */
    public static final double S_MIN = 0.001;
    /** The greatest stability, in days (fsrs-rs's S_MAX). */
    public static final double S_MAX = 36500;
    /** The least difficulty (fsrs-rs's D_MIN). */
    public static final double D_MIN = 1;
    /** The greatest difficulty (fsrs-rs's D_MAX). */
    public static final double D_MAX = 10;
    /** The longest interval, in days (py-fsrs's maximum_interval, 100 years). */
    public static final int MAX_INTERVAL_DAYS = 36500;

    /** −w20, the forgetting curve's exponent. */
    static final double DECAY = -W[20];
    /** 0.9^(1/DECAY) − 1, which makes R(S, S) = 0.9: S is the time to 90% recall. */
    static final double FACTOR = Math.pow(0.9, 1 / DECAY) - 1;

    private Fsrs() {
    }

    /**
     * A card's memory between reviews.
     *
     * @param stability  S, in days: the time for the chance of recall to fall from 100% to 90%
     * @param difficulty D, from 1 (easiest) to 10
     */
    public record Memory(double stability, double difficulty) {
        public Memory {
            if (!(stability >= S_MIN && stability <= S_MAX) || !(difficulty >= D_MIN && difficulty <= D_MAX))
                throw new IllegalArgumentException("not an FSRS memory: S " + stability + ", D " + difficulty);
        }
    }

    /** R(t, S) = (1 + FACTOR · t / S)^DECAY: the chance of recall t days after a review. */
    public static double retrievability(double elapsedDays, double stability) {
        return Math.pow(1 + FACTOR * elapsedDays / stability, DECAY);
    }

    /** S0(G) = w[G−1]: the stability after a card's first review. */
    static double initialStability(Rating g) {
        return W[g.grade() - 1];
    }

    /** D0(G) = w4 − e^(w5·(G−1)) + 1, not clamped (mean reversion uses D0(4) as it is). */
    static double initialDifficulty(Rating g) {
        return W[4] - Math.exp(W[5] * (g.grade() - 1)) + 1;
    }

    /**
     * D' = w7·D0(4) + (1 − w7)·(D + ΔD·(10 − D)/9) with ΔD = −w6·(G − 3), clamped to [1, 10]:
     * again and hard raise the difficulty, easy lowers it, less the nearer it is to 10 (linear
     * damping), and it drifts a little towards D0(4) (mean reversion).
     */
    static double nextDifficulty(double d, Rating g) {
        double delta = -W[6] * (g.grade() - 3);
        double damped = d + delta * (10 - d) / 9;
        return clamp(W[7] * initialDifficulty(Rating.EASY) + (1 - W[7]) * damped, D_MIN, D_MAX);
    }

    /**
     * After a recall (G ≥ 2) t ≥ 1 days on:
     * S' = S · (1 + e^w8 · (11 − D) · S^(−w9) · (e^(w10·(1 − R)) − 1) · w15 (if hard) · w16 (if easy)).
     */
    static double stabilityAfterRecall(double d, double s, double r, Rating g) {
        double hardPenalty = g == Rating.HARD ? W[15] : 1;
        double easyBonus = g == Rating.EASY ? W[16] : 1;
        return s * (1 + Math.exp(W[8]) * (11 - d) * Math.pow(s, -W[9]) * (Math.exp(W[10] * (1 - r)) - 1) * hardPenalty * easyBonus);
    }

    /**
     * After forgetting (G = 1) t ≥ 1 days on:
     * S' = min(w11 · D^(−w12) · ((S + 1)^w13 − 1) · e^(w14·(1 − R)), S / e^(w17·w18)).
     */
    static double stabilityAfterForgetting(double d, double s, double r) {
        double longTerm = W[11] * Math.pow(d, -W[12]) * (Math.pow(s + 1, W[13]) - 1) * Math.exp(W[14] * (1 - r));
        return Math.min(longTerm, s / Math.exp(W[17] * W[18]));
    }

    /**
     * A review the same day (t = 0): S' = S · SInc with SInc = e^(w17·(G − 3 + w18)) · S^(−w19),
     * at least 1 for G ≥ 2 (a recall never lowers the stability).
     */
    static double shortTermStability(double s, Rating g) {
        double sinc = Math.exp(W[17] * (g.grade() - 3 + W[18])) * Math.pow(s, -W[19]);
        return s * (g.grade() >= 2 ? Math.max(sinc, 1) : sinc);
    }

    /**
     * The memory after a review.
     *
     * @param before      the memory before it, or null for a card's first review
     * @param g           the rating
     * @param elapsedDays whole days since the card's last review (ignored for the first)
     */
    public static Memory review(Memory before, Rating g, long elapsedDays) {
        if (elapsedDays < 0) throw new IllegalArgumentException("elapsed days must not be negative: " + elapsedDays);
        if (before == null) return new Memory(clamp(initialStability(g), S_MIN, S_MAX), clamp(initialDifficulty(g), D_MIN, D_MAX));
        double s = before.stability();
        double d = before.difficulty();
        double next;
        if (elapsedDays == 0) next = shortTermStability(s, g);
        else {
            double r = retrievability(elapsedDays, s);
            next = g == Rating.AGAIN ? stabilityAfterForgetting(d, s, r) : stabilityAfterRecall(d, s, r, g);
        }
        return new Memory(clamp(next, S_MIN, S_MAX), nextDifficulty(d, g));
    }

    /**
     * I(r, S) = S / FACTOR · (r^(1/DECAY) − 1): the days until the chance of recall falls to
     * {@link #DESIRED_RETENTION}, rounded to a whole day, at least 1 and at most
     * {@link #MAX_INTERVAL_DAYS}. With r = 0.9 it is S itself.
     */
    public static int intervalDays(double stability) {
        double days = stability / FACTOR * (Math.pow(DESIRED_RETENTION, 1 / DECAY) - 1);
        return (int) Math.min(MAX_INTERVAL_DAYS, Math.max(1, Math.round(days)));
    }

    /**
     * The memory of a card SM-2 scheduled, from its E-Factor and last interval, as fsrs-rs's
     * {@code memory_state_from_sm2} (src/inference.rs) computes it with an SM-2 retention of 0.9:
     * the stability is the interval, S = I · FACTOR / (0.9^(1/DECAY) − 1) = I; the difficulty is
     * the one that makes a good recall on the due day multiply the stability by the E-Factor, as
     * SM-2 multiplied the interval: S'/S − 1 = EF − 1 = e^w8 · (11 − D) · S^(−w9) · (e^(w10·0.1) − 1),
     * so D = 11 − (EF − 1) / (e^w8 · S^(−w9) · (e^(w10·0.1) − 1)), clamped to [1, 10].
     *
     * @param easiness     the E-Factor (1.3 and up)
     * @param intervalDays the last interval SM-2 gave, at least 1
     */
    public static Memory fromSm2(double easiness, int intervalDays) {
        if (intervalDays < 1) throw new IllegalArgumentException("an SM-2 interval is at least 1 day, got " + intervalDays);
        double s = clamp(intervalDays * FACTOR / (Math.pow(DESIRED_RETENTION, 1 / DECAY) - 1), S_MIN, S_MAX);
        double d = 11 - (easiness - 1) / (Math.exp(W[8]) * Math.pow(s, -W[9]) * (Math.exp((1 - DESIRED_RETENTION) * W[10]) - 1));
        return new Memory(s, clamp(d, D_MIN, D_MAX));
    }

    private static double clamp(double x, double lo, double hi) {
        return Math.max(lo, Math.min(hi, x));
    }
}
