package io.boundarylab.episodes.playground;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.boundarylab.engine.cluster.Guarantee;
import io.boundarylab.engine.scenario.MemberRef;
import io.boundarylab.episodes.cli.ContentCommand;
import io.boundarylab.episodes.cli.EpisodeCommand;
import io.boundarylab.episodes.content.Claim;
import io.boundarylab.episodes.content.ContentProblem;
import io.boundarylab.episodes.content.Episode;
import io.boundarylab.episodes.content.Investigation;
import io.boundarylab.episodes.content.Quantity;
import io.boundarylab.episodes.predicate.Measurement;
import io.boundarylab.episodes.prediction.ClaimComparison;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A saved playground experiment is content: {@code content validate} passes it without a warning,
 * {@code episode run --content DIR} runs it, and it opens again to the same experiment.
 */
class PlaygroundFolderTest {
    private static final Locale ES = Locale.forLanguageTag("es");
    private static final BundledContent BUNDLED = BundledContent.readEachTime();

    record Result(int exit, String out, String err) {
    }

    static Result cli(Object command, String... args) {
        StringWriter out = new StringWriter(), err = new StringWriter();
        CommandLine cl = new CommandLine(command);
        cl.setOut(new PrintWriter(out));
        cl.setErr(new PrintWriter(err));
        int exit = cl.execute(args);
        return new Result(exit, out.toString(), err.toString());
    }

    private static Claim shipped(String variant, boolean ships) {
        Map<ClaimMenu.Field, String> v = new EnumMap<>(ClaimMenu.Field.class);
        v.put(ClaimMenu.Field.VARIANT, variant);
        v.put(ClaimMenu.Field.POD, "web-app");
        v.put(ClaimMenu.Field.CONTAINER, "log-helper");
        Claim c = ClaimMenu.build(ClaimMenu.Kind.LINES_SHIPPED, v, Locale.ENGLISH);
        return ships ? c : ClaimMenu.negate(c);
    }

    /** Episode 1 of Investigation 017 as a playground experiment, with a prediction of three choices and a number. */
    static PlaygroundExperiment helperExperiment() {
        Episode ep = io.boundarylab.episodes.Fixtures.bundled().episodes().get(0);
        PlaygroundExperiment x = PlaygroundStart.fromEpisode(ep).withTitle("Where does my helper ship from?");
        PlaygroundPrediction p = new PlaygroundPrediction("Placed apart and then together, does the helper ship the web log?",
                List.of(new PlaygroundChoice("Apart it ships nothing; together it ships the log.", List.of(shipped("naive", false), shipped("contract", true))),
                        new PlaygroundChoice("It ships the log in each run, wherever it lands.", List.of(shipped("naive", true), shipped("contract", true))),
                        new PlaygroundChoice("It ships nothing in either run, as it is now.", List.of(shipped("naive", false), shipped("contract", false)))),
                new Quantity("How many lines does log-helper ship in the contract run?", "lines", "contract",
                        new Measurement.LinesShipped(new MemberRef("web-app", "log-helper"), null), 10));
        return x.withPrediction(p);
    }

    @Test
    void savedFolderPassesContentValidateWithoutAWarning(@TempDir Path tmp) throws Exception {
        Path dir = tmp.resolve("mine");
        List<ContentProblem> warnings = PlaygroundFolder.save(helperExperiment(), dir, BUNDLED).warnings();
        assertEquals(List.of(), warnings);
        Result r = cli(new ContentCommand(), "validate", dir.toString());
        assertEquals(0, r.exit(), r.out() + r.err());
        assertFalse(r.out().contains("warning"), r.out());
        assertTrue(Files.isRegularFile(dir.resolve("es/narration.yaml")), "the Spanish folder is written too");
        assertEquals(1, Investigation.loadAll(dir, ES).get(0).episodes().size());
    }

    /** Whatever the learner types is saved as text and read back as the same text (the YAML writer's round trip, on a lesson). */
    @Test
    void anyWordsTheLearnerTypesComeBackTheSame(@TempDir Path tmp) throws Exception {
        for (String title : List.of("2024", "yes", "null", "x: \"y\" #z", "\ufffe\u0085\u2028 \ud83d\ude00")) {
            PlaygroundExperiment x = helperExperiment().withTitle(title);
            Path dir = tmp.resolve("t" + title.hashCode());
            PlaygroundFolder.save(x, dir, BUNDLED);
            assertEquals(x, PlaygroundFolder.open(dir), title);
        }
    }

