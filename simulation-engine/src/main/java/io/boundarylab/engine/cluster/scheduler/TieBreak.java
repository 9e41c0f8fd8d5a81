package io.boundarylab.engine.cluster.scheduler;

import java.util.SplittableRandom;

/**
 * The reservoir draw that breaks ties between equally scored nodes, {@code random.nextInt(tied) == 0}
 * as Kubernetes' selectHost does it, computed without a division.
 *
 * <p>On a large cluster most feasible nodes tie (scores are whole numbers from 0 to 100), so this
 * draw runs for nearly every node examined and its integer remainder was the scheduler's largest
 * cost. {@link #drawsZero} consumes exactly the same numbers from the stream and gives exactly the
 * same answer as {@code random.nextInt(bound) == 0} (Java 17's bounded algorithm: the bound's mask
 * for a power of two, else {@code u % bound} of {@code nextInt() >>> 1}, rejecting the top partial
 * range), so traces are unchanged: the rejection limit and a divisibility multiplier (Lemire's
 * test, {@code u * M <= M - 1} with {@code M = ceil(2^64 / bound)}) are worked out once per bound.
 */
final class TieBreak {
    /** acceptBelow[b]: {@code nextInt() >>> 1} is kept when below {@code b * floor(2^31 / b)}. */
    private final long[] acceptBelow;
    /** divisibility[b]: {@code ceil(2^64 / b)}, as an unsigned long. */
    private final long[] divisibility;

    /** Tables for every bound up to {@code maxBound}. */
    TieBreak(int maxBound) {
        int n = Math.max(maxBound, 1) + 1;
        acceptBelow = new long[n];
        divisibility = new long[n];
        for (int b = 1; b < n; b++) {
            acceptBelow[b] = acceptBelow(b);
            divisibility[b] = divisibility(b);
        }
    }

    static long acceptBelow(int bound) {
        return (long) bound * ((1L << 31) / bound);
    }

    static long divisibility(int bound) {
        return Long.divideUnsigned(-1L, bound) + 1;
    }

    /** Exactly {@code random.nextInt(bound) == 0}, drawing the same numbers; {@code 1 <= bound <= maxBound}. */
    boolean drawsZero(SplittableRandom random, int bound) {
        return drawsZero(random, bound, acceptBelow[bound], divisibility[bound]);
    }

    static boolean drawsZero(SplittableRandom random, int bound, long acceptBelow, long divisibility) {
        int r = random.nextInt();
        int m = bound - 1;
        if ((bound & m) == 0) return (r & m) == 0;
        int u = r >>> 1;
        while (u >= acceptBelow) u = random.nextInt() >>> 1;
        return Long.compareUnsigned(u * divisibility, divisibility - 1) <= 0;
    }
}
