package io.boundarylab.episodes.content;

import io.boundarylab.episodes.Fixtures;
import io.boundarylab.episodes.cli.ContentCommand;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Issue 13's content examples: aliases, a second document, positions and paths of problems, the event budget. */
class ContentInputTest {
    @TempDir
    Path tmp;

    private Path content() {
        return Fixtures.copyOfContent(tmp.resolve("c"));
    }

    private static Path episode(Path content) {
        return content.resolve("en/investigations/017-node-execution-principles/episodes/01-helper/episode.yaml");
    }

    private static void edit(Path file, String from, String to) throws IOException {
        String text = Files.readString(file);
        assertTrue(text.contains(from), "the case must change the file: " + from);
        Files.writeString(file, text.replace(from, to));
    }

    private static List<ContentProblem> problems(Path dir) {
        return assertThrows(ContentException.class, () -> Investigation.load(dir, Locale.ENGLISH)).problems();
    }

    @Test
    void anAliasInContentIsTheAnchoredTextNotItsName() throws Exception {
        Path c = content();
        edit(episode(c), "title: \"The Helper Process Problem\"", "title: &t \"The Helper Process Problem\"");
        edit(episode(c), "pressure: \"The helper's only job is to ship the log that web writes, yet each container gets a scheduling decision of its own.\"",
                "pressure: *t");
        Investigation inv = Investigation.load(c, Locale.ENGLISH);
        assertEquals("The Helper Process Problem", inv.episode("helper").orElseThrow().pressure());
    }

    @Test
    void aSecondDocumentInAContentFileIsAProblem() throws IOException {
        Path c = content();
        Files.writeString(episode(c), Files.readString(episode(c)) + "---\nid: other\n", StandardCharsets.UTF_8);
        List<ContentProblem> p = problems(c);
        assertTrue(p.stream().anyMatch(x -> x.file().equals("en/investigations/017-node-execution-principles/episodes/01-helper/episode.yaml") && x.line() > 1
                && x.message().startsWith("a second document")), p.toString());
    }

    @Test
    void noContentProblemIsAtZeroZero() throws IOException {
        Path c = content();
        Files.delete(c.resolve("en/investigations/017-node-execution-principles/costs/group.yaml"));
        Files.write(episode(c), new byte[] {'i', 'd', ':', ' ', (byte) 0xff, '\n'});
        List<ContentProblem> p = problems(c);
        assertFalse(p.isEmpty());
        for (ContentProblem x : p) assertTrue(x.line() >= 1 && x.column() >= 1, x.format());
        assertTrue(p.stream().anyMatch(x -> x.format().equals("en/investigations/017-node-execution-principles/episodes/01-helper/episode.yaml:1:5: not UTF-8 text: save the file as UTF-8")), p.toString());
    }

    private static String validate(Path dir, String... more) {
        StringWriter out = new StringWriter(), err = new StringWriter();
        CommandLine cl = new CommandLine(new ContentCommand());
        cl.setOut(new PrintWriter(out));
        cl.setErr(new PrintWriter(err));
        String[] args = new String[2 + more.length];
        args[0] = "validate";
        args[1] = dir.toString();
        System.arraycopy(more, 0, args, 2, more.length);
        cl.execute(args);
        return out.toString();
    }

    @Test
    void theFolderPathIsNamedOnceEvenWithoutAnInvestigation() throws IOException {
        Path empty = Files.createDirectory(tmp.resolve("empty"));
        String out = validate(empty);
        assertEquals(empty + "/investigation.yaml:1:1: no investigation.yaml (nor investigations/) here or in a locale folder (en/)", out.strip());
    }

    @Test
    void aScenarioProblemIsNamedOnceAtItsLine() throws IOException {
        Path c = content();
        Path naive = c.resolve("en/investigations/017-node-execution-principles/episodes/01-helper/naive.yaml");
        edit(naive, "until: 20s", "until: 5124095576030431h");
        // The value's line, counted from the file itself (comments above it may grow); column 8 is after "until: ".
        int line = Files.readAllLines(naive).indexOf("until: 5124095576030431h") + 1;
        assertTrue(line > 0);
        String out = validate(c);
        assertTrue(out.contains(c + "/en/investigations/017-node-execution-principles/episodes/01-helper/naive.yaml:" + line + ":8: scenario: until: too large: at most 876000h (100 years)"), out);
        assertFalse(out.contains(c + "/" + c), out);
    }

    @Test
    void contentValidateFindsAVariantWhoseRunExceedsTheEventBudget() throws IOException {
        Path c = content();
        edit(c.resolve("en/investigations/017-node-execution-principles/episodes/01-helper/naive.yaml"), "until: 20s", "until: 100h");
        String out = validate(c, "--max-events", "5000");
        assertTrue(out.contains(c + "/en/investigations/017-node-execution-principles/episodes/01-helper/naive.yaml:1:1: until: the run needed more than 5000 events"), out);
    }
}
