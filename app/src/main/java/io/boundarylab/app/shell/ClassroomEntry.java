package io.boundarylab.app.shell;

import io.boundarylab.app.classroom.ClassMenu;
import io.boundarylab.app.classroom.ClassSession;
import io.boundarylab.app.classroom.ClassroomHost;
import io.boundarylab.app.classroom.ClassroomText;
import io.boundarylab.app.classroom.PredictionTimer;
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
                });
        PredictionTimer timer = new PredictionTimer(episodeShown, vm.progressProperty(), WallClock::nowMs);
        ClassSession session = new ClassSession(host, new ClassroomText(vm.messages().locale()), timer);
        session.codeProperty().addListener((o, a, b) -> vm.rememberClassCode(b));
        // A window rebuilt in another language enters the code taken over again, once its content is in:
        // the banner comes back in the new language, and the runs keep the code's seed and faults.
        vm.labProperty().addListener((o, a, b) -> {
            String code = vm.classCodeProperty().get();
            if (b != null && code != null && session.codeProperty().get() == null) {
                try {
                    session.enter(code);
                } catch (io.boundarylab.app.classroom.ClassCodeException e) {
                    vm.rememberClassCode(null);
                }
            }
        });
        return new ClassMenu(session, owner);
    }
}
