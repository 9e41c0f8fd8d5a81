package io.boundarylab.app.support;

import java.time.Duration;
import java.util.concurrent.TimeoutException;
import java.util.function.Predicate;
import javafx.application.Platform;

/**
 * How a UI test waits for what an action started and finishes later: a run on a background thread,
 * a hand-off to {@code Platform.runLater}, the layout pulse that draws a changed text, an animation,
 * a window or popup that opens. The condition is read on the FX thread (where the scene may be read;
 * through {@link Pulses#onFx}), again and again until it holds, and the wait ends as soon as it does.
 * The bound is generous, so a busy 2-core machine passes; past it the test fails, naming what it
 * waited for and what it saw last.
 */
public final class Await {
    /** How long a wait may last by default: far longer than anything takes on a quiet machine. */
    public static final Duration BOUND = Duration.ofSeconds(30);
    /** The pause between two reads of the condition, so the FX thread gets on with the work. */
    private static final long PAUSE_MS = 10;

    private Await() {
    }

    /** A condition, read on the FX thread; it may throw (a file not written yet), which counts as not yet. */
    @FunctionalInterface
    public interface Condition {
        boolean holds() throws Exception;
    }

    /** A value read on the FX thread; it may throw, which counts as not yet. */
    @FunctionalInterface
    public interface Read<T> {
        T get() throws Exception;
    }

    /** Waits, up to {@link #BOUND}, until {@code condition} holds on the FX thread. */
    public static void until(String what, Condition condition) {
        until(BOUND, what, condition);
    }

    /** Waits, up to {@code bound}, until {@code condition} holds on the FX thread. */
    public static void until(Duration bound, String what, Condition condition) {
        until(bound, what, condition::holds, holds -> holds);
    }

    /**
     * Waits, up to {@link #BOUND}, until the value {@code read} gives on the FX thread satisfies
     * {@code holds}, and returns that value.
     */
    public static <T> T until(String what, Read<T> read, Predicate<? super T> holds) {
        return until(BOUND, what, read, holds);
    }

    /**
     * Waits, up to {@code bound}, until the value {@code read} gives on the FX thread satisfies
     * {@code holds}, and returns that value. A read that throws (a node not there yet) counts as not
     * yet; the last such failure is the cause of the test's failure when the bound passes.
     */
    public static <T> T until(Duration bound, String what, Read<T> read, Predicate<? super T> holds) {
        if (Platform.isFxApplicationThread()) {
            // The FX thread would wait for itself: nothing it waits for could happen meanwhile.
            throw new IllegalStateException("Await.until on the FX thread, for " + what);
        }
        long deadline = System.nanoTime() + bound.toNanos();
        Object lastSeen = "nothing yet";
        Throwable lastFailure = null;
        try {
            while (true) {
                long left = deadline - System.nanoTime();
                try {
                    // The read's own failure comes back as a value, which counts as not yet: thrown, it would end the wait.
                    Reading<T> r = Pulses.onFx(() -> Reading.of(read, holds), Duration.ofNanos(Math.max(left, 1)));
                    if (r.holds()) {
                        return r.value();
                    }
                    lastSeen = r.failure() == null ? r.value() : "a failure: " + r.failure();
                    lastFailure = r.failure();
                } catch (TimeoutException e) {
                    lastSeen = "no answer from the FX thread";
                }
                if (System.nanoTime() - deadline >= 0) {
                    throw new AssertionError("waited " + bound.toSeconds() + " s for " + what + "; last seen: " + lastSeen, lastFailure);
                }
                Thread.sleep(PAUSE_MS);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError("interrupted while waiting for " + what, e);
        }
    }

    /** One read of the condition: the value and whether it holds, or what the read threw. */
    private record Reading<T>(T value, boolean holds, Throwable failure) {
        static <T> Reading<T> of(Read<T> read, Predicate<? super T> holds) {
            try {
                T value = read.get();
                return new Reading<>(value, holds.test(value), null);
            } catch (Exception | Error e) {
                return new Reading<>(null, false, e);
            }
        }
    }
}
