package io.boundarylab.app.save;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import io.boundarylab.episodes.playground.LessonText;

import java.util.Map;
import java.util.Objects;

/**
 * The playground's work in progress: the scenario's YAML as the learner last left it (read or not),
 * the guarantee its two runs differ in, and where it started from. Saved as it changes, so that
 * a crash loses nothing; read back when the playground opens again.
 *
 * @param yaml       the editor's text, exactly as it was (it may not read: the learner was typing)
 * @param guarantee  the key of the guarantee the naive run goes without, or null for the default
 * @param title      the name of the start it came from, or null
 * @param prediction the prediction's form as the learner left it, or null when they have not touched it
 *                   (drafts saved before it was kept have none)
 * @param lesson     the lesson's words by language tag, as the instructor left them; empty when none
 *                   (drafts saved before they were kept have none)
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record PlaygroundDraft(String yaml, String guarantee, String title, PredictionDraft prediction, Map<String, LessonText> lesson) {
    public PlaygroundDraft {
        Objects.requireNonNull(yaml, "yaml");
        lesson = lesson == null ? Map.of() : java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(lesson));
    }

    /** A draft without a prediction. */
    public PlaygroundDraft(String yaml, String guarantee, String title) {
        this(yaml, guarantee, title, null);
    }

    /** A draft without lesson words. */
    public PlaygroundDraft(String yaml, String guarantee, String title, PredictionDraft prediction) {
        this(yaml, guarantee, title, prediction, Map.of());
    }
}
