package io.boundarylab.app.classroom;

import io.boundarylab.app.save.Progress;
import io.boundarylab.app.save.SaveStore;
import io.boundarylab.episodes.content.Investigation;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The main window as the classroom sees it, for tests: the properties a {@link ClassContext} is made
 * of, and each {@link ClassChange} carried out on them as the shell does.
 */
final class WindowStandIn {
    final SimpleObjectProperty<Investigation> open;
    final SimpleObjectProperty<List<Investigation>> shipped = new SimpleObjectProperty<>(List.of());
    final SimpleObjectProperty<Progress> progress;
    final SimpleObjectProperty<Long> seed = new SimpleObjectProperty<>();
    final SimpleBooleanProperty presenter = new SimpleBooleanProperty();
    final SimpleStringProperty shown = new SimpleStringProperty();
    final ObservableList<ClassChange> changes = FXCollections.observableArrayList();
    final List<String> notices = new ArrayList<>();
    /** The code kept in the settings, and the investigations and folders the classroom asked to open. */
    String kept;
    final List<String> openedInvestigations = new ArrayList<>();
    final List<Path> openedContent = new ArrayList<>();
    private final SaveStore store;

    WindowStandIn(Investigation open, Progress progress, SaveStore store) {
        this.open = new SimpleObjectProperty<>(open);
        this.progress = new SimpleObjectProperty<>(progress);
        this.store = store;
        changes.addListener((ListChangeListener<ClassChange>) c -> {
            while (c.next()) {
                for (ClassChange change : c.getAddedSubList()) {
                    if (change instanceof ClassChange.UseSeed s) seed.set(s.seed());
                    else if (change instanceof ClassChange.KeepCode k) kept = k.code();
                    else if (change instanceof ClassChange.Notice n) notices.add(n.line());
                    else if (change instanceof ClassChange.OpenInvestigation i) openedInvestigations.add(i.id());
                    else if (change instanceof ClassChange.OpenContent f) openedContent.add(f.folder());
                }
            }
        });
    }

    ClassContext context() {
        return new ClassContext(open, shipped, progress, seed, presenter, shown, store, changes,
                io.boundarylab.episodes.playground.BundledContent.readEachTime());
    }

    PredictionTimer timer(java.util.function.LongSupplier clock) {
        return new PredictionTimer(shown, progress, clock);
    }
}
