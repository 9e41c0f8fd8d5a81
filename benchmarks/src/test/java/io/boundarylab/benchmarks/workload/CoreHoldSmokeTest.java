package io.boundarylab.benchmarks.workload;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class CoreHoldSmokeTest {

    /**
     * Every list pops the same times in the same order (the increments are drawn per hold, not per
     * event), so after the same holds all four clocks agree, and the lists keep their size.
     */
    @Test
    void everyEventListReachesTheSameTimeAndKeepsItsSize() {
        int pending = 1000;
        HoldLoops.HoldLoop[] loops = {
                HoldLoops.kernel(pending, 5), HoldLoops.kernelCancellable(pending, 5), HoldLoops.priorityQueue(pending, 5),
                HoldLoops.primitiveHeap(pending, 5), HoldLoops.ssj(pending, 5)};
        for (HoldLoops.HoldLoop l : loops) l.holds(20_000);
        long kernelTime = loops[0].now();
        assertTrue(kernelTime > 0);
        for (HoldLoops.HoldLoop l : loops) {
            assertEquals(kernelTime, l.now(), l.getClass().getSimpleName());
            assertEquals(pending, l.pending(), l.getClass().getSimpleName());
        }
    }

    @Test
    void sameSeedSameTimeOtherSeedOtherTime() {
        HoldLoops.HoldLoop a = HoldLoops.kernel(100, 1), b = HoldLoops.kernel(100, 1), c = HoldLoops.kernel(100, 2);
        a.holds(5000);
        b.holds(5000);
        c.holds(5000);
        assertEquals(a.now(), b.now());
        assertTrue(a.now() != c.now());
    }
}
