package io.boundarylab.episodes.deck;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/**
 * FSRS-6 against its published formulas (quoted in {@link Fsrs}) and default parameters
 * w0 … w20 = 0.212, 1.2931, 2.3065, 8.2956, 6.4133, 0.8334, 3.0194, 0.001, 1.8722, 0.1666, 0.796,
 * 1.4835, 0.0614, 0.2629, 1.6483, 0.6014, 1.8729, 0.5425, 0.0912, 0.0658, 0.1542. Every expected
 * value is worked step by step in the comments, from the formula, to the digits shown.
 */
class FsrsTest {

    private static final double EPS = 1e-9;

    /**
     * DECAY = −w20 = −0.1542; 1/DECAY = −6.4850843; 0.9^(−6.4850843) = e^(0.1053605 × 6.4850843)
     * = e^0.6832718 = 1.9803465, so FACTOR = 0.9803465; R(S, S) = (1 + 0.9803465)^(−0.1542) = 0.9.
     */
    @Test
    void theForgettingCurveFallsToNinetyPercentAfterOneStability() {
        assertEquals(0.9803464944, Fsrs.FACTOR, 1e-9);
        assertEquals(0.9, Fsrs.retrievability(7.5, 7.5), EPS);
        assertEquals(1.0, Fsrs.retrievability(0, 7.5), EPS);
        // t = 2, S = 2.3065: 1 + 0.9803465 × 2 / 2.3065 = 1.8500728; 1.8500728^(−0.1542) = 0.9094933.
        assertEquals(0.9094932560, Fsrs.retrievability(2, 2.3065), 1e-9);
    }

    /**
     * First review: S0(G) = w[G−1]; D0(G) = w4 − e^(w5·(G−1)) + 1 clamped to [1, 10]:
     * again 6.4133 − 1 + 1 = 6.4133; hard 6.4133 − e^0.8334 (2.3011293) + 1 = 5.1121707;
     * good 6.4133 − e^1.6668 (5.2951960) + 1 = 2.1181040; easy 6.4133 − e^2.5002 (12.1849307) + 1
     * = −4.7716307, clamped to 1. The interval with r = 0.9 is S rounded: 0.212 → 0, at least 1;
     * 1.2931 → 1; 2.3065 → 2; 8.2956 → 8.
     */
    @ParameterizedTest
    @CsvSource({"AGAIN, 0.212, 6.4133, 1", "HARD, 1.2931, 5.1121707056, 1", "GOOD, 2.3065, 2.1181039705, 2", "EASY, 8.2956, 1, 8"})
    void aFirstReviewTakesTheInitialStabilityAndDifficulty(Rating g, double s, double d, int days) {
        Fsrs.Memory m = Fsrs.review(null, g, 0);
        assertEquals(s, m.stability(), EPS);
        assertEquals(d, m.difficulty(), 1e-9);
        assertEquals(days, Fsrs.intervalDays(m.stability()));
    }

    /**
     * Good, then good on its due day two days later. R = 0.9094933 (above). Recall:
     * e^w8 = e^1.8722 = 6.5025864; 11 − D = 8.8818960; S^(−w9) = 2.3065^(−0.1666) = 0.8700254;
     * e^(w10·(1 − R)) − 1 = e^(0.796 × 0.0905067) − 1 = 0.0747020;
     * product 6.5025864 × 8.8818960 × 0.8700254 × 0.0747020 = 3.7536667;
     * S' = 2.3065 × 4.7536667 = 10.9643323, due in 11 days.
     * Difficulty: G = 3 so ΔD = 0; D' = 0.001 × D0(4) + 0.999 × D = 0.001 × (−4.7716307) + 0.999 × 2.1181040
     * = 2.1112142.
     */
    @Test
    void aRecallOnTheDueDayMultipliesTheStability() {
        Fsrs.Memory first = Fsrs.review(null, Rating.GOOD, 0);
        Fsrs.Memory m = Fsrs.review(first, Rating.GOOD, 2);
        assertEquals(10.9643323358, m.stability(), 1e-8);
        assertEquals(2.1112142358, m.difficulty(), 1e-9);
        assertEquals(11, Fsrs.intervalDays(m.stability()));
    }

    /**
     * Easy at first sight (S 8.2956, D 1), then easy again on the due day, 8 days on.
     * R = (1 + 0.9803465 × 8 / 8.2956)^(−0.1542) = 0.9024733; S^(−w9) = 8.2956^(−0.1666) = 0.7029427;
     * e^(0.796 × 0.0975267) − 1 = 0.0807241; with the easy bonus w16 = 1.8729:
     * 6.5025864 × 10 × 0.7029427 × 0.0807241 × 1.8729 = 6.9107269; S' = 8.2956 × 7.9107269 = 65.6242262.
     * ΔD = −3.0194 × 1 = −3.0194; damped 1 + (−3.0194) × 9/9 = −2.0194; D' = 0.001 × (−4.7716307)
     * + 0.999 × (−2.0194) below 1, clamped to 1.
     */
    @Test
    void easyAddsItsBonusAndTheDifficultyStaysAtItsFloor() {
        Fsrs.Memory m = Fsrs.review(Fsrs.review(null, Rating.EASY, 0), Rating.EASY, 8);
        assertEquals(65.6242261619, m.stability(), 1e-8);
        assertEquals(1.0, m.difficulty(), EPS);
        assertEquals(66, Fsrs.intervalDays(m.stability()));
    }

