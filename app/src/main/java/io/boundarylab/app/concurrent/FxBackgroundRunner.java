package io.boundarylab.app.concurrent;

import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Consumer;
import javafx.application.Platform;

/**
 * One daemon worker thread for the engine; results come back with a single
 * {@link Platform#runLater} each, so the FX thread never waits on a simulation.
 */
public final class FxBackgroundRunner implements BackgroundRunner, AutoCloseable {
    private final ExecutorService executor = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "boundary-lab-engine");
        t.setDaemon(true);
        return t;
    });

    @Override
    public <T> void run(Callable<T> work, Consumer<T> onDone, Consumer<Throwable> onError) {
        executor.execute(() -> {
            try {
                T result = work.call();
                Platform.runLater(() -> onDone.accept(result));
            } catch (Exception | LinkageError e) {
                Platform.runLater(() -> onError.accept(e));
            }
        });
    }

    @Override
    public void close() {
        executor.shutdownNow();
    }
}
