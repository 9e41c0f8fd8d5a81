package io.boundarylab.episodes.content;

import io.boundarylab.engine.input.InputProblem;

/**
 * One thing wrong with a content folder, pinned to the file and position where an author can fix it.
 *
 * @param file    path of the file, relative to the content folder (forward slashes)
 * @param line    1-based line, or 0 when the problem concerns the whole file
 * @param column  1-based column, or 0 when unknown
 * @param message what is wrong, in one line
 */
public record ContentProblem(String file, int line, int column, String message) {

    /** The problem as {@code file:line:column: message} ({@link InputProblem#format}), the form editors and the CLI understand. */
    public String format() {
        return InputProblem.format(file, line, column, null, message);
    }

    @Override
    public String toString() {
        return format();
    }
}
