package io.boundarylab.app.concurrent;

import java.util.concurrent.Callable;
import java.util.function.Consumer;

/**
 * Runs work off the FX thread and hands the result back on it, once. View-models take one of
 * these so that their tests can pass {@link DirectRunner} and need no latches.
 */
public interface BackgroundRunner {

    /** Runs {@code work} elsewhere, then calls exactly one of {@code onDone} or {@code onError} on the FX thread. */
    <T> void run(Callable<T> work, Consumer<T> onDone, Consumer<Throwable> onError);
}
