package io.boundarylab.episodes.deck;

import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.time.Instant;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A sitting with the deck, on a clock the test passes in; the FSRS figures are worked in {@link FsrsTest}. */
class DeckSessionTest {

    private static final Instant T0 = Instant.parse("2026-01-05T09:00:00Z");

    /** Right and sure is easy: S0(4) = w3 = 8.2956, due in 8 days; easy again on that day: S = 65.6242262, 66 days. */
    @Test
    void aRightSureAnswerComesBackInEightDaysThenInSixtySix() {
        DeckProgress deck = DeckProgress.EMPTY.join(List.of("a"), CardProgress.ADDED, T0);
        DeckSession s = new DeckSession(deck, T0);
        Review first = s.answer(true, Confidence.SURE, T0);
        assertEquals(new Review("a", T0, Rating.EASY, -1, -1), first);
        assertTrue(s.current().isEmpty());
        CardProgress a = s.progress().card("a").orElseThrow();
        assertEquals(T0.plus(Duration.ofDays(8)), a.due());
        assertTrue(s.progress().due(T0.plus(Duration.ofDays(8)).minusSeconds(1)).isEmpty());
        Instant t1 = T0.plus(Duration.ofDays(8));
        DeckSession next = new DeckSession(s.progress(), t1);
        assertEquals(new Review("a", t1, Rating.EASY, 8, 8 * 86_400), next.answer(true, Confidence.SURE, t1));
        assertEquals(t1.plus(Duration.ofDays(66)), next.progress().card("a").orElseThrow().due());
    }

    /**
     * A wrong answer is asked again in the same sitting until it is right, and each answer is a review.
     * Wrong and sure at first sight: again, S 0.212, D 6.4133, due in 1 day. Right by a guess the same day:
     * hard with t = 0, SInc = e^(0.5425 × (−1 + 0.0912)) × 0.212^(−0.0658) = 0.6107766 × 1.1074576 = 0.6764092,
     * raised to 1: S stays 0.212, due in 1 day. D: ΔD = 3.0194; 6.4133 + 3.0194 × (10 − 6.4133)/9 = 7.6165980;
     * D' = 0.001 × (−4.7716307) + 0.999 × 7.6165980 = 7.6042098.
     */
    @Test
    void aWrongAnswerIsAskedAgainTheSameDayAndEachAnswerIsAReview() {
        DeckProgress deck = DeckProgress.EMPTY.join(List.of("a", "b"), CardProgress.ADDED, T0);
        DeckSession s = new DeckSession(deck, T0);
        assertEquals("a", s.current().orElseThrow());
        assertEquals(Rating.AGAIN, s.answer(false, Confidence.SURE, T0).rating());
        assertEquals(List.of("b", "a"), s.queued());
        assertEquals(1, s.progress().card("a").orElseThrow().lapses());
        s.answer(true, Confidence.SURE, T0);
        assertEquals(List.of("a"), s.queued(), "b was right: not asked again");
        Instant later = T0.plus(Duration.ofMinutes(3));
        assertEquals(new Review("a", later, Rating.HARD, 0, 180), s.answer(true, Confidence.GUESSING, later));
        assertTrue(s.current().isEmpty());
        CardProgress a = s.progress().card("a").orElseThrow();
        assertEquals(0.212, a.memory().stability(), 1e-9);
        assertEquals(7.6042097691, a.memory().difficulty(), 1e-9);
        assertEquals(later.plus(Duration.ofDays(1)), a.due());
        assertEquals(2, a.reviews());
        assertEquals(1, a.lapses());
        assertEquals(3, s.answered());
        assertEquals(2, s.answeredRight());
    }

    @Test
    void aWrongPredictionBringsACardForwardButKeepsItsHistory() {
        DeckProgress deck = DeckProgress.EMPTY.join(List.of("a"), CardProgress.ADDED, T0);
        DeckSession s = new DeckSession(deck, T0);
        s.answer(true, Confidence.SURE, T0);
        Instant later = T0.plus(Duration.ofHours(2));
        assertFalse(s.progress().card("a").orElseThrow().isDue(later));
        DeckProgress joined = s.progress().join(List.of("a", "c"), "node-execution-principles/fate", later);
        assertEquals(List.of("a", "c"), joined.due(later).stream().map(CardProgress::cardId).toList());
        assertEquals(1, joined.card("a").orElseThrow().reviews());
        assertEquals(s.progress().card("a").orElseThrow().memory(), joined.card("a").orElseThrow().memory());
        assertEquals(CardProgress.ADDED, joined.card("a").orElseThrow().joinedFrom());
        assertEquals("node-execution-principles/fate", joined.card("c").orElseThrow().joinedFrom());
    }

    /** 2026-01-05 is 56 years of 365 days and 14 leap days after 1970-01-01, plus 4: day 20458. */
    @Test
    void aReviewsDayIsCountedFromNineteenSeventy() {
        assertEquals(20458, new Review("a", T0, Rating.GOOD, -1, -1).dayOffset());
    }

    /** Cards that join during a sitting are asked after those still queued, and a card answered wrong stays queued. */
    @Test
    void cardsJoiningDuringASittingKeepTheOnesAnsweredWrong() {
        DeckProgress deck = DeckProgress.EMPTY.join(List.of("a", "b"), CardProgress.ADDED, T0);
        DeckSession s = new DeckSession(deck, T0);
        s.answer(false, Confidence.SURE, T0);
        DeckProgress joined = s.progress().join(List.of("c", "b"), CardProgress.ADDED, T0);
        s.join(joined, List.of("c", "b"));
        assertEquals(List.of("b", "a", "c"), s.queued(), "b was queued already; c joins after the card answered wrong");
        assertTrue(s.progress().contains("c"));
    }
}
