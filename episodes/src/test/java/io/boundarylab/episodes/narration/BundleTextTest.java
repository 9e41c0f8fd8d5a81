package io.boundarylab.episodes.narration;

import org.junit.jupiter.api.Test;

import java.util.Locale;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

class BundleTextTest {
    static final String BUNDLE = "io.boundarylab.episodes.narration.bundletext";

    @Test
    void aCountTakesTheFormItsLanguagesRuleGivesIt() {
        BundleText en = new BundleText(BUNDLE, Locale.ENGLISH);
        assertEquals("1 apple", en.count("apples", 1, 1));
        assertEquals("0 apples", en.count("apples", 0, 0));
        assertEquals("2 apples", en.count("apples", 2, 2));
        // French counts zero as one: the bundle names its rule, no code does.
        BundleText fr = new BundleText(BUNDLE, Locale.FRENCH);
        assertEquals("0 pomme", fr.count("apples", 0, 0));
        assertEquals("2 pommes", fr.count("apples", 2, 2));
    }

    @Test
    void argumentsAreFilledAndAMissingKeyShowsRatherThanFails() {
        BundleText en = new BundleText(BUNDLE, Locale.ENGLISH);
        assertEquals("Hello, Ada", en.get("hello", "Ada"));
        assertEquals("!nowhere!", en.get("nowhere"));
        assertFalse(en.has("nowhere"));
    }

    @Test
    void englishAskedForIsEnglishWhateverTheMachinesLanguage() {
        Locale was = Locale.getDefault();
        try {
            Locale.setDefault(Locale.FRENCH);
            assertEquals("Hello, Ada", new BundleText(BUNDLE, Locale.ENGLISH).get("hello", "Ada"));
            assertEquals("Hello, Ada", new BundleText(BUNDLE, null).get("hello", "Ada"));
        } finally {
            Locale.setDefault(was);
        }
    }
}
