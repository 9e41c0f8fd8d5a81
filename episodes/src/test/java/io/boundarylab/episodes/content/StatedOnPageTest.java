package io.boundarylab.episodes.content;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The two ways a page tells the answer before the commit: a number a learner can copy, and the right choice's own words. */
class StatedOnPageTest {

    private static Map<String, String> page(String... fieldAndText) {
        Map<String, String> p = new LinkedHashMap<>();
        for (int i = 0; i < fieldAndText.length; i += 2) p.put(fieldAndText[i], fieldAndText[i + 1]);
        return p;
    }

    @Test
    void aNumberALearnerCanCopyAndBeJudgedRightIsFlaggedAtItsField() {
        Map<String, String> p = page("prediction.quantity.text",
                "Web writes a line a second. Placed by one decision, how many lines does the helper ship in the first 20 s?");
        List<String> w = StatedOnPage.number(p, 20, 5, "lines");
        assertEquals(1, w.size(), w.toString());
        assertTrue(w.get(0).startsWith("prediction.quantity.text: states 20, within the tolerance (5)"), w.get(0));
        // Just outside the tolerance is the learner's to work out.
        assertEquals(List.of(), StatedOnPage.number(p, 26, 5, "lines"));
    }

    @Test
    void aClockTimeIsReadInSecondsAndANameIsNotANumber() {
        assertEquals(1, StatedOnPage.number(page("pressure", "the node fails at 0:40"), 40, 0, "s").size());
        assertEquals(List.of(), StatedOnPage.number(page("pressure", "the node fails at 0:40"), 0, 0, "s"));
        Map<String, String> names = page("prediction.question",
                "Node-2 is lost and its pod moves to node-1; shop asks web:80 at 10.0.1.2 for v2, then v1-stale.");
        for (double answer : new double[] {0, 1, 2, 10, 80}) {
            assertEquals(List.of(), StatedOnPage.number(names, answer, 0, "requests"), "answer " + answer);
        }
        assertEquals(1, StatedOnPage.number(page("prompt", "un valor de 2,5 s"), 2.5, 0, "s").size());
    }

    @Test
    void twoOfTheRightChoicesOwnWordsInTheStatementsStateItsClaim() {
        List<String> choices = List.of(
                "What it reports for v2, word for word: checks green, replicas ready, each request answered.",
                "The readiness probe fails on the stale pods, and the Service stops sending shop's requests to them.",
                "The probes pass, but the Service sees the answers are not v2 and refuses shop's requests.");
        Map<String, String> said = page("pressure", "Three copies of web v2 stay green and quick.",
                "prompt", "Compare what the platform reports.");
        List<String> w = StatedOnPage.claim(said, choices, 0);
        assertEquals(1, w.size(), w.toString());
        assertTrue(w.get(0).startsWith("pressure [green], prompt [reports]: the page holds 2 words"), w.get(0));
        // One such word is the page's vocabulary, not a claim; and words the other choices share say nothing.
        assertEquals(List.of(), StatedOnPage.claim(page("prompt", "Compare what the platform reports about v2."), choices, 0));
    }
}
