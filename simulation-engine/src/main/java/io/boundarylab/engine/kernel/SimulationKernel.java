package io.boundarylab.engine.kernel;

import io.boundarylab.engine.trace.TraceEvent;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.function.Consumer;

/**
 * The discrete-event kernel: integer simulated time in milliseconds, a future-event list of
 * actions, and the ordered list of published trace events.
 *
 * <h2>Two ways to schedule</h2>
 * {@link #schedule} and {@link #scheduleAt} return a {@link ScheduledAction} the caller can cancel;
 * {@link #post} and {@link #postAt} queue the body itself and return nothing, so scheduling costs no
 * allocation at all. Both kinds share one sequence counter, so they interleave in the order they
 * were scheduled whichever method was used.
 *
 * <h2>Ordering</h2>
 * Actions run in (time, sequence) order: earliest time first; at equal times, in the order they
 * were scheduled. Nothing else (no hash order, no wall clock, no thread) influences the order, so a
 * scenario and a seed always produce the same trace.
 *
 * <h2>Time control</h2>
 * {@link #step()} runs one action; {@link #stepToNextInstant()} runs every action of the next
 * instant; {@link #runUntil(long)} runs every action whose time is <em>at or before</em> the
 * horizon (an action exactly at the horizon runs) and then sets the clock to the horizon.
 * Time never goes backwards: scheduling in the past is an error.
 *
 * <h2>Limits</h2>
 * At most 2,097,152 actions may wait at once (scheduling one more throws
 * {@link IllegalStateException}); times up to about 139 years are ordered in the fast packed heap,
 * later ones (such as "never") in a slower list, in the same order.
 *
 * <h2>Event budget</h2>
 * {@link #limitEvents} bounds a run's work: past the budget the next step throws
 * {@link EventBudgetExceeded} instead of running on until the memory is full.
 */
public final class SimulationKernel {
    private final EventQueue queue = new EventQueue();
    private final List<TraceEvent> trace = new ArrayList<>();
    private final List<TraceEvent> traceView = Collections.unmodifiableList(trace);
    private final SeededRandom random;
    private final List<Consumer<TraceEvent>> listeners = new ArrayList<>();
    private long nowMs;
    private long executed;
    private long eventBudget = Long.MAX_VALUE;

    /** A kernel at time 0 whose random streams derive from the seed. */
    public SimulationKernel(long seed) {
        this.random = new SeededRandom(seed);
    }

    /** Current simulated time in milliseconds. */
    public long nowMs() {
        return nowMs;
    }

    /** The seeded random source; take named sub-streams from it. */
    public SeededRandom random() {
        return random;
    }

    /**
     * Schedules an action {@code delayMs} from now (0 means later in this same instant). A delay
     * so long that the time would overflow lands at {@link Long#MAX_VALUE}: after every horizon
     * (at most 100 years), so it never runs.
     */
    public ScheduledAction schedule(long delayMs, Runnable body) {
        if (delayMs < 0) throw new IllegalArgumentException("negative delay: " + delayMs);
        long at = delayMs > Long.MAX_VALUE - nowMs ? Long.MAX_VALUE : nowMs + delayMs;
        return scheduleAt(at, body);
    }

    /**
     * Ends any run that would execute more than {@code maxEvents} actions or publish more than
     * {@code maxEvents} trace events: the next {@link #step} throws {@link EventBudgetExceeded}.
     * Without a budget a crash-looping pod over a long horizon fills the memory.
     */
    public void limitEvents(long maxEvents) {
        if (maxEvents < 1) throw new IllegalArgumentException("the event budget must be at least 1");
        this.eventBudget = maxEvents;
    }

    /** The budget set by {@link #limitEvents}, {@link Long#MAX_VALUE} when none was. */
    public long eventBudget() {
        return eventBudget;
    }

    /** Schedules an action at an absolute simulated time, not before now. */
    public ScheduledAction scheduleAt(long timeMs, Runnable body) {
        if (timeMs < nowMs) throw new IllegalArgumentException("time " + timeMs + " is before now " + nowMs);
        ScheduledAction action = new ScheduledAction(timeMs, body);
        queue.add(timeMs, action);
        return action;
    }

    /**
     * Schedules {@code body} {@code delayMs} from now, for a caller that will never cancel it: no
     * handle is made, so this allocates nothing (the body itself is the queue's entry). Ordering and
     * the overflow rule are those of {@link #schedule}.
     */
    public void post(long delayMs, Runnable body) {
        if (delayMs < 0) throw new IllegalArgumentException("negative delay: " + delayMs);
        postAt(delayMs > Long.MAX_VALUE - nowMs ? Long.MAX_VALUE : nowMs + delayMs, body);
    }

    /** Schedules {@code body} at an absolute simulated time, not before now, without a handle ({@link #post}). */
    public void postAt(long timeMs, Runnable body) {
        if (timeMs < nowMs) throw new IllegalArgumentException("time " + timeMs + " is before now " + nowMs);
        if (body == null) throw new NullPointerException("body");
        queue.add(timeMs, body);
    }

    /** Time of the next action that will run, or {@link Long#MAX_VALUE} when none is pending. */
    public long peekNextTime() {
        dropCancelled();
        return queue.isEmpty() ? Long.MAX_VALUE : queue.peekTime();
    }

    /** Runs the next pending action. Returns false when there was none. */
    public boolean step() {
        dropCancelled();
        if (queue.isEmpty()) return false;
        if (executed >= eventBudget || trace.size() >= eventBudget) throw new EventBudgetExceeded(eventBudget, nowMs);
        nowMs = queue.peekTime();
        Runnable action = queue.poll();
        executed++;
        action.run();
        return true;
    }

    /** Runs every action of the next instant, including those scheduled for it while running. */
    public boolean stepToNextInstant() {
        long t = peekNextTime();
        if (t == Long.MAX_VALUE) return false;
        while (peekNextTime() == t) step();
        return true;
    }

    /**
     * Runs every action at or before {@code horizonMs}, then moves the clock to the horizon. An
     * empty future ends the loop whatever the horizon (even {@link Long#MAX_VALUE}).
     */
    public void runUntil(long horizonMs) {
        while (true) {
            dropCancelled();
            if (queue.isEmpty() || queue.peekTime() > horizonMs) break;
            step();
        }
        if (horizonMs > nowMs) nowMs = horizonMs;
    }

    /** Number of actions executed so far (cancelled ones excluded). */
    public long actionsExecuted() {
        return executed;
    }

    /** Number of actions waiting in the future-event list, cancelled ones included. */
    public int pendingActions() {
        return queue.size();
    }

    /** Publishes an event at the current time with the next sequence number (from 1). */
    public TraceEvent publish(TraceEvent.Builder builder) {
        TraceEvent event = builder.build(trace.size() + 1L, nowMs);
        trace.add(event);
        // Indexed, not for-each: an iterator per event is garbage at millions of events.
        for (int i = 0; i < listeners.size(); i++) listeners.get(i).accept(event);
        return event;
    }

    /** Calls the listener with every event published from now on, in order. */
    public void onEvent(Consumer<TraceEvent> listener) {
        listeners.add(listener);
    }

    /** The events published so far, in order (a read-only live view). */
    public List<TraceEvent> trace() {
        return traceView;
    }

    private void dropCancelled() {
        while (!queue.isEmpty() && queue.peek() instanceof ScheduledAction a && a.isCancelled()) queue.poll();
    }
}
