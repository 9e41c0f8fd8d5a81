package io.boundarylab.episodes.cli;

import io.boundarylab.episodes.run.CueSets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boundarylab.engine.Simulator;
import io.boundarylab.episodes.Fixtures;
import io.boundarylab.episodes.content.ContentProblem;
import io.boundarylab.episodes.content.Investigation;
import io.boundarylab.episodes.run.RightChoice;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * No bundled page tells its answer before the commit, in any language, and the rule would say so if one did:
 * 017's helper question as first written ("a line a second ... in the first 20 s", about 20 lines) is flagged.
 */
class StatedOnPageContentTest {

    @TempDir
    Path tmp;

    private static List<ContentProblem> warnings(List<Investigation> all) {
        Map<String, RightChoice.Answers> answers = new HashMap<>();
        List<ContentProblem> out = new ArrayList<>();
        for (Investigation inv : all) out.addAll(CueSets.statedOnPage(inv, answers, Simulator.DEFAULT_MAX_EVENTS));
        return out;
    }

    @Test
    void noBundledPageStatesItsNumberOrItsClaimInEnglishOrSpanish() throws Exception {
        for (Locale language : List.of(Locale.ENGLISH, new Locale("es"))) {
            assertEquals(List.of(), warnings(Investigation.loadAllBundled(language)), language.toString());
        }
    }

    @Test
    void aQuestionThatStatesItsNumberIsFlaggedAtItsFile() throws Exception {
        Path dir = Fixtures.copyOfContent(tmp.resolve("c"));
        Path helper = dir.resolve("en/investigations/017-node-execution-principles/episodes/01-helper/episode.yaml");
        String text = Files.readString(helper);
        int at = text.indexOf("  quantity:\n");
        int end = text.indexOf("experiment:\n", at);
        assertTrue(at > 0 && end > at);
        Files.writeString(helper, text.substring(0, at) + """
                  quantity:
                    text: "Web writes a line a second. Placed by one decision, how many lines does the helper ship in the first 20 s?"
                    unit: "lines"
                    variant: contract
                    measure: {linesShipped: web-app/log-helper, untilSeconds: 20}
                    tolerance: 5
                """ + text.substring(end));
        List<ContentProblem> w = warnings(Investigation.loadAll(dir, Locale.ENGLISH));
        assertEquals(1, w.size(), w.toString());
        assertEquals("en/investigations/017-node-execution-principles/episodes/01-helper/episode.yaml", w.get(0).file());
        assertTrue(w.get(0).message().startsWith("warning: prediction.quantity.text: states 20, within the tolerance (5) of what the run gives, 20 lines"),
                w.get(0).message());
    }

    /**
     * The rewritten numbers are what the pages' reasoning gives: web writes a line a second and the
     * helper ships what is new every 5 s, so by 0:12 it has shipped two batches of 5; a RollingUpdate
     * with maxUnavailable 0 never leaves shop without a ready pod, so none of its requests fails.
     */
    @Test
    void theRewrittenQuestionsAskForWhatTheirPagesLetALearnerWorkOut() throws Exception {
        Investigation pod = Investigation.byId(Investigation.loadAllBundled(Locale.ENGLISH), "node-execution-principles").orElseThrow();
        Investigation returns = Investigation.byId(Investigation.loadAllBundled(Locale.ENGLISH), "what-returns-is-the-number").orElseThrow();
        assertEquals(10.0, RightChoice.answers(pod.episode("helper").orElseThrow(), Simulator.DEFAULT_MAX_EVENTS).number());
        assertEquals(0.0, RightChoice.answers(returns.episode("new-version").orElseThrow(), Simulator.DEFAULT_MAX_EVENTS).number());
    }
}
