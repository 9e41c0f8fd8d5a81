package io.boundarylab.app.classroom;

import io.boundarylab.episodes.prediction.Verdict;

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
    /** The progress keys of the synthesis's answers start so (as {@code SynthesisViewModel} saves them). */
    static final String SYNTHESIS = "synthesis/";
    /** The deck answers that are the concept deck's reviews, not a question set's. */
    public static final String REVIEW_SET = "review";
    private ResultsExport() {
    }

    /** As {@link #of(Progress, Investigation, String, String, Map, List, Map)}, with the synthesis's verdicts as saved. */
    public static Results of(Progress progress, Investigation inv, String classCode, String learner, Map<String, Long> timesMs,
                             List<Results.DeckAnswer> deck) {
        return of(progress, inv, classCode, learner, timesMs, deck, Map.of());
    }

    /**
     * @param timesMs           how long each prediction took, by progress key; missing keys are written as not measured
     * @param deck              the deck's answers, empty when the course has no deck
     * @param synthesisVerdicts how the runs judge each of the synthesis's answers, by progress key
     *                          ({@code synthesis/...}): the synthesis saves none of its own
     */
    public static Results of(Progress progress, Investigation inv, String classCode, String learner, Map<String, Long> timesMs,
                             List<Results.DeckAnswer> deck, Map<String, Verdict> synthesisVerdicts) {
        List<String> episodeOrder = inv.episodes().stream().map(Episode::id).toList();
        // The episodes in the content's order, then the synthesis's questions by key: never the map's own order.
        Comparator<String> order = Comparator.<String>comparingInt(k -> episodeOrder.contains(k) ? episodeOrder.indexOf(k) : episodeOrder.size())
                .thenComparing(Comparator.naturalOrder());
        List<Results.Prediction> out = new ArrayList<>();
        for (String key : progress.predictions().keySet().stream().sorted(order).toList()) {
            SavedPrediction p = progress.predictions().get(key);
            boolean synthesis = key.startsWith(SYNTHESIS);
            Verdict verdict = p.verdict() != null ? p.verdict() : synthesisVerdicts.get(key);
            // The synthesis asks no confidence: what its saved answers hold there is a placeholder, not the learner's.
            out.add(new Results.Prediction(key, p.choice(), p.quantity(), synthesis ? null : Integer.valueOf(p.confidencePercent()), p.reason(),
                    verdict,
                    p.explanation() == null ? null : p.explanation().text(), p.explanation() != null && p.explanation().skipped(),
                    timesMs.get(key)));
        }
        return new Results(Results.FORMAT, formatted(classCode), inv.id(), inv.classVersion().sha256(), learner, out, deck, null);
    }

    /**
     * The deck's reviews as results answers, in the order answered: each in the set {@code review},
     * with the card, the rating the learner earned ({@code again}, {@code hard}, {@code good},
     * {@code easy}: what the review log keeps), and whether the answer was right (any rating but {@code again}).
     */
    public static List<Results.DeckAnswer> deckReviews(List<io.boundarylab.app.save.ReviewLog.Logged> reviews) {
        List<Results.DeckAnswer> out = new ArrayList<>();
        for (var r : reviews) {
            io.boundarylab.episodes.deck.Rating rating = io.boundarylab.episodes.deck.Rating.values()[r.grade() - 1];
            out.add(new Results.DeckAnswer(REVIEW_SET, r.cardId(), null, rating.name().toLowerCase(java.util.Locale.ROOT),
                    rating != io.boundarylab.episodes.deck.Rating.AGAIN));
        }
        return out;
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
