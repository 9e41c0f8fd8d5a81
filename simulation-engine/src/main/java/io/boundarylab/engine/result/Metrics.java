package io.boundarylab.engine.result;

import io.boundarylab.engine.scenario.MemberRef;

import java.util.Map;

/**
 * What the episodes count.
 *
 * @param linesShipped lines each shipping container shipped, by member
 * @param requests     each client's requests ({@code request} steps), by member
 */
public record Metrics(Map<MemberRef, Long> linesShipped, long connectionsRefused, long connectionsOk,
                      Map<MemberRef, RequestCount> requests) {

    /** Metrics of a run without request loops. */
    public Metrics(Map<MemberRef, Long> linesShipped, long connectionsRefused, long connectionsOk) {
        this(linesShipped, connectionsRefused, connectionsOk, Map.of());
    }
}
