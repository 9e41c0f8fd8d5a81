package io.boundarylab.engine.kernel;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.TreeMap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

class EventQueueTest {

    /** Against a sorted map of (time, seq): random adds and polls, many ties, growth past the initial size. */
    @Test
    void pollsInTimeThenSequenceOrder() {
        SplittableRandom r = new SplittableRandom(3);
        EventQueue q = new EventQueue();
        TreeMap<List<Long>, ScheduledAction> expected = new TreeMap<>((a, b) -> {
            int c = Long.compare(a.get(0), b.get(0));
            return c != 0 ? c : Long.compare(a.get(1), b.get(1));
        });
        long seq = 0;
        long now = 0;
        for (int step = 0; step < 200_000; step++) {
            if (expected.isEmpty() || r.nextInt(100) < 55) {
                long t = now + r.nextLong(50); // narrow range: plenty of equal times
                ScheduledAction a = new ScheduledAction(t, () -> { });
                q.add(t, seq, a);
                expected.put(List.of(t, seq), a);
                seq++;
            } else {
                var first = expected.pollFirstEntry();
                assertEquals(first.getKey().get(0), q.peekTime());
                assertSame(first.getValue(), q.poll());
                now = first.getKey().get(0);
            }
            assertEquals(expected.size(), q.size());
        }
        while (!expected.isEmpty()) assertSame(expected.pollFirstEntry().getValue(), q.poll());
        assertTrue(q.isEmpty());
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
}
