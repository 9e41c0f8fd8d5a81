package io.boundarylab.episodes.content;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * Counts, over a whole set of questions, how often a learner who reads only the page would pick
 * the right choice by following one cue. A set is one investigation's episode questions, or one
 * deck's cards with choices, in one language. The cues:
 * <ul>
 *   <li><b>longest:</b> the choice with the most characters;</li>
 *   <li><b>most-shared-words:</b> the choice sharing the most content words ({@link ContentWords})
 *       with the text shown before the prediction (an episode: its title, pressure, prompt, status
 *       hint, question and variant labels; a card: its concept and question);</li>
 *   <li><b>position N:</b> the N-th choice in the file, for every N;</li>
 *   <li><b>only-contrast</b> (episodes only): the one choice that treats the variants differently.
 *       It applies to a question whose claims concern two or more variants. There, a choice treats
 *       the variants alike when its text holds one of the words or phrases of {@link #ALIKE}
 *       (matched whole, without case: "both", "either way", «los dos», «sea cual sea» ...); every
 *       other choice contrasts them. The cue picks a choice only when exactly one contrasts. It
 *       reads the words because the data cannot tell: a choice's claim values are not comparable
 *       across variants ("bare pods stay at two: true" with "the ReplicaSet makes one: true"
 *       contrasts, while "pinned fails: true" with "by name it is served: false" does not).</li>
 * </ul>
 * <p>Scoring, the same for every cue but position: on each question the cue picks the set of
 * choices that score highest (a tie picks all tied; a cue that does not apply, all choices). It
 * scores 1/t when the right choice is among the t it picks, else 0; its <b>hits</b> are the sum
 * over the set. <b>Chance</b> is what a blind guess scores: the sum over the questions of 1/k, k
 * the question's number of choices. The position cue N picks the N-th choice alone; its hits are
 * the questions whose right choice is N-th, its chance the sum of 1/k over the questions that have
 * an N-th choice.
 * <p>A cue <b>fails</b> when hits &gt; chance + slack: {@value #INVESTIGATION_SLACK} question for an
 * investigation, {@value #DECK_SLACK} &times; the number of cards counted for a deck. Exactly at
 * the threshold passes. Example: five questions of three choices, chance 5/3 &asymp; 1.67,
 * threshold 2.67: a cue right on 3 fails, on 2 (or 2.5 with a tie) passes.
 */
public final class GiveawayCues {

    /** How many questions above chance an investigation's cue may pick right. */
    public static final double INVESTIGATION_SLACK = 1;
    /** What share of a deck's cards a cue may pick right above chance. */
    public static final double DECK_SLACK = 0.15;

    /** The words and phrases by which a choice says the variants behave alike, English and Spanish. */
    public static final List<String> ALIKE = List.of(
            "both", "either", "neither", "whatever", "alike", "in each case",
            "ambos", "ambas", "los dos", "las dos", "de ninguna forma", "de ninguna manera", "en ningún caso",
            "cualquier", "cualquiera", "sea cual sea");
    private static final Pattern ALIKE_PATTERN = Pattern.compile("(?<![\\p{L}\\p{N}])("
            + String.join("|", ALIKE.stream().map(Pattern::quote).toList()) + ")(?![\\p{L}\\p{N}])");
    /** Rounding room when comparing sums of fractions such as 1/3 + 1/3 + 1/3 with a whole number. */
    private static final double EPSILON = 1e-9;

    private GiveawayCues() {
    }

    /**
     * One question of a set, as the cues see it.
     *
     * @param id        the episode or card id, named in findings
     * @param file      where it is, for findings (relative to the content folder)
     * @param line      its line there
     * @param page      the text shown before the learner answers
     * @param choices   the choices' texts, in file order
     * @param right     the index of the right choice
     * @param contrasts per choice, whether it treats the variants differently; null when the cue does not apply
     */
    public record Question(String id, String file, int line, String page, List<String> choices, int right,
                           List<Boolean> contrasts) {
        public Question {
            choices = List.copyOf(choices);
            contrasts = contrasts == null ? null : List.copyOf(contrasts);
        }
    }

    /**
     * One cue's count over a set.
     *
     * @param cue       "longest", "most-shared-words", "position 2", "only-contrast"
     * @param hits      what it scored
     * @param chance    what a blind guess scores
     * @param threshold chance plus the slack; more than this fails
     * @param questions the questions it picked right, alone or in a tie short of every choice, in set order
     */
    public record Count(String cue, double hits, double chance, double threshold, List<String> questions) {
        public Count {
            questions = List.copyOf(questions);
        }

        /** Whether the cue beats chance by more than the slack. */
        public boolean fails() {
            return hits > threshold + EPSILON;
        }

        /** "3 (chance 1.67, fails above 2.67)": hits, whole or to two decimals, then chance and threshold to two decimals. */
        public String summary() {
            return String.format(Locale.ROOT, "%s (chance %.2f, fails above %.2f)", num(hits), chance, threshold);
        }

        private static String num(double d) {
            return Math.abs(d - Math.rint(d)) < EPSILON ? Long.toString(Math.round(d)) : String.format(Locale.ROOT, "%.2f", d);
        }
    }

    /** The counts of an investigation's questions: slack {@value #INVESTIGATION_SLACK}. */
    public static List<Count> investigation(List<Question> questions) {
        return count(questions, INVESTIGATION_SLACK);
    }

    /** The counts of a deck's cards with choices: slack {@value #DECK_SLACK} &times; their number. */
    public static List<Count> deck(List<Question> cards) {
        return count(cards, DECK_SLACK * cards.size());
    }

    /** Every cue's count, in the order longest, most-shared-words, each position, only-contrast (when any question has it). */
    public static List<Count> count(List<Question> qs, double slack) {
        List<Count> out = new ArrayList<>();
        out.add(scored("longest", qs, slack, q -> q.choices().stream().mapToDouble(String::length).toArray()));
        out.add(scored("most-shared-words", qs, slack,
                q -> q.choices().stream().mapToDouble(c -> ContentWords.shared(c, q.page())).toArray()));
        int most = qs.stream().mapToInt(q -> q.choices().size()).max().orElse(0);
        for (int p = 0; p < most; p++) out.add(position(qs, p, slack));
        if (qs.stream().anyMatch(q -> q.contrasts() != null))
            out.add(scored("only-contrast", qs, slack, GiveawayCues::contrastScores));
        return out;
    }

    /** Whether the choice's text says the variants behave alike (see {@link #ALIKE}). */
    public static boolean saysAlike(String choice) {
        return ALIKE_PATTERN.matcher(choice.toLowerCase(Locale.ROOT)).find();
    }

    /**
     * Per choice, whether it contrasts the variants; null when the question's claims concern fewer
     * than two variants.
     */
    public static List<Boolean> contrasts(PredictionQuestion q) {
        long variants = q.claims().stream().map(Claim::variantId).distinct().count();
        if (variants < 2) return null;
        return q.choices().stream().map(c -> !saysAlike(c.text())).toList();
    }

    /** The only contrasting choice scores 1, the rest 0; otherwise all score alike (the cue picks all). */
    private static double[] contrastScores(Question q) {
        double[] s = new double[q.choices().size()];
        if (q.contrasts() == null || q.contrasts().stream().filter(b -> b).count() != 1) return s;
        for (int i = 0; i < s.length; i++) s[i] = q.contrasts().get(i) ? 1 : 0;
        return s;
    }

    private static Count scored(String cue, List<Question> qs, double slack,
                                java.util.function.Function<Question, double[]> score) {
        double hits = 0, chance = 0;
        List<String> named = new ArrayList<>();
        for (Question q : qs) {
            double[] s = score.apply(q);
            if (s.length == 0) continue;
            chance += 1.0 / s.length;
            double max = java.util.Arrays.stream(s).max().orElse(0);
            long tied = java.util.Arrays.stream(s).filter(v -> v == max).count();
            if (s[q.right()] == max) {
                hits += 1.0 / tied;
                // A tie of every choice is a cue that says nothing here: it scores as chance does, unnamed.
                if (tied < s.length) named.add(q.id());
            }
        }
        return new Count(cue, hits, chance, chance + slack, named);
    }

    private static Count position(List<Question> qs, int p, double slack) {
        double hits = 0, chance = 0;
        List<String> named = new ArrayList<>();
        for (Question q : qs) {
            if (q.choices().size() <= p) continue;
            chance += 1.0 / q.choices().size();
            if (q.right() == p) {
                hits++;
                named.add(q.id());
            }
        }
        return new Count("position " + (p + 1), hits, chance, chance + slack, named);
    }
}
