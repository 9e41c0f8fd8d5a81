package io.boundarylab.episodes.deck;

import io.boundarylab.episodes.content.Card;
import io.boundarylab.episodes.prediction.ChoiceOrder;

import java.util.ArrayList;
import java.util.List;

/**
 * The order in which one learner sees a deck card's choices. Content lists them in a fixed order,
 * and a deck author tends to put the right one in the same place; shown in that order, "always
 * the second" would answer the deck. So every place that shows a card's choices (the deck page,
 * {@code deck show}) shows them shuffled by the learner's seed and the card's id, with the same
 * rule as an episode's choices ({@link ChoiceOrder}): the same learner sees the same order each
 * time, another learner another. Pure.
 *
 * <p>A choice keeps its identity, its number in the content file, whatever its place on screen:
 * an answer is given and judged by that number ({@link Card.Choices#accepts}), never by where
 * the choice was shown.
 */
public final class DeckChoiceOrder {

    private DeckChoiceOrder() {
    }

    /**
     * One choice as shown.
     *
     * @param number its number in the content file, from 1: the choice's identity, and what an
     *               answer gives to {@link Card.Answer#accepts}
     * @param text   its words
     */
    public record Shown(int number, String text) {
        /** The answer that picks this choice. */
        public String given() {
            return Integer.toString(number);
        }
    }

    /** The card's choices in this learner's order; empty for a card with a free answer. */
    public static List<Shown> of(long learnerSeed, Card card) {
        if (!(card.answer() instanceof Card.Choices ch)) return List.of();
        List<Shown> inFile = new ArrayList<>();
        for (int i = 0; i < ch.options().size(); i++) inFile.add(new Shown(i + 1, ch.options().get(i)));
        return ChoiceOrder.shuffled(learnerSeed, card.id(), inFile);
    }

    /** Where the right choice is shown, from 1; 0 for a card with a free answer. */
    public static int rightPosition(long learnerSeed, Card card) {
        if (!(card.answer() instanceof Card.Choices ch)) return 0;
        List<Shown> shown = of(learnerSeed, card);
        for (int i = 0; i < shown.size(); i++) if (shown.get(i).number() == ch.correct() + 1) return i + 1;
        throw new IllegalStateException("the right choice is always shown");
    }
}
