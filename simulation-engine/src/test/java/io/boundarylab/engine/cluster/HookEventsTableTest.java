package io.boundarylab.engine.cluster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boundarylab.engine.Sim;
import io.boundarylab.engine.trace.EventType;
import io.boundarylab.engine.trace.TraceEvent;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Lifecycle hooks as trace events (docs/scenario-format.md, version 1 extensions): each hook's
 * start and end, and how it ended, so that "postStart of A finishes before B is created" and
 * "every preStop started together" can be read from a trace. Hook timing follows the kubelet's
 * startContainer (postStart runs inline after the start) and killContainer (preStop runs first,
 * within the grace period).
 */
class HookEventsTableTest {

    private static Sim postStart(String hook) {
        String spec = "      containers:\n"
                + "        - {name: a, lifecycle: {postStart: {x-sim: " + hook + "}}, x-sim: {steps: [{run: forever}]}}\n"
                + "        - {name: b, x-sim: {steps: [{run: forever}]}}\n";
        return Sim.run(Sim.header("pod", "30s") + "pods:\n" + Sim.pod("p", "Always", spec));
    }

    @ParameterizedTest(name = "postStart {0}: {1} at {2} ms")
    @CsvSource(delimiter = '|', value = {
            "{duration: 3s}              | completed | 3000",
            "{duration: 2s, exitCode: 1} | failed    | 2000"})
    void postStartStartsWithTheContainerAndEndsBeforeTheNextOneIsCreated(String hook, String outcome, long endMs) {
        Sim sim = postStart(hook);
        TraceEvent started = sim.events(EventType.PostStartStarted, "a").get(0);
        TraceEvent finished = sim.events(EventType.PostStartFinished, "a").get(0);
        assertEquals(0L, started.tMs());
        assertEquals(endMs, finished.tMs());
        assertEquals(outcome, finished.outcome());
        TraceEvent aStarted = sim.events(EventType.Started, "a").get(0);
        assertTrue(aStarted.seq() < started.seq(), "the hook begins once its container has started");
        TraceEvent bCreated = sim.events(EventType.Created, "b").get(0);
        assertTrue(finished.seq() < bCreated.seq(), "postStart of a finishes before b is created");
    }

    @Test
    void aPostStartHookStillRunningWhenItsContainerEndsIsCutOff() {
        String spec = "      containers:\n"
                + "        - {name: a, lifecycle: {postStart: {x-sim: {duration: 5s}}}, x-sim: {steps: [{sleep: 1s}, {exit: 1}]}}\n";
        Sim sim = Sim.run(Sim.header("pod", "8s") + "pods:\n" + Sim.pod("p", "Never", spec));
        TraceEvent finished = sim.events(EventType.PostStartFinished, "a").get(0);
        assertEquals("cutOff", finished.outcome());
        // The hook runs in its container: when that exits (1 s) the hook's exec fails, so it ends
        // then, right after the exit, not at its own end (5 s).
        assertEquals(1_000L, finished.tMs());
        assertEquals(sim.events(EventType.Exited, "a").get(0).seq() + 1, finished.seq());
    }

    private static Sim preStop(String hook, String grace) {
        String spec = "      terminationGracePeriodSeconds: " + grace + "\n"
                + "      containers:\n"
                + "        - {name: a, lifecycle: {preStop: {x-sim: " + hook + "}}, x-sim: {steps: [{run: forever}]}}\n"
                + "        - {name: b, lifecycle: {preStop: {x-sim: " + hook + "}}, x-sim: {steps: [{run: forever}]}}\n";
        return Sim.run(Sim.header("pod", "2m") + "pods:\n" + Sim.pod("p", "Always", spec)
                + "actions:\n  - {at: 10s, do: delete, target: pod/p}\n");
    }

    @ParameterizedTest(name = "preStop {0}, grace {1}s: {2} at {3} ms")
    @CsvSource(delimiter = '|', value = {
            "{duration: 4s}              | 30 | completed | 14000",
            "{duration: 4s, exitCode: 2} | 30 | failed    | 14000",
            "{duration: 40s}             | 30 | cutOff    | 40000",
            "{forever: true}             | 10 | cutOff    | 20000"})
    void everyPreStopStartsTogetherWhenThePodIsDeletedAndEndsAsItsGracePeriodAllows(String hook, String grace, String outcome, long endMs) {
        Sim sim = preStop(hook, grace);
        List<TraceEvent> starts = sim.events(EventType.PreStopStarted);
        assertEquals(2, starts.size());
        for (TraceEvent s : starts) assertEquals(10_000L, s.tMs(), "every preStop starts at the delete, within 500 ms of the others");
        List<TraceEvent> ends = sim.events(EventType.PreStopFinished);
        assertEquals(2, ends.size());
        for (TraceEvent e : ends) {
            assertEquals(endMs, e.tMs());
            assertEquals(outcome, e.outcome());
        }
    }

    /**
     * startContainer runs the postStart hook before it returns, so a container whose hook never
     * ends is never started nor ready, and the pod is never Ready (nor an endpoint); the next
     * container waits for ever.
     */
    @Test
    void aPostStartHookThatNeverEndsLeavesTheContainerNotReadyAndThePodNotReady() {
        Sim sim = Sim.run(Sim.header("pod", "30s") + "pods:\n" + Sim.pod("p", "Always", "      containers:\n"
                + "        - {name: a, lifecycle: {postStart: {x-sim: {forever: true}}}, x-sim: {steps: [{run: forever}]}}\n"));
        assertEquals(1, sim.events(EventType.PostStartStarted, "a").size());
        assertTrue(sim.events(EventType.PostStartFinished, "a").isEmpty());
        assertTrue(sim.events(EventType.Ready).isEmpty(), "no Ready event: " + sim.events(EventType.Ready));
        assertFalse(sim.container("p", "a").ready());
        assertFalse(sim.container("p", "a").started());
    }

    /** Once the hook has ended (3 s), the container has started and is ready, and the pod is Ready then, not before. */
    @Test
    void aContainerIsReadyOnlyOnceItsPostStartHookHasEnded() {
        Sim sim = Sim.run(Sim.header("pod", "30s") + "pods:\n" + Sim.pod("p", "Always", "      containers:\n"
                + "        - {name: a, lifecycle: {postStart: {x-sim: {duration: 3s}}}, x-sim: {steps: [{run: forever}]}}\n"));
        List<TraceEvent> ready = sim.events(EventType.Ready);
        assertEquals(1, ready.size());
        assertEquals(3_000L, ready.get(0).tMs());
        assertTrue(sim.events(EventType.PostStartFinished, "a").get(0).seq() < ready.get(0).seq());
        assertTrue(sim.container("p", "a").ready());
    }

    @Test
    void aContainerWithoutHooksHasNoHookEvents() {
        Sim sim = Sim.run(Sim.header("pod", "20s") + "pods:\n" + Sim.pod("p", "Always",
                "      containers:\n        - {name: a, x-sim: {steps: [{run: forever}]}}\n") + "actions:\n  - {at: 5s, do: delete, target: pod/p}\n");
        for (EventType t : List.of(EventType.PostStartStarted, EventType.PostStartFinished, EventType.PreStopStarted, EventType.PreStopFinished)) {
            assertTrue(sim.events(t).isEmpty(), t + " without a hook");
        }
    }
}
