package io.boundarylab.episodes.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boundarylab.episodes.content.Investigation;
import io.boundarylab.episodes.prediction.Prediction;
import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** A predictions file is read as strictly as a scenario: one plain line with file:line:column for every problem. */
class PredictionsFileTest {
    private static Investigation inv;

    @TempDir
    Path tmp;

    @BeforeAll
    static void load() throws Exception {
        inv = Investigation.loadBundled(Locale.ENGLISH);
    }

    private String error(String content) throws Exception {
        Path f = tmp.resolve("p.json");
        Files.writeString(f, content);
        String m = assertThrows(IllegalArgumentException.class, () -> PredictionsFile.read(f, inv)).getMessage();
        assertFalse(m.contains("\n"), "one line: " + m);
        assertFalse(m.contains("com.fasterxml") || m.contains("Exception") || m.contains("(code "), "no library words: " + m);
        return m.substring(f.toString().length() + 1);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', quoteCharacter = '`', value = {
        // Confidence: a whole number from 0 to 100, nothing else (these all used to become 50, or 0).
        "[{\"episode\": \"helper\", \"choice\": \"enough\", \"confidence\": \"very\"}] | 1:58: predictions[0].confidence: must be a whole number from 0 to 100, not \"very\"",
        "[{\"episode\": \"helper\", \"choice\": \"enough\", \"confidence\": true}] | 1:58: predictions[0].confidence: must be a whole number from 0 to 100, not true",
        "[{\"episode\": \"helper\", \"choice\": \"enough\", \"confidence\": 4294967346}] | 1:58: predictions[0].confidence: must be a whole number from 0 to 100, not 4294967346",
        "[{\"episode\": \"helper\", \"choice\": \"enough\", \"confidence\": 0.6}] | 1:58: predictions[0].confidence: must be a whole number from 0 to 100, not 0.6",
        "[{\"episode\": \"helper\", \"choice\": \"enough\", \"confidence\": -1}] | 1:58: predictions[0].confidence: must be a whole number from 0 to 100, not -1",
        "[{\"episode\": \"helper\", \"choice\": \"enough\", \"confidence\": [70]}] | 1:58: predictions[0].confidence: must be a whole number from 0 to 100, not a list",
        // Types, names, shape.
        "[{\"episode\": 3, \"choice\": \"enough\"}] | 1:14: predictions[0].episode: must be text in quotes, not 3",
        "[{\"episode\": \"helper\", \"choice\": \"enough\", \"confidance\": 70}] | 1:44: predictions[0].confidance: unknown field 'confidance'; a prediction has episode, choice, reason, confidence, quantity",
        "[{\"episode\": \"helper\", \"choice\": \"enough\", \"episode\": \"fate\"}] | 1:53: predictions[0].episode: 'episode' is given twice",
        "[{\"choice\": \"enough\"}] | 1:2: predictions[0]: missing; every prediction needs \"episode\"",
        "[{\"episode\": \"nope\", \"choice\": \"enough\"}] | 1:14: predictions[0].episode: no episode 'nope'; the episodes are",
        "[{\"episode\": \"helper\", \"choice\": \"maybe\"}] | 1:34: predictions[0].choice: no choice 'maybe' in episode 'helper'; its choices are",
        "[{\"episode\": \"helper\", \"choice\": \"enough\", \"quantity\": -2}] | 1:56: predictions[0].quantity: must be a number from 0 to 1000000, not -2",
        "[{\"episode\": \"helper\", \"choice\": \"enough\", \"quantity\": \"12\"}] | 1:56: predictions[0].quantity: must be a number from 0 to 1000000, not \"12\"",
        "{\"predictions\": {\"episode\": \"helper\"}} | 1:17: predictions: must be a list [ ... ] of predictions",
        "{\"predictions\": [], \"extra\": 1} | 1:21: extra: unknown field; the file holds only \"predictions\"",
        "[\"helper\"] | 1:2: predictions[0]: each prediction is {\"episode\": ..., \"choice\": ...}",
        "42 | 1:1: predictions: expected {\"predictions\": [ {\"episode\": ..., \"choice\": ...} ]} or the list [ ... ] alone",
        // Syntax, in plain words; trailing content is refused.
        "[{\"episode\": \"helper\", \"choice\": \"enough\"}] trailing | 1:45: predictions: unexpected 'trailing' here",
        "[{\"episode\": \"helper\", \"choice\": \"enough\"}] [] | 1:45: predictions: more text after the end of the predictions",
        "[{\"episode\": \"helper\", | 1:23: predictions[0].episode: the file ends before the predictions do",
        "[{episode: \"helper\"}] | 1:3: predictions[0]: unexpected 'e' here",
        "`` | 1:1: predictions: the file is empty; write {\"predictions\": [ {\"episode\": ..., \"choice\": ...} ]}",
    })
    void eachProblemIsOneLocatedLine(String content, String expected) throws Exception {
        String m = error(content);
        assertTrue(m.startsWith(expected), "expected " + expected + "\n but got " + m);
    }

    @Test
    void theLineAndColumnAreThoseOfTheValue() throws Exception {
        assertEquals("3:18: predictions[1].confidence: must be a whole number from 0 to 100, not 101", error("""
                {"predictions": [
                  {"episode": "helper", "choice": "enough"},
                  {"confidence": 101, "episode": "fate", "choice": "fragments"}]}
                """));
    }

    @Test
    void aThousandDigitNumberIsSaidPlainly() throws Exception {
        String m = error("[{\"episode\": \"helper\", \"choice\": \"enough\", \"confidence\": " + "7".repeat(2000) + "}]");
        assertTrue(m.matches("1:\\d+: predictions\\[0\\]\\.confidence: a value too long or too deeply nested to read"), m);
    }

    @Test
    void aValidFileReadsWithItsDefaults() throws Exception {
        Path f = tmp.resolve("ok.json");
        Files.writeString(f, "{\"predictions\": [{\"episode\": \"helper\", \"choice\": \"enough\", \"confidence\": null, \"quantity\": 14},"
                + " {\"episode\": \"fate\", \"choice\": \"fragments\", \"reason\": \"why\", \"confidence\": 0}]}\n");
        assertEquals(List.of(new Prediction("helper", "enough", null, 50, 14.0), new Prediction("fate", "fragments", "why", 0, null)),
                PredictionsFile.read(f, inv));
    }

    @Test
    void anEndlessOrHugeFileIsRefusedWithoutReadingItAll() throws Exception {
        String m = assertTimeoutPreemptively(Duration.ofSeconds(10), () -> assertThrows(IllegalArgumentException.class,
                () -> PredictionsFile.read(Path.of("/dev/zero"), inv)).getMessage());
        assertEquals("Cannot read predictions from /dev/zero: it is larger than 1048576 bytes (a predictions file takes a few hundred).", m);
        Path big = tmp.resolve("big.json");
        try (RandomAccessFile f = new RandomAccessFile(big.toFile(), "rw")) {
            f.setLength(PredictionsFile.MAX_BYTES + 1L);
        }
        assertTrue(assertThrows(IllegalArgumentException.class, () -> PredictionsFile.read(big, inv)).getMessage().contains("larger than"));
    }

    @Test
    void aMissingFileOrAFolderIsSaidPlainly() {
        assertEquals("Cannot read predictions from " + tmp.resolve("none.json") + ": there is no such file",
                assertThrows(IllegalArgumentException.class, () -> PredictionsFile.read(tmp.resolve("none.json"), inv)).getMessage());
        assertEquals("Cannot read predictions from " + tmp + ": it is a folder, not a file",
                assertThrows(IllegalArgumentException.class, () -> PredictionsFile.read(tmp, inv)).getMessage());
    }

    @Test
    void bytesThatAreNotUtf8AreSaidPlainly() throws Exception {
        Path f = tmp.resolve("latin1.json");
        Files.write(f, new byte[] {'[', '{', '"', 'e', (byte) 0xFF, '"', ':', '1', '}', ']'});
        String m = assertThrows(IllegalArgumentException.class, () -> PredictionsFile.read(f, inv)).getMessage();
        assertTrue(m.endsWith("latin1.json:1:7: predictions[0]: not UTF-8 text"), m);
    }

    @Test
    void theCommandPrintsTheLineAndExitsWithTheUsageCode() throws Exception {
        Path f = tmp.resolve("p.json");
        Files.writeString(f, "[{\"episode\": \"helper\", \"choice\": \"enough\", \"confidence\": 0.6}]");
        CliTest.Result r = CliTest.run(new SynthesisCommand(), "--predictions", f.toString());
        assertEquals(2, r.exit());
        assertEquals(f + ":1:58: predictions[0].confidence: must be a whole number from 0 to 100, not 0.6", r.err().strip());
        CliTest.Result zero = assertTimeoutPreemptively(Duration.ofSeconds(20),
                () -> CliTest.run(new SynthesisCommand(), "--predictions", "/dev/zero"));
        assertEquals(2, zero.exit());
        assertTrue(zero.err().contains("larger than 1048576 bytes"), zero.err());
        assertTrue(CliTest.run(new SynthesisCommand(), "--help").out().replaceAll("\\s+", " ").contains("whole number from 0 to 100"), "the help says what is accepted");
    }
}
