package io.boundarylab.episodes.prediction;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boundarylab.episodes.content.Quantity;
import org.junit.jupiter.api.Test;

/**
 * A number far outside its tolerance counts as a wrong prediction: outside the tolerance and off by
 * a factor of 2 or more either way (25 against 375 is off by 15). Outside but closer than that, it
 * is a near miss and does not.
 */
class FarOffNumberTest {

    private static QuantityComparison judged(double said, Double actual, double tolerance, QuantityComparison.Outcome o) {
        Quantity q = new Quantity("?", "requests", "naive", null, tolerance);
        return new QuantityComparison(q, said, actual, null, o, "");
    }

    @Test
    void twentyFiveAgainstThreeHundredSeventyFiveIsWrong() {
        assertTrue(judged(25, 375.0, 30, QuantityComparison.Outcome.OUTSIDE).farOff());
        assertTrue(judged(375, 25.0, 30, QuantityComparison.Outcome.OUTSIDE).farOff(), "too high counts as too low");
    }

    @Test
    void exactlyTwiceIsFarOffJustUnderIsANearMiss() {
        assertTrue(judged(20, 10.0, 1, QuantityComparison.Outcome.OUTSIDE).farOff());
        assertFalse(judged(19, 10.0, 1, QuantityComparison.Outcome.OUTSIDE).farOff());
        assertTrue(judged(0, 3.0, 1, QuantityComparison.Outcome.OUTSIDE).farOff(), "none against some: no factor covers it");
    }

    @Test
    void withinSkippedPendingOrNeverAreNotFarOff() {
        assertFalse(judged(25, 40.0, 30, QuantityComparison.Outcome.WITHIN).farOff(), "within the tolerance, whatever the factor");
        assertFalse(judged(25, null, 30, QuantityComparison.Outcome.PENDING).farOff());
        assertFalse(judged(25, null, 30, QuantityComparison.Outcome.OUTSIDE).farOff(), "never happened: no number to compare");
        assertEquals(QuantityComparison.Outcome.SKIPPED,
                new QuantityComparison(null, null, null, null, QuantityComparison.Outcome.SKIPPED, "").outcome());
        assertFalse(new QuantityComparison(null, null, null, null, QuantityComparison.Outcome.SKIPPED, "").farOff());
    }
}
