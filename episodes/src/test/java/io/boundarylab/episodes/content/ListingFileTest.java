package io.boundarylab.episodes.content;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The start page's listing of the bundled investigations ({@link ListingFile}), written by the
 * build: it says what a full read of the content says, in every language (the app's first page
 * shows it before the read); it keeps any text as it is; the same listings give the same bytes;
 * a damaged file names its line and key.
 */
class ListingFileTest {

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"en", "es", "fr"})
    void theBuildsListingSaysWhatTheFullReadSays(String language) throws ContentException {
        Locale locale = Locale.forLanguageTag(language);
        List<Listing> read = Investigation.loadAllBundled(locale).stream().map(Listing::of).toList();
        List<Listing> listed = ListingFile.bundled(locale).orElseThrow(() -> new AssertionError(
                "no listing on the class path: the build writes it at process-classes (mvn -B -ntp verify)"));
        assertEquals(read, listed);
        for (Listing l : listed) {
            assertFalse(l.title().isBlank(), l.id());
            assertFalse(l.hook().isBlank(), l.id() + ": the row says what the investigation asks");
            assertFalse(l.episodes().isEmpty(), l.id());
            assertEquals(l.episodes().size(), l.pages().size(), l.id() + ": one page per episode");
        }
    }

    @Test
    void anyTextComesBackAsItWas() throws ContentException {
        List<Listing> all = List.of(
                new Listing("a-1", "Título = 1: #no comment! \\ back\\slash", "  two\nlines\ttab, \u00bfs\u00ed? \ud83d\ude80",
                        List.of("e.1", "e_2"), List.of(new Listing.EpisodePage("s-1", "e.1"), new Listing.EpisodePage("s-2", "e_2"))),
                new Listing("b", "", "", List.of(), List.of()));
        assertEquals(all, ListingFile.read(ListingFile.write(all), "t.properties"));
    }

    @Test
    void theSameListingsGiveTheSameBytesSortedAndUndated() throws ContentException {
        List<Listing> all = Investigation.loadAllBundled(Locale.ENGLISH).stream().map(Listing::of).toList();
        String text = ListingFile.write(all);
        assertEquals(text, ListingFile.write(List.copyOf(all)));
        List<String> lines = text.lines().toList();
        assertEquals(lines.stream().sorted().toList(), lines);
        assertTrue(lines.stream().noneMatch(l -> l.startsWith("#")), "no date line");
        assertEquals(1 + 4 * all.size(), lines.size());
    }

    @Test
    void anIdThatCannotBeListedIsRefusedAtTheBuild() {
        Listing bad = new Listing("a,b", "t", "h", List.of(), List.of());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> ListingFile.write(List.of(bad)));
        assertTrue(e.getMessage().contains("'a,b'"), e.getMessage());
        Listing badPage = new Listing("a", "t", "h", List.of("e"), List.of(new Listing.EpisodePage("s/1", "e")));
        assertThrows(IllegalArgumentException.class, () -> ListingFile.write(List.of(badPage)));
    }

    @Test
    void aDamagedFileNamesItsLineAndKey() {
        String good = ListingFile.write(List.of(new Listing("a", "Title", "Hook", List.of("e"), List.of(new Listing.EpisodePage("s", "e")))));
        assertProblem(good.replace("a.title=Title\n", ""), 1, "a.title: missing");
        assertProblem(good.replace("a.pages=s/e", "a.pages=s-e"), 3, "a.pages: 's-e' is not section-id/episode-id");
        assertProblem(good.replace("a.episodes=e", "a.episodes=e,,f"), 1, "a.episodes: '' is not an id");
        assertProblem(good.replace("investigations=a", "investigations="), 5, "investigations: lists no investigation");
        assertProblem("investigations=a\na.title=\\u12", 1, "not a properties file");
        assertProblem("", 1, "investigations: missing");
    }

    private static void assertProblem(String text, int line, String what) {
        ContentException e = assertThrows(ContentException.class, () -> ListingFile.read(text, "content-listing/xx.properties"));
        ContentProblem p = e.problems().get(0);
        assertEquals("content-listing/xx.properties", p.file());
        assertEquals(line, p.line(), p.toString());
        assertTrue(p.message().startsWith(what), p.message());
    }
}
