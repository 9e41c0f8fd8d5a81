package io.boundarylab.app.save;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;

/**
 * What the learner now thinks happened and why, written after a wrong or partly wrong prediction;
 * or that they skipped writing it (recorded, so a teacher and the learner can see it).
 *
 * @param text    the learner's words, empty when skipped
 * @param skipped whether they chose not to write it
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record SavedExplanation(String text, boolean skipped) {
    public SavedExplanation {
        text = text == null ? "" : text;
    }

    public static SavedExplanation written(String text) {
        return new SavedExplanation(text, false);
    }

    public static SavedExplanation skip() {
        return new SavedExplanation("", true);
    }
}
