package io.boundarylab.engine.kernel;

import java.util.Arrays;
import java.util.Comparator;
import java.util.PriorityQueue;

/**
 * The future-event list: a 4-ary min-heap of packed {@code long} keys, each holding an entry's time
 * and its sequence number, so that ordering two entries is one comparison of two primitives.
 *
 * <p>An entry holds a {@link Runnable}: either the caller's body itself (an action scheduled with
 * {@link SimulationKernel#post}, which nobody can cancel and which therefore needs no handle), or a
 * {@link ScheduledAction}, the cancellable handle, which runs its body.
 *
 * <p>Ordering rule: the entry with the smallest time comes first; among entries at the same time,
 * the one added first comes first. The queue numbers entries itself in the order of {@link #add}
 * calls, so the order is total and depends on nothing but that order.
 *
 * <h2>The packed key and its limits</h2>
 * A key is the time in the high {@code 64 - seqBits} bits and the sequence number in the low
 * {@code seqBits} (22 by default), with the top bit flipped so that signed comparison of keys is
 * unsigned comparison of (time, sequence): the time may use all 42 high bits.
 * <ul>
 *   <li><b>Times</b> from 0 to {@link #MAX_PACKED_TIME} (2<sup>42</sup> − 1 ms, about 139 years,
 *   beyond the engine's 100-year horizon) are packed. A later time (the kernel's "never",
 *   {@link Long#MAX_VALUE}, or a long delay scheduled late in a long run) goes to a small separate
 *   list of objects that is served only once the packed heap is empty: every one of its times is
 *   later than every packed time, so the order is the same. A negative time is refused.</li>
 *   <li><b>Sequence numbers</b> run from 0 to 2<sup>22</sup> − 1. When they run out, the pending
 *   entries are renumbered 0, 1, 2 … in their current order (a sort of the keys, at most once
 *   per two million additions); renumbering keeps every comparison's outcome, so the heap stays
 *   valid as it is.</li>
 *   <li><b>At most {@link #MAX_PENDING}</b> (2<sup>21</sup>, 2,097,152) entries may wait at once, so
 *   that a renumbering always frees at least as many numbers as it keeps; one more is refused with
 *   an {@link IllegalStateException} that says so.</li>
 * </ul>
 *
 * <h2>Layout</h2>
 * The heap moves only primitives: each entry's key sits in {@code keys}, and beside it, in
 * {@code slots}, the index of a slot that holds its action. An action reference is written once
 * when added and cleared once when taken (reference stores cost a garbage-collector barrier each; a
 * sift moves an entry up to a dozen times). Freed slots are reused last-in first-out, so the slot
 * table stays small and warm. With four children per node the heap is half as deep as a binary
 * one, and a node's four children's keys share one cache line.
 */
final class EventQueue {
    /** Sequence bits of a key by default. */
    static final int SEQ_BITS = 22;
    /** The latest time a key can hold with the default sequence bits: 2^42 - 1 ms, about 139 years. */
    static final long MAX_PACKED_TIME = maxPackedTime(SEQ_BITS);
    /** The most entries that may wait at once with the default sequence bits: 2^21. */
    static final int MAX_PENDING = 1 << (SEQ_BITS - 1);
    private static final int INITIAL = 64;

    private final int seqBits;
    private final long seqLimit;
    private final long maxPackedTime;
    private final int maxPending;
    /** keys[i] is heap entry i's packed (time, sequence). */
    private long[] keys;
    /** slots[i] is where heap entry i's action is kept in {@link #bySlot}. */
    private int[] slots;
    private Runnable[] bySlot;
    private int[] freeSlots;
    private int freeCount;
    private int slotsUsed;
    private int size;
    private long nextSeq;
    /** Entries later than {@link #maxPackedTime}, ordered by (time, their own sequence); rarely used. */
    private final PriorityQueue<Far> far = new PriorityQueue<>(Comparator.comparingLong(Far::time).thenComparingLong(Far::seq));
    private long farSeq;

    private record Far(long time, long seq, Runnable action) {
    }

