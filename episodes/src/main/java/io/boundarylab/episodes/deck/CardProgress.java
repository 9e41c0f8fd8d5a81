package io.boundarylab.episodes.deck;

import java.time.Duration;
import java.time.Instant;

/**
 * Where one card of a learner's deck stands.
 *
 * @param cardId       the card's id
 * @param memory       its FSRS memory (stability and difficulty), or null before its first review
 * @param due          when it is next asked
 * @param lastReviewed when it was last graded, or null if never
 * @param reviews      how many times it was graded
 * @param lapses       how many of those were wrong
 * @param joinedFrom   why it joined the deck: {@link #ADDED} by the learner, or the
 *                     {@code investigation/episode} whose prediction the learner got wrong
 */
public record CardProgress(String cardId, Fsrs.Memory memory, Instant due, Instant lastReviewed, int reviews, int lapses, String joinedFrom) {

    /** {@link #joinedFrom} of a card the learner added themselves. */
    public static final String ADDED = "added";

    /** A card joining the deck, asked at once. */
    public static CardProgress joining(String cardId, String from, Instant now) {
        return new CardProgress(cardId, null, now, null, 0, 0, from);
    }

    public boolean isDue(Instant now) {
        return !due.isAfter(now);
    }

    /** The same card due at another time, its history kept. */
    CardProgress dueAt(Instant when) {
        return new CardProgress(cardId, memory, when, lastReviewed, reviews, lapses, joinedFrom);
    }

    /** The review of this card rated {@code g} at {@code now}, as the review log records it. */
    Review review(Rating g, Instant now) {
        long seconds = lastReviewed == null ? -1 : Math.max(0, Duration.between(lastReviewed, now).toSeconds());
        return new Review(cardId, now, g, seconds < 0 ? -1 : seconds / Review.SECONDS_PER_DAY, seconds);
    }

    /** After the review {@code r}: FSRS's next memory, due after its interval from the review's time. */
    CardProgress graded(Review r) {
        Fsrs.Memory next = Fsrs.review(memory, r.rating(), Math.max(0, r.elapsedDays()));
        Instant at = r.at();
        return new CardProgress(cardId, next, at.plus(Duration.ofDays(Fsrs.intervalDays(next.stability()))), at,
                reviews + 1, lapses + (r.rating() == Rating.AGAIN ? 1 : 0), joinedFrom);
    }
}
