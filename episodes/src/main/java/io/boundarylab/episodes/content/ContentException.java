package io.boundarylab.episodes.content;

import java.util.List;
import java.util.stream.Collectors;

/**
 * A content folder could not be loaded. Carries every problem found, not just the first, so that an
 * author can fix them all in one pass; the message lists them one per line.
 */
public final class ContentException extends Exception {

    private final transient List<ContentProblem> problems;

    public ContentException(List<ContentProblem> problems) {
        super(problems.stream().map(ContentProblem::format).collect(Collectors.joining("\n")));
        this.problems = List.copyOf(problems);
    }

    /** Every problem found, in file order. */
    public List<ContentProblem> problems() {
        return problems;
    }
}
