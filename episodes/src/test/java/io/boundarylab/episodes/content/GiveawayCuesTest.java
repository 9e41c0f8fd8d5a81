package io.boundarylab.episodes.content;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The cue counts on small hand-made sets, each expected figure worked out from the rule. */
class GiveawayCuesTest {

    private static GiveawayCues.Question q(String id, int right, String... choices) {
        return new GiveawayCues.Question(id, "f.yaml", 1, "", Arrays.asList(choices), right, null);
    }

    private static GiveawayCues.Question page(String id, String page, int right, String... choices) {
        return new GiveawayCues.Question(id, "f.yaml", 1, page, Arrays.asList(choices), right, null);
    }

    private static GiveawayCues.Count cue(List<GiveawayCues.Count> counts, String name) {
        return counts.stream().filter(c -> c.cue().equals(name)).findFirst().orElseThrow(() -> new AssertionError(name + " in " + counts));
    }

    @Test
    void longestRightOnThreeOfThreeThreeChoiceQuestionsFails() {
        // chance 3 x 1/3 = 1, threshold 2; hits 3.
        List<GiveawayCues.Count> c = GiveawayCues.investigation(List.of(
                q("a", 0, "longest one", "b", "c"), q("b", 1, "x", "longest one", "y"), q("c", 2, "x", "y", "longest one")));
        GiveawayCues.Count longest = cue(c, "longest");
        assertEquals(3, longest.hits(), 1e-12);
        assertEquals(1, longest.chance(), 1e-12);
        assertEquals(2, longest.threshold(), 1e-12);
        assertTrue(longest.fails());
        assertEquals(List.of("a", "b", "c"), longest.questions());
    }

    @Test
    void exactlyChancePlusOnePasses() {
        // chance 1, threshold 2; the longest is right in two of three: passes at the boundary.
        GiveawayCues.Count longest = cue(GiveawayCues.investigation(List.of(
                q("a", 0, "longest one", "b", "c"), q("b", 1, "x", "longest one", "y"), q("c", 0, "x", "y", "longest one"))), "longest");
        assertEquals(2, longest.hits(), 1e-12);
        assertFalse(longest.fails());
    }

    @Test
    void aTieScoresOneOverTheTiedCount() {
        // Question a: two tie for longest, the right among them: 1/2. Question b: all three tie: 1/3, unnamed.
        GiveawayCues.Count longest = cue(GiveawayCues.investigation(List.of(
                q("a", 0, "aaaa", "bbbb", "c"), q("b", 2, "xx", "yy", "zz"))), "longest");
        assertEquals(0.5 + 1.0 / 3, longest.hits(), 1e-12);
        assertEquals(2.0 / 3, longest.chance(), 1e-12);
        assertEquals(List.of("a"), longest.questions());
        assertFalse(longest.fails());
    }

    @Test
    void aTwoWayTieEveryTimeScoresHalfAQuestionEach() {
        // Four questions, right always in a two-way tie for longest: hits 4 x 1/2 = 2; chance 4 x 1/3 = 1.33, threshold 2.33.
        List<GiveawayCues.Question> qs = new ArrayList<>();
        for (int i = 0; i < 4; i++) qs.add(q("q" + i, 0, "long!", "long?", "s"));
        GiveawayCues.Count longest = cue(GiveawayCues.investigation(qs), "longest");
        assertEquals(2, longest.hits(), 1e-12);
        assertFalse(longest.fails());
    }

    @Test
    void mostSharedWordsCountsContentWordsOfThePage() {
        String p = "The ReplicaSet replaces the lost pod";
        // a: choice 1 shares {replicaset, replaces, lost}, choice 0 shares {pod}: right 1 is picked.
        // b: choice 0 shares {replicaset}, choice 2 none, choice 1 {lost, pod}: right 1 is picked.
        // c: none shares a word: all tie, 1/3.
        List<GiveawayCues.Count> c = GiveawayCues.investigation(List.of(
                page("a", p, 1, "a pod waits", "the ReplicaSet replaces what was lost", "nothing"),
                page("b", p, 1, "a ReplicaSet", "the pod is lost", "no"),
                page("c", p, 0, "x", "y", "z")));
        GiveawayCues.Count shared = cue(c, "most-shared-words");
        assertEquals(2 + 1.0 / 3, shared.hits(), 1e-12);
        assertEquals(1, shared.chance(), 1e-12);
        assertTrue(shared.fails());
        assertEquals(List.of("a", "b"), shared.questions());
    }