    @Test
    void saveThenOpenGivesTheSameExperiment(@TempDir Path tmp) throws Exception {
        PlaygroundExperiment x = helperExperiment();
        PlaygroundFolder.save(x, tmp.resolve("a"), BUNDLED);
        assertEquals(x, PlaygroundFolder.open(tmp.resolve("a")));
        PlaygroundExperiment skipped = x.withPrediction(null).withPredictionSkipped(true);
        PlaygroundFolder.save(skipped, tmp.resolve("b"), BUNDLED);
        assertEquals(skipped, PlaygroundFolder.open(tmp.resolve("b")));
        assertEquals(0, cli(new ContentCommand(), "validate", tmp.resolve("b").toString()).exit(), "a skipped prediction still saves as valid content");
    }

    @Test
    void theSameExperimentGivesTheSameBytes(@TempDir Path tmp) throws Exception {
        PlaygroundFolder.save(helperExperiment(), tmp.resolve("a"), BUNDLED);
        PlaygroundFolder.save(helperExperiment(), tmp.resolve("b"), BUNDLED);
        List<Path> a = files(tmp.resolve("a")), b = files(tmp.resolve("b"));
        assertEquals(a.stream().map(p -> tmp.resolve("a").relativize(p)).toList(), b.stream().map(p -> tmp.resolve("b").relativize(p)).toList());
        for (int i = 0; i < a.size(); i++) assertEquals(Files.readString(a.get(i)), Files.readString(b.get(i)), a.get(i).toString());
    }

    private static List<Path> files(Path dir) throws Exception {
        try (Stream<Path> s = Files.walk(dir)) {
            return s.filter(Files::isRegularFile).sorted().toList();
        }
    }

    @Test
    void theSavedFolderRunsAsEpisodeRunDoesAndTheVerdictMatchesThePlaygroundRun(@TempDir Path tmp) throws Exception {
        Path dir = tmp.resolve("mine");
        PlaygroundExperiment x = helperExperiment();
        PlaygroundFolder.save(x, dir, BUNDLED);
        Result r = cli(new EpisodeCommand(), "run", PlaygroundRun.EPISODE_ID, "--variant", "contract", "--format", "json", "--content", dir.toString());
        assertEquals(0, r.exit(), r.err());
        JsonNode json = new ObjectMapper().readTree(r.out());
        // With atomic placement web and its helper are placed by one decision: the contract run keeps it.
        assertEquals("holds", json.get("verdict").get("verdict").asText(), json.get("verdict").toString());

        PlaygroundRun run = PlaygroundRun.run(x, PlaygroundPrediction.choiceId(0), 50.0, Locale.ENGLISH, BUNDLED);
        assertEquals(json.get("events").size(), run.contract().trace().size(), "the same run as the command line's");
        assertEquals(run.contract().verdict().outcome().key(), json.get("verdict").get("verdict").asText());
        // The claim on the contract run: together, the helper ships lines (the run's own measure says how many).
        ClaimComparison onContract = run.comparison().claims().get(1);
        assertEquals("contract", onContract.variantId());
        assertEquals(run.contract().linesShipped(new MemberRef("web-app", "log-helper")) >= 1, onContract.actual());
        assertTrue(onContract.sentence().startsWith("You said "), onContract.sentence());
        assertTrue(onContract.evidenceSeq() == null || onContract.sentence().contains("#" + onContract.evidenceSeq()), onContract.sentence());
        assertEquals(3, run.sentences().size(), "two claims and the number");
    }

    @Test
    void theVerdictIsInSpanishForASpanishLearner() throws Exception {
        PlaygroundRun run = PlaygroundRun.run(helperExperiment(), PlaygroundPrediction.choiceId(1), null, ES, BUNDLED);
        assertTrue(run.sentences().get(0).startsWith("Dijiste"), run.sentences().get(0));
    }

