package io.boundarylab.episodes.content;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import io.boundarylab.engine.RuleBook;
import io.boundarylab.engine.cluster.state.Rules;
import io.boundarylab.engine.trace.EventType;
import io.boundarylab.engine.trace.TraceEvent;
import io.boundarylab.episodes.Fixtures;
import io.boundarylab.episodes.narration.EngineMessages;
import io.boundarylab.episodes.narration.Narration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The rules and engine messages of {@code narration.yaml}: English word for word as the engine
 * writes them (the source a translator works from), Spanish with the same keys, a gap shown in
 * English after [EN], a typo in a key reported where it is.
 */
class NarrationRulesContentTest {

    private static final ObjectMapper YAML = new ObjectMapper(new YAMLFactory());
    private static final Locale SPANISH = Locale.forLanguageTag("es");

    private static Map<String, String> section(String language, String key) throws IOException {
        JsonNode root = YAML.readTree(Fixtures.bundledDir().resolve(language).resolve("narration.yaml").toFile());
        Map<String, String> out = new LinkedHashMap<>();
        root.path(key).fields().forEachRemaining(e -> out.put(e.getKey(), e.getValue().asText()));
        return out;
    }

    @Test
    void theEnglishRulesAreTheEnginesSentencesWordForWordInTheEnginesOrder() throws IOException {
        Map<String, String> en = section("en", "rules");
        assertEquals(new ArrayList<>(RuleBook.all().keySet()), new ArrayList<>(en.keySet()));
        for (Map.Entry<String, String> r : RuleBook.all().entrySet()) assertEquals(r.getValue(), en.get(r.getKey()), r.getKey());
        assertEquals(EngineMessages.FORMS, section("en", "messages"));
    }

    @Test
    void theSpanishRulesHaveTheSameKeysAndKeepANameWhereTheEnglishHasOne() throws IOException {
        Map<String, String> en = section("en", "rules"), es = section("es", "rules");
        assertEquals(en.keySet(), es.keySet());
        for (String key : en.keySet()) {
            assertTrue(!es.get(key).equals(en.get(key)), key + " is translated");
            // The again line shows what comes before a colon within 48 characters: the Spanish keeps that form.
            int colon = en.get(key).indexOf(':');
            if (colon > 0 && colon <= 48)
                assertTrue(es.get(key).indexOf(':') > 0 && es.get(key).indexOf(':') <= 48, key + ": the again line needs a short name before a colon: " + es.get(key));
        }
        assertEquals(section("en", "messages").keySet(), section("es", "messages").keySet());
    }

    @Test
    void aRuleTheTranslationLacksIsNarratedInEnglishAfterTheMark(@TempDir Path tmp) throws Exception {
        Path content = Fixtures.copyOfContent(tmp.resolve("content"));
        Path es = content.resolve("es").resolve("narration.yaml");
        String text = Files.readString(es, StandardCharsets.UTF_8);
        String line = text.lines().filter(l -> l.startsWith("  crash-loop-back-off:")).findFirst().orElseThrow();
        Files.writeString(es, text.replace(line + "\n", ""), StandardCharsets.UTF_8);

        Narration n = Investigation.loadAll(content, SPANISH).get(0).narration();
        TraceEvent backOff = TraceEvent.of(EventType.BackOff).pod("p").container("c").rule(Rules.BACKOFF).build(1, 0);
        assertEquals("Porque [EN] " + Rules.BACKOFF + ".", n.because(backOff, List.of()));
        TraceEvent ready = TraceEvent.of(EventType.Ready).pod("p").rule(Rules.READY).build(2, 0);
        assertTrue(!n.because(ready, List.of()).contains("[EN]"), "the other rules keep their Spanish words");
    }

    @Test
    void anUnknownRuleKeyIsReportedAtItsLine(@TempDir Path tmp) throws Exception {
        Path content = Fixtures.copyOfContent(tmp.resolve("content"));
        Path es = content.resolve("es").resolve("narration.yaml");
        String text = Files.readString(es, StandardCharsets.UTF_8);
        Files.writeString(es, text.replace("  crash-loop-back-off:", "  crash-loop-backoff:"), StandardCharsets.UTF_8);
        int line = (int) text.lines().takeWhile(l -> !l.startsWith("  crash-loop-back-off:")).count() + 1;

        ContentException e = assertThrows(ContentException.class, () -> Investigation.loadAll(content, SPANISH));
        ContentProblem p = e.problems().stream().filter(x -> x.message().contains("crash-loop-backoff")).findFirst().orElseThrow();
        assertEquals(line, p.line(), p.format());
        assertTrue(p.file().endsWith("es/narration.yaml") && p.message().contains("unknown rule key"), p.format());
    }
}
