package io.boundarylab.cluster.run;

import java.util.concurrent.TimeUnit;

/**
 * A run's clock that the test moves: a sleep of the run passes at once up to the moment the test allows, and there
 * the run is held until the test allows a later one. Once the run is held at a moment, everything it does before
 * that moment is done (its actions run on the thread that sleeps), and nothing it does at that moment has begun; so a
 * test sees the cluster as the run leaves it just before an action and just after it, with no margin of wall time.
 */
final class HeldClock implements RunClock {
    private long nowMs;
    private long allowedMs;
    private boolean held;
    private java.util.concurrent.CompletableFuture<?> run;

    /** @param allowedMs the first moment, in milliseconds from the clock's start, the run is held at */
    HeldClock(long allowedMs) {
        this.allowedMs = allowedMs;
    }

    @Override
    public synchronized long nanoTime() {
        return TimeUnit.MILLISECONDS.toNanos(nowMs);
    }

    @Override
    public synchronized void sleep(long ms) throws InterruptedException {
        long until = nowMs + ms;
        while (nowMs < until) {
            if (allowedMs > nowMs) {
                nowMs = Math.min(until, allowedMs);
                continue;
            }
            held = true;
            notifyAll();
            try {
                wait();
            } finally {
                held = false;
            }
        }
    }

    /** The run this clock paces: should it end before it is held where a test waits, the test fails at once, saying how it ended. */
    <T> java.util.concurrent.CompletableFuture<T> paces(java.util.concurrent.CompletableFuture<T> run) {
        synchronized (this) {
            this.run = run;
        }
        run.whenComplete((outcome, failure) -> {
            synchronized (this) {
                notifyAll();
            }
        });
        return run;
    }

    /** Lets the run go on until {@code ms}, where it is held again. */
    synchronized void allowUntil(long ms) {
        allowedMs = ms;
        notifyAll();
    }

    /** Lets the run go on to its end. */
    void release() {
        allowUntil(Long.MAX_VALUE);
    }

    /**
     * Waits, at most {@code timeoutMs} of wall time, until the run is held at {@code ms}: it has done everything it does
     * before that moment and waits for time to pass it.
     */
    synchronized void awaitHeldAt(long ms, long timeoutMs) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(timeoutMs);
        while (!(held && nowMs == ms)) {
            if (run != null && run.isDone()) {
                throw new AssertionError("the run ended before it was held at " + ms + " ms: "
                        + run.handle((outcome, failure) -> failure == null ? String.valueOf(outcome) : failure.toString()).join());
            }
            long left = TimeUnit.NANOSECONDS.toMillis(deadline - System.nanoTime());
            if (left <= 0) {
                throw new AssertionError("the run was not held at " + ms + " ms within " + timeoutMs + " ms (its clock is at " + nowMs
                        + " ms, " + (held ? "held" : "running") + ")");
            }
            wait(left);
        }
    }
}
