package io.boundarylab.app.classroom;

import io.boundarylab.app.save.Progress;
import io.boundarylab.app.save.SavedExplanation;
import io.boundarylab.app.save.SavedPrediction;
import io.boundarylab.episodes.prediction.Verdict;
import io.boundarylab.episodes.content.Investigation;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ResultsFilesTest {
    static final String CODE = "ABCD-EFGH-JK";
    final ResultsFiles files = new ResultsFiles();

    static Results sample() throws Exception {
        Investigation inv = Investigation.loadBundled(Locale.ENGLISH);
        String first = inv.episodes().get(0).id();
        String second = inv.episodes().get(1).id();
        Progress p = Progress.empty()
                .predict("synthesis/a-claim", new SavedPrediction("yes", "", 50))
                .predict(second, new SavedPrediction("b", "order", 90, 3.0).withVerdict(Verdict.WRONG)
                        .withExplanation(SavedExplanation.written("the init ran first")))
                .predict(first, new SavedPrediction("a", "luck", 70).withVerdict(Verdict.RIGHT));
        return ResultsExport.of(p, inv, "abcd efgh jk", "Ada", Map.of(first, 41_000L), List.of(Results.DeckAnswer.chose("pre", "c1", "x", true)));
    }

    @Test
    void theExportFollowsTheContentsOrderAndCarriesEveryField() throws Exception {
        Results r = sample();
        Investigation inv = Investigation.loadBundled(Locale.ENGLISH);
        assertEquals(List.of(inv.episodes().get(0).id(), inv.episodes().get(1).id(), "synthesis/a-claim"),
                r.predictions().stream().map(Results.Prediction::key).toList());
        assertEquals(CODE, r.classCode());
        Results.Prediction wrong = r.predictions().get(1);
        assertEquals(Verdict.WRONG, wrong.verdict());
        assertEquals("the init ran first", wrong.explanation());
        assertEquals(3.0, wrong.quantity());
        assertEquals(41_000L, r.predictions().get(0).timeTakenMs());
        assertEquals(null, r.predictions().get(1).timeTakenMs());
    }

    @Test
    void aWrittenFileReadsBackWithItsSignatureAndLeavesNoTemporaryFile(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("class").resolve("ada.json");
        files.write(sample(), CODE, file);
        files.write(sample(), CODE, file);
        Results back = files.read(file, "abcd-efgh-jk");
        assertEquals(files.sign(sample(), CODE), back);
        try (Stream<Path> s = Files.list(file.getParent())) {
            assertEquals(List.of("ada.json"), s.map(p -> p.getFileName().toString()).toList());
        }
    }

    @Test
    void aHandEditedFileIsDetected(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("ada.json");
        files.write(sample(), CODE, file);
        String text = Files.readString(file);
        assertTrue(text.contains("\"confidencePercent\" : 70"), text);
        Files.writeString(file, text.replace("\"confidencePercent\" : 70", "\"confidencePercent\" : 95"));
        ResultsProblem p = assertThrows(ResultsProblem.class, () -> files.read(file, CODE));
        assertEquals(file + ":1:1: signature: does not match the file's contents: it was changed after Boundary Lab wrote it", p.getMessage());
        // Only spaces changed: the same results, still verified.
        Files.writeString(file, text.replace("\n", "\n  "));
        files.read(file, CODE);
    }

    @Test
    void aFileOfAnotherClassIsNamedSo(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("ada.json");
        files.write(sample(), CODE, file);
        ResultsProblem p = assertThrows(ResultsProblem.class, () -> files.read(file, "ZZZZ-ZZZZ"));
        assertTrue(p.getMessage().contains("classCode: the file is for class ABCD-EFGH-JK, not ZZZZ-ZZZZ"), p.getMessage());
    }

    @Test
    void badFilesGetALocatedMessage(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("r.json");
        files.write(sample(), CODE, file);
        String good = Files.readString(file);

        Files.writeString(file, "{\n  \"format\" : ");
        assertTrue(assertThrows(ResultsProblem.class, () -> files.read(file, CODE)).getMessage().startsWith(file + ":2:"));

        Files.writeString(file, good.replace("\"confidencePercent\" : 90", "\"confidencePercent\" : 190"));
        String msg = assertThrows(ResultsProblem.class, () -> files.read(file, CODE)).getMessage();
        assertTrue(msg.matches(java.util.regex.Pattern.quote(file.toString()) + ":\\d+:\\d+: predictions\\[1]\\.confidencePercent: must be 0 to 100, got 190"), msg);

        Files.writeString(file, good.replace("\"confidencePercent\" : 90", "\"confidencePercent\" : \"sure\""));
        msg = assertThrows(ResultsProblem.class, () -> files.read(file, CODE)).getMessage();
        assertTrue(msg.contains(": predictions[1].confidencePercent: "), msg);

        Files.writeString(file, good.replace("\"learner\"", "\"mood\" : \"x\",\n  \"learner\""));
        msg = assertThrows(ResultsProblem.class, () -> files.read(file, CODE)).getMessage();
        assertTrue(msg.contains(": mood: "), msg);

        Files.writeString(file, good.replace("\"format\" : \"boundary-lab/results/v1\",", ""));
        msg = assertThrows(ResultsProblem.class, () -> files.read(file, CODE)).getMessage();
        assertTrue(msg.contains(": format: missing"), msg);
    }

    @Test
    void theCommandLineChecksFilesAndExits2ForABadOne(@TempDir Path dir) throws Exception {
        Path good = dir.resolve("ada.json");
        Path bad = dir.resolve("bob.json");
        files.write(sample(), CODE, good);
        Files.writeString(bad, Files.readString(good).replace("\"learner\" : \"Ada\"", "\"learner\" : \"Bob\""));
        java.io.StringWriter out = new java.io.StringWriter();
        java.io.StringWriter err = new java.io.StringWriter();
        int exit = io.boundarylab.app.cli.BoundaryLabCommand.run(new java.io.PrintWriter(out), new java.io.PrintWriter(err),
                "class", "check", "--code", CODE, good.toString(), bad.toString());
        assertEquals(2, exit);
        assertEquals(good + ": ok, 3 predictions, 1 card answer", out.toString().strip());
        assertEquals(bad + ":1:1: signature: does not match the file's contents: it was changed after Boundary Lab wrote it", err.toString().strip());
    }

    /**
     * A file of the previous release (checked to verify with it) kept the class version in
     * {@code contentVersion} and a review's FSRS rating in {@code choice}: it still verifies and reads,
     * each under its field's name now, and a file written now names them {@code classVersion} and {@code rating}.
     */
    @Test
    void aFileOfTheEarlierReleaseStillVerifiesAndReadsUnderTheNewNames(@TempDir Path dir) throws Exception {
        Path old = dir.resolve("old.json");
        try (var in = ResultsFilesTest.class.getResourceAsStream("results-of-an-earlier-release.json")) {
            Files.write(old, in.readAllBytes());
        }
        Results r = files.read(old, CODE);
        assertEquals("5d0c0ffee0ddf00d5d0c0ffee0ddf00d5d0c0ffee0ddf00d5d0c0ffee0ddf00d", r.classVersion());
        assertEquals(List.of(Results.DeckAnswer.chose("pre", "c2", "b", false), new Results.DeckAnswer("review", "c1", null, "easy", true)), r.deck());
        assertEquals(2.5, r.predictions().get(0).quantity());

        Path now = dir.resolve("now.json");
        files.write(r.withSignature(null), CODE, now);
        String written = Files.readString(now);
        assertTrue(written.contains("\"classVersion\" : \"5d0c0ffee0dd") && !written.contains("contentVersion"), written);
        assertTrue(written.contains("\"rating\" : \"easy\"") && !written.contains("\"choice\" : \"easy\""), written);
        assertEquals(r.deck(), files.read(now, CODE).deck());
    }
}
