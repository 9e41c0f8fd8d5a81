package io.boundarylab.episodes.content;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Spots a page that tells the answer before the learner commits to it. The page is everything an
 * episode shows before the commit, field by field (title, pressure, prompt, status hint, question,
 * the quantity's question, the variants' labels). Two rules, each a warning (the content still loads):
 * <ul>
 *   <li><b>States the number:</b> a number written on the page (digits, a decimal with a point or a
 *       comma, or a clock time m:ss read as seconds) lies within the quantity question's tolerance
 *       of the value the run gives. "Web writes a line a second ... in the first 20 s" asks for about
 *       20 lines and has written 20.</li>
 *   <li><b>States the claim:</b> the page's statements (title, pressure, prompt, status hint: not the
 *       questions, whose words the choices answer in) hold {@value #CLAIM_WORDS} or more content
 *       words ({@link ContentWords}) that, of the question's choices, only the right one holds. Such
 *       words are what the right choice says will happen ("checks green"), and a pressure that says
 *       it ("three copies stay green and quick") has answered the question.</li>
 * </ul>
 */
public final class StatedOnPage {

    /** How many of the right choice's own words on the page state its claim. */
    public static final int CLAIM_WORDS = 2;

    /**
     * A number as a page writes it: a clock time m:ss, or digits with a decimal point or comma; not
     * part of a name (node-2, v2, web:80, 10.0.1.2).
     */
    private static final Pattern NUMBER = Pattern.compile("(?<![\\p{L}\\p{N}.,:-])(?:(\\d+):(\\d{2})|(\\d+(?:[.,]\\d+)?))(?![\\p{N}:-]|[.,]\\d)");

    private StatedOnPage() {
    }

    /**
     * The warnings for numbers on the page within {@code tolerance} of {@code answer}, one per field
     * and number, in page order.
     *
     * @param page the page's fields, by name, in the order shown
     * @param unit the quantity's unit, for the message
     */
    public static List<String> number(Map<String, String> page, double answer, double tolerance, String unit) {
        List<String> out = new ArrayList<>();
        for (Map.Entry<String, String> field : page.entrySet()) {
            Set<String> seen = new LinkedHashSet<>();
            Matcher m = NUMBER.matcher(field.getValue() == null ? "" : field.getValue());
            while (m.find()) {
                double n = m.group(1) != null ? Integer.parseInt(m.group(1)) * 60 + Integer.parseInt(m.group(2))
                        : Double.parseDouble(m.group(3).replace(',', '.'));
                if (Math.abs(n - answer) <= tolerance + 1e-9 && seen.add(m.group()))
                    out.add(field.getKey() + ": states " + m.group() + ", within the tolerance (" + format(tolerance)
                            + ") of what the run gives, " + format(answer) + " " + unit + "; the page answers the number");
            }
        }
        return out;
    }

    /**
     * The warning for the right choice's own words in the page's statements, or none: the content
     * words that, of {@code choices}, only the one at {@code right} holds, found in those fields.
     *
     * @param statements the page's statements, by field name (title, pressure, prompt, status hint)
     */
    public static List<String> claim(Map<String, String> statements, List<String> choices, int right) {
        Set<String> own = ContentWords.of(choices.get(right));
        for (int i = 0; i < choices.size(); i++) if (i != right) own.removeAll(ContentWords.of(choices.get(i)));
        Set<String> found = new LinkedHashSet<>();
        List<String> where = new ArrayList<>();
        for (Map.Entry<String, String> field : statements.entrySet()) {
            Set<String> here = ContentWords.of(field.getValue());
            here.retainAll(own);
            here.removeAll(found);
            if (!here.isEmpty()) {
                found.addAll(here);
                where.add(field.getKey() + " " + here);
            }
        }
        if (found.size() < CLAIM_WORDS) return List.of();
        return List.of(String.join(", ", where) + ": the page holds " + found.size() + " words that, of the choices, only the right one"
                + " holds (" + CLAIM_WORDS + " or more); the page states the claim");
    }

    private static String format(double d) {
        return d == Math.rint(d) ? Long.toString((long) d) : String.format(Locale.ROOT, "%.2f", d);
    }
}
