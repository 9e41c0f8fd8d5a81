package io.boundarylab.app.save;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import java.util.Objects;

/**
 * The playground's work in progress: the scenario's YAML as the learner last left it (read or not),
 * the guarantee its two runs differ in, and where it started from. Saved as it changes, so that
 * a crash loses nothing; read back when the playground opens again.
 *
 * @param yaml      the editor's text, exactly as it was (it may not read: the learner was typing)
 * @param guarantee the key of the guarantee the naive run goes without, or null for the default
 * @param title     the name of the start it came from, or null
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record PlaygroundDraft(String yaml, String guarantee, String title) {
    public PlaygroundDraft {
        Objects.requireNonNull(yaml, "yaml");
    }
}
