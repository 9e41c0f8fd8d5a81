package io.boundarylab.app.classroom;

import com.fasterxml.jackson.databind.node.ArrayNode;
import io.boundarylab.episodes.content.Episode;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Supplier;

/**
 * The instructor's dashboard: a folder of results read with the class code, the report over
 * them, names shown or not, and the exports. Writable state is private; the view binds to the
 * read-only properties and calls the intent methods.
 */
public final class DashboardViewModel {
    private final Supplier<List<Episode>> episodes;
    private final ResultsFiles files = new ResultsFiles();
    private final ReadOnlyObjectWrapper<ClassReport> report = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper("");
    private final ObservableList<String> refused = FXCollections.observableArrayList();
    private final ObservableList<String> refusedView = FXCollections.unmodifiableObservableList(refused);
    private final javafx.beans.property.ReadOnlyBooleanWrapper names = new javafx.beans.property.ReadOnlyBooleanWrapper(false);
    private final ClassroomText text;
    private ClassFolder folder;

    public DashboardViewModel(Supplier<List<Episode>> episodes, ClassroomText text) {
        this.episodes = episodes;
        this.text = text;
        status.set(text.get("dashboard.empty"));
    }

    /** Reads every results file of the folder, with the class code they were signed with. */
    public void open(Path dir, String classCode) {
        if (classCode == null || classCode.isBlank()) {
            status.set(text.get("dashboard.needCode"));
            return;
        }
        try {
            folder = ClassFolder.read(dir, classCode.strip(), files);
        } catch (IOException e) {
            folder = null;
            refused.clear();
            report.set(null);
            status.set(text.get("dashboard.cannotRead", dir, e.getMessage()));
            return;
        }
        refused.setAll(folder.refused());
        recompute();
        status.set(text.get("dashboard.read", folder.results().size(), dir, folder.refused().size()));
    }

    /** Names instead of "Learner 1", "Learner 2" …, for learners who gave one. */
    public void showNames(boolean on) {
        names.set(on);
        recompute();
    }

    public void exportCsv(Path file) {
        export(file, folder == null ? new byte[0] : ClassCsv.of(folder.results(), names.get()).getBytes(StandardCharsets.UTF_8));
    }

    public void exportXapi(Path file) {
        ArrayNode statements = XapiStatements.of(folder == null ? List.of() : folder.results(), episodes.get(), names.get());
        export(file, XapiStatements.bytes(statements));
    }

    private void export(Path file, byte[] bytes) {
        try {
            Path tmp = Files.createTempFile(file.toAbsolutePath().getParent(), file.getFileName() + ".", ".tmp");
            try {
                Files.write(tmp, bytes);
                Files.move(tmp, file, java.nio.file.StandardCopyOption.REPLACE_EXISTING, java.nio.file.StandardCopyOption.ATOMIC_MOVE);
            } finally {
                Files.deleteIfExists(tmp);
            }
            status.set(text.get("dashboard.exported", file));
        } catch (IOException e) {
            status.set(text.get("dashboard.cannotWrite", file, e.getMessage()));
        }
    }

    private void recompute() {
        report.set(folder == null ? null : ClassReport.of(episodes.get(), folder.results(), names.get()));
    }

    public ReadOnlyObjectProperty<ClassReport> reportProperty() { return report.getReadOnlyProperty(); }
    public ReadOnlyStringProperty statusProperty() { return status.getReadOnlyProperty(); }
    public ObservableList<String> refused() { return refusedView; }
    public javafx.beans.property.ReadOnlyBooleanProperty namesProperty() { return names.getReadOnlyProperty(); }
    public ClassroomText text() { return text; }
}
