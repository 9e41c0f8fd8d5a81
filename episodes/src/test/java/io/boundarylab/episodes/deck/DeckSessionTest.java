package io.boundarylab.episodes.deck;

import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.time.Instant;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A sitting with the deck, on a clock the test passes in. */
class DeckSessionTest {

    private static final Instant T0 = Instant.parse("2026-01-05T09:00:00Z");

    @Test
    void aRightSureAnswerComesBackTomorrowThenInSixDays() {
        DeckProgress deck = DeckProgress.EMPTY.join(List.of("a"), CardProgress.ADDED, T0);
        DeckSession s = new DeckSession(deck, T0);
        assertEquals(5, s.answer(true, Confidence.SURE, T0));
        assertTrue(s.current().isEmpty());
        CardProgress a = s.progress().card("a").orElseThrow();
        assertEquals(T0.plus(Duration.ofDays(1)), a.due());
        assertTrue(s.progress().due(T0.plus(Duration.ofHours(23))).isEmpty());
        Instant t1 = T0.plus(Duration.ofDays(1));
        DeckSession next = new DeckSession(s.progress(), t1);
        next.answer(true, Confidence.SURE, t1);
        assertEquals(t1.plus(Duration.ofDays(6)), next.progress().card("a").orElseThrow().due());
    }

    /** Rule 7: below 4 the card is asked again in the same sitting, and only the first answer schedules it. */
    @Test
    void aWeakAnswerIsAskedAgainTheSameDayWithoutBeingScheduledTwice() {
        DeckProgress deck = DeckProgress.EMPTY.join(List.of("a", "b"), CardProgress.ADDED, T0);
        DeckSession s = new DeckSession(deck, T0);
        assertEquals("a", s.current().orElseThrow());
        s.answer(false, Confidence.SURE, T0);
        assertEquals(List.of("b", "a"), s.queued());
        s.answer(true, Confidence.SURE, T0);
        CardProgress afterFirst = s.progress().card("a").orElseThrow();
        assertEquals(1, afterFirst.lapses());
        s.answer(true, Confidence.GUESSING, T0);
        assertEquals(List.of("a"), s.queued(), "3 is still below 4");
        s.answer(true, Confidence.SURE, T0);
        assertTrue(s.current().isEmpty());
        assertEquals(afterFirst, s.progress().card("a").orElseThrow());
        assertEquals(4, s.answered());
        assertEquals(3, s.answeredRight());
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
        assertEquals(CardProgress.ADDED, joined.card("a").orElseThrow().joinedFrom());
        assertEquals("node-execution-principles/fate", joined.card("c").orElseThrow().joinedFrom());
    }
}
