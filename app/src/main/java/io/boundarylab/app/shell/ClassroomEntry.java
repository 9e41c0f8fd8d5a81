package io.boundarylab.app.shell;

import io.boundarylab.app.classroom.ClassChange;
import io.boundarylab.app.classroom.ClassContext;
import io.boundarylab.app.classroom.ClassMenu;
import io.boundarylab.app.classroom.ClassSession;
import io.boundarylab.app.classroom.ClassroomText;
import io.boundarylab.app.classroom.PredictionTimer;
import io.boundarylab.app.classroom.WallClock;
import io.boundarylab.app.lab.EpisodesLab;
import io.boundarylab.episodes.content.Investigation;
import io.boundarylab.episodes.content.Section;
import io.boundarylab.episodes.content.SectionKind;
import javafx.beans.binding.Bindings;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.value.ObservableValue;
import javafx.collections.FXCollections;
import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;
import javafx.scene.control.Menu;
import javafx.stage.Window;

import java.util.List;

/**
 * The Class menu wired to the main window: the classroom decides from a {@link ClassContext} made of
 * the window's own properties, and the window carries out each {@link ClassChange} it returns.
 */
final class ClassroomEntry {
    private ClassroomEntry() {
    }

    static Menu menu(MainViewModel vm, Window owner) {
        return classMenu(vm, owner).menu();
    }

    static ClassMenu classMenu(MainViewModel vm, Window owner) {
        ObservableValue<String> episodeShown = Bindings.createStringBinding(() -> {
            Section s = vm.currentProperty().get();
            return s != null && s.kind() == SectionKind.EPISODE ? s.episodeId() : null;
        }, vm.currentProperty());
        ObservableValue<Investigation> open = Bindings.createObjectBinding(
                () -> vm.labProperty().get() instanceof EpisodesLab l ? l.investigation() : null, vm.labProperty());
        SimpleObjectProperty<List<Investigation>> shipped = new SimpleObjectProperty<>(List.of());
        ObservableList<ClassChange> changes = FXCollections.observableArrayList();
        ClassContext context = new ClassContext(open, shipped, vm.progressProperty(),
                Bindings.createObjectBinding(() -> vm.settingsProperty().get().seed(), vm.settingsProperty()),
                vm.presenterProperty(), episodeShown, vm.store(), changes, vm.bundled());
        PredictionTimer timer = new PredictionTimer(episodeShown, vm.progressProperty(), WallClock::nowMs);
        ClassSession session = new ClassSession(context, new ClassroomText(vm.messages().locale()), timer);

        changes.addListener((ListChangeListener<ClassChange>) c -> {
            while (c.next()) c.getAddedSubList().forEach(change -> carryOut(vm, change));
        });
        // The class's faults on cue are in force in its investigation's episodes, whenever the class or the open investigation changes.
        session.setupProperty().addListener((o, was, now) -> putFaultsInForce(vm, session));
        // A newly opened investigation's episodes start without faults: only a class's need putting in force.
        vm.labProperty().addListener((o, was, now) -> {
            if (session.setupProperty().get() != null) putFaultsInForce(vm, session);
        });
        // The code kept from last time: read against the open investigation now, and against the shipped ones once they are read.
        vm.labProperty().addListener((o, was, now) -> session.restore(vm.settingsProperty().get().classCode()));
        vm.bundled().whenRead(all -> {
            shipped.set(all);
            session.restore(vm.settingsProperty().get().classCode());
        }, e -> { });
        if (vm.labProperty().get() != null) session.restore(vm.settingsProperty().get().classCode());
        return new ClassMenu(session, owner);
    }

    private static void carryOut(MainViewModel vm, ClassChange change) {
        if (change instanceof ClassChange.UseSeed s) vm.setSeed(s.seed());
        else if (change instanceof ClassChange.KeepCode k) vm.setClassCode(k.code());
        else if (change instanceof ClassChange.Notice n) vm.notice(n.line());
        else if (change instanceof ClassChange.OpenInvestigation i) vm.loadBundled(i.id());
        else if (change instanceof ClassChange.OpenContent f) vm.loadContent(f.folder());
    }

    private static void putFaultsInForce(MainViewModel vm, ClassSession session) {
        if (!(vm.labProperty().get() instanceof EpisodesLab l)) return;
        session.faultsIn(l.investigation()).forEach((id, faults) -> l.investigation().episode(id).map(vm::episodeModel)
                .ifPresent(m -> m.setFaults(faults)));
    }
}
