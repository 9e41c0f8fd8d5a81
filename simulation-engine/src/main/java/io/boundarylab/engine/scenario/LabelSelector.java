package io.boundarylab.engine.scenario;

import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * An equality-based label selector ({@code matchLabels}, or a Service's {@code selector}): it
 * matches a set of labels that holds every one of its pairs. Kubernetes:
 * apimachinery labels.SelectorFromSet. An empty selector matches every set of labels, as in
 * Kubernetes; the readers refuse an empty selector where the API server does.
 *
 * @param matchLabels sorted by key, so that printing a selector never depends on hash order
 */
public record LabelSelector(SortedMap<String, String> matchLabels) {

    public LabelSelector {
        matchLabels = java.util.Collections.unmodifiableSortedMap(new TreeMap<>(matchLabels));
    }

    public boolean isEmpty() {
        return matchLabels.isEmpty();
    }

    /** True when every pair of this selector is among the labels. */
    public boolean matches(Map<String, String> labels) {
        for (Map.Entry<String, String> e : matchLabels.entrySet()) {
            if (!e.getValue().equals(labels.get(e.getKey()))) return false;
        }
        return true;
    }

    /** As kubectl prints it: {@code app=web,tier=front}. */
    @Override
    public String toString() {
        StringBuilder b = new StringBuilder();
        for (Map.Entry<String, String> e : matchLabels.entrySet()) {
            if (b.length() > 0) b.append(',');
            b.append(e.getKey()).append('=').append(e.getValue());
        }
        return b.toString();
    }
}
