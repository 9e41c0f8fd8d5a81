package io.boundarylab.app.shell;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boundarylab.app.save.Progress;
import io.boundarylab.app.support.TestLab;
import io.boundarylab.episodes.content.Section;
import io.boundarylab.episodes.content.SectionKind;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The one "% explored" rule, read by the outline and by the start page alike. */
class MarksTest {
    private static final List<Section> SECTIONS = TestLab.bundled().course().sections();
    private static final List<io.boundarylab.episodes.content.Listing.EpisodePage> PAGES = io.boundarylab.episodes.content.Listing.episodePages(SECTIONS);

    private static Section page(int n) {
        return SECTIONS.stream().filter(s -> s.kind() != SectionKind.EPISODE).skip(n).findFirst().orElseThrow();
    }

    private static Section episode(int n) {
        return SECTIONS.stream().filter(s -> s.kind() == SectionKind.EPISODE).skip(n).findFirst().orElseThrow();
    }

    private static final long EPISODES = SECTIONS.stream().filter(s -> s.kind() == SectionKind.EPISODE).count();

    @Test
    void pagingThroughEveryPageExploresNothing() {
        // Page Down through the whole investigation and back with Page Up: every section visited, nothing run.
        Progress p = Progress.empty();
        for (Section s : SECTIONS) {
            p = p.at(s.id());
        }
        for (int i = SECTIONS.size() - 1; i >= 0; i--) {
            p = p.at(SECTIONS.get(i).id());
        }
        assertEquals(0.0, Marks.explored(PAGES, p), 1e-9);
        assertEquals(0, Marks.percentExplored(PAGES, p));
        assertTrue(Marks.worked(p), "there is still somewhere to continue from");
    }

    @Test
    void stoppedInsideAnEpisodeItCountsOnlyOnceBothRunsAreDone() {
        Section first = episode(0);
        Section second = episode(1);
        // Two pages read, the first episode's two runs done, now inside the second with its naive run done.
        Progress p = Progress.empty().at(page(0).id()).at(page(1).id()).at(first.id())
                .complete(first.episodeId() + "/naive").complete(first.episodeId() + "/contract")
                .at(second.id()).complete(second.episodeId() + "/naive");
        assertEquals(1.0 / EPISODES, Marks.explored(PAGES, p), 1e-9);
        assertEquals(Math.round(100.0 / EPISODES), Marks.percentExplored(PAGES, p));
        // Its contract run done too, the episode the learner is in counts: where they are does not hide it.
        Progress both = p.complete(second.episodeId() + "/contract");
        assertEquals(2.0 / EPISODES, Marks.explored(PAGES, both), 1e-9);
        // A page shown adds nothing.
        assertEquals(2.0 / EPISODES, Marks.explored(PAGES, both.at(page(2).id())), 1e-9);
        // An episode opened and left, with or without a prediction, is not explored yet: only its runs count.
        Section third = episode(2);
        Progress opened = both.at(third.id()).at(page(2).id());
        assertEquals(2.0 / EPISODES, Marks.explored(PAGES, opened), 1e-9);
        assertEquals(Marks.explored(PAGES, opened), Marks.explored(PAGES,
                opened.predict(third.episodeId(), new io.boundarylab.app.save.SavedPrediction("a", "", 50))), 1e-9);
    }

    @Test
    void arrivingAtTheFirstPageIsNotExploringYet() {
        Section first = SECTIONS.get(0);
        Section second = SECTIONS.get(1);
        assertEquals(SectionKind.HOOK, first.kind(), "an investigation opens at its hook");
        // A first launch: the investigation opened at its first page, nothing else done.
        Progress arrived = Progress.empty().at(first.id());
        assertEquals(0.0, Marks.explored(PAGES, arrived), 1e-9);
        assertEquals(0, Marks.percentExplored(PAGES, arrived));
        assertFalse(Marks.worked(arrived), "nothing to continue from");
        // The outline still marks the page as read once left, and as the one shown while there.
        assertEquals(Mark.READ, Marks.of(first, arrived, null));
        assertEquals(Mark.CURRENT, Marks.of(first, arrived, first.id()));
        // Moving on is something to continue from, but it explores nothing.
        Progress moved = arrived.at(second.id());
        assertTrue(Marks.worked(moved));
        assertEquals(0.0, Marks.explored(PAGES, moved), 1e-9);
    }

    @Test
    void anEpisodesRunsCountWhereverTheLearnerArrived() {
        // Progress from an older save or another tool: only the first page seen, but an episode's
        // two runs done there. The runs are work, so the episode counts.
        Section first = SECTIONS.get(0);
        Section ep = episode(0);
        Progress p = Progress.empty().at(first.id()).complete(ep.episodeId() + "/naive").complete(ep.episodeId() + "/contract");
        assertTrue(Marks.worked(p));
        assertEquals(1.0 / EPISODES, Marks.explored(PAGES, p), 1e-9);
    }
}
