package io.boundarylab.engine.kernel;

import java.util.Arrays;

/**
 * The future-event list: a binary min-heap keyed by (time, sequence), held in primitive arrays so
 * that scheduling and executing an action allocates nothing but the action itself.
 *
 * <p>Ordering rule: the entry with the smallest time comes first; among entries at the same time,
 * the one scheduled first (smaller sequence number) comes first. The sequence number is assigned
 * at scheduling and never reused, so the order is total and independent of anything but the order
 * of {@link #add} calls.
 */
final class EventQueue {
    private long[] times = new long[64];
    private long[] seqs = new long[64];
    private ScheduledAction[] actions = new ScheduledAction[64];
    private int size;

    int size() {
        return size;
    }

    boolean isEmpty() {
        return size == 0;
    }

    long peekTime() {
        return times[0];
    }

    ScheduledAction peek() {
        return actions[0];
    }

    void add(long time, long seq, ScheduledAction action) {
        if (size == times.length) {
            int n = size * 2;
            times = Arrays.copyOf(times, n);
            seqs = Arrays.copyOf(seqs, n);
            actions = Arrays.copyOf(actions, n);
        }
        int i = size++;
        // Sift up.
        while (i > 0) {
            int parent = (i - 1) >>> 1;
            if (!less(time, seq, times[parent], seqs[parent])) break;
            move(parent, i);
            i = parent;
        }
        set(i, time, seq, action);
    }

    ScheduledAction poll() {
        ScheduledAction top = actions[0];
        int last = --size;
        long t = times[last], s = seqs[last];
        ScheduledAction a = actions[last];
        actions[last] = null;
        if (last > 0) {
            int i = 0;
            int half = last >>> 1;
            while (i < half) {
                int child = 2 * i + 1;
                int right = child + 1;
                if (right < last && less(times[right], seqs[right], times[child], seqs[child])) child = right;
                if (!less(times[child], seqs[child], t, s)) break;
                move(child, i);
                i = child;
            }
            set(i, t, s, a);
        }
        return top;
    }

    private static boolean less(long t1, long s1, long t2, long s2) {
        return t1 < t2 || (t1 == t2 && s1 < s2);
    }

    private void move(int from, int to) {
        times[to] = times[from];
        seqs[to] = seqs[from];
        actions[to] = actions[from];
    }

    private void set(int i, long t, long s, ScheduledAction a) {
        times[i] = t;
        seqs[i] = s;
        actions[i] = a;
    }
}
