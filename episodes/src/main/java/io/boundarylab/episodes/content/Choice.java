package io.boundarylab.episodes.content;

import java.util.Map;

/**
 * One answer to a prediction question.
 *
 * @param id      stable id
 * @param text    what the learner reads
 * @param implies claim id to the value this answer says it has, in declaration order
 */
public record Choice(String id, String text, Map<String, Boolean> implies) {

    public Choice {
        implies = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(implies));
    }
}
