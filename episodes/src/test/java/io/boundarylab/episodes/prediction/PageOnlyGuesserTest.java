package io.boundarylab.episodes.prediction;

import io.boundarylab.episodes.Fixtures;
import io.boundarylab.episodes.content.Choice;
import io.boundarylab.episodes.content.ContentWords;
import io.boundarylab.episodes.content.Episode;
import io.boundarylab.episodes.content.Investigation;
import io.boundarylab.episodes.content.Variant;
import io.boundarylab.episodes.run.EpisodeRun;
import io.boundarylab.episodes.run.EpisodeRunner;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.ToIntFunction;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Issue 11's "done when": a guesser who reads only the page (never the trace) gets at most half
 * of the four episode questions right, whether it takes the longest choice, the same position
 * every time, or the choice sharing the most content words with what the page shows before the
 * prediction (title, pressure, prompt, status hint, question). The right choice is found by
 * running every variant: it is the one choice whose every implied claim the trace confirms.
 */
class PageOnlyGuesserTest {

    private static final Investigation INV = Fixtures.bundled();
    private static final List<Episode> EPISODES = INV.episodes();
    private static final Map<String, Integer> RIGHT = new HashMap<>();

    @BeforeAll
    static void findTheRightChoices() {
        EpisodeRunner runner = new EpisodeRunner();
        for (Episode e : EPISODES) {
            Map<String, EpisodeRun> runs = new HashMap<>();
            for (Variant v : e.experiment().variants()) runs.put(v.id(), runner.run(e, v.id()));
            List<Integer> right = new ArrayList<>();
            List<Choice> choices = e.prediction().choices();
            for (int i = 0; i < choices.size(); i++) {
                PredictionComparison c = PredictionComparison.compare(INV, e,
                        new Prediction(e.id(), choices.get(i).id(), null, 50), runs);
                if (c.matches() == c.claims().size()) right.add(i);
            }
            assertEquals(1, right.size(), e.id() + ": exactly one choice is confirmed by every run");
            RIGHT.put(e.id(), right.get(0));
        }
    }

    @Test
    void takingTheLongestChoiceGetsAtMostHalf() {
        assertAtMostHalf("longest", e -> indexOfMax(e, c -> c.text().length()));
    }

    @Test
    void takingTheSamePositionEveryTimeGetsAtMostHalf() {
        int most = EPISODES.stream().mapToInt(e -> e.prediction().choices().size()).max().orElse(0);
        for (int p = 0; p < most; p++) {
            int position = p;
            assertAtMostHalf("position " + p, e -> position);
        }
    }

    @Test
    void takingTheChoiceThatEchoesThePageGetsAtMostHalf() {
        assertAtMostHalf("most shared words", e -> {
            String page = String.join(" ", e.title(), e.pressure(), e.prompt(), e.statusHint(), e.prediction().text());
            return indexOfMax(e, c -> ContentWords.shared(c.text(), page));
        });
    }

    @Test
    void theRightChoiceSitsAtDifferentPositions() {
        assertTrue(RIGHT.values().stream().distinct().count() >= 3, "right positions: " + RIGHT);
    }

    private static void assertAtMostHalf(String guesser, ToIntFunction<Episode> pick) {
        long right = EPISODES.stream().filter(e -> pick.applyAsInt(e) == RIGHT.get(e.id())).count();
        assertTrue(right * 2 <= EPISODES.size(), guesser + " guesser gets " + right + " of " + EPISODES.size() + " right");
    }

    /** The first choice with the highest score (a guesser breaks ties by taking the first). */
    private static int indexOfMax(Episode e, ToIntFunction<Choice> score) {
        List<Choice> cs = e.prediction().choices();
        Choice best = cs.stream().max(Comparator.comparingInt(score).thenComparing(c -> -cs.indexOf(c))).orElseThrow();
        return cs.indexOf(best);
    }
}
