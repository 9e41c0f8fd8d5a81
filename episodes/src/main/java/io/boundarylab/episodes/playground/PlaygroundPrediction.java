package io.boundarylab.episodes.playground;

import io.boundarylab.episodes.content.Claim;
import io.boundarylab.episodes.content.Quantity;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * A prediction a learner builds in the playground: a question, two to four choices made of the
 * content format's claims, and optionally a number to predict with its measure and tolerance.
 * Claim ids are given here ({@code choice1-claim1}, ...), whatever the claims came with, so that a
 * saved experiment reads back equal and two choices never clash on an id.
 *
 * @param question the question the learner answers
 * @param choices  two to four answers
 * @param quantity the number to predict, or null
 * @param right    the index (from 0) of the choice the instructor marks right, or -1 when none is marked
 */
public record PlaygroundPrediction(String question, List<PlaygroundChoice> choices, Quantity quantity, int right) {
    public static final int MIN_CHOICES = 2, MAX_CHOICES = 4;

    /** A prediction with no choice marked right. */
    public PlaygroundPrediction(String question, List<PlaygroundChoice> choices, Quantity quantity) {
        this(question, choices, quantity, -1);
    }

    public PlaygroundPrediction {
        Objects.requireNonNull(question, "question");
        if (question.isBlank()) throw new IllegalArgumentException("a prediction needs a question");
        if (choices.size() < MIN_CHOICES || choices.size() > MAX_CHOICES)
            throw new IllegalArgumentException("a prediction has " + MIN_CHOICES + " to " + MAX_CHOICES + " choices, not " + choices.size());
        List<PlaygroundChoice> renamed = new ArrayList<>();
        for (int i = 0; i < choices.size(); i++) {
            PlaygroundChoice c = choices.get(i);
            List<Claim> claims = new ArrayList<>();
            for (int j = 0; j < c.claims().size(); j++) {
                Claim k = c.claims().get(j);
                claims.add(new Claim(claimId(i, j), k.variantId(), k.predicate(), k.whenTrue(), k.whenFalse()));
            }
            renamed.add(new PlaygroundChoice(c.text(), claims));
        }
        choices = List.copyOf(renamed);
        if (right < -1 || right >= choices.size()) throw new IllegalArgumentException("no choice " + (right + 1) + " to mark right");
    }

    /** The same prediction with choice {@code i} (from 0) marked right, or none with -1. */
    public PlaygroundPrediction withRight(int i) {
        return new PlaygroundPrediction(question, choices, quantity, i);
    }

    /** The id of choice {@code i}'s claim {@code j} (both from 0). */
    static String claimId(int i, int j) {
        return "choice" + (i + 1) + "-claim" + (j + 1);
    }

    /** The id of choice {@code i} (from 0). */
    public static String choiceId(int i) {
        return "choice" + (i + 1);
    }
}
