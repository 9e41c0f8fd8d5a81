package io.boundarylab.episodes.content;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boundarylab.engine.trace.TraceEvent;
import io.boundarylab.episodes.Fixtures;
import io.boundarylab.episodes.engine.EngineGateway;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A translation read over English: a language-neutral file (a scenario) the translation lacks is
 * read from {@code en/} unmarked; a text file or key it lacks shows the English words marked
 * {@code [EN] }, never blank; problems name the file actually read.
 */
class TranslationFallbackTest {

    private static final Locale SPANISH = Locale.forLanguageTag("es");
    private static final String HELPER = "investigations/017-node-execution-principles/episodes/01-helper/";

    @TempDir
    Path tmp;
    Path content;

    @BeforeEach
    void englishOnly() throws IOException {
        content = tmp.resolve("content");
        Fixtures.copyTree(Fixtures.bundledDir().resolve("en"), content.resolve("en"));
        Files.createDirectories(content.resolve("es"));
    }

    private Path es(String file, String text) throws IOException {
        Path p = content.resolve("es").resolve(file);
        Files.createDirectories(p.getParent());
        Files.writeString(p, text, StandardCharsets.UTF_8);
        return p;
    }

    /** The English episode 1, title and pressure in Spanish, the key {@code failure} left out. */
    private String helperHalfTranslated() throws IOException {
        String en = Files.readString(content.resolve("en").resolve(HELPER + "episode.yaml"), StandardCharsets.UTF_8);
        String title = line(en, "title: ");
        String failure = line(en, "failure: ");
        return en.replace(title, "title: \"El problema del proceso auxiliar\"").replace(failure + "\n", "");
    }

    private static String line(String text, String start) {
        return text.lines().filter(l -> l.startsWith(start)).findFirst().orElseThrow(() -> new AssertionError("no " + start));
    }

    private static Episode helper(Investigation inv) {
        return inv.episode("helper").orElseThrow();
    }

    @Test
    void anEmptyTranslationShowsEveryTextInEnglishMarkedAndEveryIdAsItIs() throws ContentException {
        List<Investigation> english = Investigation.loadAll(content, Locale.ENGLISH);
        List<Investigation> spanish = Investigation.loadAll(content, SPANISH);
        assertEquals(english.stream().map(Investigation::id).toList(), spanish.stream().map(Investigation::id).toList());
        for (int i = 0; i < english.size(); i++) {
            Investigation en = english.get(i), es = spanish.get(i);
            assertEquals(EnglishFallback.MARK + en.title(), es.title());
            for (int e = 0; e < en.episodes().size(); e++) {
                Episode a = en.episodes().get(e), b = es.episodes().get(e);
                assertEquals(a.id(), b.id());
                assertEquals(EnglishFallback.MARK + a.pressure(), b.pressure());
                assertEquals(EnglishFallback.MARK + a.prediction().text(), b.prediction().text());
                assertEquals(a.prediction().choices().stream().map(c -> EnglishFallback.MARK + c.text()).toList(),
                        b.prediction().choices().stream().map(Choice::text).toList());
                assertEquals(a.experiment().variants().stream().map(Variant::id).toList(),
                        b.experiment().variants().stream().map(Variant::id).toList(), "variant ids are never marked");
            }
            for (int s = 0; s < en.sections().size(); s++)
                assertEquals(EnglishFallback.MARK + en.sections().get(s).title(), es.sections().get(s).title());
        }
        Deck deckEn = Deck.load(content, Locale.ENGLISH, english);
        Deck deckEs = Deck.load(content, SPANISH, spanish);
        assertEquals(deckEn.cards().size(), deckEs.cards().size());
        assertEquals(EnglishFallback.MARK + deckEn.cards().get(0).concept(), deckEs.cards().get(0).concept());
        assertEquals(deckEn.cards().get(0).id(), deckEs.cards().get(0).id());
    }

