package io.boundarylab.episodes.content;

import java.util.LinkedHashSet;
import java.util.Locale;
import java.util.Set;

/**
 * The content words of a text, for spotting a choice that echoes what the page already says.
 * Rule: lower-cased runs of letters and digits (an apostrophe-s is dropped), at least three
 * characters long, minus a short list of English function words. "Web's log" and "the web log"
 * share the content words {web, log}.
 */
public final class ContentWords {

    private static final Set<String> FUNCTION_WORDS = Set.of(
            "the", "and", "but", "for", "nor", "yet", "not", "are", "was", "were", "has", "have", "had", "its",
            "his", "her", "their", "them", "they", "this", "that", "these", "those", "with", "without", "into",
            "onto", "from", "then", "than", "each", "every", "either", "neither", "both", "all", "any", "one",
            "two", "who", "whom", "whose", "which", "what", "when", "where", "why", "how", "does", "did", "can",
            "cannot", "will", "would", "could", "should", "may", "might", "must", "only", "also", "just", "still",
            "same", "own", "other", "case", "cases", "way", "first", "after", "before", "there", "here", "out",
            "off", "over", "under", "about", "again", "once", "more", "most", "some", "such", "very", "too",
            "you", "your", "our", "being", "been", "get", "gets", "got", "whether", "because", "while", "until",
            "nothing", "something", "anything", "everything", "none");

    private ContentWords() {
    }

    /** The content words of {@code text}, in first-seen order. */
    public static Set<String> of(String text) {
        Set<String> out = new LinkedHashSet<>();
        if (text == null) return out;
        for (String raw : text.toLowerCase(Locale.ROOT).replace("'s", "").replace("\u2019s", "").split("[^\\p{L}\\p{N}]+")) {
            if (raw.length() >= 3 && !FUNCTION_WORDS.contains(raw)) out.add(raw);
        }
        return out;
    }

    /** How many content words the two texts share. */
    public static int shared(String a, String b) {
        Set<String> s = of(a);
        s.retainAll(of(b));
        return s.size();
    }
}
