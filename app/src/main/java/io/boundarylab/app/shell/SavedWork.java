package io.boundarylab.app.shell;

import io.boundarylab.app.concurrent.BackgroundRunner;
import io.boundarylab.app.export.Exports;
import io.boundarylab.app.i18n.Messages;
import io.boundarylab.app.save.Progress;
import io.boundarylab.app.save.SaveStore;
import io.boundarylab.app.save.Settings;
import java.io.IOException;
import java.nio.file.Path;
import javafx.collections.ObservableList;

/**
 * Writes what the window saves and exports, off the FX thread, and says how it went in the notice
 * bar: the settings and the progress as numbered snapshots (taken now, so an older one never wins,
 * decision 0007), and files the learner asked for.
 */
final class SavedWork {
    private final SaveStore store;
    private final BackgroundRunner runner;
    private final Messages messages;
    private final ObservableList<String> notices;

    /** @param notices the notice bar's lines, which this adds to */
    SavedWork(SaveStore store, BackgroundRunner runner, Messages messages, ObservableList<String> notices) {
        this.store = store;
        this.runner = runner;
        this.messages = messages;
        this.notices = notices;
    }

    void save(Settings s) {
        write(store.snapshot(s));
    }

    void save(Progress p) {
        write(store.snapshot(p));
    }

    /** Writes settings and progress now (on exit), after any write in progress; a queued older one is then skipped. */
    void flush(Settings s, Progress p) throws IOException {
        store.write(store.snapshot(s));
        store.write(store.snapshot(p));
    }

    /** Writes a text file the learner asked for (a trace, a transcript). */
    void export(Path file, String text) {
        runner.run(() -> {
            Exports.writeText(file, text);
            return file;
        }, this::exported, this::exportFailed);
    }

    /** Writes the learner's progress to a file of their choice. */
    void export(Path file, Progress p) {
        runner.run(() -> {
            store.exportProgress(p, file);
            return file;
        }, this::exported, this::exportFailed);
    }

    private void exported(Path file) {
        notices.add(messages.get("notice.exported", file));
    }

    private void exportFailed(Throwable e) {
        notices.add(messages.get("notice.exportFailed", e.getMessage()));
    }

    private void write(SaveStore.Snapshot snapshot) {
        runner.run(() -> store.write(snapshot), x -> { },
                e -> SaveNoticeText.queueOnce(notices, messages.get("notice.saveFailed", e.getMessage())));
    }
}
