package io.boundarylab.episodes.deck;

/**
 * SuperMemo's algorithm SM-2, as published by P. A. Woźniak, "Optimization of learning" (Master's
 * thesis, Poznań University of Technology, 1990), section 3.2, republished as "Algorithm SM-2" at
 * https://super-memory.com/english/ol/sm2.htm (1998). The published rules, numbered as there:
 * <ol start="2">
 * <li>a new item starts with an E-Factor of 2.5;</li>
 * <li>intervals: I(1) = 1 day, I(2) = 6 days, I(n) = I(n-1) × EF for n &gt; 2, a fraction rounded
 *     up to the next whole day;</li>
 * <li>each repetition is graded q from 0 to 5 (5 perfect, 4 right after hesitation, 3 right with
 *     serious difficulty, 2 wrong but the answer seemed easy once seen, 1 wrong but remembered once
 *     seen, 0 blackout);</li>
 * <li>after each repetition EF' = EF + (0.1 − (5 − q) × (0.08 + (5 − q) × 0.02)), never below 1.3;</li>
 * <li>with q &lt; 3 the item's repetitions start again from I(1), its E-Factor kept as computed
 *     (not reset to 2.5);</li>
 * <li>items graded below 4 are asked again the same day until they reach 4 (see {@link DeckSession}).</li>
 * </ol>
 * Choices where the text leaves room, as most implementations make them: the interval for n &gt; 2
 * uses the E-Factor held before this repetition's update, and the E-Factor is kept in hundredths
 * (every step of rule 5 is a multiple of 0.02), so that the same answers always give the same days.
 */
public final class Sm2 {

    /** 2.5, in hundredths. */
    public static final int INITIAL_EASINESS = 250;
    /** 1.3, in hundredths: rule 5's floor. */
    public static final int MINIMUM_EASINESS = 130;

    private Sm2() {
    }

    /**
     * One item's state between repetitions.
     *
     * @param repetitions         successful repetitions in a row (n − 1 before the next one)
     * @param easinessHundredths  the E-Factor × 100
     * @param intervalDays        the last interval given, in days (0 before the first repetition)
     */
    public record State(int repetitions, int easinessHundredths, int intervalDays) {
        public static final State NEW = new State(0, INITIAL_EASINESS, 0);

        public State {
            if (repetitions < 0 || intervalDays < 0 || easinessHundredths < MINIMUM_EASINESS)
                throw new IllegalArgumentException("not an SM-2 state: " + repetitions + ", " + easinessHundredths + ", " + intervalDays);
        }
    }

    /** The state after one repetition graded {@code q} (0 to 5). */
    public static State review(State s, int q) {
        if (q < 0 || q > 5) throw new IllegalArgumentException("q must be 0 to 5, got " + q);
        int repetitions;
        int interval;
        if (q < 3) {
            repetitions = 0;
            interval = 1;
        } else {
            repetitions = s.repetitions() + 1;
            if (repetitions == 1) interval = 1;
            else if (repetitions == 2) interval = 6;
            else interval = ceilDiv((long) s.intervalDays() * s.easinessHundredths(), 100);
        }
        return new State(repetitions, Math.max(MINIMUM_EASINESS, s.easinessHundredths() + easinessChange(q)), interval);
    }

    /** Rule 5's change, in hundredths: (0.1 − (5 − q) × (0.08 + (5 − q) × 0.02)) × 100. */
    static int easinessChange(int q) {
        int d = 5 - q;
        return 10 - d * (8 + d * 2);
    }

    /**
     * The grade for an answer judged right or wrong with the confidence given before it was shown:
     * right and sure 5, right but unsure 4, right by a guess 3; wrong after a guess 2 (the answer
     * is new, not contradicted), wrong and unsure 1, wrong and sure 0 (a misconception, the hardest
     * to undo, so the E-Factor falls most).
     */
    public static int grade(boolean right, Confidence confidence) {
        return switch (confidence) {
            case SURE -> right ? 5 : 0;
            case UNSURE -> right ? 4 : 1;
            case GUESSING -> right ? 3 : 2;
        };
    }

    private static int ceilDiv(long a, int b) {
        return (int) ((a + b - 1) / b);
    }
}
