package io.boundarylab.episodes.content;

import java.util.List;
import java.util.Optional;

/**
 * The question asked before an experiment runs. Each choice implies a value for some claims;
 * the claims are predicates the trace decides.
 *
 * @param text    the question (the seed's "Prediction." line, as a question)
 * @param claims  the checkable claims
 * @param choices  the answers a learner can commit to
 * @param quantity a number to predict alongside, or null when the episode asks none
 */
public record PredictionQuestion(String text, List<Claim> claims, List<Choice> choices, Quantity quantity) {

    /** A question without a number to predict. */
    public PredictionQuestion(String text, List<Claim> claims, List<Choice> choices) {
        this(text, claims, choices, null);
    }

    public PredictionQuestion {
        claims = List.copyOf(claims);
        choices = List.copyOf(choices);
    }

    public Optional<Choice> choice(String id) {
        return choices.stream().filter(c -> c.id().equals(id)).findFirst();
    }

    /** The number to predict, if the episode asks one. */
    public Optional<Quantity> quantityQuestion() {
        return Optional.ofNullable(quantity);
    }

    public Optional<Claim> claim(String id) {
        return claims.stream().filter(c -> c.id().equals(id)).findFirst();
    }
}
