package io.boundarylab.episodes.content;

import io.boundarylab.episodes.predicate.EventMatch;
import io.boundarylab.episodes.predicate.Predicate;

/**
 * How a status field changes: on every event that {@code on} matches, or once at the end of the run
 * when {@code atEnd} holds. Exactly one of the two is set. {@code set} is a template: {@code {node}},
 * {@code {pod}}, {@code {container}}, {@code {exitCode}}, {@code {reason}}, {@code {port}},
 * {@code {peer}}, {@code {ip}}, {@code {lines}}, {@code {totalLines}}, {@code {count}},
 * {@code {time}}, {@code {seq}}. An {@code on} rule ignores its first {@code skip} matches (a
 * restart is the second Started, not the first).
 */
public record StatusRule(EventMatch on, Predicate atEnd, String set, int skip) {

    /** A rule that applies from its first match on. */
    public StatusRule(EventMatch on, Predicate atEnd, String set) {
        this(on, atEnd, set, 0);
    }
}
