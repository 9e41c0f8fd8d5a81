package io.boundarylab.engine.cluster.scheduler;

import org.junit.jupiter.api.Test;

import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class TieBreakTest {

    /** Same answers and the same numbers drawn as nextInt(bound) == 0, for every bound up to 6,000 and beyond 2^31 / 3. */
    @Test
    void drawsExactlyAsNextIntDoes() {
        TieBreak tieBreak = new TieBreak(6_000);
        SplittableRandom reference = new SplittableRandom(99);
        SplittableRandom fast = new SplittableRandom(99);
        SplittableRandom bounds = new SplittableRandom(7);
        int zeros = 0;
        for (int i = 0; i < 3_000_000; i++) {
            int bound = i < 6_000 ? i + 1 : 1 + bounds.nextInt(6_000);
            boolean expected = reference.nextInt(bound) == 0;
            assertEquals(expected, tieBreak.drawsZero(fast, bound), "bound " + bound + " at draw " + i);
            if (expected) zeros++;
            if (i % 100_000 == 0) assertEquals(reference.nextLong(), fast.nextLong(), "streams drifted apart at draw " + i);
        }
        assertEquals(reference.nextLong(), fast.nextLong());
        // Roughly sum(1/bound): the test exercised both outcomes.
        assertTrue(zeros > 1_000, "zeros " + zeros);
    }

    /** Bounds near 2^31, where rejecting the top partial range happens often. */
    @Test
    void largeBoundsRejectTheTopPartialRangeAsNextIntDoes() {
        for (int bound : new int[] {1_431_655_765, 1_073_741_823, 1_500_000_001, 1 << 30}) {
            SplittableRandom reference = new SplittableRandom(bound);
            SplittableRandom fast = new SplittableRandom(bound);
            long acceptBelow = TieBreak.acceptBelow(bound), divisibility = TieBreak.divisibility(bound);
            for (int i = 0; i < 200_000; i++) {
                assertEquals(reference.nextInt(bound) == 0, TieBreak.drawsZero(fast, bound, acceptBelow, divisibility), "bound " + bound);
            }
            assertEquals(reference.nextLong(), fast.nextLong());
        }
    }
}
