package io.boundarylab.episodes.content;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boundarylab.episodes.Fixtures;
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
 * The class version is the same for every language of the same content and moves with anything
 * that decides runs or answers: a scenario, a choice id, a tolerance; words alone do not move it.
 */
class ClassVersionTest {

    private static final Locale SPANISH = Locale.forLanguageTag("es");
    private static final String HELPER = "investigations/017-node-execution-principles/episodes/01-helper/";
    private static final String MISSING_COPY = "investigations/018-what-returns-is-the-number/episodes/01-missing-copy/";

    @TempDir
    Path tmp;
    Path content;

    @BeforeEach
    void copy() {
        content = Fixtures.copyOfContent(tmp.resolve("content"));
    }

    private static Investigation load(Path dir, Locale locale) throws ContentException {
        return Investigation.load(dir, locale);
    }

    private void edit(String lang, String file, String from, String to) throws IOException {
        Path p = content.resolve(lang).resolve(file);
        String text = Files.readString(p, StandardCharsets.UTF_8);
        assertTrue(text.contains(from), p + " has no '" + from + "'");
        Files.writeString(p, text.replace(from, to), StandardCharsets.UTF_8);
    }

    @Test
    void everyBundledInvestigationHasOneClassVersionInEnglishAndSpanishButTwoContentVersions() throws ContentException {
        List<Investigation> en = Investigation.loadAll(Fixtures.bundledDir(), Locale.ENGLISH);
        List<Investigation> es = Investigation.loadAll(Fixtures.bundledDir(), SPANISH);
        assertTrue(en.size() >= 2, "the bundled content has two investigations or more");
        assertEquals(en.size(), es.size());
        for (int i = 0; i < en.size(); i++) {
            assertEquals(SPANISH, es.get(i).locale());
            assertEquals(en.get(i).classVersion(), es.get(i).classVersion(), en.get(i).id());
            // The words differ, so the full version does: the class version is not the content version renamed.
            assertNotEquals(en.get(i).contentVersion(), es.get(i).contentVersion(), en.get(i).id());
        }
        assertNotEquals(en.get(0).classVersion(), en.get(1).classVersion(), "two investigations, two class versions");
    }

    @Test
    void loadingTwiceGivesTheSameClassVersion() throws ContentException {
        // A predicate written without a record's text (an object's identity) would differ between two loads.
        assertEquals(load(content, Locale.ENGLISH).classVersion(), load(content, Locale.ENGLISH).classVersion());
    }

    @Test
    void changingOnlyWordsKeepsTheClassVersionAndMovesTheContentVersion() throws Exception {
        Investigation before = load(content, SPANISH);
        edit("es", HELPER + "episode.yaml", "title: \"El problema del proceso auxiliar\"", "title: \"El proceso auxiliar, otra vez\"");
        edit("es", HELPER + "episode.yaml", "En otro nodo se cae,", "En un nodo distinto se cae,");
        Investigation after = load(content, SPANISH);
        assertNotEquals(before.contentVersion(), after.contentVersion());
        assertEquals(before.classVersion(), after.classVersion());
        assertEquals(load(content, Locale.ENGLISH).classVersion(), after.classVersion());
    }

    @Test
    void changingAScenarioMovesTheClassVersionInEveryLanguage() throws Exception {
        ClassVersion before = load(content, Locale.ENGLISH).classVersion();
        // Spanish reads the scenario from en/: it moves there too.
        edit("en", HELPER + "naive.yaml", "\nseed: 2\n", "\nseed: 3\n");
        Investigation en = load(content, Locale.ENGLISH), es = load(content, SPANISH);
        assertNotEquals(before, en.classVersion());
        assertEquals(en.classVersion(), es.classVersion());
    }

    @Test
    void changingAChoiceIdMovesTheClassVersion() throws Exception {
        ClassVersion before = load(content, Locale.ENGLISH).classVersion();
        for (Locale language : Languages.of(content)) edit(language.getLanguage(), HELPER + "episode.yaml", "- id: crashes-apart", "- id: falls-apart");
        Investigation en = load(content, Locale.ENGLISH), es = load(content, SPANISH);
        assertTrue(en.episode("helper").orElseThrow().prediction().choice("falls-apart").isPresent());
        assertNotEquals(before, en.classVersion());
        assertEquals(en.classVersion(), es.classVersion());
    }

    @Test
    void changingAToleranceMovesTheClassVersionEvenInOneLanguage() throws Exception {
        Path inv018 = content.resolve("en/investigations/018-what-returns-is-the-number");
        Investigation before = Investigation.load(inv018, Locale.ENGLISH);
        for (Locale language : Languages.of(content)) edit(language.getLanguage(), MISSING_COPY + "episode.yaml", "tolerance: 15", "tolerance: 16");
        Investigation after = Investigation.load(inv018, Locale.ENGLISH);
        assertEquals(16, after.episode("missing-copy").orElseThrow().prediction().quantity().tolerance());
        assertNotEquals(before.classVersion(), after.classVersion());
        // Only in Spanish: the Spanish class judges answers by another tolerance, so the versions part.
        edit("en", MISSING_COPY + "episode.yaml", "tolerance: 16", "tolerance: 15");
        List<Investigation> en = Investigation.loadAll(content, Locale.ENGLISH), es = Investigation.loadAll(content, SPANISH);
        assertNotEquals(en.get(1).classVersion(), es.get(1).classVersion());
    }
}
