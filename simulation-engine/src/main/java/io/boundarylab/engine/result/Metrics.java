package io.boundarylab.engine.result;

import io.boundarylab.engine.scenario.MemberRef;

import java.util.Map;

/**
 * What the episodes count.
 *
 * @param linesShipped lines each shipping container shipped, by member
 */
public record Metrics(Map<MemberRef, Long> linesShipped, long connectionsRefused, long connectionsOk) {
}
