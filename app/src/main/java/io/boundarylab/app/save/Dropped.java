package io.boundarylab.app.save;

/**
 * A field or entry left out of a saved file because it could not be read, and why.
 *
 * @param field   where it was, as a learner or a teacher finds it in the file: {@code visited[2]},
 *                {@code predictions.helper.confidencePercent}
 * @param problem what was wrong with it
 */
public record Dropped(String field, Problem problem) {

    /** Why a field or entry was left out; the app words each as {@code save.problem.<name in lower case>}. */
    public enum Problem {
        NOT_TEXT, EMPTY_TEXT, NOT_WHOLE_NUMBER, OUT_OF_RANGE, NOT_TRUE_OR_FALSE, NOT_A_LIST, NOT_A_GROUP,
        NOT_A_NUMBER, UNKNOWN_VALUE, NOT_A_PATH, MISSING, TEXT_AFTER_THE_END
    }
}
