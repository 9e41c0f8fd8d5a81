package io.boundarylab.app.concurrent;

import java.util.concurrent.Callable;
import java.util.function.Consumer;

/** Runs the work on the calling thread: for tests and for callers already off the FX thread. */
public final class DirectRunner implements BackgroundRunner {
    @Override
    public <T> void run(Callable<T> work, Consumer<T> onDone, Consumer<Throwable> onError) {
        T result;
        try {
            result = work.call();
        } catch (Exception | LinkageError e) {
            onError.accept(e);
            return;
        }
        onDone.accept(result);
    }
}
