package io.boundarylab.app.shell;

import io.boundarylab.app.save.Progress;
import io.boundarylab.episodes.content.Listing.EpisodePage;
import io.boundarylab.episodes.content.Section;
import io.boundarylab.episodes.content.SectionKind;
import java.util.List;

/**
 * The outline's marks and its "% explored", from a progress and the section shown. One rule for
 * the investigation open now and for the others listed on the start page, so that both say the
 * same number for the same work.
 */
final class Marks {

    private Marks() {
    }

    /** The mark of a section; {@code currentId} is the section shown, or null. */
    static Mark of(Section s, Progress p, String currentId) {
        if (s.id().equals(currentId)) {
            return Mark.CURRENT;
        }
        if (s.kind() == SectionKind.EPISODE && s.episodeId() != null) {
            return ofEpisode(s.id(), s.episodeId(), p);
        }
        if (p.completed().contains(s.id())) {
            return Mark.DONE;
        }
        return p.visited().contains(s.id()) ? Mark.READ : Mark.NEW;
    }

    /** The mark of a section that shows an episode, when it is not the one shown. */
    private static Mark ofEpisode(String sectionId, String episodeId, Progress p) {
        boolean naive = p.completed().contains(episodeId + "/naive");
        boolean contract = p.completed().contains(episodeId + "/contract");
        if (naive && contract) {
            return Mark.DONE;
        }
        if (naive || contract || p.predictions().containsKey(episodeId)) {
            return Mark.STARTED;
        }
        if (p.completed().contains(sectionId)) {
            return Mark.DONE;
        }
        return p.visited().contains(sectionId) ? Mark.READ : Mark.NEW;
    }

    /**
     * How much of an investigation the learner has explored, 0 to 1: the one number the outline's
     * header and the start page's rows show. An episode counts once both its runs are done; pages do
     * not count at all, since paging through them (Page Up, Page Down, the outline) reads nothing.
     * It reads only the saved progress, never what a window happens to show, so that the open
     * investigation and one read from its file count the same work the same way.
     */
    static double explored(List<EpisodePage> pages, Progress p) {
        if (pages.isEmpty()) {
            return 0;
        }
        long done = pages.stream().filter(page -> ofEpisode(page.sectionId(), page.episodeId(), p) == Mark.DONE).count();
        return (double) done / pages.size();
    }

    /** {@link #explored} as the whole percent both places print. */
    static long percentExplored(List<EpisodePage> pages, Progress p) {
        return Math.round(explored(pages, p) * 100);
    }

    /**
     * More than the page the learner arrived at seen, or a run done or a prediction made: the learner
     * has done something here. Opening an investigation shows its first page without the learner
     * doing anything, so until then nothing is explored, and there is nothing to continue from.
     */
    static boolean worked(Progress p) {
        return p.visited().size() > 1 || !p.completed().isEmpty() || !p.predictions().isEmpty();
    }
}
