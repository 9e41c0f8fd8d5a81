package io.boundarylab.engine.kernel;

import java.util.Arrays;

/**
 * The future-event list: a 4-ary min-heap keyed by (time, sequence), held in primitive arrays so
 * that scheduling and executing an action allocates nothing but the action itself.
 *
 * <p>An entry holds a {@link Runnable}: either the caller's body itself (an action scheduled with
 * {@link SimulationKernel#post}, which nobody can cancel and which therefore needs no handle), or a
 * {@link ScheduledAction}, the cancellable handle, which runs its body.
 *
 * <p>Ordering rule: the entry with the smallest time comes first; among entries at the same time,
 * the one scheduled first (smaller sequence number) comes first. The sequence number is assigned
 * at scheduling and never reused, so the order is total and independent of anything but the order
 * of {@link #add} calls (and of the heap's shape: any correct heap pops a total order the same way).
 *
 * <p>Layout, for large lists (a million pending actions): each entry's time and sequence sit side
 * by side in one {@code long[]}, so comparing an entry costs one cache line, not two; and with four
 * children per node the heap is half as deep as a binary one while a node's four children's keys
 * share one or two cache lines. The heap moves only primitives: each entry carries the index of a
 * slot that holds its action, and an action reference is written once when scheduled and cleared
 * once when taken (reference stores cost a garbage-collector barrier each; a sift moves an entry
 * up to a dozen times). Freed slots are reused last-in first-out, so the slot table stays small and
 * warm.
 */
final class EventQueue {
    private static final int INITIAL = 64;
    /** keys[2 * i] is heap entry i's time, keys[2 * i + 1] its sequence number. */
    private long[] keys = new long[2 * INITIAL];
    /** slots[i] is where heap entry i's action is kept in {@link #bySlot}. */
    private int[] slots = new int[INITIAL];
    private Runnable[] bySlot = new Runnable[INITIAL];
    private int[] freeSlots = new int[INITIAL];
    private int freeCount;
    private int slotsUsed;
    private int size;

    int size() {
        return size;
    }

    boolean isEmpty() {
        return size == 0;
    }

    long peekTime() {
        return keys[0];
    }

    Runnable peek() {
        return bySlot[slots[0]];
    }

    void add(long time, long seq, Runnable action) {
        if (size == slots.length) {
            int n = size * 2;
            keys = Arrays.copyOf(keys, 2 * n);
            slots = Arrays.copyOf(slots, n);
        }
        int slot;
        if (freeCount > 0) {
            slot = freeSlots[--freeCount];
        } else {
            if (slotsUsed == bySlot.length) {
                bySlot = Arrays.copyOf(bySlot, slotsUsed * 2);
                freeSlots = Arrays.copyOf(freeSlots, slotsUsed * 2);
            }
            slot = slotsUsed++;
        }
        bySlot[slot] = action;
        int i = size++;
        // Sift up.
        while (i > 0) {
            int parent = (i - 1) >>> 2;
            long pt = keys[2 * parent];
            if (pt < time || (pt == time && keys[2 * parent + 1] < seq)) break;
            move(parent, i);
            i = parent;
        }
        set(i, time, seq, slot);
    }

    Runnable poll() {
        int topSlot = slots[0];
        Runnable top = bySlot[topSlot];
        bySlot[topSlot] = null;
        freeSlots[freeCount++] = topSlot;
        int last = --size;
        if (last > 0) {
            long t = keys[2 * last], s = keys[2 * last + 1];
            int slot = slots[last];
            // Sift the former last entry down from the root, over entries [0, last).
            int i = 0;
            while (true) {
                int first = 4 * i + 1;
                if (first >= last) break;
                int end = Math.min(first + 4, last);
                int best = first;
                long bt = keys[2 * first], bs = keys[2 * first + 1];
                for (int c = first + 1; c < end; c++) {
                    long ct = keys[2 * c];
                    if (ct < bt || (ct == bt && keys[2 * c + 1] < bs)) {
                        best = c;
                        bt = ct;
                        bs = keys[2 * c + 1];
                    }
                }
                if (!(bt < t || (bt == t && bs < s))) break;
                move(best, i);
                i = best;
            }
            set(i, t, s, slot);
        }
        return top;
    }

    private void move(int from, int to) {
        keys[2 * to] = keys[2 * from];
        keys[2 * to + 1] = keys[2 * from + 1];
        slots[to] = slots[from];
    }

    private void set(int i, long t, long s, int slot) {
        keys[2 * i] = t;
        keys[2 * i + 1] = s;
        slots[i] = slot;
    }
}
