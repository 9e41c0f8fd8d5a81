package io.boundarylab.cluster.run;

import java.util.concurrent.TimeUnit;

/**
 * Where a run's time comes from: the moments of its timeline, the trace's times, its waits. A run on a cluster keeps
 * the machine's clock ({@link #SYSTEM}); a test of the plumbing may hold time at a moment of its choosing, to see
 * what the run did before that moment and what it did at it, without a margin of wall time.
 */
interface RunClock {
    /** The machine's monotonic clock, and a sleep of the thread. */
    RunClock SYSTEM = new RunClock() {
        @Override
        public long nanoTime() {
            return System.nanoTime();
        }

        @Override
        public void sleep(long ms) throws InterruptedException {
            TimeUnit.MILLISECONDS.sleep(ms);
        }
    };

    /** Now, in nanoseconds from an arbitrary origin, as {@link System#nanoTime()}. */
    long nanoTime();

    /** Lets {@code ms} milliseconds of this clock pass. */
    void sleep(long ms) throws InterruptedException;
}
