package io.boundarylab.app.i18n;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The Spanish words of the app, and what a learner sees where a translation is missing. */
class SpanishMessagesTest {
    private static final Locale SPANISH = Locale.forLanguageTag("es");
    /** The tests run in app/; every module's bundles are found from the repository root. */
    private static final Path REPOSITORY = Path.of("..").toAbsolutePath().normalize();

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
    void everyBundleIsTranslatedWithTheSameArguments() throws IOException {
        List<Path> bundles = SpanishBundles.english(REPOSITORY);
        assertTrue(bundles.size() >= 10, "the app's, its parts', both bridges' and the command lines' bundles: " + bundles);
        Map<String, List<String>> problems = new TreeMap<>();
        for (Path english : bundles) {
            List<String> found = SpanishBundles.problems(english);
            if (!found.isEmpty()) {
                problems.put(REPOSITORY.relativize(SpanishBundles.spanish(english)).toString().replace('\\', '/'), found);
            }
        }
        StringBuilder report = new StringBuilder();
        problems.forEach((file, list) -> report.append('\n').append(file).append(":\n  ").append(String.join("\n  ", list)));
        assertTrue(problems.isEmpty(), "Spanish bundles to complete:" + report);
    }

    @Test
    void theCheckFindsAMissingKeyAnExtraKeyAndChangedArguments(@TempDir Path dir) throws IOException {
        Path english = dir.resolve("messages.properties");
        Files.writeString(english, "a=Run {0} seeds\nb=Read {0} of {1}\nc={0,number,integer} pods\nd=Stop\n"
                + "e={0,choice,0#no file|1#one file|1<{0} files}\nf.one={0} file\n", StandardCharsets.UTF_8);
        Files.writeString(dir.resolve("messages_es.properties"), "a=Ejecutar semillas\nb=Leídos {1} de {0}\n"
                + "c={0} Pods\ne={0,choice,0#ningún archivo|1#un archivo|1<{0} archivos}\nf.one={0} archivo\nz=sobra\n", StandardCharsets.UTF_8);
        assertEquals(List.of("a: arguments [{0}] in English, [] in Spanish",
                "c: arguments [{0,number,integer}] in English, [{0}] in Spanish",
                "d: not translated", "f.one: no .other form beside it", "z: not in English (a typo or a renamed key)"),
                SpanishBundles.problems(english));
    }

    @Test
    void theBridgesTraceTextStaysInEnglish() throws IOException {
        // docs/decisions/0002: trace messages and rules are data of the trace, the same in every locale.
        Properties bridge = new Properties();
        try (var in = Files.newBufferedReader(REPOSITORY.resolve(
                "real-runtime-bridge/src/main/resources/io/boundarylab/bridge/messages_es.properties"), StandardCharsets.UTF_8)) {
            bridge.load(in);
        }
        assertEquals(List.of(), bridge.stringPropertyNames().stream().filter(SpanishBundles::keptInEnglish).sorted().toList());
        assertTrue(SpanishBundles.keptInEnglish("trace.bound") && SpanishBundles.keptInEnglish("rule.bound"));
        assertFalse(SpanishBundles.keptInEnglish("cli.trace"));
    }

    @Test
    void englishAndALanguageWithNoTranslationAreNeverMarked() {
        assertEquals("File", new Messages(Locale.ENGLISH).get("menu.file"));
        assertEquals("File", new Messages(Locale.GERMAN).get("menu.file"));
        assertTrue(new Messages(Locale.GERMAN).get("nav.next").startsWith("Next"));
    }
}
