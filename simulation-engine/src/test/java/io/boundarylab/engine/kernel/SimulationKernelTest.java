package io.boundarylab.engine.kernel;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SimulationKernelTest {

    @Test
    void actionsRunInTimeThenSchedulingOrder() {
        SimulationKernel k = new SimulationKernel(1);
        List<String> order = new ArrayList<>();
        k.scheduleAt(20, () -> order.add("t20-a"));
        k.scheduleAt(10, () -> order.add("t10-a"));
        k.scheduleAt(20, () -> order.add("t20-b"));
        k.scheduleAt(10, () -> order.add("t10-b"));
        k.scheduleAt(0, () -> order.add("t0"));
        k.runUntil(100);
        assertEquals(List.of("t0", "t10-a", "t10-b", "t20-a", "t20-b"), order);
        assertEquals(100, k.nowMs());
    }

    @Test
    void anActionScheduledForNowRunsAfterThoseAlreadyWaitingForNow() {
        SimulationKernel k = new SimulationKernel(1);
        List<String> order = new ArrayList<>();
        k.scheduleAt(5, () -> {
            order.add("first");
            k.schedule(0, () -> order.add("added-now"));
        });
        k.scheduleAt(5, () -> order.add("second"));
        k.runUntil(5);
        assertEquals(List.of("first", "second", "added-now"), order);
    }

    @Test
    void cancelledActionsNeverRunAndDoNotCountAsNext() {
        SimulationKernel k = new SimulationKernel(1);
        List<String> order = new ArrayList<>();
        ScheduledAction a = k.scheduleAt(10, () -> order.add("cancelled"));
        k.scheduleAt(30, () -> order.add("kept"));
        a.cancel();
        assertEquals(30, k.peekNextTime());
        k.runUntil(100);
        assertEquals(List.of("kept"), order);
        assertEquals(1, k.actionsExecuted());
    }

    @Test
    void cancellingTwiceOrAfterTheActionRanChangesNothing() {
        SimulationKernel k = new SimulationKernel(1);
        List<String> order = new ArrayList<>();
        ScheduledAction twice = k.scheduleAt(10, () -> order.add("cancelled twice"));
        ScheduledAction ran = k.scheduleAt(10, () -> order.add("ran"));
        k.scheduleAt(20, () -> order.add("later"));
        twice.cancel();
        twice.cancel();
        k.runUntil(10);
        assertEquals(List.of("ran"), order);
        ran.cancel(); // after it ran: nothing to undo, nothing else skipped
        assertTrue(ran.isCancelled());
        k.runUntil(30);
        assertEquals(List.of("ran", "later"), order);
        assertEquals(2, k.actionsExecuted());
        assertEquals(Long.MAX_VALUE, k.peekNextTime());
    }

    @Test
    void aCancelledActionPastThePackedTimesIsSkippedToo() {
        SimulationKernel k = new SimulationKernel(1);
        List<String> order = new ArrayList<>();
        ScheduledAction never = k.schedule(Long.MAX_VALUE, () -> order.add("never"));
        ScheduledAction far = k.scheduleAt(EventQueue.MAX_PACKED_TIME + 5, () -> order.add("far, cancelled"));
        k.scheduleAt(EventQueue.MAX_PACKED_TIME + 5, () -> order.add("far"));
        far.cancel();
        assertEquals(EventQueue.MAX_PACKED_TIME + 5, k.peekNextTime());
        assertTrue(k.step());
        assertEquals(List.of("far"), order);
        never.cancel();
        assertEquals(Long.MAX_VALUE, k.peekNextTime());
        assertFalse(k.step());
    }

    @Test
    void postedAndScheduledActionsShareOneOrderByTimeThenSchedulingOrder() {
        SimulationKernel k = new SimulationKernel(1);
        List<String> order = new ArrayList<>();
        k.postAt(20, () -> order.add("t20-posted"));
        k.scheduleAt(10, () -> order.add("t10-scheduled"));
        k.scheduleAt(20, () -> order.add("t20-scheduled"));
        k.post(10, () -> order.add("t10-posted"));
        ScheduledAction cancelled = k.scheduleAt(15, () -> order.add("cancelled"));
        k.postAt(15, () -> {
            order.add("t15-posted");
            k.post(0, () -> order.add("t15-posted-now"));
        });
        cancelled.cancel();
        k.runUntil(100);
        assertEquals(List.of("t10-scheduled", "t10-posted", "t15-posted", "t15-posted-now", "t20-posted", "t20-scheduled"), order);
        // Six ran; the cancelled one is skipped and not counted.
        assertEquals(6, k.actionsExecuted());
    }

    @Test
    void postRefusesThePastAndNegativeDelaysAndClampsAnOverflowToNever() {
        SimulationKernel k = new SimulationKernel(1);
        k.runUntil(50);
        assertThrows(IllegalArgumentException.class, () -> k.postAt(49, () -> { }));
        assertThrows(IllegalArgumentException.class, () -> k.post(-1, () -> { }));
        List<String> ran = new ArrayList<>();
        k.post(Long.MAX_VALUE, () -> ran.add("never"));
        assertEquals(Long.MAX_VALUE, k.peekNextTime());
        k.runUntil(Long.MAX_VALUE - 1);
        assertTrue(ran.isEmpty());
    }

    @Test
    void runUntilRunsActionsExactlyAtTheHorizonButNotAfter() {
        SimulationKernel k = new SimulationKernel(1);
        List<Long> ran = new ArrayList<>();
        for (long t : new long[]{99, 100, 101}) k.scheduleAt(t, () -> ran.add(k.nowMs()));
        k.runUntil(100);
        assertEquals(List.of(99L, 100L), ran);
        assertEquals(101, k.peekNextTime());
    }

    @Test
    void stepRunsOneActionAndStepToNextInstantRunsAllOfOneInstant() {
        SimulationKernel k = new SimulationKernel(1);
        List<String> order = new ArrayList<>();
        k.scheduleAt(5, () -> order.add("a"));
        k.scheduleAt(5, () -> order.add("b"));
        k.scheduleAt(7, () -> order.add("c"));
        assertTrue(k.step());
        assertEquals(List.of("a"), order);
        assertTrue(k.stepToNextInstant());
        assertEquals(List.of("a", "b"), order);
        assertTrue(k.stepToNextInstant());
        assertEquals(7, k.nowMs());
        assertFalse(k.step());
        assertEquals(Long.MAX_VALUE, k.peekNextTime());
    }

    @Test
    void timeNeverGoesBackwards() {
        SimulationKernel k = new SimulationKernel(1);
        k.runUntil(50);
        assertThrows(IllegalArgumentException.class, () -> k.scheduleAt(49, () -> { }));
        assertThrows(IllegalArgumentException.class, () -> k.schedule(-1, () -> { }));
    }

    @Test
    void manyActionsComeOutSortedWhateverOrderTheyWentIn() {
        SimulationKernel k = new SimulationKernel(1);
        SplittableRandom r = new SplittableRandom(42);
        List<Long> seen = new ArrayList<>();
        for (int i = 0; i < 10_000; i++) {
            long t = r.nextLong(1000);
            k.scheduleAt(t, () -> seen.add(k.nowMs()));
        }
        k.runUntil(1000);
        assertEquals(10_000, seen.size());
        for (int i = 1; i < seen.size(); i++) assertTrue(seen.get(i - 1) <= seen.get(i));
    }

    @Test
    void namedStreamsAreReproducibleAndIndependent() {
        SeededRandom a = new SeededRandom(7), b = new SeededRandom(7), c = new SeededRandom(8);
        long a1 = a.stream("scheduler").nextLong();
        // Drawing from another stream first must not shift the scheduler's stream.
        b.stream("faults").nextLong();
        assertEquals(a1, b.stream("scheduler").nextLong());
        assertNotEquals(a1, c.stream("scheduler").nextLong());
        assertNotEquals(a.stream("x").nextLong(), a.stream("y").nextLong());
    }
}
