package io.boundarylab.episodes.prediction;

import io.boundarylab.episodes.content.Choice;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * The order in which one learner sees an episode's choices. Content lists the choices in a fixed
 * order; a learner sees them shuffled, so that "always the second" is no strategy, yet the same
 * learner sees the same order every time (in the episode and in the synthesis, today and after a
 * restart). Pure: the order depends only on the learner's seed, the episode id and the choices.
 * Saving is by choice id, so the order never changes what is saved.
 */
public final class ChoiceOrder {

    private ChoiceOrder() {
    }

    /** The choices in the order this learner sees them for this episode. */
    public static List<Choice> of(long learnerSeed, String episodeId, List<Choice> choices) {
        return shuffled(learnerSeed, episodeId, choices);
    }

    /**
     * Any items in the order this learner sees them under {@code key} (an episode's id, a deck
     * card's id): the one shuffle every choice the app shows goes through, so that episodes and
     * deck cards are ordered by the same rule.
     */
    public static <T> List<T> shuffled(long learnerSeed, String key, List<T> items) {
        List<T> out = new ArrayList<>(items);
        long state = learnerSeed ^ fnv1a(key);
        // Fisher-Yates with SplitMix64: written out so the order never depends on a JDK's Random.
        for (int i = out.size() - 1; i > 0; i--) {
            state += 0x9E3779B97F4A7C15L;
            int j = (int) Long.remainderUnsigned(mix(state), i + 1);
            T t = out.get(i);
            out.set(i, out.get(j));
            out.set(j, t);
        }
        return List.copyOf(out);
    }

    private static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    private static long fnv1a(String s) {
        long h = 0xcbf29ce484222325L;
        for (byte b : s.getBytes(StandardCharsets.UTF_8)) {
            h ^= b & 0xff;
            h *= 0x100000001b3L;
        }
        return h;
    }
}
