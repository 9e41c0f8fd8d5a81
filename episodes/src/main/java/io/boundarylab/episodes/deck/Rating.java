package io.boundarylab.episodes.deck;

/**
 * FSRS's four ratings of a review (the numbers are FSRS's grade G, used in its formulas and in
 * the srs-benchmark's review logs).
 */
public enum Rating {
    /** Forgotten: the answer was wrong. */
    AGAIN(1),
    /** Recalled with serious difficulty. */
    HARD(2),
    /** Recalled after some hesitation. */
    GOOD(3),
    /** Recalled at once. */
    EASY(4);

    private final int grade;

    Rating(int grade) {
        this.grade = grade;
    }

    /** G, from 1 (again) to 4 (easy). */
    public int grade() {
        return grade;
    }

    /**
     * The rating of an answer judged right or wrong with the confidence given before it was
     * shown. Right: sure is easy (recalled at once), unsure good (after hesitation), a guess hard
     * (with serious difficulty), as SM-2's grades 5, 4 and 3 were. Wrong is again whatever the
     * confidence: FSRS has one rating for a lapse (the benchmark's data count ratings 2 to 4 as
     * recalled, 1 as forgotten), so a confident wrong answer and a guessed wrong one are alike here.
     */
    public static Rating of(boolean right, Confidence confidence) {
        if (!right) return AGAIN;
        return switch (confidence) {
            case SURE -> EASY;
            case UNSURE -> GOOD;
            case GUESSING -> HARD;
        };
    }
}
