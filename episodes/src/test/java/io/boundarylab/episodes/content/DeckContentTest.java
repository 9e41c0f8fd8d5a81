package io.boundarylab.episodes.content;

import io.boundarylab.episodes.Fixtures;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The concept deck as content: the bundled one loads, and each kind of mistake is named where it is. */
class DeckContentTest {

    private static final String FILE = "en/deck/01-containers.yaml";

    @TempDir
    Path tmp;

    private static Deck bundled() throws ContentException {
        return Deck.loadBundled(Locale.ENGLISH, Investigation.loadAllBundled(Locale.ENGLISH));
    }

    @Test
    void theBundledDeckHasACardForEachOfTheSeedsConceptsWithUniqueIdsAndResolvedLinks() throws ContentException {
        Deck deck = bundled();
        // The third seed has 55 short explanations, one concept each (seeds/003_…txt); one card per concept.
        assertEquals(55, deck.cards().size());
        Set<String> ids = new HashSet<>();
        for (Card c : deck.cards()) {
            assertTrue(ids.add(c.id()), c.id());
            assertFalse(c.links().isEmpty(), c.id());
            c.links().forEach(l -> assertFalse(l.title().isBlank(), c.id() + " -> " + l.ref()));
        }
    }

    @Test
    void atLeastFiveCardsShowTheirIdeaAndTwoOfThemOnTheRealKernel() throws ContentException {
        Deck deck = bundled();
        Set<String> experiments = new HashSet<>();
        for (Card c : deck.cards()) c.seeIt().ifPresent(s -> {
            s.kernelExperiment().ifPresent(k -> experiments.add("kernel:" + k));
            if (s.engineFile() != null) experiments.add("engine:" + s.engineFile());
        });
        assertTrue(experiments.size() >= 5, experiments.toString());
        assertTrue(experiments.stream().filter(e -> e.startsWith("kernel:")).count() >= 2, experiments.toString());
        // The engine scenarios were read, so a see-it button never fails on a missing file.
        deck.cards().stream().flatMap(c -> c.seeIt().stream()).filter(s -> s.engineFile() != null)
                .forEach(s -> assertTrue(s.engine().isPresent(), s.engineFile()));
    }

    @Test
    void cardsLinkedToAnEpisodeAreFoundByItsId() throws ContentException {
        List<Card> fate = bundled().linkedTo("node-execution-principles", "fate");
        assertTrue(fate.stream().anyMatch(c -> c.id().equals("cpu-vs-memory-ceiling")));
        assertTrue(bundled().linkedTo("node-execution-principles", "no-such-section").isEmpty());
    }

    @Test
    void anUnknownSectionIsNamedAtItsFileLineAndField() throws IOException {
        ContentProblem p = onlyProblem(FILE, "links: [node-execution-principles/hook, node-execution-principles/first-principles]",
                "links: [node-execution-principles/hook, node-execution-principles/first-principle]");
        assertEquals(lineOf(FILE, "links: [node-execution-principles/hook, node-execution-principles/first-principles]"), p.line());
        assertTrue(p.message().startsWith("links: investigation 'node-execution-principles' has no section or episode 'first-principle'"), p.message());
    }

    @Test
    void anUnknownInvestigationIsNamedWithTheOnesLoaded() throws IOException {
        ContentProblem p = onlyProblem(FILE, "links: [node-execution-principles/fate, node-execution-principles/costs]",
                "links: [node-execution-principles/fate, what-kubernetes-adds/replicas]");
        assertEquals(lineOf(FILE, "links: [node-execution-principles/fate, node-execution-principles/costs]"), p.line());
        assertEquals("links: unknown investigation 'what-kubernetes-adds' (loaded: node-execution-principles, what-returns-is-the-number)", p.message());
    }

    @Test
    void twoRightChoicesAreRefused() throws IOException {
        ContentProblem p = onlyProblem(FILE, "- {text: \"Both: killed by the kernel (exit 137) and restarted with the whole Pod\"}", "- {text: \"Both: killed by the kernel (exit 137) and restarted with the whole Pod\", correct: true}");
        assertEquals("choices: exactly one choice must have 'correct: true', found 2", p.message());
        // The list starts on the line after "choices:", which follows the card's question.
        assertEquals(lineOf(FILE, "question: \"One member goes over its CPU limit") + 2, p.line());
    }

