package io.boundarylab.app.playground;

import io.boundarylab.app.concurrent.BackgroundRunner;
import io.boundarylab.app.save.PlaygroundDraft;
import io.boundarylab.app.save.SaveStore;
import java.io.IOException;
import java.util.function.Consumer;

/**
 * Saves the playground's work in progress as it changes, through the learner's {@link SaveStore}
 * (durable and atomic). One write at a time, off the FX thread: the changes made while a write is
 * under way are written together, newest only, when it ends. So typing in the editor costs one
 * write per write's duration, not one per key, and no timer decides when work is safe.
 * Called on the FX thread only (changes and the runner's hand-backs both arrive there).
 */
public final class DraftSaver {
    private final SaveStore store;
    private final BackgroundRunner runner;
    private final Consumer<String> failed;
    private PlaygroundDraft pending;
    private boolean writing;

    /** @param failed told why a write failed (the learner is told once; the next change tries again) */
    public DraftSaver(SaveStore store, BackgroundRunner runner, Consumer<String> failed) {
        this.store = store;
        this.runner = runner;
        this.failed = failed;
    }

    /** Saves every change of the view-model's draft from now on (the draft shown now is already saved or is the start's). */
    public void follow(PlaygroundViewModel vm) {
        vm.draftProperty().addListener((o, a, b) -> {
            if (b != null) {
                changed(b);
            }
        });
    }

    /** A new draft to save: written now, or when the write under way ends. */
    public void changed(PlaygroundDraft draft) {
        pending = draft;
        if (!writing) {
            writeNext();
        }
    }

    private void writeNext() {
        PlaygroundDraft next = pending;
        pending = null;
        writing = true;
        // Numbered here, on the FX thread, so that an older draft can never replace a newer one.
        SaveStore.Snapshot snapshot = store.snapshot(next);
        runner.run(() -> store.write(snapshot), x -> done(), e -> {
            failed.accept(String.valueOf(e.getMessage()));
            done();
        });
    }

    private void done() {
        writing = false;
        if (pending != null) {
            writeNext();
        }
    }

    /** Writes the newest change not yet written, now (the window closes). */
    public void flush() throws IOException {
        if (pending != null) {
            PlaygroundDraft last = pending;
            pending = null;
            store.write(store.snapshot(last));
        }
    }
}
