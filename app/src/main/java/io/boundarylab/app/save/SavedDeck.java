package io.boundarylab.app.save;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import java.util.Map;
import java.util.TreeMap;

/**
 * The learner's concept deck as saved in {@code deck.json}, beside {@code progress.json}: for each
 * card that joined it, its SM-2 state and when it is due. Kept in a file of its own so that
 * progress files written before the deck existed load unchanged, and so that a damaged deck entry
 * costs that card only.
 *
 * @param cards by card id, in id order
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record SavedDeck(String format, Map<String, SavedCard> cards) {
    public static final String FORMAT = "boundary-lab/deck/v1";

    public SavedDeck {
        format = FORMAT;
        cards = cards == null ? Map.of() : java.util.Collections.unmodifiableMap(new TreeMap<>(cards));
    }

    public static SavedDeck empty() {
        return new SavedDeck(FORMAT, Map.of());
    }

    /**
     * One card's state.
     *
     * @param repetitions        SM-2's successful repetitions in a row
     * @param easinessHundredths SM-2's E-Factor × 100 (130 to any)
     * @param intervalDays       the last interval, in days
     * @param due                when it is next asked (ISO-8601 instant)
     * @param lastReviewed       when it was last graded (ISO-8601), or null
     * @param reviews            how many times it was graded
     * @param lapses             how many of those were wrong
     * @param joinedFrom         "added", or the {@code investigation/episode} of a wrong prediction
     */
    @JsonIgnoreProperties(ignoreUnknown = true)
    public record SavedCard(int repetitions, int easinessHundredths, int intervalDays, String due, String lastReviewed,
                            int reviews, int lapses, String joinedFrom) {
    }
}