    @Test
    void aTranslatedEpisodeKeepsItsWordsTakesAMissingKeyFromEnglishMarkedAndItsScenariosUnmarked() throws Exception {
        es(HELPER + "episode.yaml", helperHalfTranslated());
        Episode en = helper(Investigation.load(content, Locale.ENGLISH));
        Episode es = helper(Investigation.load(content, SPANISH));
        assertEquals("El problema del proceso auxiliar", es.title(), "a translated text is shown as written");
        assertEquals(en.pressure(), es.pressure(), "the rest of the file is the translator's (here still the English words)");
        assertEquals(EnglishFallback.MARK + en.failure(), es.failure(), "a key the translation lacks: English, marked");
        // naive.yaml and contract.yaml are language-neutral: read from en/, the same scenario, nothing marked.
        for (Variant v : es.experiment().variants()) {
            assertTrue(v.scenario().file().startsWith("en/" + HELPER), v.scenario().file());
            assertEquals(en.experiment().variant(v.id()).orElseThrow().scenario().pods(), v.scenario().pods());
        }
    }

    @Test
    void aNarrationFromEnglishIsMarkedOncePerSentence() throws ContentException {
        Investigation es = Investigation.load(content, SPANISH);
        Variant naive = helper(es).experiment().variants().get(0);
        List<TraceEvent> trace = EngineGateway.run(naive.scenario(), null).trace();
        String sentence = es.narration().sentence(trace.get(0));
        assertTrue(sentence.startsWith(EnglishFallback.MARK), sentence);
        assertFalse(sentence.substring(EnglishFallback.MARK.length()).contains(EnglishFallback.MARK.trim()), sentence);
    }

    @Test
    void aTranslatedNarrationLacksOneEventTypeShowsThatOneMarked() throws Exception {
        String en = Files.readString(content.resolve("en/narration.yaml"), StandardCharsets.UTF_8);
        String scheduled = line(en, "  Scheduled: ");
        es("narration.yaml", en.replace("sentence: \"At {time}, {what}.\"", "sentence: \"A las {time}, {what}.\"")
                .replace(scheduled + "\n", ""));
        Investigation es = Investigation.load(content, SPANISH);
        List<TraceEvent> trace = EngineGateway.run(helper(es).experiment().variants().get(0).scenario(), null).trace();
        TraceEvent placed = trace.stream().filter(e -> e.type().name().equals("Scheduled")).findFirst().orElseThrow();
        TraceEvent other = trace.stream().filter(e -> !e.type().name().equals("Scheduled")).findFirst().orElseThrow();
        assertTrue(es.narration().sentence(placed).startsWith("A las "), es.narration().sentence(placed));
        assertTrue(es.narration().sentence(placed).contains(EnglishFallback.MARK + "the scheduler placed"), es.narration().sentence(placed));
        assertFalse(es.narration().sentence(other).contains(EnglishFallback.MARK.trim()), es.narration().sentence(other));
    }

    @Test
    void aProblemInATranslatedFileNamesTheTranslatedFileAtItsLine() throws Exception {
        // Line 3: the title; an unknown key two lines below it.
        es(HELPER + "episode.yaml", helperHalfTranslated().replace("number: 1\n", "number: 1\ntitel: x\n"));
        List<String> problems = Investigation.validate(content, SPANISH).stream().map(ContentProblem::format).toList();
        assertEquals(List.of("es/" + HELPER + "episode.yaml:3:1: unknown key 'titel' (did you mean 'title'?)"), problems);
    }

    @Test
    void aProblemInAnEnglishScenarioReadForTheTranslationNamesTheEnglishFile() throws Exception {
        es(HELPER + "episode.yaml", helperHalfTranslated());
        Path naive = content.resolve("en").resolve(HELPER + "naive.yaml");
        Files.writeString(naive, Files.readString(naive, StandardCharsets.UTF_8) + "bogus: 1\n", StandardCharsets.UTF_8);
        List<String> problems = Investigation.validate(content, SPANISH).stream().map(ContentProblem::format).toList();
        assertFalse(problems.isEmpty());
        assertTrue(problems.stream().allMatch(p -> p.startsWith("en/" + HELPER + "naive.yaml:")), problems.toString());
    }

    @Test
    void aLanguageWithoutAFolderIsEnglishUnmarked() throws ContentException {
        Investigation de = Investigation.load(content, Locale.GERMAN);
        Investigation en = Investigation.load(content, Locale.ENGLISH);
        assertEquals(en.title(), de.title());
    }
}