    @Test
    void positionCountsEachPositionOverTheQuestionsThatHaveIt() {
        // Right at position 4 in two of the questions with four choices; the three-choice one has no 4th.
        List<GiveawayCues.Count> c = GiveawayCues.investigation(List.of(
                q("a", 3, "1", "2", "3", "4"), q("b", 3, "1", "2", "3", "4"), q("c", 0, "1", "2", "3")));
        GiveawayCues.Count fourth = cue(c, "position 4");
        assertEquals(2, fourth.hits(), 1e-12);
        assertEquals(0.5, fourth.chance(), 1e-12);
        assertEquals(1.5, fourth.threshold(), 1e-12);
        assertTrue(fourth.fails());
        GiveawayCues.Count first = cue(c, "position 1");
        assertEquals(1, first.hits(), 1e-12);
        assertEquals(0.25 + 0.25 + 1.0 / 3, first.chance(), 1e-12);
        assertFalse(first.fails());
    }

    @Test
    void theDeckAllowsFifteenPercentOfItsCards() {
        // 20 cards of 4 choices: chance 5, threshold 5 + 0.15 x 20 = 8. Right 2nd in 8 passes, in 9 fails.
        assertFalse(cue(GiveawayCues.deck(cards(20, 8)), "position 2").fails());
        GiveawayCues.Count nine = cue(GiveawayCues.deck(cards(20, 9)), "position 2");
        assertEquals(5, nine.chance(), 1e-12);
        assertEquals(8, nine.threshold(), 1e-12);
        assertTrue(nine.fails());
    }

    private static List<GiveawayCues.Question> cards(int n, int secondRight) {
        List<GiveawayCues.Question> out = new ArrayList<>();
        for (int i = 0; i < n; i++) out.add(q("card" + i, i < secondRight ? 1 : 0, "one", "two", "six", "ten"));
        return out;
    }

    @Test
    void onlyContrastPicksTheOneChoiceWithoutAnAlikeWord() {
        List<Boolean> one = List.of(false, false, true);
        List<Boolean> two = List.of(false, true, true);
        // a, b: the only contrasting choice is right (1 each); c: two contrast, the cue picks all: 1/3.
        List<GiveawayCues.Question> qs = List.of(
                new GiveawayCues.Question("a", "f", 1, "", List.of("x", "y", "z"), 2, one),
                new GiveawayCues.Question("b", "f", 1, "", List.of("x", "y", "z"), 2, one),
                new GiveawayCues.Question("c", "f", 1, "", List.of("x", "y", "z"), 2, two));
        GiveawayCues.Count c = cue(GiveawayCues.investigation(qs), "only-contrast");
        assertEquals(2 + 1.0 / 3, c.hits(), 1e-12);
        assertEquals(1, c.chance(), 1e-12);
        assertTrue(c.fails());
        assertEquals(List.of("a", "b"), c.questions());
    }

    @Test
    void noOnlyContrastCueWhenNoQuestionConcernsTwoVariants() {
        assertTrue(GiveawayCues.investigation(List.of(q("a", 0, "x", "y"))).stream().noneMatch(c -> c.cue().equals("only-contrast")));
    }

    @Test
    void alikeWordsAreMatchedWholeInEnglishAndSpanish() {
        assertTrue(GiveawayCues.saysAlike("Both get back to three"));
        assertTrue(GiveawayCues.saysAlike("No request fails either way"));
        assertTrue(GiveawayCues.saysAlike("Los dos fallan para siempre"));
        assertTrue(GiveawayCues.saysAlike("Ambas dejan un hueco: sea cual sea la estrategia"));
        assertFalse(GiveawayCues.saysAlike("Recreate leaves a gap; RollingUpdate keeps ready pods answering"));
        // "bothersome" holds "both", but not as a word.
        assertFalse(GiveawayCues.saysAlike("A bothersome delay, then the name follows"));
    }

    @Test
    void contrastsAppliesOnlyToQuestionsOverTwoVariants() {
        Claim naive = new Claim("n", "naive", null, "t", "f");
        Claim contract = new Claim("c", "contract", null, "t", "f");
        List<Choice> choices = List.of(new Choice("same", "Both stay at two.", java.util.Map.of()),
                new Choice("differ", "Bare pods stay at two; the ReplicaSet makes one.", java.util.Map.of()));
        assertEquals(List.of(false, true), GiveawayCues.contrasts(new PredictionQuestion("?", List.of(naive, contract), choices)));
        assertNull(GiveawayCues.contrasts(new PredictionQuestion("?", List.of(naive), choices)));
    }
}
