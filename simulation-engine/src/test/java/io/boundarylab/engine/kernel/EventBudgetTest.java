package io.boundarylab.engine.kernel;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The kernel's guards against runs that never end: the empty future and the event budget. */
class EventBudgetTest {

    @Test
    @Timeout(5)
    void untilLongMaxOnAnEmptyQueueEndsInsteadOfHanging() {
        SimulationKernel k = new SimulationKernel(1);
        k.schedule(5, () -> { });
        k.runUntil(Long.MAX_VALUE);
        assertEquals(Long.MAX_VALUE, k.nowMs());
        assertEquals(1, k.actionsExecuted());
    }

    @Test
    void aDelayThatWouldOverflowLandsAfterEveryHorizon() {
        SimulationKernel k = new SimulationKernel(1);
        k.schedule(10, () -> k.schedule(Long.MAX_VALUE, () -> { }));
        k.runUntil(1_000);
        assertEquals(Long.MAX_VALUE, k.peekNextTime());
        assertEquals(1, k.actionsExecuted());
    }

    @Test
    void anEndlessLoopStopsAtTheBudgetWithTheTimeItReached() {
        SimulationKernel k = new SimulationKernel(1);
        k.limitEvents(1_000);
        Runnable[] again = new Runnable[1];
        again[0] = () -> k.schedule(1_000, again[0]);
        k.schedule(0, again[0]);
        EventBudgetExceeded e = assertThrows(EventBudgetExceeded.class, () -> k.runUntil(Long.MAX_VALUE - 1));
        assertEquals(1_000, k.actionsExecuted());
        assertEquals(999_000, e.atMs());
        assertTrue(e.getMessage().contains("more than 1000 events"), e.getMessage());
        assertTrue(e.getMessage().contains("--max-events"), e.getMessage());
    }

    @Test
    void aRunThatFitsTheBudgetExactlyIsNotStopped() {
        SimulationKernel k = new SimulationKernel(1);
        k.limitEvents(3);
        for (int i = 0; i < 3; i++) k.schedule(i, () -> { });
        k.runUntil(100);
        assertEquals(3, k.actionsExecuted());
        assertFalse(k.step());
    }
}
