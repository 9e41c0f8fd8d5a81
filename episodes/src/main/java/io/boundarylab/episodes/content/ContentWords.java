package io.boundarylab.episodes.content;

import java.util.LinkedHashSet;
import java.util.Locale;
import java.util.Set;

/**
 * The content words of a text, for spotting a choice that echoes what the page already says.
 * Rule: lower-cased runs of letters and digits (an apostrophe-s is dropped), at least three
 * characters long, minus short lists of English and Spanish function words. "Web's log" and "the
 * web log" share the content words {web, log}; «los registros de web» and «web sin registros», {registros, web}.
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
            "nothing", "something", "anything", "everything", "none",
            // Spanish, for content/es: without these, «que», «los» or «sin» would count as shared meaning.
            "que", "qué", "los", "las", "una", "unos", "unas", "del", "con", "sin", "por", "para", "pero", "sus",
            "solo", "sólo", "como", "cómo", "cuando", "cuándo", "donde", "dónde", "cual", "cuál", "cuales", "quien",
            "quién", "esta", "este", "esto", "estos", "estas", "ese", "esa", "eso", "esos", "esas", "otro", "otra",
            "otros", "otras", "cada", "todo", "toda", "todos", "todas", "ambos", "ambas", "nada", "algo", "alguno",
            "alguna", "ningún", "ninguno", "ninguna", "más", "muy", "también", "aún", "todavía", "mismo", "misma",
            "mismos", "mismas", "hay", "son", "está", "están", "era", "fue", "fueron", "ser", "estar", "tiene",
            "tienen", "puede", "pueden", "debe", "después", "antes", "entre", "sobre", "bajo", "hasta", "desde",
            "porque", "mientras", "sino", "tras", "uno", "dos", "vez", "veces", "primero", "primera", "aquí",
            "allí", "nos", "les", "tus", "sea", "sean", "ya", "así");

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
