package io.boundarylab.cluster.run;

import io.boundarylab.engine.trace.TraceEvent;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.function.Predicate;

/**
 * What a run's watches have delivered so far, as {@link ClusterRun#recordTo} hears it: a test waits here until the
 * trace holds what it made the cluster report, before it lets the run's clock reach the horizon.
 */
final class Delivered implements Consumer<String> {
    private final List<String> lines = new ArrayList<>();

    @Override
    public synchronized void accept(String line) {
        lines.add(line);
        notifyAll();
    }

    /** The trace the lines delivered so far make. */
    synchronized List<TraceEvent> trace() {
        TraceRecorder r = new TraceRecorder();
        RecordedStream.replay(lines, r);
        return r.trace();
    }

    /** Waits, at most {@code timeoutMs}, until the trace delivered so far satisfies {@code done}; returns it. */
    synchronized List<TraceEvent> awaitTrace(Predicate<List<TraceEvent>> done, String what, long timeoutMs) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(timeoutMs);
        while (true) {
            List<TraceEvent> trace = trace();
            if (done.test(trace)) return trace;
            long left = TimeUnit.NANOSECONDS.toMillis(deadline - System.nanoTime());
            if (left <= 0) throw new AssertionError("the watches did not deliver " + what + " within " + timeoutMs + " ms: " + trace);
            wait(left);
        }
    }
}
