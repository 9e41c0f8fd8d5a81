package io.boundarylab.app.predictions;

import io.boundarylab.app.save.Progress;
import io.boundarylab.app.save.SavedExplanation;
import io.boundarylab.app.save.SavedPrediction;
import io.boundarylab.episodes.prediction.Verdict;
import io.boundarylab.episodes.content.Choice;
import io.boundarylab.episodes.content.Episode;
import java.util.ArrayList;
import java.util.List;

/**
 * One line of "My predictions": an episode's committed prediction in words.
 *
 * @param episodeId         the episode
 * @param episodeNumber     its number in the investigation
 * @param episodeTitle      its title
 * @param choiceText        the chosen answer, as the learner read it
 * @param confidencePercent how sure they were
 * @param verdict           how the runs judged it, or null while undecided
 * @param explanation       what they wrote after, or null when not asked or not answered
 */
public record PredictionRow(String episodeId, int episodeNumber, String episodeTitle, String choiceText,
                            int confidencePercent, Verdict verdict, SavedExplanation explanation) {

    /** The episodes' predictions in the course's order; episodes not predicted yet are left out. */
    public static List<PredictionRow> of(List<Episode> episodes, Progress progress) {
        List<PredictionRow> rows = new ArrayList<>();
        for (Episode e : episodes) {
            SavedPrediction p = progress.predictions().get(e.id());
            if (p == null) {
                continue;
            }
            String text = e.prediction().choice(p.choice()).map(Choice::text).orElse(p.choice());
            rows.add(new PredictionRow(e.id(), e.number(), e.title(), text, p.confidencePercent(), p.verdict(),
                    p.explanation()));
        }
        return rows;
    }

    /** The rows' calibration: only judged predictions count. */
    public static Calibration calibration(List<PredictionRow> rows) {
        return Calibration.of(rows.stream().map(r -> new Calibration.Judged(r.confidencePercent(), r.verdict())).toList());
    }
}
