package io.boundarylab.app.classroom;

import io.boundarylab.app.save.Progress;
import io.boundarylab.app.save.SavedPrediction;
import io.boundarylab.episodes.prediction.Verdict;
import io.boundarylab.episodes.content.Block;
import io.boundarylab.episodes.content.Investigation;
import io.boundarylab.episodes.content.Section;
import io.boundarylab.episodes.prediction.Prediction;
import io.boundarylab.episodes.prediction.PredictionComparison;
import io.boundarylab.episodes.synthesis.SynthesisTrace;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * How the synthesis trace, played to its end, judges each answer the learner gave in the synthesis, by
 * the one judge ({@link PredictionComparison#verdict()}), its number too.
 * The synthesis shows its comparisons while it plays and saves no verdict, so a results file would
 * otherwise say "not judged" of answers the runs do judge.
 */
final class SynthesisVerdicts {
    private SynthesisVerdicts() {
    }

    /** The verdict of each saved synthesis answer, by progress key; an answer the runs leave open is left out. */
    static Map<String, Verdict> of(Investigation inv, Progress progress, SynthesisTrace trace) {
        Map<String, Verdict> out = new TreeMap<>();
        SynthesisTrace.View end = trace.complete();
        for (Section s : inv.sections()) {
            for (Block b : s.blocks()) {
                if (!(b instanceof Block.Exercise ex)) continue;
                for (Block.ExercisePrompt p : ex.prompts()) {
                    String key = ResultsExport.SYNTHESIS + p.id();
                    SavedPrediction saved = progress.predictions().get(key);
                    if (saved == null) continue;
                    List<PredictionComparison> c = end.compare(List.of(new Prediction(p.episodeId(), saved.choice(), "", 50, saved.quantity())));
                    Verdict v = c.isEmpty() ? null : c.get(0).verdict();
                    if (v != null) out.put(key, v);
                }
            }
        }
        return out;
    }
}
