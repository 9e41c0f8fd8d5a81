package io.boundarylab.episodes.content;

import io.boundarylab.episodes.Fixtures;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Content holds more than one investigation, each a folder under {@code <locale>/investigations/},
 * sharing the locale's narration. The first folder is the default, so everything that knew only
 * Investigation 017 keeps meaning it; the layout from before (one investigation straight in the
 * locale folder) still loads, for instructors' own content.
 */
class InvestigationFoldersTest {

    private static final String FIRST = "en/investigations/017-node-execution-principles";

    @TempDir
    Path tmp;

    private static void edit(Path file, String from, String to) throws IOException {
        String s = Files.readString(file, StandardCharsets.UTF_8);
        assertTrue(s.contains(from), "fixture text not found in " + file + ": " + from);
        Files.writeString(file, s.replace(from, to), StandardCharsets.UTF_8);
    }

    /** A copy of the content with a second investigation: 017 again under another id and folder name. */
    private Path withSecond(String id) throws IOException {
        Path c = Fixtures.copyOfContent(tmp.resolve("content"));
        Path second = c.resolve("en/investigations/900-copy");
        Fixtures.copyTree(c.resolve(FIRST), second);
        edit(second.resolve("investigation.yaml"), "id: node-execution-principles", "id: " + id);
        return c;
    }

    @Test
    void theDefaultIsInvestigation017AndItsIdsAreThoseSavedWorkAndDeckLinksUse() throws ContentException {
        Investigation inv = Fixtures.bundled();
        assertEquals("node-execution-principles", inv.id());
        assertEquals(List.of("helper", "startup-order", "identity", "fate"), inv.episodes().stream().map(Episode::id).toList());
        List<Investigation> all = Investigation.loadAllBundled(Locale.ENGLISH);
        assertEquals("node-execution-principles", all.get(0).id(), "the first folder is the default");
        assertTrue(all.size() >= 2, "the bundled content holds more than one investigation");
    }

    /** What an instructor reads off the screen names an investigation as its id does; a number no title shows names none. */
    @Test
    void anInvestigationIsFoundByItsIdOrTheNumberItsTitleShows() throws ContentException {
        List<Investigation> all = Investigation.loadAllBundled(Locale.ENGLISH);
        assertEquals("what-returns-is-the-number", Investigation.byId(all, "018").orElseThrow().id());
        assertEquals("what-returns-is-the-number", Investigation.byId(all, "18").orElseThrow().id());
        assertEquals("node-execution-principles", Investigation.byId(all, "017").orElseThrow().id());
        assertEquals("node-execution-principles", Investigation.byId(all, "node-execution-principles").orElseThrow().id());
        assertTrue(Investigation.byId(all, "019").isEmpty());
        assertTrue(Investigation.byId(all, "nope").isEmpty());
    }

    @Test
    void everyInvestigationIsLoadedInFolderOrderAndSharesTheNarration() throws Exception {
        Path c = withSecond("a-copy");
        List<Investigation> all = Investigation.loadAll(c, Locale.ENGLISH);
        List<String> ids = all.stream().map(Investigation::id).toList();
        assertEquals("node-execution-principles", ids.get(0));
        assertEquals("a-copy", ids.get(ids.size() - 1), "900-copy sorts last");
        assertTrue(all.get(ids.size() - 1).narration() == all.get(0).narration(), "one narration per locale, read once");
        assertEquals("a-copy", Investigation.byId(all, "a-copy").orElseThrow().id());
        assertEquals("node-execution-principles", Investigation.byId(all, null).orElseThrow().id());
        assertTrue(Investigation.byId(all, "nope").isEmpty());
    }

    @Test
    void validateChecksEveryInvestigationNotOnlyTheDefault() throws IOException {
        Path c = withSecond("a-copy");
        Path f = c.resolve("en/investigations/900-copy/episodes/04-fate/episode.yaml");
        edit(f, "guarantee: sharedFate", "guarantee: sharedFait");
        List<String> problems = Investigation.validate(c, Locale.ENGLISH).stream().map(ContentProblem::format).toList();
        assertEquals(1, problems.size(), String.join("\n", problems));
        assertTrue(problems.get(0).startsWith("en/investigations/900-copy/episodes/04-fate/episode.yaml:"), problems.get(0));
    }

    @Test
    void twoInvestigationsWithOneIdIsAProblemNamingBothFiles() throws IOException {
        Path c = withSecond("node-execution-principles");
        List<String> problems = Investigation.validate(c, Locale.ENGLISH).stream().map(ContentProblem::format).toList();
        assertEquals(List.of("en/investigations/900-copy/investigation.yaml:1:1: investigation id 'node-execution-principles' is also used by "
                + FIRST + "/investigation.yaml"), problems);
    }

    @Test
    void theLayoutFromBeforeInvestigationFoldersStillLoads() throws Exception {
        // en/investigation.yaml, en/sections/, en/episodes/, en/costs/, en/narration.yaml: one investigation.
        Path c = Fixtures.copyOfContent(tmp.resolve("content"));
        Path old = tmp.resolve("old");
        Fixtures.copyTree(c.resolve(FIRST), old.resolve("en"));
        Files.copy(c.resolve("en/narration.yaml"), old.resolve("en/narration.yaml"));
        Investigation inv = Investigation.load(old, Locale.ENGLISH);
        assertEquals("node-execution-principles", inv.id());
        assertEquals(4, inv.episodes().size());
        assertTrue(inv.narration().covers(io.boundarylab.engine.trace.EventType.Started), "the narration beside it is read");
        assertEquals(List.of(inv.id()), Investigation.loadAll(old, Locale.ENGLISH).stream().map(Investigation::id).toList());
    }

    @Test
    void oneInvestigationsFolderGivenDirectlyUsesItsLocalesNarration() throws Exception {
        Path c = Fixtures.copyOfContent(tmp.resolve("content"));
        Investigation direct = Investigation.load(c.resolve(FIRST), Locale.ENGLISH);
        Investigation whole = Investigation.load(c, Locale.ENGLISH);
        assertEquals(whole.id(), direct.id());
        assertEquals(whole.episodes().stream().map(Episode::title).toList(), direct.episodes().stream().map(Episode::title).toList());
        for (io.boundarylab.engine.trace.EventType t : io.boundarylab.engine.trace.EventType.values())
            assertTrue(direct.narration().covers(t), "the shared narration is used: " + t);
        Files.delete(c.resolve("en/narration.yaml"));
        List<String> problems = Investigation.validate(c.resolve(FIRST), Locale.ENGLISH).stream().map(ContentProblem::format).toList();
        assertTrue(problems.stream().anyMatch(p -> p.contains("narration.yaml")), "without the shared narration: " + problems);
    }
}
