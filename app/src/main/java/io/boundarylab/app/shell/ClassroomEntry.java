package io.boundarylab.app.shell;

import io.boundarylab.app.classroom.ClassMenu;
import io.boundarylab.app.classroom.ClassSession;
import io.boundarylab.app.classroom.ClassroomHost;
import io.boundarylab.app.classroom.ClassroomText;
import io.boundarylab.app.classroom.PredictionTimer;
import io.boundarylab.app.classroom.ResultsExport;
import io.boundarylab.app.classroom.WallClock;
import io.boundarylab.app.lab.EpisodesLab;
import io.boundarylab.episodes.content.Section;
import io.boundarylab.episodes.content.SectionKind;
import javafx.beans.binding.Bindings;
import javafx.beans.value.ObservableValue;
import javafx.scene.control.Menu;
import javafx.stage.Window;

/** The Class menu wired to the main window: the classroom package gets what it needs as a {@link ClassroomHost}. */
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
        ClassroomHost host = new ClassroomHost(() -> vm.labProperty().get() instanceof EpisodesLab l ? l.investigation() : null,
                () -> vm.progressProperty().get(), () -> vm.settingsProperty().get().seed(), vm::setSeed, vm::notice,
                () -> vm.presenterProperty().get(), episodeShown, (id, faults) -> {
                    if (vm.labProperty().get() instanceof EpisodesLab l) {
                        l.investigation().episode(id).map(vm::episodeModel).ifPresent(m -> m.setFaults(faults));
                    }
                }, () -> ((EpisodesLab) vm.labProperty().get()).synthesis(), () -> {
                    try {
                        return ResultsExport.deckReviews(vm.store().reviews());
                    } catch (java.io.IOException e) {
                        // A log that cannot be read hands in no reviews; the predictions still go.
                        return java.util.List.of();
                    }
                }, then -> vm.bundled().whenRead(then, e -> then.accept(java.util.List.of())),
                () -> vm.settingsProperty().get().classCode(), vm::setClassCode, () -> vm.store().folder(), vm::loadContent);
        PredictionTimer timer = new PredictionTimer(episodeShown, vm.progressProperty(), WallClock::nowMs);
        ClassSession session = new ClassSession(host, new ClassroomText(vm.messages().locale()), timer);
        // The code kept from last time applies to each investigation it was made for, as soon as that one is open.
        vm.labProperty().addListener((o, was, now) -> session.restore());
        if (vm.labProperty().get() != null) session.restore();
        return new ClassMenu(session, owner);
    }
}
