package io.boundarylab.episodes.playground;

import io.boundarylab.episodes.content.ContentProblem;

import java.util.List;

/**
 * A playground experiment that cannot be saved, opened or read where it was asked: the message says
 * why in the learner's language; {@link #problems()} lists the content problems, each at its
 * {@code file:line:column}, when the experiment itself is what is wrong.
 */
public final class PlaygroundException extends Exception {
    private static final long serialVersionUID = 1L;
    private final transient List<ContentProblem> problems;

    public PlaygroundException(String message) {
        this(message, List.of());
    }

    public PlaygroundException(String message, List<ContentProblem> problems) {
        super(message);
        this.problems = List.copyOf(problems);
    }

    /** The content problems behind it (empty when the place, not the experiment, is the problem). */
    public List<ContentProblem> problems() {
        return problems;
    }
}