    EventQueue() {
        this(SEQ_BITS);
    }

    /** A queue with {@code seqBits} sequence bits per key: fewer make renumbering and the far list testable. */
    EventQueue(int seqBits) {
        if (seqBits < 2 || seqBits > 30) throw new IllegalArgumentException("sequence bits: " + seqBits);
        this.seqBits = seqBits;
        this.seqLimit = 1L << seqBits;
        this.maxPackedTime = maxPackedTime(seqBits);
        this.maxPending = 1 << (seqBits - 1);
        int initial = Math.min(INITIAL, maxPending);
        keys = new long[initial];
        slots = new int[initial];
        bySlot = new Runnable[initial];
        freeSlots = new int[initial];
    }

    private static long maxPackedTime(int seqBits) {
        return (1L << (64 - seqBits)) - 1;
    }

    int size() {
        return size + far.size();
    }

    boolean isEmpty() {
        return size == 0 && far.isEmpty();
    }

    /** Time of the first entry; the queue must not be empty. */
    long peekTime() {
        return size > 0 ? (keys[0] ^ Long.MIN_VALUE) >>> seqBits : far.element().time();
    }

    /** The first entry's action, left in place; the queue must not be empty. */
    Runnable peek() {
        return size > 0 ? bySlot[slots[0]] : far.element().action();
    }

    /** Adds an action at {@code time}, after every entry already added for that time. */
    void add(long time, Runnable action) {
        if (time < 0) throw new IllegalArgumentException("negative time: " + time);
        if (time > maxPackedTime) {
            far.add(new Far(time, farSeq++, action));
            return;
        }
        if (size == keys.length) grow();
        if (nextSeq == seqLimit) renumber();
        long key = ((time << seqBits) | nextSeq++) ^ Long.MIN_VALUE;
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
            long p = keys[parent];
            if (p < key) break;
            keys[i] = p;
            slots[i] = slots[parent];
            i = parent;
        }
        keys[i] = key;
        slots[i] = slot;
    }

    /** Takes the first entry's action; the queue must not be empty. */
    Runnable poll() {
        if (size == 0) return far.remove().action();
        int topSlot = slots[0];
        Runnable top = bySlot[topSlot];
        bySlot[topSlot] = null;
        freeSlots[freeCount++] = topSlot;
        int last = --size;
        if (last > 0) {
            long key = keys[last];
            int slot = slots[last];
            // Sift the former last entry down from the root, over entries [0, last).
            int i = 0;
            while (true) {
                int first = 4 * i + 1;
                if (first >= last) break;
                int end = Math.min(first + 4, last);
                int best = first;
                long b = keys[first];
                for (int c = first + 1; c < end; c++) {
                    long k = keys[c];
                    if (k < b) {
                        best = c;
                        b = k;
                    }
                }
                if (b >= key) break;
                keys[i] = b;
                slots[i] = slots[best];
                i = best;
            }
            keys[i] = key;
            slots[i] = slot;
        }
        return top;
    }

    private void grow() {
        if (size >= maxPending) {
            throw new IllegalStateException("more than " + maxPending + " actions would wait in the simulation's future-event list;"
                    + " the kernel orders at most that many at once");
        }
        int n = Math.min(size * 2, maxPending);
        keys = Arrays.copyOf(keys, n);
        slots = Arrays.copyOf(slots, n);
    }

    /**
     * Gives the waiting entries the sequence numbers 0 … size − 1 in their order. The new keys
     * compare exactly as the old ones did (same times; same order among equal times), so every
     * parent still comes before its children and the heap needs no repair.
     */
    private void renumber() {
        long[] sorted = Arrays.copyOf(keys, size);
        Arrays.sort(sorted);
        for (int i = 0; i < size; i++) {
            long time = (keys[i] ^ Long.MIN_VALUE) >>> seqBits;
            long rank = Arrays.binarySearch(sorted, keys[i]);
            keys[i] = ((time << seqBits) | rank) ^ Long.MIN_VALUE;
        }
        nextSeq = size;
    }
}
