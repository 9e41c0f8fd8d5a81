package io.boundarylab.engine.kernel;

/**
 * A handle on something the kernel will do at a simulated time. Cancelling it leaves it in the
 * queue but makes the kernel skip it (lazy deletion keeps cancel O(1)). A scheduled action is not
 * a published fact: only {@link io.boundarylab.engine.trace.TraceEvent}s are.
 */
public final class ScheduledAction {
    private final long timeMs;
    private final Runnable body;
    private boolean cancelled;

    ScheduledAction(long timeMs, Runnable body) {
        this.timeMs = timeMs;
        this.body = body;
    }

    /** Simulated time at which the action runs. */
    public long timeMs() {
        return timeMs;
    }

    /** Makes sure the action never runs. Cancelling twice, or after it ran, does nothing. */
    public void cancel() {
        cancelled = true;
    }

    public boolean isCancelled() {
        return cancelled;
    }

    void run() {
        body.run();
    }
}
