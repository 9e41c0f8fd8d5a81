package io.boundarylab.app.i18n;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Locale;
import org.junit.jupiter.api.Test;
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

    /** The app's own sentences with a count, each in the singular for one. */
    @ParameterizedTest(name = "{1} {2} {3}")
    @CsvSource(delimiter = '|', value = {
        "io.boundarylab.app.messages | en | start.episodes | 1 | 1 episode",
        "io.boundarylab.app.messages | es | start.episodes | 1 | 1 episodio",
        "io.boundarylab.app.messages | en | start.episodes | 7 | 7 episodes",
        "io.boundarylab.app.messages | en | transcript.events | 1 | 1 event",
        "io.boundarylab.app.messages | es | episode.sweep.run | 1 | \u25b6 Ejecutar 1 semilla",
        "io.boundarylab.app.kernel.messages | en | kernel.cleanup.processes | 1 | 1 process stopped",
        "io.boundarylab.app.kernel.messages | es | kernel.cleanup.cgroups | 1 | 1 cgroup eliminado",
        "io.boundarylab.app.kernel.messages | es | kernel.cleanup.cgroups | 0 | 0 cgroups eliminados",
        "io.boundarylab.app.deck.messages | en | deck.days | 1 | tomorrow",
        "io.boundarylab.app.deck.messages | es | deck.days | 3 | dentro de 3 días",
    })
    void theAppsCountsReadInTheSingularForOne(String bundle, String language, String key, long n, String expected) {
        assertEquals(expected, new Messages(bundle, Locale.forLanguageTag(language)).count(key, n, n));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"en, 1 of 1 prediction made", "es, 1 de 1 predicción hecha"})
    void oneEpisodeOfOneIsOnePrediction(String language, String expected) {
        Messages messages = new Messages(Locale.forLanguageTag(language));
        assertEquals("50 % " + (language.equals("en") ? "explored" : "explorado") + " \u00b7 " + expected,
                messages.count("start.progress", 1, 50, 1, 1));
    }

    // The classroom's counted nouns (count.*), and a language whose rule its bundle names.
    final Messages classEn = new Messages("io.boundarylab.app.classroom.messages", Locale.ENGLISH);
    final Messages classEs = new Messages("io.boundarylab.app.classroom.messages", Locale.forLanguageTag("es"));

    @Test
    void oneTakesTheSingularAndEveryOtherCountThePlural() {
        assertEquals("1 result", classEn.count("count.result", 1, 1));
        assertEquals("2 results", classEn.count("count.result", 2, 2));
        assertEquals("0 results", classEn.count("count.result", 0, 0));
        assertEquals("1 predicción", classEs.count("count.prediction", 1, 1));
        assertEquals("21 predicciones", classEs.count("count.prediction", 21, 21));
    }

    @Test
    void aZeroFormIsUsedWhereTheBundleHasOne() {
        assertEquals("no file refused", classEn.count("count.refused", 0, 0));
        assertEquals("1 file refused", classEn.count("count.refused", 1, 1));
        assertEquals("ningún archivo rechazado", classEs.count("count.refused", 0, 0));
    }

    /** A language whose "one" covers other counts says so in its bundle (plural.one), with no code. */
    @Test
    void aBundleNamesTheCountsItsOneFormCovers() {
        Messages other = new Messages("io.boundarylab.app.i18n.plurals-test", Locale.ROOT);
        assertEquals("0 chose", other.count("count.thing", 0, 0));
        assertEquals("1 chose", other.count("count.thing", 1, 1));
        assertEquals("2 choses", other.count("count.thing", 2, 2));
    }
}
