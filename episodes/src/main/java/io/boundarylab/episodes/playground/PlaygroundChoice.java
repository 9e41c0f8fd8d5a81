package io.boundarylab.episodes.playground;

import io.boundarylab.episodes.content.Claim;

import java.util.List;
import java.util.Objects;

/**
 * One answer of a playground prediction: the claims it says are true (a claim that something does
 * not happen is a claim built negated, see {@link ClaimMenu#negate}), and the text the learner reads.
 *
 * @param text   the answer as the learner wrote it, or as {@link #of} wrote it from the claims
 * @param claims what the answer says, each decided by one run's trace; at least one
 */
public record PlaygroundChoice(String text, List<Claim> claims) {

    public PlaygroundChoice {
        Objects.requireNonNull(text, "text");
        if (text.isBlank()) throw new IllegalArgumentException("a choice needs a text");
        claims = List.copyOf(claims);
        if (claims.isEmpty()) throw new IllegalArgumentException("a choice says at least one claim");
    }

    /** A choice whose text is its claims' words, joined. */
    public static PlaygroundChoice of(List<Claim> claims) {
        StringBuilder sb = new StringBuilder();
        for (Claim c : claims) sb.append(sb.length() == 0 ? "" : "; ").append(c.whenTrue());
        String t = sb.toString();
        return new PlaygroundChoice(t.isEmpty() ? t : Character.toUpperCase(t.charAt(0)) + t.substring(1) + ".", claims);
    }
}
