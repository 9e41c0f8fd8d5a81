package io.boundarylab.benchmarks.workload;

import io.boundarylab.engine.kernel.SimulationKernel;
import umontreal.ssj.simevents.Event;
import umontreal.ssj.simevents.Simulator;

import java.util.PriorityQueue;
import java.util.SplittableRandom;

/**
 * The classic hold model on four event lists: {@code pending} events wait; a hold takes the
 * earliest, advances the clock to it and schedules one new event a random increment later, so the
 * list keeps its size. The increments come from one seeded table, the same for every list.
 */
public final class HoldLoops {
    private static final int TABLE = 1 << 12;

    private HoldLoops() {
    }

    /** One event list under the hold model. */
    public interface HoldLoop {
        /** Performs {@code n} holds. */
        void holds(int n);

        /** The simulated time reached (a value that depends on every hold, for the blackhole and the tests). */
        long now();

        /** Events waiting. */
        int pending();
    }

    /**
     * Increments uniform in [1, 2,000,000) ms, the same table for every list. The range is wide so
     * that even a million pending events rarely share an instant: with narrow integer increments the
     * list would mostly hold ties, a different (and easier) workload than the hold model's.
     */
    static long[] increments(long seed) {
        SplittableRandom r = new SplittableRandom(seed);
        long[] t = new long[TABLE];
        for (int i = 0; i < TABLE; i++) t[i] = 1 + r.nextLong(1_999_999);
        return t;
    }

    /** The kernel as a caller that never cancels uses it: {@code post}, no handle allocated. */
    public static HoldLoop kernel(int pending, long seed) {
        return new KernelHold(pending, increments(seed), false);
    }

    /** The kernel as a caller that may cancel uses it: {@code schedule}, one handle per hold. */
    public static HoldLoop kernelCancellable(int pending, long seed) {
        return new KernelHold(pending, increments(seed), true);
    }

    public static HoldLoop priorityQueue(int pending, long seed) {
        return new PriorityQueueHold(pending, increments(seed));
    }

    public static HoldLoop primitiveHeap(int pending, long seed) {
        return new PrimitiveHeapHold(pending, increments(seed));
    }

    public static HoldLoop ssj(int pending, long seed) {
        return new SsjHold(pending, increments(seed));
    }

    /** The engine's kernel: every hold is a {@code step()} whose action schedules the next one. */
    private static final class KernelHold implements HoldLoop {
        private final SimulationKernel kernel = new SimulationKernel(1);
        private final long[] inc;
        private final boolean cancellable;
        private final Runnable body = this::fire;
        private int k;

        KernelHold(int pending, long[] inc, boolean cancellable) {
            this.inc = inc;
            this.cancellable = cancellable;
            for (int i = 0; i < pending; i++) fire();
        }

        private long next() {
            return inc[k++ & (TABLE - 1)];
        }

        private void fire() {
            if (cancellable) {
                kernel.schedule(next(), body);
            } else {
                kernel.post(next(), body);
            }
        }

        @Override public void holds(int n) {
            for (int i = 0; i < n; i++) kernel.step();
        }

        @Override public long now() { return kernel.nowMs(); }
        @Override public int pending() { return kernel.pendingActions(); }
    }

    /** The physical limit with objects: a bare {@link PriorityQueue} of (time, sequence) entries. */
    private static final class PriorityQueueHold implements HoldLoop {
        private static final class Entry implements Comparable<Entry> {
            final long time;
            final long seq;

            Entry(long time, long seq) {
                this.time = time;
                this.seq = seq;
            }

            @Override public int compareTo(Entry o) {
                int c = Long.compare(time, o.time);
                return c != 0 ? c : Long.compare(seq, o.seq);
            }
        }

        private final PriorityQueue<Entry> queue = new PriorityQueue<>();
        private final long[] inc;
        private int k;
        private long seq;
        private long now;

        PriorityQueueHold(int pending, long[] inc) {
            this.inc = inc;
            for (int i = 0; i < pending; i++) queue.add(new Entry(inc[k++ & (TABLE - 1)], seq++));
        }

        @Override public void holds(int n) {
            for (int i = 0; i < n; i++) {
                Entry e = queue.poll();
                now = e.time;
                queue.add(new Entry(now + inc[k++ & (TABLE - 1)], seq++));
            }
        }

        @Override public long now() { return now; }
        @Override public int pending() { return queue.size(); }
    }

    /**
     * The physical limit without objects: a binary heap of primitive keys, time in the high bits
     * and a sequence number in the low 20 bits (times stay far below 2^43 ms in any run here), nothing else.
     */
    private static final class PrimitiveHeapHold implements HoldLoop {
        private long[] heap;
        private int size;
        private final long[] inc;
        private int k;
        private long seq;
        private long now;

        PrimitiveHeapHold(int pending, long[] inc) {
            this.inc = inc;
            this.heap = new long[Math.max(16, pending + 1)];
            for (int i = 0; i < pending; i++) add(key(inc[k++ & (TABLE - 1)]));
        }

        private long key(long time) {
            return (time << 20) | (seq++ & 0xFFFFF);
        }

        private void add(long key) {
            int i = size++;
            while (i > 0) {
                int parent = (i - 1) >>> 1;
                long p = heap[parent];
                if (p <= key) break;
                heap[i] = p;
                i = parent;
            }
            heap[i] = key;
        }

        private long poll() {
            long top = heap[0];
            long last = heap[--size];
            int i = 0;
            int half = size >>> 1;
            while (i < half) {
                int child = 2 * i + 1;
                int right = child + 1;
                if (right < size && heap[right] < heap[child]) child = right;
                if (heap[child] >= last) break;
                heap[i] = heap[child];
                i = child;
            }
            heap[i] = last;
            return top;
        }

        @Override public void holds(int n) {
            for (int i = 0; i < n; i++) {
                now = poll() >>> 20;
                add(key(now + inc[k++ & (TABLE - 1)]));
            }
        }

        @Override public long now() { return now; }
        @Override public int pending() { return size; }
    }

    /**
     * SSJ's {@link Simulator} with its default event list (a splay tree), driven as SSJ intends:
     * each event reschedules itself from {@code actions()}, and the last hold of a batch stops the
     * simulator.
     */
    private static final class SsjHold implements HoldLoop {
        private final Simulator sim = new Simulator();
        private final long[] inc;
        private int k;
        private int left;

        private final class Hold extends Event {
            Hold(Simulator simulator) {
                super(simulator);
            }

            @Override public void actions() {
                if (--left == 0) sim.stop();
                schedule(next());
            }
        }

        SsjHold(int pending, long[] inc) {
            this.inc = inc;
            sim.init();
            for (int i = 0; i < pending; i++) new Hold(sim).schedule(next());
        }

        private double next() {
            return inc[k++ & (TABLE - 1)];
        }

        @Override public void holds(int n) {
            left = n;
            sim.start();
        }

        @Override public long now() { return (long) sim.time(); }
        @Override public int pending() {
            int n = 0;
            for (Event ignored : sim.getEventList()) n++;
            return n;
        }
    }
}
