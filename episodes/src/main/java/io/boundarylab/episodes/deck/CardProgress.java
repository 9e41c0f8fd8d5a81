package io.boundarylab.episodes.deck;

import java.time.Duration;
import java.time.Instant;

/**
 * Where one card of a learner's deck stands.
 *
 * @param cardId       the card's id
 * @param sm2          its SM-2 state
 * @param due          when it is next asked
 * @param lastReviewed when it was last graded, or null if never
 * @param reviews      how many times it was graded
 * @param lapses       how many of those were wrong
 * @param joinedFrom   why it joined the deck: {@link #ADDED} by the learner, or the
 *                     {@code investigation/episode} whose prediction the learner got wrong
 */
public record CardProgress(String cardId, Sm2.State sm2, Instant due, Instant lastReviewed, int reviews, int lapses, String joinedFrom) {

    /** {@link #joinedFrom} of a card the learner added themselves. */
    public static final String ADDED = "added";

    /** A card joining the deck, asked at once. */
    public static CardProgress joining(String cardId, String from, Instant now) {
        return new CardProgress(cardId, Sm2.State.NEW, now, null, 0, 0, from);
    }

    public boolean isDue(Instant now) {
        return !due.isAfter(now);
    }

    /** After a graded answer at {@code now}: SM-2's next interval from now. */
    CardProgress graded(int q, Instant now) {
        Sm2.State next = Sm2.review(sm2, q);
        return new CardProgress(cardId, next, now.plus(Duration.ofDays(next.intervalDays())), now, reviews + 1, lapses + (q < 3 ? 1 : 0), joinedFrom);
    }
}
