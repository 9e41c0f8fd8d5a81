package io.boundarylab.app.scale;

import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Supplier;

/**
 * Runs a {@link ScaleSession} on an executor and hands frames back: the FX thread asks for a
 * simulated time with {@link #request(long)} and takes the newest frame with {@link #poll()},
 * once per video frame. One pump runs at a time; between engine chunks it serves the newest
 * request, so a seek waits for at most one chunk. The engine keeps running ahead until its horizon.
 *
 * <p>With a synchronous executor ({@code Runnable::run}) the whole pump runs inside
 * {@code request}: the session is generated, the engine runs to its horizon and the frame is
 * ready when {@code request} returns (view-model tests need no latches).
 */
public final class ScaleDriver implements AutoCloseable {
    /** Engine actions per step of a chunk; the pump looks at the newest request after each step. */
    public static final int ACTIONS_PER_STEP = 64;
    /**
     * Events a chunk produces at most before the pump publishes progress. A new request ends a
     * chunk after the current step whatever its size, so a seek waits for one step at most. Counted
     * in events, never in wall time: only the frame pulse reads the clock.
     */
    public static final int EVENTS_PER_CHUNK = 16_384;
    /** Steps a chunk takes at most, for stretches where the engine publishes few events. */
    public static final int STEPS_PER_CHUNK = 64;
    private static final long NONE = Long.MIN_VALUE;

    private final Supplier<ScaleSession> factory;
    private final Executor executor;
    private final AtomicLong requested = new AtomicLong(NONE);
    private final AtomicReference<ScaleFrame> latest = new AtomicReference<>();
    private final AtomicReference<Throwable> error = new AtomicReference<>();
    private final AtomicBoolean pumping = new AtomicBoolean();
    private final AtomicBoolean closed = new AtomicBoolean();
    // Confined to the pump (one at a time; the flag above orders one pump's writes before the next's reads).
    private ScaleSession session;
    private long served = NONE;

    public ScaleDriver(Supplier<ScaleSession> factory, Executor executor) {
        this.factory = factory;
        this.executor = executor;
    }

    /** Asks for the frame at this simulated time; the newest request wins. */
    public void request(long timeMs) {
        requested.set(timeMs);
        kick();
    }

    /** The newest frame produced since the last poll, or null when there is none. */
    public ScaleFrame poll() {
        return latest.getAndSet(null);
    }

    /** What went wrong on the worker, or null. */
    public Throwable error() {
        return error.get();
    }

    @Override
    public void close() {
        closed.set(true);
    }

    private void kick() {
        if (!closed.get() && error.get() == null && pumping.compareAndSet(false, true)) {
            executor.execute(this::pump);
        }
    }

    private void pump() {
        try {
            if (session == null) {
                session = factory.get();
            }
            while (!closed.get()) {
                long target = requested.get();
                if (target != NONE && target != served) {
                    served = target;
                    latest.set(session.frameAt(target));
                } else if (!session.engineDone()) {
                    int events = 0;
                    int steps = 0;
                    do {
                        events += session.runAhead(ACTIONS_PER_STEP);
                        steps++;
                    } while (!session.engineDone() && requested.get() == served && !closed.get()
                            && events < EVENTS_PER_CHUNK && steps < STEPS_PER_CHUNK);
                    if (served != NONE) {
                        // Fresh engine progress (and a frame that may now reach further) for the status line.
                        latest.set(session.frameAt(served));
                    }
                } else {
                    break;
                }
            }
        } catch (RuntimeException | OutOfMemoryError e) {
            error.set(e);
        } finally {
            pumping.set(false);
        }
        // A request that came in after the loop's last look must not be lost.
        if (requested.get() != served && !closed.get() && error.get() == null) {
            kick();
        }
    }
}