    @Test
    void runsThatDifferInWhatTheyRunSaveWithDiffersIn(@TempDir Path tmp) throws Exception {
        String one = PlaygroundStart.blank();
        String other = one.replace("- listen: 8080", "- listen: 9090");
        PlaygroundExperiment x = new PlaygroundExperiment("Another port", null, one, other, null, false);
        PlaygroundFolder.save(x, tmp.resolve("d"), BUNDLED);
        assertEquals(x, PlaygroundFolder.open(tmp.resolve("d")));
        assertEquals(0, cli(new ContentCommand(), "validate", tmp.resolve("d").toString()).exit());
        assertEquals("scenario", Investigation.loadAll(tmp.resolve("d"), Locale.ENGLISH).get(0).episodes().get(0).experiment().differsIn());
    }

    @Test
    void anExperimentThatIsNotValidContentIsRefusedAndNothingIsWritten(@TempDir Path tmp) {
        // The naive run keeps the guarantee the experiment is about: the format refuses that pair.
        PlaygroundExperiment x = new PlaygroundExperiment("Bad", Guarantee.SHARED_FATE, PlaygroundStart.blank(), PlaygroundStart.blank(), null, false);
        PlaygroundException e = assertThrows(PlaygroundException.class, () -> PlaygroundFolder.save(x, tmp.resolve("bad"), BUNDLED));
        assertFalse(e.problems().isEmpty());
        assertTrue(e.problems().get(0).toString().contains("naive.yaml"), e.problems().toString());
        assertFalse(Files.exists(tmp.resolve("bad")));
        assertFalse(Files.exists(tmp.resolve(".bad.saving")), "no half-written folder is left");
    }

    @Test
    void badPathsAreRefusedWithAClearMessage(@TempDir Path tmp) throws Exception {
        PlaygroundExperiment x = helperExperiment();
        Path file = Files.writeString(tmp.resolve("notes.txt"), "mine");
        PlaygroundException e = assertThrows(PlaygroundException.class, () -> PlaygroundFolder.save(x, file, BUNDLED));
        assertTrue(e.getMessage().contains("not a folder"), e.getMessage());
        assertEquals("mine", Files.readString(file));
        e = assertThrows(PlaygroundException.class, () -> PlaygroundFolder.save(x, Path.of("/dev/null"), BUNDLED));
        assertTrue(e.getMessage().contains("not a folder"), e.getMessage());
        e = assertThrows(PlaygroundException.class, () -> PlaygroundFolder.save(x, file.resolve("inside"), BUNDLED));
        assertTrue(e.getMessage().startsWith("Cannot write in"), e.getMessage());
        e = assertThrows(PlaygroundException.class, () -> PlaygroundFolder.save(x, Path.of("/proc/boundary-lab-playground"), BUNDLED));
        assertTrue(e.getMessage().startsWith("Cannot write in"), e.getMessage());
        Path other = Files.createDirectories(tmp.resolve("homework"));
        Files.writeString(other.resolve("essay.md"), "keep me");
        e = assertThrows(PlaygroundException.class, () -> PlaygroundFolder.save(x, other, ES, BUNDLED));
        assertTrue(e.getMessage().contains("no se sobrescribe"), e.getMessage());
        assertEquals("keep me", Files.readString(other.resolve("essay.md")));
        assertEquals(List.of(other.resolve("essay.md")), files(other));
        e = assertThrows(PlaygroundException.class, () -> PlaygroundFolder.open(other));
        assertTrue(e.getMessage().contains("not an experiment saved from the playground"), e.getMessage());
    }

    @Test
    void aPlaygroundFolderIsReplacedByTheNextSave(@TempDir Path tmp) throws Exception {
        Path dir = tmp.resolve("mine");
        PlaygroundFolder.save(helperExperiment(), dir, BUNDLED);
        PlaygroundExperiment second = helperExperiment().withTitle("Second thoughts");
        PlaygroundFolder.save(second, dir, BUNDLED);
        assertEquals(second, PlaygroundFolder.open(dir));
        assertNotNull(Investigation.loadAll(dir, Locale.ENGLISH).get(0).episode(PlaygroundRun.EPISODE_ID).orElse(null));
        try (Stream<Path> s = Files.list(tmp)) {
            assertEquals(List.of(dir), s.toList(), "nothing is left beside it");
        }
    }
}
