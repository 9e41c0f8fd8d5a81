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

        DashboardViewModel vm = new DashboardViewModel(() -> inv, new ClassroomText(Locale.ENGLISH));
        vm.open(folder, code);

        assertEquals(List.of(first.id(), third.id()), vm.reportProperty().get().episodes().stream().map(s -> s.episode().id()).toList());
    }
}
