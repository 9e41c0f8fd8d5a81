package io.boundarylab.app.classroom;

import io.boundarylab.app.save.Progress;
import io.boundarylab.app.save.SavedPrediction;
import io.boundarylab.episodes.content.Episode;
import io.boundarylab.episodes.content.Investigation;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;

/** The results a learner hands in, made from their saved progress. */
public final class ResultsExport {
    private ResultsExport() {
    }

    /**
     * @param timesMs how long each prediction took, by progress key; missing keys are written as not measured
     * @param deck    the deck's answers, empty when the course has no deck
     */
    public static Results of(Progress progress, Investigation inv, String classCode, String learner, Map<String, Long> timesMs,
                             List<Results.DeckAnswer> deck) {
        List<String> episodeOrder = inv.episodes().stream().map(Episode::id).toList();
        // The episodes in the content's order, then the synthesis's questions by key: never the map's own order.
        Comparator<String> order = Comparator.<String>comparingInt(k -> episodeOrder.contains(k) ? episodeOrder.indexOf(k) : episodeOrder.size())
                .thenComparing(Comparator.naturalOrder());
        List<Results.Prediction> out = new ArrayList<>();
        for (String key : progress.predictions().keySet().stream().sorted(order).toList()) {
            SavedPrediction p = progress.predictions().get(key);
            out.add(new Results.Prediction(key, p.choice(), p.quantity(), p.confidencePercent(), p.reason(),
                    p.verdict() == null ? null : Results.Verdict.valueOf(p.verdict().name()),
                    p.explanation() == null ? null : p.explanation().text(), p.explanation() != null && p.explanation().skipped(),
                    timesMs.get(key)));
        }
        return new Results(Results.FORMAT, formatted(classCode), inv.id(), inv.classVersion().sha256(), learner, out, deck, null);
    }

    /** The code as it is written: upper case, in groups of four. */
    static String formatted(String code) {
        String c = ResultsFiles.canonical(code);
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < c.length(); i++) {
            if (i > 0 && i % 4 == 0) b.append('-');
            b.append(c.charAt(i));
        }
        return b.toString();
    }
}
