package io.boundarylab.engine.kernel;

/**
 * A handle on something the kernel will do at a simulated time. Cancelling it leaves it in the
 * queue but makes the kernel skip it (lazy deletion keeps cancel O(1)). A scheduled action is not
 * a published fact: only {@link io.boundarylab.engine.trace.TraceEvent}s are.
 *
 * <p>It is the queue's entry as well as the caller's handle: it runs its body unless cancelled.
 * Callers that never cancel use {@link SimulationKernel#post}, which queues the body itself and
 * allocates no handle.
 */
public final class ScheduledAction implements Runnable {
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

    /** Runs the body, unless cancelled (the kernel skips a cancelled one before it gets here). */
    @Override
    public void run() {
        if (!cancelled) body.run();
    }
}
