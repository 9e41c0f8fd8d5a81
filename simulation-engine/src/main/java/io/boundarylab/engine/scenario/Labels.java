package io.boundarylab.engine.scenario;

import java.util.AbstractMap;
import java.util.Collections;
import java.util.Comparator;
import java.util.Map;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * A pod's {@code metadata.labels}: sorted by key and never changed once made, so the pods a
 * controller stamps out of one template share one copy ({@link #of} returns the same map when it
 * is given one already). A large run makes hundreds of thousands of pods, each kept until the run
 * ends; a sorted map of its own per pod was several objects per pod for the collector to copy.
 */
public final class Labels extends AbstractMap<String, String> implements SortedMap<String, String> {
    private static final Labels NONE = new Labels(new TreeMap<>());

    private final SortedMap<String, String> sorted;

    private Labels(TreeMap<String, String> copy) {
        this.sorted = Collections.unmodifiableSortedMap(copy);
    }

    /** The labels as a map no one can change: the map itself when it is one already, else a sorted copy. */
    public static Labels of(Map<String, String> labels) {
        if (labels instanceof Labels same) return same;
        return labels.isEmpty() ? NONE : new Labels(new TreeMap<>(labels));
    }

    /** These labels and one more (or one replaced), as a new map. */
    public Labels with(String key, String value) {
        TreeMap<String, String> copy = new TreeMap<>(sorted);
        copy.put(key, value);
        return new Labels(copy);
    }

    @Override public Set<Entry<String, String>> entrySet() { return sorted.entrySet(); }
    @Override public String get(Object key) { return sorted.get(key); }
    @Override public boolean containsKey(Object key) { return sorted.containsKey(key); }
    @Override public int size() { return sorted.size(); }
    @Override public Comparator<? super String> comparator() { return sorted.comparator(); }
    @Override public SortedMap<String, String> subMap(String from, String to) { return sorted.subMap(from, to); }
    @Override public SortedMap<String, String> headMap(String to) { return sorted.headMap(to); }
    @Override public SortedMap<String, String> tailMap(String from) { return sorted.tailMap(from); }
    @Override public String firstKey() { return sorted.firstKey(); }
    @Override public String lastKey() { return sorted.lastKey(); }
    @Override public Set<String> keySet() { return sorted.keySet(); }
    @Override public java.util.Collection<String> values() { return sorted.values(); }
}
