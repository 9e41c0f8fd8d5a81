package io.boundarylab.app.lab;

import io.boundarylab.engine.trace.TraceEvent;
import io.boundarylab.episodes.content.Episode;
import io.boundarylab.episodes.content.Section;
import java.util.List;
import java.util.Optional;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.UnaryOperator;

/**
 * The investigation as the app reads it: the sections in reading order, the episodes, the short
 * sentence for each trace event, and its rule line (given the events of the same run before it:
 * the rule in full the first time it acts in the run, by name after that), and the retelling of
 * an engine text (a status value, a verdict summary) in the content's language.
 */
public record Course(String title, List<Section> sections, List<Episode> episodes,
                     Function<TraceEvent, String> narrator, BiFunction<TraceEvent, List<TraceEvent>, String> because,
                     UnaryOperator<String> retell) {

    public Course {
        sections = List.copyOf(sections);
        episodes = List.copyOf(episodes);
    }

    public Optional<Episode> episode(String id) {
        return episodes.stream().filter(e -> e.id().equals(id)).findFirst();
    }

    public int indexOf(String sectionId) {
        for (int i = 0; i < sections.size(); i++) {
            if (sections.get(i).id().equals(sectionId)) {
                return i;
            }
        }
        return -1;
    }
}
