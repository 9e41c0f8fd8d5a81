package io.boundarylab.app.shell;

import io.boundarylab.app.save.Progress;
import io.boundarylab.app.shell.MainViewModel.Mark;
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
            boolean naive = p.completed().contains(s.episodeId() + "/naive");
            boolean contract = p.completed().contains(s.episodeId() + "/contract");
            if (naive && contract) {
                return Mark.DONE;
            }
            if (naive || contract || p.predictions().containsKey(s.episodeId())) {
                return Mark.STARTED;
            }
        }
        if (p.completed().contains(s.id())) {
            return Mark.DONE;
        }
        return p.visited().contains(s.id()) ? Mark.READ : Mark.NEW;
    }

    /**
     * How much of an investigation the learner has explored, 0 to 1: the one number the outline's
     * header and the start page's rows show. An episode counts once both its runs are done; pages do
     * not count at all, since paging through them (Page Up, Page Down, the outline) reads nothing.
     * It reads only the saved progress, never what a window happens to show, so that the open
     * investigation and one read from its file count the same work the same way.
     */
    static double explored(List<Section> sections, Progress p) {
        List<Section> episodes = sections.stream().filter(s -> s.kind() == SectionKind.EPISODE && s.episodeId() != null).toList();
        if (episodes.isEmpty()) {
            return 0;
        }
        long done = episodes.stream().filter(s -> of(s, p, null) == Mark.DONE).count();
        return (double) done / episodes.size();
    }

    /** {@link #explored} as the whole percent both places print. */
    static long percentExplored(List<Section> sections, Progress p) {
        return Math.round(explored(sections, p) * 100);
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
