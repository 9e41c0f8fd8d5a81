package io.boundarylab.app.i18n;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Properties;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/** The Spanish words of the app, and what a learner sees where a translation is missing. */
class SpanishMessagesTest {
    private static final Locale SPANISH = Locale.forLanguageTag("es");

    private static Properties read(String name) throws IOException {
        Properties p = new Properties();
        try (InputStream in = Messages.class.getResourceAsStream("/io/boundarylab/app/" + name)) {
            p.load(new java.io.InputStreamReader(in, StandardCharsets.UTF_8));
        }
        return p;
    }

    @Test
    void aTranslatedKeyShowsInSpanishUnmarked() {
        Messages es = new Messages(SPANISH);
        assertEquals("Archivo", es.get("menu.file"));
        assertEquals("Siguiente: Episodio 1 \u2192", es.get("nav.nextTo", "Episodio 1"));
    }

    @Test
    void aMissingTranslationFallsBackToEnglishMarkedNeverBlank() throws IOException {
        Properties english = read("messages.properties");
        Properties spanish = read("messages_es.properties");
        TreeSet<String> missing = new TreeSet<>(english.stringPropertyNames());
        missing.removeAll(spanish.stringPropertyNames());
        Messages es = new Messages(SPANISH);
        Messages en = new Messages(Locale.ENGLISH);
        for (String key : missing) {
            String shown = es.get(key);
            assertEquals(Untranslated.MARK + en.get(key), shown, key);
        }
        // And a key that is translated never carries the mark.
        for (String key : spanish.stringPropertyNames()) {
            assertFalse(es.get(key).startsWith(Untranslated.MARK), key);
        }
    }

    @Test
    void everySpanishKeyExistsInEnglish() throws IOException {
        // A Spanish key English lacks is a typo or a renamed key: it would never be shown.
        TreeSet<String> extra = new TreeSet<>(read("messages_es.properties").stringPropertyNames());
        extra.removeAll(read("messages.properties").stringPropertyNames());
        assertEquals(new TreeSet<String>(), extra);
    }

    @Test
    void englishAndALanguageWithNoTranslationAreNeverMarked() {
        assertEquals("File", new Messages(Locale.ENGLISH).get("menu.file"));
        assertEquals("File", new Messages(Locale.GERMAN).get("menu.file"));
        assertTrue(new Messages(Locale.GERMAN).get("nav.next").startsWith("Next"));
    }
}
