package io.boundarylab.app.predictions;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boundarylab.app.i18n.Messages;
import io.boundarylab.app.save.Progress;
import io.boundarylab.app.save.SavedExplanation;
import io.boundarylab.app.save.SavedPrediction;
import io.boundarylab.episodes.prediction.Verdict;
import io.boundarylab.app.support.TestLab;
import io.boundarylab.episodes.content.Episode;
import java.util.List;
import java.util.Locale;
import javafx.beans.property.SimpleObjectProperty;
import org.junit.jupiter.api.Test;

class PredictionsViewModelTest {
    private final List<Episode> episodes = TestLab.bundled().course().episodes();
    private final SimpleObjectProperty<Progress> progress = new SimpleObjectProperty<>(Progress.empty());
    private final PredictionsViewModel vm = new PredictionsViewModel(() -> episodes, progress, new Messages(Locale.ENGLISH));

    @Test
    void emptyUntilAnEpisodeIsPredictedThenOneRowPerEpisodeInCourseOrder() {
        assertTrue(vm.emptyProperty().get());
        assertEquals(0, vm.calibrationProperty().get().judged());
        Episode first = episodes.get(0);
        Episode second = episodes.get(1);
        String right = second.prediction().choices().get(0).id();
        progress.set(Progress.empty()
                .predict(second.id(), new SavedPrediction(right, "", 35).withVerdict(Verdict.RIGHT))
                .predict("synthesis/identity", new SavedPrediction("refused", "", 50))
                .predict(first.id(), new SavedPrediction(first.prediction().choices().get(0).id(), "", 85).withVerdict(Verdict.WRONG)
                        .withExplanation(SavedExplanation.skip())));
        assertEquals(List.of(first.id(), second.id()), vm.rows().stream().map(PredictionRow::episodeId).toList(),
                "episodes in course order; the synthesis exercise is not an episode prediction");
        PredictionRow r = vm.rows().get(0);
        assertEquals(first.prediction().choices().get(0).text(), r.choiceText(), "the choice in words, not its id");
        assertEquals("Explanation skipped.", vm.explanationText(r));
        assertEquals("", vm.explanationText(vm.rows().get(1)), "a right prediction is not asked");
        assertEquals(2, vm.calibrationProperty().get().judged());
        assertEquals("20\u201340 % sure: 1 predicted, 1 right (100 %)", vm.bucketText(vm.calibrationProperty().get().buckets().get(1)));
        assertEquals("80\u2013100 % sure: 1 predicted, 0 right (0 %)", vm.bucketText(vm.calibrationProperty().get().buckets().get(4)));
        assertTrue(vm.rowText(r).contains("85 % sure"), vm.rowText(r));
    }
}
