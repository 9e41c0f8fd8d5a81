package io.boundarylab.episodes.content;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Spots choices that give the answer away to a learner who only reads the page. Two rules, each a
 * warning (the content still loads):
 * <ul>
 *   <li><b>Too long:</b> a choice longer than {@value #LONGEST_RATIO}&times; the median length of
 *       its question's choices (characters; the median of an even count is the mean of the middle
 *       two). The careful, hedged answer is usually the right one, and it shows.</li>
 *   <li><b>Echoes the pressure:</b> a choice sharing {@value #ECHO_WORDS} or more content words
 *       ({@link ContentWords}) with the episode's pressure. The page then points at it.</li>
 * </ul>
 * Over a whole investigation or deck, {@link GiveawayCues} counts such cues against chance, and
 * too many is an error.
 */
public final class ChoiceWarnings {

    /** A choice longer than this times the median length is flagged. */
    public static final double LONGEST_RATIO = 1.5;
    /** A choice sharing this many content words with the pressure is flagged. */
    public static final int ECHO_WORDS = 3;

    private ChoiceWarnings() {
    }

    /** The warnings for one question's choices, one message per finding, in choice order. */
    public static List<String> check(String pressure, List<Choice> choices) {
        double median = median(choices.stream().mapToInt(c -> c.text().length()).toArray());
        Set<String> pressureWords = ContentWords.of(pressure);
        java.util.ArrayList<String> out = new java.util.ArrayList<>();
        for (Choice c : choices) {
            int len = c.text().length();
            if (choices.size() > 1 && len > LONGEST_RATIO * median)
                out.add(c.id() + ": choice '" + c.id() + "' is " + len + " characters, more than " + LONGEST_RATIO
                        + " times the median " + String.format(Locale.ROOT, "%.0f", median)
                        + " of its question's choices; the longest answer gives itself away");
            Set<String> shared = ContentWords.of(c.text());
            shared.retainAll(pressureWords);
            if (shared.size() >= ECHO_WORDS)
                out.add(c.id() + ": choice '" + c.id() + "' repeats " + shared.size() + " words of the pressure "
                        + shared + " (" + ECHO_WORDS + " or more); the page points at it");
        }
        return out;
    }

    private static double median(int[] values) {
        if (values.length == 0) return 0;
        int[] v = values.clone();
        Arrays.sort(v);
        int m = v.length / 2;
        return v.length % 2 == 1 ? v[m] : (v[m - 1] + v[m]) / 2.0;
    }
}
