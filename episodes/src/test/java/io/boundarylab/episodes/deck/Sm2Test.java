package io.boundarylab.episodes.deck;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/**
 * SM-2 against its publication (Woźniak 1990, "Algorithm SM-2", super-memory.com/english/ol/sm2.htm):
 * the rules are quoted in {@link Sm2}; the expected values below are worked from them by hand.
 */
class Sm2Test {

    /** Rule 3: I(1) = 1 and I(2) = 6 whatever the E-Factor. */
    @Test
    void theFirstTwoIntervalsAreOneAndSixDays() {
        Sm2.State first = Sm2.review(Sm2.State.NEW, 5);
        assertEquals(1, first.intervalDays());
        assertEquals(6, Sm2.review(first, 3).intervalDays());
    }

    /**
     * The publication notes that for q = 4 the E-Factor does not change, so an item always
     * answered with q = 4 keeps EF = 2.5: I = 1, 6, 6 × 2.5 = 15, 15 × 2.5 = 37.5 rounded up to 38,
     * 38 × 2.5 = 95.
     */
    @Test
    void alwaysFourKeepsTheEasinessAndGrowsByTwoAndAHalf() {
        List<Integer> intervals = new ArrayList<>();
        Sm2.State s = Sm2.State.NEW;
        for (int i = 0; i < 5; i++) {
            s = Sm2.review(s, 4);
            intervals.add(s.intervalDays());
            assertEquals(250, s.easinessHundredths());
        }
        assertEquals(List.of(1, 6, 15, 38, 95), intervals);
    }

    /** Rule 5 by hand: 0.1 − (5−q)(0.08 + (5−q)·0.02) for q = 5 … 0. */
    @ParameterizedTest
    @CsvSource({"5, 10", "4, 0", "3, -14", "2, -32", "1, -54", "0, -80"})
    void theEasinessChangesAsTheFormulaSays(int q, int hundredths) {
        assertEquals(hundredths, Sm2.easinessChange(q));
        assertEquals(250 + hundredths, Sm2.review(new Sm2.State(3, 250, 15), q).easinessHundredths());
    }

    /** Rule 5's floor: 1.3 − 0.8 would be 0.5; it stays 1.3. */
    @Test
    void theEasinessNeverFallsBelowOnePointThree() {
        assertEquals(130, Sm2.review(new Sm2.State(2, 140, 6), 0).easinessHundredths());
    }

    /**
     * Rule 6: q &lt; 3 starts the repetitions again (I(1), then I(2)) with the E-Factor as computed:
     * from 2.5 with q = 2 it is 2.18, and the item then goes 1, 6, 6 × 2.18 = 13.08 → 14 days.
     */
    @Test
    void aWrongAnswerStartsTheRepetitionsAgainWithTheLowerEasiness() {
        Sm2.State s = Sm2.review(new Sm2.State(4, 250, 38), 2);
        assertEquals(new Sm2.State(0, 218, 1), s);
        s = Sm2.review(s, 4);
        assertEquals(1, s.intervalDays());
        s = Sm2.review(s, 4);
        assertEquals(6, s.intervalDays());
        assertEquals(14, Sm2.review(s, 4).intervalDays());
    }

    /** Five perfect answers: EF 2.6, 2.7, 2.8 …; intervals 1, 6, then 6 × 2.7 = 16.2 → 17, 17 × 2.8 = 47.6 → 48. */
    @Test
    void perfectAnswersUseTheEasinessHeldBeforeEachRepetition() {
        Sm2.State s = Sm2.State.NEW;
        List<Integer> intervals = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            s = Sm2.review(s, 5);
            intervals.add(s.intervalDays());
        }
        assertEquals(List.of(1, 6, 17, 48), intervals);
        assertEquals(290, s.easinessHundredths());
    }

    @Test
    void gradesOutsideZeroToFiveAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> Sm2.review(Sm2.State.NEW, 6));
        assertThrows(IllegalArgumentException.class, () -> Sm2.review(Sm2.State.NEW, -1));
    }

    @ParameterizedTest
    @CsvSource({"true, SURE, 5", "true, UNSURE, 4", "true, GUESSING, 3", "false, GUESSING, 2", "false, UNSURE, 1", "false, SURE, 0"})
    void rightOrWrongWithConfidenceMapsOntoTheSixGrades(boolean right, Confidence c, int q) {
        assertEquals(q, Sm2.grade(right, c));
    }
}
