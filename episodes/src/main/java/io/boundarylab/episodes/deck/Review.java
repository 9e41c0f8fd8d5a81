package io.boundarylab.episodes.deck;

import java.time.Instant;

/**
 * One graded answer, as the review log keeps it for fitting FSRS parameters elsewhere.
 *
 * @param cardId         the card
 * @param at             when it was answered
 * @param rating         FSRS's rating
 * @param elapsedDays    whole days (of 24 hours) since the card's previous review, −1 for its first
 * @param elapsedSeconds seconds since the card's previous review, −1 for its first
 */
public record Review(String cardId, Instant at, Rating rating, long elapsedDays, long elapsedSeconds) {

    static final long SECONDS_PER_DAY = 86_400;

    /** The day of the review, counted in whole UTC days from 1970-01-01 (the log's day_offset). */
    public long dayOffset() {
        return Math.floorDiv(at.getEpochSecond(), SECONDS_PER_DAY);
    }
}
