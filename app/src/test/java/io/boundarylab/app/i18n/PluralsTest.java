package io.boundarylab.app.i18n;

import org.junit.jupiter.api.Test;

import java.util.Locale;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** A count's noun in the form its language gives it, from the bundles alone. */
class PluralsTest {
    final Messages en = new Messages("io.boundarylab.app.classroom.messages", Locale.ENGLISH);
    final Messages es = new Messages("io.boundarylab.app.classroom.messages", Locale.forLanguageTag("es"));

    @Test
    void oneTakesTheSingularAndEveryOtherCountThePlural() {
        assertEquals("1 result", Plurals.count(en, "count.result", 1));
        assertEquals("2 results", Plurals.count(en, "count.result", 2));
        assertEquals("0 results", Plurals.count(en, "count.result", 0));
        assertEquals("1 predicción", Plurals.count(es, "count.prediction", 1));
        assertEquals("21 predicciones", Plurals.count(es, "count.prediction", 21));
    }

    @Test
    void aZeroFormIsUsedWhereTheBundleHasOne() {
        assertEquals("no file refused", Plurals.count(en, "count.refused", 0));
        assertEquals("1 file refused", Plurals.count(en, "count.refused", 1));
        assertEquals("ningún archivo rechazado", Plurals.count(es, "count.refused", 0));
    }

    /** A language whose "one" covers other counts says so in its bundle (plural.one), with no code. */
    @Test
    void aBundleNamesTheCountsItsOneFormCovers() {
        Messages other = new Messages("io.boundarylab.app.i18n.plurals-test", Locale.ROOT);
        assertEquals("0 chose", Plurals.count(other, "count.thing", 0));
        assertEquals("1 chose", Plurals.count(other, "count.thing", 1));
        assertEquals("2 choses", Plurals.count(other, "count.thing", 2));
    }
}