    @Test
    void aMisspeltKeyIsNamedAtItsLineAlongWithTheMissingOne() throws IOException {
        int line = lineOf(FILE, "explanation: \"CPU time can be rationed");
        List<String> all = problems(FILE, "    explanation: \"CPU time can be rationed", "    explaination: \"CPU time can be rationed")
                .stream().map(ContentProblem::format).toList();
        assertTrue(all.contains(FILE + ":" + line + ":5: unknown key 'explaination' (did you mean 'explanation'?)"), all.toString());
        assertTrue(all.stream().anyMatch(q -> q.endsWith(": missing required key 'explanation'")), all.toString());
    }

    @Test
    void anIdUsedTwiceNamesTheFirstPlace() throws IOException {
        ContentProblem p = onlyProblem(FILE, "- id: container-versus-vm", "- id: root-in-a-container");
        assertTrue(p.message().startsWith("id: 'root-in-a-container' is also used at " + FILE + ":"), p.message());
    }

    @Test
    void anUnknownKernelExperimentAndAMissingScenarioAreRefused() throws IOException {
        ContentProblem k = onlyProblem(FILE, "kernel: root-in-userns", "kernel: root-everywhere");
        assertTrue(k.message().startsWith("seeIt.kernel: unknown experiment 'root-everywhere' (known: ceilings, free-lies"), k.message());
        assertEquals(lineOf(FILE, "kernel: root-in-userns"), k.line());
        ContentProblem e = onlyProblem(FILE, "engine: see-it/ceilings.yaml", "engine: see-it/ceiling.yaml");
        assertEquals("seeIt.engine: refers to missing file 'see-it/ceiling.yaml'", e.message());
    }

    @Test
    void aLimitACardStatesIsTheOneItsExperimentSetsInEveryLanguage() throws Exception {
        // The bundled decks load: every limit their cards state is their experiments' own.
        for (Locale language : List.of(Locale.ENGLISH, new Locale("es"))) {
            Deck.loadBundled(language, Investigation.loadAllBundled(language));
        }
        ContentProblem k = onlyProblem(FILE, "limited to 96 MiB", "limited to 64 MiB");
        assertEquals("question: states a memory limit of 64 MiB, but seeIt.kernel 'free-lies' sets 96 MiB", k.message());
        assertEquals(lineOf(FILE, "- id: free-shows-the-host"), k.line());
        ContentProblem e = onlyProblem(FILE, "at its own 64Mi ceiling", "at its own 128Mi ceiling");
        assertEquals("seeIt.shows: states a memory limit of 128 Mi, but seeIt.engine 'see-it/ceilings.yaml' sets 64 MiB", e.message());
    }

    @Test
    void aFolderWithoutADeckHasAnEmptyOne() throws ContentException {
        assertTrue(Deck.load(tmp, Locale.ENGLISH, List.of()).cards().isEmpty());
    }

    @Test
    void freeAnswersIgnoreCaseSpacesAndSurroundingPunctuation() {
        Card.Free a = new Card.Free(List.of("exit 0", "zero"));
        assertTrue(a.accepts("  Exit   0. "));
        assertTrue(a.accepts("ZERO!"));
        assertFalse(a.accepts("exit 1"));
        assertFalse(a.accepts("   "));
        Card.Choices c = new Card.Choices(List.of("a", "b", "c"), 1);
        assertTrue(c.accepts("2"));
        assertFalse(c.accepts("1"));
        assertFalse(c.accepts("b"));
    }

    // --- helpers: break one line of a copy of the bundled content, then load its deck ---

    private ContentProblem onlyProblem(String file, String from, String to) throws IOException {
        List<ContentProblem> all = problems(file, from, to);
        assertEquals(1, all.size(), all.toString());
        assertEquals(file, all.get(0).file());
        return all.get(0);
    }

    private List<ContentProblem> problems(String file, String from, String to) throws IOException {
        Path dir = Fixtures.copyOfContent(tmp.resolve("c" + System.nanoTime()));
        Path f = dir.resolve(file);
        String text = Files.readString(f);
        assertTrue(text.contains(from), "fixture text not found: " + from);
        Files.writeString(f, text.replaceFirst(java.util.regex.Pattern.quote(from), java.util.regex.Matcher.quoteReplacement(to)));
        ContentException e = assertThrows(ContentException.class, () -> Deck.load(dir, Locale.ENGLISH, Investigation.loadAll(dir, Locale.ENGLISH)));
        return e.problems();
    }

    /** The 1-based line of the bundled file on which {@code text} first appears (after the edit, lines do not move). */
    private static int lineOf(String file, String text) throws IOException {
        List<String> lines = Files.readAllLines(Fixtures.bundledDir().resolve(file));
        for (int i = 0; i < lines.size(); i++) if (lines.get(i).contains(text)) return i + 1;
        throw new AssertionError(text);
    }
}
