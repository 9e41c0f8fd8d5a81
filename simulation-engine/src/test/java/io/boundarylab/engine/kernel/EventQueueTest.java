package io.boundarylab.engine.kernel;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.TreeMap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class EventQueueTest {

    /** Against a sorted map of (time, seq): random adds and polls, many ties, growth past the initial size, some far times. */
    @Test
    void pollsInTimeThenSequenceOrder() {
        checkAgainstSortedMap(new EventQueue(), 200_000, 50, EventQueue.MAX_PACKED_TIME + 1, Integer.MAX_VALUE, 3);
    }

    /**
     * With 4 sequence bits the numbers run out every 16 additions at most (8 may wait), so this
     * renumbers thousands of times; times from 2^60 on are past the packed range and go to the far
     * list (which 8 waiting entries do not fill). The order must be the sorted map's all the same.
     */
    @Test
    void renumberingAndTheFarListKeepTimeThenAdditionOrder() {
        checkAgainstSortedMap(new EventQueue(4), 100_000, 3, 1L << 60, 8, 5);
    }

    @Test
    void theLastPackedTimeComesBeforeEveryLaterOneAndTiesKeepAdditionOrder() {
        EventQueue q = new EventQueue();
        long max = EventQueue.MAX_PACKED_TIME;
        assertEquals((1L << 42) - 1, max); // 4,398,046,511,103 ms: 139 years, past the 100-year horizon
        Runnable a = new Named("a"), b = new Named("b"), c = new Named("c"), d = new Named("d"), e = new Named("e"), f = new Named("f");
        q.add(max + 1, a);
        q.add(max, b);
        q.add(Long.MAX_VALUE, c);
        q.add(max, d);
        q.add(max + 1, e);
        q.add(0, f);
        assertEquals(6, q.size());
        List<Runnable> out = new ArrayList<>();
        List<Long> times = new ArrayList<>();
        while (!q.isEmpty()) {
            times.add(q.peekTime());
            Runnable head = q.peek();
            assertSame(head, q.poll());
            out.add(head);
        }
        assertEquals(List.of(f, b, d, a, e, c), out);
        assertEquals(List.of(0L, max, max, max + 1, max + 1, Long.MAX_VALUE), times);
    }

    @Test
    void refusesANegativeTimeAndOneWaitingEntryMoreThanItCanOrder() {
        EventQueue q = new EventQueue(4);
        assertThrows(IllegalArgumentException.class, () -> q.add(-1, () -> { }));
        for (int i = 7; i >= 0; i--) q.add(i, () -> { });
        IllegalStateException full = assertThrows(IllegalStateException.class, () -> q.add(3, () -> { }));
        assertTrue(full.getMessage().contains("more than 8 actions"), full.getMessage());
        // A far time does not take a place in the packed heap.
        q.add(Long.MAX_VALUE, () -> { });
        assertEquals(9, q.size());
        // The refusal left the eight as they were.
        for (int i = 0; i < 8; i++) {
            assertEquals(i, q.peekTime());
            q.poll();
        }
        assertEquals(Long.MAX_VALUE, q.peekTime());
    }

    @Test
    void theKernelRefusesTheActionPastTwoMillionWaitingWithAClearError() {
        SimulationKernel k = new SimulationKernel(1);
        Runnable body = () -> { };
        assertEquals(1 << 21, EventQueue.MAX_PENDING);
        for (int i = 0; i < EventQueue.MAX_PENDING; i++) k.postAt(i & 1023, body);
        IllegalStateException full = assertThrows(IllegalStateException.class, () -> k.post(5, body));
        assertTrue(full.getMessage().contains("more than 2097152 actions"), full.getMessage());
        assertEquals(EventQueue.MAX_PENDING, k.pendingActions());
    }

    @Test
    void kernelRunsEqualTimesInSchedulingOrder() {
        SimulationKernel k = new SimulationKernel(1);
        List<Integer> ran = new ArrayList<>();
        for (int i = 0; i < 1000; i++) {
            int id = i;
            k.scheduleAt(i % 7, () -> ran.add(id));
        }
        k.runUntil(10);
        List<Integer> expected = new ArrayList<>();
        for (int t = 0; t < 7; t++) for (int i = t; i < 1000; i += 7) expected.add(i);
        assertEquals(expected, ran);
    }

    /** A distinct action per entry (a lambda that captures nothing is one shared instance). */
    private record Named(String name) implements Runnable {
        @Override public void run() {
        }
    }

    /**
     * Random adds and polls on {@code q} and on a sorted map of (time, addition number); every
     * 50th add on average is at one of two far times ({@code farFrom} or {@link Long#MAX_VALUE}).
     * At most {@code maxPacked} entries below {@code farFrom} wait at once.
     */
    private static void checkAgainstSortedMap(EventQueue q, int steps, int spread, long farFrom, int maxPacked, long seed) {
        SplittableRandom r = new SplittableRandom(seed);
        TreeMap<List<Long>, Runnable> expected = new TreeMap<>((a, b) -> {
            int c = Long.compare(a.get(0), b.get(0));
            return c != 0 ? c : Long.compare(a.get(1), b.get(1));
        });
        long seq = 0;
        long now = 0;
        int packed = 0;
        int farAdded = 0;
        for (int step = 0; step < steps; step++) {
            boolean add = expected.isEmpty() || r.nextInt(100) < 55;
            boolean far = r.nextInt(50) == 0;
            if (add && (far || packed < maxPacked)) {
                long t = far ? (r.nextBoolean() ? farFrom : Long.MAX_VALUE) : now + r.nextLong(spread);
                if (far) farAdded++; else packed++;
                Runnable a = new Named("#" + seq);
                q.add(t, a);
                expected.put(List.of(t, seq++), a);
            } else if (!expected.isEmpty()) {
                var first = expected.pollFirstEntry();
                long t = first.getKey().get(0);
                assertEquals(t, q.peekTime());
                assertSame(first.getValue(), q.poll());
                if (t < farFrom) {
                    packed--;
                    now = t;
                }
            }
            assertEquals(expected.size(), q.size());
        }
        assertTrue(farAdded > steps / 200, "far times were tried: " + farAdded);
        while (!expected.isEmpty()) assertSame(expected.pollFirstEntry().getValue(), q.poll());
        assertTrue(q.isEmpty());
    }
}
