package io.boundarylab.app.save;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import java.util.Map;
import java.util.TreeMap;

/**
 * The learner's concept deck as saved in {@code deck.json}, beside {@code progress.json}: for each
 * card that joined it, its FSRS memory and when it is due. Kept in a file of its own so that
 * progress files written before the deck existed load unchanged, and so that a damaged deck entry
 * costs that card only. A file of format {@value #SM2_FORMAT} (SM-2's state per card) is read and
 * converted; it is then saved as {@value #FORMAT}.
 *
 * @param format the format the file was read in ({@link #FORMAT} for everything written)
 * @param cards  by card id, in id order
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record SavedDeck(String format, Map<String, SavedCard> cards) {
    public static final String FORMAT = "boundary-lab/deck/v2";
    /** The format written while the deck was scheduled with SM-2. */
    public static final String SM2_FORMAT = "boundary-lab/deck/v1";

    public SavedDeck {
        format = format == null ? FORMAT : format;
        cards = cards == null ? Map.of() : java.util.Collections.unmodifiableMap(new TreeMap<>(cards));
    }

    public static SavedDeck empty() {
        return new SavedDeck(FORMAT, Map.of());
    }

    /**
     * One card's state.
     *
     * @param stability    FSRS's stability in days (0.001 to 36500), or null before the first review
     * @param difficulty   FSRS's difficulty (1 to 10), or null before the first review
     * @param due          when it is next asked (ISO-8601 instant)
     * @param lastReviewed when it was last graded (ISO-8601), or null
     * @param reviews      how many times it was graded
     * @param lapses       how many of those were wrong
     * @param joinedFrom   "added", or the {@code investigation/episode} of a wrong prediction
     */
    @JsonIgnoreProperties(ignoreUnknown = true)
    public record SavedCard(Double stability, Double difficulty, String due, String lastReviewed,
                            int reviews, int lapses, String joinedFrom) {
    }
}
