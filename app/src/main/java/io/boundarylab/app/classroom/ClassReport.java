package io.boundarylab.app.classroom;

import io.boundarylab.episodes.prediction.Verdict;

import io.boundarylab.app.predictions.Calibration;
import io.boundarylab.episodes.content.Choice;
import io.boundarylab.episodes.content.Episode;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;

/**
 * What a class predicted, computed from its results: per episode, what was chosen and the share
 * right; the most common wrong choices with what was written about them; the class's calibration;
 * and, when the results carry a {@code pre} and a {@code post} question set, the normalised gain.
 * Learners are "Learner 1", "Learner 2" … in the order of the results unless names are shown.
 */
public record ClassReport(int learners, List<EpisodeSummary> episodes, Calibration calibration, Gain gain) {

    /**
     * @param choices    each choice with how many chose it, in the content's order (choices no one
     *                   made included, with 0); choices the content does not know come last
     * @param judged     how many predictions the runs judged
     * @param right      how many were right
     * @param wrong      the wrong or partly wrong choices, most common first, each with its explanations
     */
    public record EpisodeSummary(Episode episode, List<Count> choices, int judged, int right, List<Wrong> wrong) {
        public OptionalDouble shareRight() {
            return judged == 0 ? OptionalDouble.empty() : OptionalDouble.of((double) right / judged);
        }
    }

    /**
     * A choice and how many made it; {@code text} is the choice as the learners read it, and
     * {@code judgedRight} whether the runs judged it right for those who made it.
     */
    public record Count(String choice, String text, int count, boolean judgedRight) {
    }

    /** A wrong choice, how many made it, and what those who wrote something wrote, labelled. */
    public record Wrong(String choice, String text, int count, List<Said> explanations) {
    }

    /** What one learner wrote: {@code who} is "Learner 3" or, if chosen, their name. */
    public record Said(String who, String text) {
    }

    /**
     * The normalised gain, (post − pre) / (100 − pre), of the class's average percentages right.
     *
     * @param prePercent  the share right in the pre set, 0 to 100
     * @param postPercent the share right in the post set
     * @param gain        the normalised gain, empty when pre is 100 % (no room to gain)
     */
    public record Gain(double prePercent, double postPercent, OptionalDouble gain) {
        public static Gain of(double prePercent, double postPercent) {
            return new Gain(prePercent, postPercent,
                    prePercent >= 100 ? OptionalDouble.empty() : OptionalDouble.of((postPercent - prePercent) / (100 - prePercent)));
        }
    }

    /** The label of the n-th results (from 0): their name when names are shown and they gave one. */
    public static String who(Results r, int n, boolean names) {
        return names && !r.learner().isEmpty() ? r.learner() : "Learner " + (n + 1);
    }

    public static ClassReport of(List<Episode> content, List<Results> results, boolean names) {
        List<EpisodeSummary> episodes = new ArrayList<>();
        List<Calibration.Judged> judged = new ArrayList<>();
        for (Episode e : content) {
            Map<String, Integer> counts = new LinkedHashMap<>();
            for (Choice c : e.prediction().choices()) counts.put(c.id(), 0);
            Map<String, List<Said>> said = new LinkedHashMap<>();
            Map<String, Integer> wrong = new LinkedHashMap<>();
            java.util.Set<String> rightChoices = new java.util.HashSet<>();
            int n = 0;
            int right = 0;
            for (int i = 0; i < results.size(); i++) {
                Results r = results.get(i);
                for (Results.Prediction p : r.predictions()) {
                    if (!e.id().equals(p.key())) continue;
                    counts.merge(p.choice(), 1, Integer::sum);
                    if (p.verdict() == null) continue;
                    n++;
                    if (p.verdict() == Verdict.RIGHT) {
                        right++;
                        rightChoices.add(p.choice());
                    }
                    // Partly right is wrong too: the chosen answer as a whole did not hold, and the app asks for an explanation.
                    // (Which choices were right is known only once every file is read: see below.)
                    if (p.verdict() != Verdict.RIGHT) {
                        wrong.merge(p.choice(), 1, Integer::sum);
                        String text = p.explanation() != null && !p.explanation().isBlank() ? p.explanation() : p.reason();
                        List<Said> list = said.computeIfAbsent(p.choice(), k -> new ArrayList<>());
                        if (!text.isBlank()) list.add(new Said(who(r, i, names), text.strip()));
                    }
                }
            }
            List<Count> choiceCounts = new ArrayList<>();
            counts.forEach((id, c) -> choiceCounts.add(new Count(id, text(e, id), c, rightChoices.contains(id))));
            List<String> order = new ArrayList<>(counts.keySet());
            List<Wrong> wrongs = new ArrayList<>();
            // A choice the one judge found right for anyone is a right choice: its claims hold in the class's runs,
            // so a learner's PARTLY with it came from their number, not their choice, and it is never a wrong choice.
            wrong.forEach((id, c) -> {
                if (!rightChoices.contains(id)) wrongs.add(new Wrong(id, text(e, id), c, said.getOrDefault(id, List.of())));
            });
            // Most common first; a tie keeps the content's order, so the list is the same every time.
            wrongs.sort(Comparator.comparingInt(Wrong::count).reversed().thenComparingInt(w -> order.indexOf(w.choice())));
            episodes.add(new EpisodeSummary(e, choiceCounts, n, right, wrongs));
        }
        for (Results r : results) {
            for (Results.Prediction p : r.predictions()) {
                // Calibration compares how sure learners said they were with how often they were right: only where they said.
                if (p.verdict() != null && p.confidencePercent() != null) {
                    judged.add(new Calibration.Judged(p.confidencePercent(), p.verdict()));
                }
            }
        }
        return new ClassReport(results.size(), episodes, Calibration.of(judged), gain(results));
    }

    /** The gain over every pre and post answer of the class, or null without both sets. */
    static Gain gain(List<Results> results) {
        int pre = 0;
        int preRight = 0;
        int post = 0;
        int postRight = 0;
        for (Results r : results) {
            for (Results.DeckAnswer a : r.deck()) {
                if ("pre".equals(a.set())) {
                    pre++;
                    if (a.right()) preRight++;
                } else if ("post".equals(a.set())) {
                    post++;
                    if (a.right()) postRight++;
                }
            }
        }
        if (pre == 0 || post == 0) return null;
        return Gain.of(100.0 * preRight / pre, 100.0 * postRight / post);
    }

    private static String text(Episode e, String choiceId) {
        return e.prediction().choice(choiceId).map(Choice::text).orElse(choiceId);
    }
}
