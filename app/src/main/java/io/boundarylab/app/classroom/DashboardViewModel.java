package io.boundarylab.app.classroom;

import com.fasterxml.jackson.databind.node.ArrayNode;
import io.boundarylab.app.i18n.Plurals;
import io.boundarylab.episodes.content.Episode;
import io.boundarylab.episodes.content.Investigation;
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

/**
 * The instructor's dashboard: a folder of results read with the class code, the report over
 * them, names shown or not, and the exports. Writable state is private; the view binds to the
 * read-only properties and calls the intent methods.
 */
public final class DashboardViewModel {
    /** Every investigation a class can be about here: the class code names its own among them. */
    private final List<Investigation> investigations;
    /** The investigation the class code read names, or null before one is read. */
    private Investigation content;
    private final ResultsFiles files = new ResultsFiles();
    private final ReadOnlyObjectWrapper<ClassReport> report = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper("");
    private final ObservableList<String> refused = FXCollections.observableArrayList();
    private final ObservableList<String> refusedView = FXCollections.unmodifiableObservableList(refused);
    private final javafx.beans.property.ReadOnlyBooleanWrapper names = new javafx.beans.property.ReadOnlyBooleanWrapper(false);
    private final ClassroomText text;
    private ClassFolder folder;
    private LivePoll poll;
    /** The episodes the class code assigned, by id; null for every episode (no code read yet, or one this content cannot read). */
    private List<String> assigned;
    private final javafx.beans.property.ReadOnlyBooleanWrapper polling = new javafx.beans.property.ReadOnlyBooleanWrapper(false);

    /**
     * @param investigations every investigation a class can be about here: a class code and each
     *                       results file name theirs, whatever is open in the main window
     */
    public DashboardViewModel(List<Investigation> investigations, ClassroomText text) {
        this.investigations = List.copyOf(investigations);
        this.text = text;
        status.set(text.get("dashboard.empty"));
    }

    /** Reads every results file of the folder, with the class code they were signed with. */
    public void open(Path dir, String classCode) {
        if (classCode == null || classCode.isBlank()) {
            status.set(text.get("dashboard.needCode"));
            return;
        }
        assigned = assigned(classCode);
        try {
            folder = ClassFolder.read(dir, classCode.strip(), files, investigations);
        } catch (IOException e) {
            folder = null;
            refused.clear();
            report.set(null);
            status.set(text.get("dashboard.cannotRead", dir, e.getMessage()));
            return;
        }
        refused.setAll(folder.refused());
        recompute();
        status.set(text.get("dashboard.read", Plurals.count(text, "count.result", folder.results().size()), dir,
                Plurals.count(text, "count.refused", folder.refused().size())));
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
        ArrayNode statements = XapiStatements.of(folder == null ? List.of() : folder.results(), episodes(), names.get());
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

    /**
     * Starts the live poll on {@code host:port} with the class code as its join secret (see
     * {@link LivePoll}); the report then counts the learners' live predictions too, unjudged.
     */
    public void startPoll(String address, String classCode) {
        stopPoll();
        if (classCode == null || classCode.isBlank()) {
            status.set(text.get("dashboard.needCode"));
            return;
        }
        try {
            String a = address.strip();
            int colon = a.lastIndexOf(':');
            if (colon <= 0) throw new IllegalArgumentException(a);
            java.net.InetSocketAddress at = new java.net.InetSocketAddress(a.substring(0, colon), Integer.parseInt(a.substring(colon + 1)));
            if (at.isUnresolved()) throw new IllegalArgumentException(a);
            assigned = assigned(classCode);
            poll = new LivePoll(at, classCode.strip(), episodes(), WallClock::nowMs);
            polling.set(true);
            status.set(text.get("poll.listening", poll.address().getAddress().getHostAddress() + ":" + poll.address().getPort()));
            refreshLive();
        } catch (IllegalArgumentException e) {
            status.set(text.get("poll.badAddress", address));
        } catch (IOException e) {
            status.set(text.get("poll.cannotListen", address, e.getMessage()));
        }
    }

    public void stopPoll() {
        if (poll != null) poll.close();
        poll = null;
        polling.set(false);
        recompute();
    }

    /** Counts what the live poll has received so far (the view calls it once a second while polling). */
    public void refreshLive() {
        recompute();
    }

    /** Where the live poll listens, or null while it is off. */
    public java.net.InetSocketAddress pollAddress() {
        return poll == null ? null : poll.address();
    }

    private void recompute() {
        List<Results> all = new java.util.ArrayList<>(folder == null ? List.of() : folder.results());
        if (poll != null) all.addAll(live(poll.latest()));
        report.set(folder == null && poll == null ? null : ClassReport.of(episodes(), all, names.get()));
    }

    /** The live poll's choices as results without verdicts, one per learner, so the report counts them like handed-in ones. */
    private static List<Results> live(java.util.Map<String, java.util.Map<String, String>> latest) {
        java.util.Map<String, List<Results.Prediction>> byLearner = new java.util.TreeMap<>();
        latest.forEach((episode, m) -> m.forEach((learner, choice) -> byLearner.computeIfAbsent(learner, k -> new java.util.ArrayList<>())
                .add(new Results.Prediction(episode, choice, null, 50, "", null, null, false, null))));
        List<Results> out = new java.util.ArrayList<>();
        byLearner.forEach((learner, ps) -> out.add(new Results(Results.FORMAT, "live", "live", "live", "", ps, List.of(), null)));
        return out;
    }

    public javafx.beans.property.ReadOnlyBooleanProperty pollingProperty() { return polling.getReadOnlyProperty(); }

    public ReadOnlyObjectProperty<ClassReport> reportProperty() { return report.getReadOnlyProperty(); }
    public ReadOnlyStringProperty statusProperty() { return status.getReadOnlyProperty(); }
    public ObservableList<String> refused() { return refusedView; }
    public javafx.beans.property.ReadOnlyBooleanProperty namesProperty() { return names.getReadOnlyProperty(); }
    public ClassroomText text() { return text; }

    /** The episodes shown: those the class code assigned, in the content's order. */
    private List<Episode> episodes() {
        if (content == null) return List.of();
        return assigned == null ? content.episodes() : content.episodes().stream().filter(e -> assigned.contains(e.id())).toList();
    }

    /**
     * What the code assigned, in the investigation it names (which the report then counts). A code
     * this app cannot read shows every episode of the first investigation: its files are refused one
     * by one, with the reason, when the folder is read.
     */
    private List<String> assigned(String classCode) {
        content = investigations.isEmpty() ? null : investigations.get(0);
        if (content == null) return null;
        try {
            content = ClassCodes.investigationOf(classCode.strip(), investigations);
            return ClassCodes.read(classCode.strip(), content).episodes();
        } catch (ClassCodeException e) {
            return null;
        }
    }
}
