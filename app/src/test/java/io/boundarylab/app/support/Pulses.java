package io.boundarylab.app.support;

import java.time.Duration;
import java.util.Map;
import java.util.WeakHashMap;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.scene.input.KeyCode;
import javafx.scene.robot.Robot;

/**
 * Waits for the FX thread by what it has done, not by the clock. A scene is settled when the work
 * queued before the call has run and then whole pulses (CSS, layout) have passed over it: work that a
 * pulse itself posts, such as a layout that rearranges columns for the text size, runs in the next.
 * TestFX's own wait instead sleeps five times 10 ms and assumes a pulse fell in between: slow on a
 * quiet machine and no promise on a busy one, where this waits as long as the pulses take (bounded).
 */
public final class Pulses {
    /** Passes of queued work and a pulse: the third catches work the second posted. */
    private static final int ROUNDS = 3;
    /** Long enough for a loaded 2-core machine; a pulse that never comes is a hang, named. */
    private static final long BOUND_SECONDS = 60;

    /** Pulses counted per scene, by a listener added once; read and written on the FX thread. */
    private static final Map<Scene, long[]> COUNTS = new WeakHashMap<>();
    private static final Object LOCK = new Object();

    private Pulses() {
    }

    /** Runs {@code action} on the FX thread, waits for it, then settles the scene. */
    public static void run(Scene scene, Runnable action) {
        onFx(() -> {
            action.run();
            return null;
        });
        settle(scene);
    }

    /** Keys pressed and released in order where the focus is, as a learner types them, then the scene settled. */
    public static void keys(Scene scene, KeyCode... codes) {
        run(scene, () -> {
            Robot robot = new Robot();
            for (KeyCode code : codes) {
                robot.keyPress(code);
                robot.keyRelease(code);
            }
        });
    }

    /** Waits until the work queued on the FX thread has run and {@value #ROUNDS} pulses have passed over the scene. */
    public static void settle(Scene scene) {
        for (int round = 0; round < ROUNDS; round++) {
            long before = onFx(() -> {
                long[] count = COUNTS.computeIfAbsent(scene, s -> {
                    long[] c = {0};
                    s.addPostLayoutPulseListener(() -> {
                        synchronized (LOCK) {
                            c[0]++;
                            LOCK.notifyAll();
                        }
                    });
                    return c;
                });
                Platform.requestNextPulse();
                synchronized (LOCK) {
                    return count[0];
                }
            });
            long[] count;
            synchronized (LOCK) {
                count = COUNTS.get(scene);
            }
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(BOUND_SECONDS);
            synchronized (LOCK) {
                while (count[0] == before) {
                    long left = deadline - System.nanoTime();
                    if (left <= 0) {
                        throw new AssertionError("no pulse over the scene in " + BOUND_SECONDS + " s");
                    }
                    try {
                        TimeUnit.NANOSECONDS.timedWait(LOCK, left);
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                        throw new AssertionError("interrupted while waiting for a pulse", e);
                    }
                }
            }
        }
    }

    /** The value {@code work} computes on the FX thread, waited for with a bound. */
    public static <T> T onFx(Callable<T> work) {
        try {
            return onFx(work, Duration.ofSeconds(BOUND_SECONDS));
        } catch (TimeoutException e) {
            throw new AssertionError("the FX thread did not run the work in " + BOUND_SECONDS + " s", e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError("interrupted while waiting for the FX thread", e);
        }
    }

    /**
     * The value {@code work} computes on the FX thread, waited for up to {@code bound}: the one way the
     * test support runs code there ({@link Await} reads its conditions through it). What {@code work}
     * throws is thrown here, a checked exception wrapped.
     *
     * @throws TimeoutException when the FX thread has not run it within {@code bound}
     * @throws InterruptedException when the test's thread is interrupted while it waits
     */
    static <T> T onFx(Callable<T> work, Duration bound) throws TimeoutException, InterruptedException {
        if (Platform.isFxApplicationThread()) {
            throw new IllegalStateException("call from the test's thread: the FX thread cannot wait for itself");
        }
        FutureTask<T> task = new FutureTask<>(work);
        Platform.runLater(task);
        try {
            return task.get(bound.toNanos(), TimeUnit.NANOSECONDS);
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            if (cause instanceof RuntimeException r) {
                throw r;
            }
            if (cause instanceof Error err) {
                throw err;
            }
            throw new IllegalStateException(cause);
        }
    }
}
