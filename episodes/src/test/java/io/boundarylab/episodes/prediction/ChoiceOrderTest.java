package io.boundarylab.episodes.prediction;

import io.boundarylab.episodes.content.Choice;
import org.junit.jupiter.api.Test;

import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.IntStream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ChoiceOrderTest {

    private static final List<Choice> CHOICES = IntStream.range(0, 4)
            .mapToObj(i -> new Choice("c" + i, "choice " + i, Map.of())).toList();

    private static List<String> ids(long seed, String episode) {
        return ChoiceOrder.of(seed, episode, CHOICES).stream().map(Choice::id).toList();
    }

    @Test
    void theSameLearnerAndEpisodeAlwaysGiveTheSameOrder() {
        assertEquals(ids(42, "helper"), ids(42, "helper"));
        // Pinned, so that an order a learner has seen never changes under them after an update.
        assertEquals(List.of("c0", "c3", "c1", "c2"), ids(42, "helper"));
    }

    @Test
    void theOrderIsAPermutationOfTheContentsChoices() {
        for (long seed = 0; seed < 50; seed++) {
            List<String> ids = ids(seed, "fate");
            assertEquals(Set.copyOf(CHOICES.stream().map(Choice::id).toList()), Set.copyOf(ids));
            assertEquals(CHOICES.size(), ids.size());
        }
    }

    @Test
    void learnersAndEpisodesSeeDifferentOrdersAndEveryPositionIsUsed() {
        Set<List<String>> orders = new HashSet<>();
        int[] firstCount = new int[CHOICES.size()];
        for (long seed = 0; seed < 400; seed++) {
            List<String> ids = ids(seed, "identity");
            orders.add(ids);
            firstCount[Integer.parseInt(ids.get(0).substring(1))]++;
        }
        assertEquals(24, orders.size(), "every one of the 4! orders occurs");
        for (int n : firstCount) assertTrue(n > 60 && n < 140, "each choice comes first about a quarter of the time: " + n);
        assertNotEquals(ids(7, "helper"), ids(7, "fate"), "one learner, two episodes, two orders (for this seed)");
    }

    @Test
    void noChoicesAndOneChoiceAreLeftAlone() {
        assertEquals(List.of(), ChoiceOrder.of(1, "x", List.of()));
        assertEquals(CHOICES.subList(0, 1), ChoiceOrder.of(1, "x", CHOICES.subList(0, 1)));
    }
}
