package io.boundarylab.app.playground;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boundarylab.app.i18n.Messages;
import io.boundarylab.episodes.content.GiveawayCues;
import io.boundarylab.episodes.playground.LessonCheck;
import io.boundarylab.episodes.run.CueSets;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/** What the author reads after a save: every cue of the table, the one that gives the answer away said so, a cue of a later kind by its own name. */
class LessonCheckTextTest {
    private static final Messages EN = new Messages(Locale.ENGLISH);
    private static final Messages ES = new Messages(Locale.forLanguageTag("es"));

    private static GiveawayCues.Question question() {
        return new GiveawayCues.Question("experiment", "en/x/episode.yaml", 1, "page", List.of("a", "longer b"), 1, null);
    }

    private static LessonCheck check(String... cues) {
        List<GiveawayCues.Count> counts = new java.util.ArrayList<>();
        for (String c : cues) counts.add(new GiveawayCues.Count(c, c.equals("longest") ? 1 : 0.5, 0.5, 1.5,
                c.equals("longest") ? List.of("experiment") : List.of()));
        return new LessonCheck(List.of(), List.of(new CueSets.CueSet("investigation playground-x (en)", List.of(question()), counts)));
    }

    @Test
    void theCueThatGivesTheAnswerAwayIsNamedAndTheSaveSaysItWarned() {
        String text = LessonCheckText.of(check("longest", "most-shared-words", "position 2"), EN);
        assertTrue(text.startsWith(EN.get("playground.check.savedWarned")), text);
        assertTrue(text.contains(EN.get("playground.check.cueGives", EN.get("playground.cue.longest"))), text);
        assertTrue(text.contains(EN.get("playground.check.cueQuiet", EN.get("playground.cue.position", "2"))), text);
        assertTrue(LessonCheckText.of(check("longest"), ES).contains(ES.get("playground.cue.longest")), "in the author's language");
    }

    @Test
    void aCueKindThisVersionHasNoWordsForIsShownByItsOwnName() {
        String text = LessonCheckText.of(check("stated-on-page"), EN);
        assertTrue(text.contains(EN.get("playground.check.cueQuiet", "stated-on-page")), text);
    }

    @Test
    void aCleanSaveSaysSo() {
        LessonCheck clean = new LessonCheck(List.of(), List.of(new CueSets.CueSet("s", List.of(question()),
                List.of(new GiveawayCues.Count("longest", 0.5, 0.5, 1.5, List.of())))));
        assertEquals(EN.get("playground.check.saved"), LessonCheckText.of(clean, EN).split("\n")[0]);
    }
}
