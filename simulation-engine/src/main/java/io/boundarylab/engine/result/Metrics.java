package io.boundarylab.engine.result;

import java.util.Map;

/**
 * What the episodes count.
 *
 * @param linesShipped lines each shipping container shipped, keyed {@code pod/container}
 */
public record Metrics(Map<String, Long> linesShipped, long connectionsRefused, long connectionsOk) {
}
