package io.boundarylab.episodes.narration;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Locale;
import org.junit.jupiter.api.Test;

/** Numbers and times as each language writes them: a decimal point in English, a comma in Spanish. */
class NumberFormatsTest {
    private static final Locale SPANISH = Locale.forLanguageTag("es");

    @Test
    void simulatedTimeKeepsItsColonAndTakesTheLanguagesDecimalSeparator() {
        assertEquals("0:12.5", Templates.time(12_500, Locale.ENGLISH));
        assertEquals("0:12,5", Templates.time(12_500, SPANISH));
        // Whole seconds have no fraction in either language; milliseconds lose trailing zeros only.
        assertEquals("1:05", Templates.time(65_000, SPANISH));
        assertEquals("0:00,05", Templates.time(50, SPANISH));
        assertEquals("0:12.5", Templates.time(12_500), "without a language: the trace's own point");
    }

    @Test
    void secondsHaveOneDecimalAndNumbersNoTrailingZerosNorGrouping() {
        assertEquals("2.5", Templates.seconds(2_500, Locale.ENGLISH));
        assertEquals("2,5", Templates.seconds(2_500, SPANISH));
        assertEquals("0,0", Templates.seconds(0, SPANISH));
        assertEquals("2,5", Templates.decimal(2.5, SPANISH));
        assertEquals("4", Templates.decimal(4.0, SPANISH));
        // No grouping: a learner's 1500 stays 1500, not "1.500" (which reads as one and a half in English).
        assertEquals("1500", Templates.decimal(1500, SPANISH));
    }
}
