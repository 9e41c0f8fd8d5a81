package io.boundarylab.episodes.deck;

import io.boundarylab.episodes.content.Card;
import org.junit.jupiter.api.Test;

import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.IntStream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A deck card's choices in a learner's order: a permutation of the file's, stable for one learner,
 * different between learners, and the right one not always in one place.
 */
class DeckChoiceOrderTest {

    /** A card of four choices whose right one is written second, as the deck's authors tended to. */
    private static Card card(String id) {
        return new Card(id, "c", "q?", new Card.Choices(List.of("first", "second", "third", "fourth"), 1), "e", List.of(),
                Optional.empty(), "deck/x.yaml", 1);
    }

    /** Forty such cards: a deck where the file order alone would answer every card. */
    private static final List<Card> DECK = IntStream.range(0, 40).mapToObj(i -> card("card-" + i)).toList();

    private static List<Integer> numbers(long seed, Card c) {
        return DeckChoiceOrder.of(seed, c).stream().map(DeckChoiceOrder.Shown::number).toList();
    }

    @Test
    void theOrderIsAPermutationOfTheFilesChoicesEachKeepingItsNumberAndWords() {
        List<String> words = List.of("first", "second", "third", "fourth");
        for (long seed : new long[] {0, 1, -1, 42, Long.MIN_VALUE, Long.MAX_VALUE}) {
            for (Card c : DECK) {
                List<DeckChoiceOrder.Shown> shown = DeckChoiceOrder.of(seed, c);
                assertEquals(4, shown.size());
                assertEquals(Set.of(1, 2, 3, 4), Set.copyOf(numbers(seed, c)), "each choice once");
                for (DeckChoiceOrder.Shown s : shown) assertEquals(words.get(s.number() - 1), s.text(), "a number names its own words");
            }
        }
    }

    @Test
    void oneLearnerSeesTheSameOrderEveryTime() {
        for (Card c : DECK) {
            assertEquals(DeckChoiceOrder.of(7, c), DeckChoiceOrder.of(7, c));
            // A card read again (another sitting, after a restart) is a new object with the same content.
            assertEquals(DeckChoiceOrder.of(7, c), DeckChoiceOrder.of(7, card(c.id())));
        }
    }

    @Test
    void twoLearnersSeeDifferentOrdersOnADeckOfManyCards() {
        int differ = 0;
        for (Card c : DECK) if (!numbers(1001, c).equals(numbers(2002, c))) differ++;
        // With 24 orders per card, two learners agree on about 1 card in 24: most of 40 differ.
        assertTrue(differ >= 30, "cards ordered differently for the two learners: " + differ);
    }

    @Test
    void theRightChoiceIsNotAlwaysInOnePlaceForALearner() {
        for (long seed = 0; seed < 20; seed++) {
            Set<Integer> places = new HashSet<>();
            int[] count = new int[5];
            for (Card c : DECK) {
                int at = DeckChoiceOrder.rightPosition(seed, c);
                assertEquals(2, DeckChoiceOrder.of(seed, c).get(at - 1).number(), "the right one is the second written");
                places.add(at);
                count[at]++;
            }
            assertTrue(places.size() >= 3, "seed " + seed + ": the right choice sits in " + places);
            // Never the file's place for (nearly) every card: at most 20 of 40 (a quarter expected, 10).
            assertTrue(count[2] <= 20, "seed " + seed + ": shown second " + count[2] + " times of 40");
        }
    }

    @Test
    void theAnswerGivenByAShownChoiceIsJudgedByItsIdentityNotItsPlace() {
        Card c = card("judged");
        for (long seed = 0; seed < 10; seed++) {
            for (DeckChoiceOrder.Shown s : DeckChoiceOrder.of(seed, c)) {
                assertEquals(s.text().equals("second"), c.answer().accepts(s.given()), "seed " + seed + ", " + s);
            }
        }
    }

    @Test
    void theSameSeedGivesDifferentCardsTheirOwnOrders() {
        Set<List<Integer>> orders = new HashSet<>();
        for (Card c : DECK) orders.add(numbers(5, c));
        assertTrue(orders.size() >= 10, "one learner, many cards, many orders: " + orders.size());
    }

    @Test
    void aFreeAnswerHasNoChoicesToOrder() {
        Card free = new Card("free", "c", "q?", new Card.Free(List.of("zero")), "e", List.of(), Optional.empty(), "deck/x.yaml", 1);
        assertEquals(List.of(), DeckChoiceOrder.of(3, free));
        assertEquals(0, DeckChoiceOrder.rightPosition(3, free));
    }
}
