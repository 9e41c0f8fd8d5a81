package io.boundarylab.app.i18n;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Locale;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** A sentence with a count takes the plural form the count takes in the learner's language. */
class CountsTest {
    private static final String BUNDLE = "io.boundarylab.app.i18n.counts";

    @ParameterizedTest(name = "{0}: {1} → {2}")
    @CsvSource(delimiter = '|', value = {
        "en | 0 | 0 predictions made",
        "en | 1 | 1 prediction made",
        "en | 2 | 2 predictions made",
        "en | 21 | 21 predictions made",
        "es | 0 | 0 predicciones hechas",
        "es | 1 | 1 predicción hecha",
        "es | 2 | 2 predicciones hechas",
    })
    void theCountChoosesTheForm(String language, long n, String expected) {
        Messages messages = new Messages(BUNDLE, Locale.forLanguageTag(language));
        assertEquals(expected, messages.count("made", n, n));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"en, 1 × seeds", "es, 1 × semillas"})
    void aSentenceWithOnlyTheOtherFormUsesItForOne(String language, String expected) {
        assertEquals(expected, new Messages(BUNDLE, Locale.forLanguageTag(language)).count("seeds", 1, 1));
    }
}