    /**
     * Good first (S 2.3065, D 2.1181040), then forgotten three days on.
     * R = (1 + 0.9803465 × 3 / 2.3065)^(−0.1542) = 2.2751092^(−0.1542) = 0.8809480.
     * Long-term: w11 × D^(−w12) × ((S + 1)^w13 − 1) × e^(w14·(1 − R))
     * = 1.4835 × 2.1181040^(−0.0614) (0.9549636) × (3.3065^0.2629 − 1) (0.3694368) × e^(1.6483 × 0.1190520) (1.2168110)
     * = 0.6368507. The same-day bound: S / e^(w17·w18) = 2.3065 / e^(0.5425 × 0.0912) = 2.3065 / 1.0507204
     * = 2.1951606. The smaller, 0.6368507, is the new stability: due in 1 day.
     * Difficulty: ΔD = −3.0194 × (1 − 3) = 6.0388; damped 2.1181040 + 6.0388 × (10 − 2.1181040)/9 = 7.4066811;
     * D' = 0.001 × (−4.7716307) + 0.999 × 7.4066811 = 7.3945027.
     */
    @Test
    void forgettingTakesTheSmallerOfTheLongTermAndSameDayStabilities() {
        Fsrs.Memory m = Fsrs.review(Fsrs.review(null, Rating.GOOD, 0), Rating.AGAIN, 3);
        assertEquals(0.6368506993, m.stability(), 1e-9);
        assertEquals(7.3945027413, m.difficulty(), 1e-9);
        assertEquals(1, Fsrs.intervalDays(m.stability()));
    }

    /**
     * Again at first sight (S 0.212, D 6.4133), then good the same day (t = 0), then again the same day.
     * Short-term: SInc = e^(w17·(G − 3 + w18)) × S^(−w19). Good: e^(0.5425 × 0.0912) = 1.0507204;
     * 0.212^(−0.0658) = 1.1074576; SInc = 1.1636282 (≥ 1, kept); S' = 0.212 × 1.1636282 = 0.2466892.
     * D' = 0.001 × (−4.7716307) + 0.999 × 6.4133 = 6.4021151.
     */
    @Test
    void aSameDayReviewUsesTheShortTermStability() {
        Fsrs.Memory m = Fsrs.review(Fsrs.review(null, Rating.AGAIN, 0), Rating.GOOD, 0);
        assertEquals(0.2466891878, m.stability(), 1e-9);
        assertEquals(6.4021150693, m.difficulty(), 1e-9);
        // Again the same day from 0.212: e^(0.5425 × (−2 + 0.0912)) = 0.3550403; × 1.1074576 = 0.3931921 (< 1,
        // kept for again); S' = 0.212 × 0.3931921 = 0.0833567.
        assertEquals(0.0833567171, Fsrs.shortTermStability(0.212, Rating.AGAIN), 1e-9);
    }

    /**
     * Hard the same day from S = 8.2956: e^(0.5425 × (−1 + 0.0912)) = 0.6107766; 8.2956^(−0.0658) = 0.8700412;
     * SInc = 0.5314008, below 1: fsrs-rs keeps at least 1 for G ≥ 2, so S stays 8.2956 (py-fsrs would give 4.408).
     */
    @Test
    void aSameDayHardNeverLowersTheStability() {
        assertEquals(8.2956, Fsrs.shortTermStability(8.2956, Rating.HARD), EPS);
    }

    /**
     * From SM-2 (fsrs-rs's memory_state_from_sm2, retention 0.9). S = I × FACTOR / (0.9^(1/DECAY) − 1) = I.
     * EF 2.5, I 10: e^w8 × 10^(−0.1666) × (e^(0.796 × 0.1) − 1) = 6.5025864 × 0.6813967 × 0.0828538 = 0.3671122;
     * D = 11 − 1.5 / 0.3671122 = 6.9140552 (fsrs-rs's own test gives 6.9140563 in single precision).
     * EF 1.3, I 20: 6.5025864 × 20^(−0.1666) (0.6070835) × 0.0828538 = 0.3270749; D = 11 − 0.3 / 0.3270749
     * = 10.0827788, clamped to 10 (fsrs-rs's test: 10.0).
     */
    @Test
    void sm2ProgressConvertsAsFsrsRsConvertsIt() {
        Fsrs.Memory a = Fsrs.fromSm2(2.5, 10);
        assertEquals(10.0, a.stability(), 1e-9);
        assertEquals(6.9140552358, a.difficulty(), 1e-9);
        assertEquals(6.9140563, a.difficulty(), 1e-5);
        Fsrs.Memory b = Fsrs.fromSm2(1.3, 20);
        assertEquals(20.0, b.stability(), 1e-9);
        assertEquals(10.0, b.difficulty(), EPS);
        // The rule's aim: a good recall on the due day multiplies the stability by the E-Factor, as SM-2 did.
        assertEquals(2.5 * 10, Fsrs.review(a, Rating.GOOD, 10).stability(), 0.01 * 10);
        assertThrows(IllegalArgumentException.class, () -> Fsrs.fromSm2(2.5, 0));
    }

    /** Intervals are whole days, at least 1 and at most 36,500. */
    @Test
    void intervalsAreWholeDaysWithinTheirBounds() {
        assertEquals(1, Fsrs.intervalDays(0.001));
        assertEquals(3, Fsrs.intervalDays(2.5000001));
        assertEquals(36500, Fsrs.intervalDays(36500));
        assertThrows(IllegalArgumentException.class, () -> Fsrs.review(null, Rating.GOOD, -1));
    }

    @ParameterizedTest
    @CsvSource({"true, SURE, EASY", "true, UNSURE, GOOD", "true, GUESSING, HARD", "false, SURE, AGAIN", "false, UNSURE, AGAIN", "false, GUESSING, AGAIN"})
    void rightOrWrongWithConfidenceMapsOntoTheFourRatings(boolean right, Confidence c, Rating g) {
        assertEquals(g, Rating.of(right, c));
    }
}
