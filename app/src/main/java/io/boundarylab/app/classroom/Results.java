package io.boundarylab.app.classroom;

import com.fasterxml.jackson.annotation.JsonAlias;
import io.boundarylab.episodes.prediction.Verdict;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

import java.util.List;

/**
 * What a learner hands in: every prediction with its verdict and the time it took, the deck's
 * answers when the course has a deck, and the class code, signed with the code (see
 * {@link ResultsFiles}). Written as {@code boundary-lab/results/v1} JSON; docs/classroom.md lists the fields.
 *
 * @param format         always {@link #FORMAT}
 * @param classCode      the class code, as the learner entered it (normalised: upper case, in groups)
 * @param investigation  the investigation's id
 * @param classVersion   the content's class version (the same in every language of it, see {@code ClassVersion});
 *                       read also from {@code contentVersion}, its name in files of earlier releases, where a file
 *                       written before class versions holds the content version of the writer's language
 * @param learner        the name the learner chose to give, or empty to hand in without one
 * @param predictions    each committed prediction, in the content's order
 * @param deck           each card answered in a question set ({@code pre}, {@code post} …); empty without a deck
 * @param signature      HMAC-SHA256 of the rest, keyed with the class code, in hex; null before signing
 */
@JsonPropertyOrder({"format", "classCode", "investigation", "classVersion", "learner", "predictions", "deck", "signature"})
public record Results(String format, String classCode, String investigation, @JsonAlias("contentVersion") String classVersion, String learner,
                      List<Prediction> predictions, List<DeckAnswer> deck, String signature) {
    public static final String FORMAT = "boundary-lab/results/v1";

    public Results {
        require(format, "format");
        if (!FORMAT.equals(format)) throw new IllegalArgumentException("format: expected " + FORMAT + ", got " + format);
        require(classCode, "classCode");
        require(investigation, "investigation");
        require(classVersion, "classVersion");
        learner = learner == null ? "" : learner.strip();
        if (learner.length() > 100) throw new IllegalArgumentException("learner: at most 100 characters");
        require(predictions, "predictions");
        predictions = List.copyOf(predictions);
        deck = deck == null ? List.of() : List.copyOf(deck);
    }

    public Results withSignature(String value) {
        return new Results(format, classCode, investigation, classVersion, learner, predictions, deck, value);
    }

    /**
     * One committed prediction.
     *
     * @param key                {@code helper}, or {@code synthesis/CLAIM} for the synthesis's questions
     * @param choice             the id of the choice made
     * @param quantity           the number given, or null
     * @param confidencePercent  0 to 100, or null when the question asked for none (the synthesis's questions)
     * @param reason             what the learner wrote with it, may be empty
     * @param verdict            RIGHT, PARTLY or WRONG, or null when the runs have not judged it yet
     * @param explanation        what the learner wrote after a wrong one, or null
     * @param explanationSkipped whether they chose not to write it
     * @param timeTakenMs        from opening the episode to committing, in wall-clock ms, or null when not measured
     */
    @JsonInclude(JsonInclude.Include.ALWAYS)
    @JsonPropertyOrder({"key", "choice", "quantity", "confidencePercent", "reason", "verdict", "explanation", "explanationSkipped", "timeTakenMs"})
    public record Prediction(String key, String choice, Double quantity, Integer confidencePercent, String reason, Verdict verdict,
                             String explanation, boolean explanationSkipped, Long timeTakenMs) {
        public Prediction {
            require(key, "key");
            require(choice, "choice");
            if (confidencePercent != null && (confidencePercent < 0 || confidencePercent > 100)) throw new IllegalArgumentException("confidencePercent: must be 0 to 100, got " + confidencePercent);
            if (quantity != null && !Double.isFinite(quantity)) throw new IllegalArgumentException("quantity: must be a finite number");
            if (timeTakenMs != null && timeTakenMs < 0) throw new IllegalArgumentException("timeTakenMs: must be 0 or more, got " + timeTakenMs);
            reason = reason == null ? "" : reason;
        }

        /** The episode a prediction belongs to, or null for the synthesis's questions. */
        public String episode() {
            return key.contains("/") ? null : key;
        }
    }

    /** How the runs judged a prediction (the same words as saved progress). */

    /**
     * One card answered: in a question set, or as a review of the concept deck.
     *
     * @param set    the set, {@code pre} or {@code post} for the normalised gain, {@value ResultsExport#REVIEW_SET}
     *               for the deck's reviews, or another name
     * @param card   the card's id
     * @param choice the choice made in a question set; none for a review
     * @param rating how FSRS rated a review ({@code again}, {@code hard}, {@code good}, {@code easy}); none in a
     *               question set. Files of earlier releases kept it in {@code choice}: read from there
     * @param right  whether it was right
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    @JsonPropertyOrder({"set", "card", "choice", "rating", "right"})
    public record DeckAnswer(String set, String card, String choice, String rating, boolean right) {
        public DeckAnswer {
            require(set, "set");
            require(card, "card");
            if (rating == null && ResultsExport.REVIEW_SET.equals(set)) {
                rating = choice;
                choice = null;
            }
            if (choice == null && rating == null) throw new IllegalArgumentException("choice: missing");
        }

        /** A question set's answer. */
        public static DeckAnswer chose(String set, String card, String choice, boolean right) {
            return new DeckAnswer(set, card, choice, null, right);
        }

        /** What the learner gave: the choice in a question set, the rating in a review. */
        public String answer() {
            return choice != null ? choice : rating;
        }
    }

    private static void require(Object value, String field) {
        if (value == null) throw new IllegalArgumentException(field + ": missing");
    }
}
