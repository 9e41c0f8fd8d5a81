package io.boundarylab.app.shell;

import io.boundarylab.app.lab.Course;
import io.boundarylab.episodes.content.Episode;
import io.boundarylab.episodes.content.Section;
import io.boundarylab.episodes.content.SectionKind;
import java.util.List;
import java.util.Optional;

/** Finds things in the loaded course by what they are about: the episode that earns a guarantee, and its section. */
final class CourseSearch {
    /** An episode and the outline section that shows it. */
    record EpisodeSection(Episode episode, Section section) { }

    private CourseSearch() {
    }

    /** The episode whose experiment earns the guarantee with this key, with its section; empty if none does. */
    static Optional<EpisodeSection> earning(Course course, List<Section> sections, String guaranteeKey) {
        for (Episode ep : course.episodes()) {
            if (ep.experiment().guarantee() != null && ep.experiment().guarantee().key().equals(guaranteeKey)) {
                for (Section s : sections) {
                    if (s.kind() == SectionKind.EPISODE && ep.id().equals(s.episodeId())) {
                        return Optional.of(new EpisodeSection(ep, s));
                    }
                }
            }
        }
        return Optional.empty();
    }
}
