package io.boundarylab.episodes.synthesis;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Where a learner asks the synthesis trace to stop: after an event ({@code 40}) or at a moment of
 * simulated time ({@code 45s}, {@code 1500ms}, {@code 1:30}, {@code 0:12.5}).
 */
public sealed interface StopPoint {

    /** Stop after event {@code seq}. */
    record AtEvent(long seq) implements StopPoint { }

    /** Stop at simulated time {@code tMs}: at the last event at or before it. */
    record AtTime(long tMs) implements StopPoint { }

    Pattern SECONDS = Pattern.compile("(\\d+(?:\\.\\d{1,3})?)s");
    Pattern MILLIS = Pattern.compile("(\\d+)ms");
    Pattern CLOCK = Pattern.compile("(\\d+):([0-5]\\d(?:\\.\\d{1,3})?)");

    /**
     * Reads a stop point: a bare number is an event, a number with {@code s} or {@code ms} or a
     * {@code m:ss} clock reading is a time.
     *
     * @throws IllegalArgumentException when the text is neither, or negative
     */
    static StopPoint parse(String text) {
        String s = text == null ? "" : text.strip().toLowerCase(Locale.ROOT);
        if (s.matches("\\d{1,15}")) return new AtEvent(Long.parseLong(s));
        Matcher m = MILLIS.matcher(s);
        if (m.matches() && m.group(1).length() <= 15) return new AtTime(Long.parseLong(m.group(1)));
        m = SECONDS.matcher(s);
        if (m.matches() && m.group(1).length() <= 12) return new AtTime(millis(m.group(1)));
        m = CLOCK.matcher(s);
        if (m.matches() && m.group(1).length() <= 9) return new AtTime(Long.parseLong(m.group(1)) * 60_000 + millis(m.group(2)));
        throw new IllegalArgumentException(text);
    }

    private static long millis(String seconds) {
        return new java.math.BigDecimal(seconds).movePointRight(3).longValueExact();
    }
}
