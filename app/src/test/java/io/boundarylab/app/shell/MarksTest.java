package io.boundarylab.app.shell;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boundarylab.app.save.Progress;
import io.boundarylab.app.shell.MainViewModel.Mark;
import io.boundarylab.app.support.TestLab;
import io.boundarylab.episodes.content.Section;
import io.boundarylab.episodes.content.SectionKind;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The one "% explored" rule, read by the outline and by the start page alike. */
class MarksTest {
    private static final List<Section> SECTIONS = TestLab.bundled().course().sections();

    private static Section page(int n) {
        return SECTIONS.stream().filter(s -> s.kind() != SectionKind.EPISODE).skip(n).findFirst().orElseThrow();
    }

    private static Section episode(int n) {
        return SECTIONS.stream().filter(s -> s.kind() == SectionKind.EPISODE).skip(n).findFirst().orElseThrow();
    }

    @Test
    void stoppedInsideAnEpisodeItCountsOnlyOnceBothRunsAreDone() {
        Section first = episode(0);
        Section second = episode(1);
        // Two pages read, the first episode's two runs done, now inside the second with its naive run done.
        Progress p = Progress.empty().at(page(0).id()).at(page(1).id()).at(first.id())
                .complete(first.episodeId() + "/naive").complete(first.episodeId() + "/contract")
                .at(second.id()).complete(second.episodeId() + "/naive");
        assertEquals(3.0 / SECTIONS.size(), Marks.explored(SECTIONS, p), 1e-9);
        assertEquals(Math.round(300.0 / SECTIONS.size()), Marks.percentExplored(SECTIONS, p));
        // Its contract run done too, the episode the learner is in counts: where they are does not hide it.
        Progress both = p.complete(second.episodeId() + "/contract");
        assertEquals(4.0 / SECTIONS.size(), Marks.explored(SECTIONS, both), 1e-9);
        // At a page, the page shown counts as read (it is being read).
        assertEquals(5.0 / SECTIONS.size(), Marks.explored(SECTIONS, both.at(page(2).id())), 1e-9);
        // An episode opened and left, with or without a prediction, is not explored yet: only its runs count.
        Section third = episode(2);
        Progress opened = both.at(third.id()).at(page(2).id());
        assertEquals(5.0 / SECTIONS.size(), Marks.explored(SECTIONS, opened), 1e-9);
        assertEquals(Marks.explored(SECTIONS, opened), Marks.explored(SECTIONS,
                opened.predict(third.episodeId(), new io.boundarylab.app.save.SavedPrediction("a", "", 50))), 1e-9);
    }

    @Test
    void arrivingAtTheFirstPageIsNotExploringYet() {
        Section first = SECTIONS.get(0);
        Section second = SECTIONS.get(1);
        assertEquals(SectionKind.HOOK, first.kind(), "an investigation opens at its hook");
        // A first launch: the investigation opened at its first page, nothing else done.
        Progress arrived = Progress.empty().at(first.id());
        assertEquals(0.0, Marks.explored(SECTIONS, arrived), 1e-9);
        assertEquals(0, Marks.percentExplored(SECTIONS, arrived));
        assertFalse(Marks.worked(arrived), "nothing to continue from");
        // The outline still marks the page as read once left, and as the one shown while there.
        assertEquals(Mark.READ, Marks.of(first, arrived, null));
        assertEquals(Mark.CURRENT, Marks.of(first, arrived, first.id()));
        // Moving on reads it: the page left and the page now shown both count.
        Progress moved = arrived.at(second.id());
        assertEquals(2.0 / SECTIONS.size(), Marks.explored(SECTIONS, moved), 1e-9);
        // Back at the first page, the two pages read still count.
        assertEquals(2.0 / SECTIONS.size(), Marks.explored(SECTIONS, moved.at(first.id())), 1e-9);
    }

    @Test
    void anEpisodesRunsCountWhereverTheLearnerArrived() {
        // Progress from an older save or another tool: only the first page seen, but an episode's
        // two runs done there. The runs are work, so the episode and the page shown both count.
        Section first = SECTIONS.get(0);
        Section ep = episode(0);
        Progress p = Progress.empty().at(first.id()).complete(ep.episodeId() + "/naive").complete(ep.episodeId() + "/contract");
        assertTrue(Marks.worked(p));
        assertEquals(2.0 / SECTIONS.size(), Marks.explored(SECTIONS, p), 1e-9);
    }
}
