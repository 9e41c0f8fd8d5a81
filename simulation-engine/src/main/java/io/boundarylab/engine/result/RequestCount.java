package io.boundarylab.engine.result;

import java.util.Collections;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * One client's requests ({@code metrics.requests["POD/CONTAINER"]}): every request counted once,
 * sampled out of the trace or not.
 *
 * @param byData the ok requests by the data version that answered them (a plain listener answers with none)
 */
public record RequestCount(long ok, long refused, long timeout, SortedMap<String, Long> byData) {
    public RequestCount {
        byData = Collections.unmodifiableSortedMap(new TreeMap<>(byData));
    }
}
