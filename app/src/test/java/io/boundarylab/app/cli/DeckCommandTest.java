package io.boundarylab.app.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static io.boundarylab.app.cli.SimulateCommandTest.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code boundary-lab deck}: the concept deck for scripted checks. */
class DeckCommandTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void listNamesEveryCardAndWhichOnesCanBeSeen() throws Exception {
        SimulateCommandTest.Outcome o = run("deck", "list", "--format", "json");
        assertEquals(0, o.code(), o.err());
        JsonNode cards = JSON.readTree(o.out());
        assertEquals(55, cards.size());
        long seeable = 0;
        for (JsonNode c : cards) if (c.has("seeIt")) seeable++;
        assertTrue(seeable >= 5, "cards with a see-it experiment: " + seeable);
        String text = run("deck", "list").out();
        assertTrue(text.contains("cpu-vs-memory-ceiling") && text.contains("[see it: engine + kernel ceilings]"), text);
        assertTrue(text.strip().endsWith("55 cards"), text);
    }

    @Test
    void showGivesTheQuestionTheRightChoiceAndTheLinksAsJson() throws Exception {
        SimulateCommandTest.Outcome o = run("deck", "show", "cpu-vs-memory-ceiling", "--format", "json");
        assertEquals(0, o.code(), o.err());
        JsonNode c = JSON.readTree(o.out());
        assertEquals("choices", c.get("answer").get("kind").asText());
        int right = c.get("answer").get("correct").asInt();
        assertTrue(c.get("answer").get("options").get(right - 1).asText().contains("137"));
        assertEquals("node-execution-principles/fate", c.get("links").get(0).get("ref").asText());
        assertEquals("ceilings", c.get("seeIt").get("kernel").asText());
    }

    /** {@code deck} run as the app's learner whose config folder is {@code config}. */
    private static SimulateCommandTest.Outcome runAs(Path config, String... args) {
        java.io.StringWriter out = new java.io.StringWriter();
        java.io.StringWriter err = new java.io.StringWriter();
        picocli.CommandLine cl = new picocli.CommandLine(new DeckCommand(io.boundarylab.bridge.sandbox.Host::detect, () -> config));
        cl.setOut(new java.io.PrintWriter(out, true));
        cl.setErr(new java.io.PrintWriter(err, true));
        int code = cl.execute(args);
        return new SimulateCommandTest.Outcome(code, out.toString(), err.toString());
    }

    private static Path profile(Path tmp, String name, long learnerSeed) throws IOException {
        Path config = tmp.resolve(name);
        new io.boundarylab.app.save.SaveStore(config).save(io.boundarylab.app.save.Progress.empty().withLearnerSeed(learnerSeed));
        return config;
    }

    private static List<String> texts(JsonNode array) {
        List<String> out = new ArrayList<>();
        array.forEach(n -> out.add(n.asText()));
        return out;
    }

    /**
     * Two learners' config folders: {@code deck show} prints one card's choices in each learner's
     * order (the deck page's), the same on every run, the right one marked wherever it lands, and
     * each shown option names its number in the file.
     */
    @Test
    void showPrintsTheChoicesInTheOrderOfTheLearnerWhoseSeedTheConfigFolderHolds(@TempDir Path tmp) throws Exception {
        Path ada = profile(tmp, "ada", 1001L);
        Path bo = profile(tmp, "bo", 2002L);
        io.boundarylab.episodes.content.Card card = io.boundarylab.episodes.content.Deck.loadBundled(java.util.Locale.getDefault(),
                io.boundarylab.episodes.content.Investigation.loadAllBundled(java.util.Locale.getDefault())).card("container-versus-vm").orElseThrow();
        io.boundarylab.episodes.content.Card.Choices ch = (io.boundarylab.episodes.content.Card.Choices) card.answer();

        SimulateCommandTest.Outcome a = runAs(ada, "show", "container-versus-vm", "--format", "json");
        assertEquals(0, a.code(), a.err());
        assertEquals("", a.err(), "a saved seed needs no word");
        JsonNode answer = JSON.readTree(a.out()).get("answer");
        List<String> adaSees = texts(answer.get("options"));
        assertEquals(java.util.Set.copyOf(ch.options()), java.util.Set.copyOf(adaSees));
        assertEquals(ch.options().size(), adaSees.size());
        assertEquals(ch.options().get(ch.correct()), adaSees.get(answer.get("correct").asInt() - 1), "correct is the right one's place as shown");
        for (int i = 0; i < adaSees.size(); i++) {
            assertEquals(ch.options().get(answer.get("fileNumbers").get(i).asInt() - 1), adaSees.get(i), "option " + (i + 1) + " names its number in the file");
        }
        assertEquals(adaSees, texts(JSON.readTree(runAs(ada, "show", "container-versus-vm", "--format", "json").out()).get("answer").get("options")),
                "the same learner, the same order, run after run");
        List<String> boSees = texts(JSON.readTree(runAs(bo, "show", "container-versus-vm", "--format", "json").out()).get("answer").get("options"));
        assertNotEquals(adaSees, boSees, "another learner, another order");

        // The text form: the same order, numbered as shown, the right one starred.
        String text = runAs(ada, "show", "container-versus-vm").out();
        List<String> lines = text.lines().filter(l -> l.matches("  \\d[.*] .*")).toList();
        assertEquals(adaSees.size(), lines.size(), text);
        for (int i = 0; i < lines.size(); i++) {
            boolean right = adaSees.get(i).equals(ch.options().get(ch.correct()));
            assertEquals("  " + (i + 1) + (right ? "*" : ".") + " " + adaSees.get(i), lines.get(i));
        }

        // --learner-seed shows a learner's order from anywhere, and wins over the saved seed.
        SimulateCommandTest.Outcome asAda = runAs(bo, "show", "container-versus-vm", "--format", "json", "--learner-seed", "1001");
        assertEquals(adaSees, texts(JSON.readTree(asAda.out()).get("answer").get("options")));
        // deck list's JSON carries the same order.
        for (JsonNode c : JSON.readTree(runAs(ada, "list", "--format", "json").out())) {
            if (c.get("id").asText().equals("container-versus-vm")) assertEquals(adaSees, texts(c.get("answer").get("options")));
        }
    }

    @Test
    void withoutASavedSeedShowSaysSoUsesSeedZeroAndWritesNothing(@TempDir Path tmp) throws Exception {
        Path none = tmp.resolve("new-user");
        SimulateCommandTest.Outcome o = runAs(none, "show", "container-versus-vm", "--format", "json");
        assertEquals(0, o.code(), o.err());
        assertEquals("deck: no learner seed saved in " + none.resolve("progress.json")
                + " yet (the app saves one when it first starts): the choices come in the order of --learner-seed 0", o.err().strip());
        assertEquals(JSON.readTree(runAs(none, "show", "container-versus-vm", "--format", "json", "--learner-seed", "0").out()),
                JSON.readTree(o.out()));
        assertFalse(Files.exists(none), "showing a card writes nothing");
        // A card with a free answer has no choices to order: nothing to say.
        assertEquals("", runAs(none, "show", "exit-code-verdict").err());
    }

    @Test
    void anUnknownCardOrFormatIsBadInputWithoutAStackTrace() {
        SimulateCommandTest.Outcome o = run("deck", "show", "no-such-card");
        assertEquals(2, o.code());
        assertEquals("deck: no card 'no-such-card' (boundary-lab deck list shows them)", o.err().strip());
        SimulateCommandTest.Outcome f = run("deck", "list", "--format", "yaml");
        assertEquals(2, f.code());
        assertFalse(f.err().contains("Exception"), f.err());
        SimulateCommandTest.Outcome none = run("deck", "see", "tag-versus-digest");
        assertEquals(2, none.code());
        assertTrue(none.err().contains("has no \"see it\" experiment"), none.err());
    }

    /**
     * A card linking into Investigation 018 and into 017 resolves on the command line as on the
     * deck page: each link names its investigation and the episode's own title.
     */
    @Test
    void aCardLinkedIntoBothInvestigationsShowsBothEpisodeTitles(@TempDir Path tmp) throws Exception {
        Path content = contentWithCard(tmp, "[what-returns-is-the-number/missing-copy, node-execution-principles/fate]");
        SimulateCommandTest.Outcome o = run("deck", "show", "two-investigations", "--format", "json", "--content", content.toString());
        assertEquals(0, o.code(), o.err());
        JsonNode links = JSON.readTree(o.out()).get("links");
        assertEquals(2, links.size());
        assertEquals("what-returns-is-the-number/missing-copy", links.get(0).get("ref").asText());
        assertEquals("what-returns-is-the-number", links.get(0).get("investigation").asText());
        assertEquals("The Missing Copy", links.get(0).get("title").asText());
        assertEquals("node-execution-principles", links.get(1).get("investigation").asText());
        assertEquals("The Fate-Sharing Problem", links.get(1).get("title").asText());

        String text = run("deck", "show", "two-investigations", "--content", content.toString()).out();
        assertTrue(text.contains("see what-returns-is-the-number/missing-copy (The Missing Copy)"), text);
        JsonNode listed = JSON.readTree(run("deck", "list", "--format", "json", "--content", content.toString()).out());
        assertEquals(56, listed.size(), "the 55 bundled cards and the new one");
        assertEquals("The Missing Copy", listed.get(55).get("links").get(0).get("title").asText());
    }

    @Test
    void aLinkToAnEpisodeNoInvestigationHasIsOneLineNamingFileLineAndField(@TempDir Path tmp) throws Exception {
        Path content = contentWithCard(tmp, "[what-returns-is-the-number/no-such-episode]");
        SimulateCommandTest.Outcome o = run("deck", "list", "--content", content.toString());
        assertEquals(2, o.code());
        String err = o.err().strip();
        assertEquals(1, err.lines().count(), err);
        assertTrue(err.startsWith(content + "/en/deck/99-links.yaml:"), err);
        assertTrue(err.contains("links: investigation 'what-returns-is-the-number' has no section or episode 'no-such-episode'"), err);
    }

    /** A copy of the bundled content with one more English card, linked to {@code links}, in deck/99-links.yaml. */
    private static Path contentWithCard(Path tmp, String links) throws IOException {
        Path content = tmp.resolve("content");
        Path from = Path.of("..", "content");
        try (Stream<Path> files = Files.walk(from)) {
            for (Path p : (Iterable<Path>) files::iterator) {
                Path target = content.resolve(from.relativize(p).toString());
                if (Files.isDirectory(p)) Files.createDirectories(target);
                else Files.copy(p, target);
            }
        }
        Files.writeString(content.resolve("en/deck/99-links.yaml"), String.join("\n",
                "cards:",
                "  - id: two-investigations",
                "    concept: \"A count kept true\"",
                "    question: \"Who brings back the missing copy?\"",
                "    answer: {accepted: [\"the controller\"]}",
                "    explanation: \"A controller compares the declared count with the observed one.\"",
                "    links: " + links, ""));
        return content;
    }

    /**
     * The writable-layer card on the engine: the engine reports a FileWritten only when a write
     * creates the file, so after the crash /tmp/draft.txt is created again (in a second, fresh
     * layer) while /cache/draft.txt, kept by the emptyDir, is not.
     */
    @Test
    void seeItOnTheEngineShowsTheWritableLayerEmptiedAndTheEmptyDirKept() throws Exception {
        SimulateCommandTest.Outcome o = run("deck", "see", "writable-layer", "--engine-only", "--format", "json");
        assertEquals(0, o.code(), o.err());
        JsonNode r = JSON.readTree(o.out());
        assertFalse(r.has("kernel"));
        List<String> tmp = new ArrayList<>();
        int cache = 0;
        for (JsonNode e : r.get("engine").get("events")) {
            if (!e.get("type").asText().equals("FileWritten")) continue;
            if (e.get("path").asText().equals("/tmp/draft.txt")) tmp.add(e.get("volume").asText());
            if (e.get("path").asText().equals("/cache/draft.txt")) cache++;
        }
        assertEquals(2, tmp.size());
        assertNotEquals(tmp.get(0), tmp.get(1), "each start has its own writable layer");
        assertEquals(1, cache);
        assertEquals(2, r.get("engine").get("starts").get("notes/app").asInt());
    }

    /** The ceilings card on the engine: throttled lives, over-memory is killed with 137 and restarted alone. */
    @Test
    void seeItOnTheEngineShowsThrottlingAgainstTheOomKill() throws Exception {
        JsonNode r = JSON.readTree(run("deck", "see", "cpu-vs-memory-ceiling", "--engine-only", "--format", "json").out());
        JsonNode engine = r.get("engine");
        boolean throttled = false;
        int oom137 = 0;
        for (JsonNode e : engine.get("events")) {
            String who = e.get("container").asText();
            if (e.get("type").asText().equals("Throttled")) throttled |= who.equals("cpu-hog");
            if (e.get("type").asText().equals("Exited")) {
                assertEquals("memory-hog", who, "only the memory hog ever ends");
                assertEquals(137, e.get("exitCode").asInt());
                oom137++;
            }
        }
        assertTrue(throttled);
        assertTrue(oom137 >= 2, "killed and restarted, more than once in 30 s");
        assertEquals(1, engine.get("starts").get("ceilings/web").asInt());
        assertEquals(1, engine.get("starts").get("ceilings/cpu-hog").asInt());
        // Every start but a still-waiting restart ends in an OOM kill: starts are kills, or kills + 1.
        int starts = engine.get("starts").get("ceilings/memory-hog").asInt();
        assertTrue(starts == oom137 || starts == oom137 + 1, starts + " starts, " + oom137 + " kills");
    }
}
