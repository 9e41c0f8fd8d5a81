package io.boundarylab.app.classroom;

import io.boundarylab.episodes.prediction.Verdict;

import io.boundarylab.app.support.TestLab;
import io.boundarylab.episodes.content.Episode;
import io.boundarylab.episodes.content.Investigation;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** What the dashboard counts, without its window. */
class DashboardViewModelTest {
    final Investigation inv = TestLab.bundled().investigation();

    @Test
    void theDashboardShowsOnlyTheEpisodesTheClassCodeAssigned(@TempDir Path folder) throws Exception {
        Episode first = inv.episodes().get(0);
        Episode third = inv.episodes().get(2);
        String code = ClassCodes.write(ClassCodes.setup(inv, 1L, List.of(first.id(), third.id()), List.of()), inv);
        // A learner who also predicted in an episode the class was not given.
        List<Results.Prediction> ps = inv.episodes().stream()
                .map(e -> new Results.Prediction(e.id(), e.prediction().choices().get(0).id(), null, 60, "", Verdict.WRONG, null, false, null))
                .toList();
        new ResultsFiles().write(new Results(Results.FORMAT, code, inv.id(), inv.classVersion().sha256(), "", ps, List.of(), null), code,
                folder.resolve("ada.json"));

        DashboardViewModel vm = new DashboardViewModel(List.of(inv), new ClassroomText(Locale.ENGLISH));
        vm.open(folder, code);

        assertEquals(List.of(first.id(), third.id()), vm.reportProperty().get().episodes().stream().map(s -> s.episode().id()).toList());
    }

    /** With 017 open, an 018 class's results count: the code and the file name their investigation. */
    @Test
    void anotherInvestigationsClassIsCountedAgainstItsOwnInvestigation(@TempDir Path folder) throws Exception {
        Investigation inv018 = Investigation.byId(Investigation.loadAllBundled(Locale.ENGLISH), "what-returns-is-the-number").orElseThrow();
        Episode first = inv018.episodes().get(0);
        String code = ClassCodes.write(ClassCodes.setup(inv018, 2L, List.of(), List.of()), inv018);
        List<Results.Prediction> ps = List.of(new Results.Prediction(first.id(), first.prediction().choices().get(1).id(), null, 60, "",
                io.boundarylab.episodes.prediction.Verdict.WRONG, null, false, null));
        new ResultsFiles().write(new Results(Results.FORMAT, code, inv018.id(), inv018.classVersion().sha256(), "", ps, List.of(), null), code,
                folder.resolve("ada.json"));

        DashboardViewModel vm = new DashboardViewModel(List.of(inv, inv018), new ClassroomText(Locale.ENGLISH));
        vm.open(folder, code);

        assertEquals(List.of(), vm.refused());
        assertEquals("Read 1 result from " + folder + "; no file refused (below).", vm.statusProperty().get());
        assertEquals(1, vm.reportProperty().get().learners());
        assertEquals(inv018.episodes().stream().map(Episode::id).toList(),
                vm.reportProperty().get().episodes().stream().map(s -> s.episode().id()).toList());
    }
}
