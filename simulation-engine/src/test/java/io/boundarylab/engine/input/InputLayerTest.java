package io.boundarylab.engine.input;

import io.boundarylab.engine.scenario.Scenario;
import io.boundarylab.engine.scenario.ScenarioException;
import io.boundarylab.engine.scenario.ScenarioReader;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/** Issue 13's reading examples: each file is read correctly or refused in one plain line at its place. */
class InputLayerTest {
    static final String SCENARIO = String.join("\n",
            "scenario: s",
            "until: 1m",
            "nodes:",
            "  - {name: node-1, allocatable: {cpu: &c \"2\", memory: 4Gi}}",
            "  - {name: node-2, allocatable: {cpu: *c, memory: 4Gi}}",
            "");

    private static ScenarioException refused(String text, String name) {
        return assertThrows(ScenarioException.class, () -> ScenarioReader.parse(text, name));
    }

    /** No library's class or method name in a message a learner reads. */
    private static void plain(String message) {
        for (String leak : new String[] {"Exception", "StreamReadConstraints", "org.", "java.", "Overflow", "Input length", "For input string", "Event", "Source", "Feature", "REDACTED"}) {
            assertFalse(message.contains(leak), "leaks '" + leak + "': " + message);
        }
        assertFalse(message.contains("\n"), "one line: " + message);
    }

    @Test
    void anAliasIsTheAnchoredValueNotTheAnchorsName() throws ScenarioException {
        Scenario s = ScenarioReader.parse(SCENARIO, "s.yaml");
        assertEquals(2000, s.nodes().get(1).allocatable().cpuMilli());
    }

    @Test
    void anAliasBombIsRefused() {
        StringBuilder bomb = new StringBuilder("a: &a [x, x, x, x, x, x, x, x, x]\n");
        for (char c = 'b'; c <= 'm'; c++) {
            char prev = (char) (c - 1);
            bomb.append(c).append(": &").append(c).append(" [*").append(prev);
            for (int i = 0; i < 8; i++) bomb.append(", *").append(prev);
            bomb.append("]\n");
        }
        ScenarioException e = refused(bomb.toString(), "bomb.yaml");
        assertTrue(e.problem().startsWith("too many aliases"), e.getMessage());
        plain(e.getMessage());
    }

    @Test
    void aBombWithFewAliasesIsRefusedByTheValueCount() {
        // Two aliases a level, 40 levels: well under the alias limit, 2^40 values once expanded.
        StringBuilder bomb = new StringBuilder("l0: &l0 [x, x]\n");
        for (int i = 1; i <= 40; i++) bomb.append("l").append(i).append(": &l").append(i).append(" [*l").append(i - 1).append(", *l").append(i - 1).append("]\n");
        ScenarioException e = refused(bomb.toString(), "bomb.yaml");
        assertTrue(e.problem().contains("at most 1000000"), e.getMessage());
    }

    @Test
    void anAliasInsideItsOwnAnchorIsRefused() {
        ScenarioException e = refused("a: &a [1, *a]\n", "loop.yaml");
        assertTrue(e.problem().startsWith("nested too deeply"), e.getMessage());
    }

    @Test
    void anUndefinedAliasNamesTheMissingAnchor() {
        ScenarioException e = refused(SCENARIO.replace("&c ", ""), "s.yaml");
        assertEquals("s.yaml:5:39: not valid YAML: '*c' names no anchor: write '&c' on a value before it".replace("not valid YAML: ", ""), e.getMessage());
    }

    @Test
    void aFileStartingWithABraceIsYamlUnlessNamedJson() throws ScenarioException {
        String flow = "{scenario: s, until: 1m, nodes: [{name: n, allocatable: {cpu: 1, memory: 1Gi}}]}";
        assertEquals("s", ScenarioReader.parse(flow, "flow.yaml").name());
        ScenarioException e = refused(flow, "flow.json");
        assertTrue(e.problem().startsWith("not valid JSON"), e.getMessage());
        plain(e.getMessage());
    }

    @Test
    void aSecondDocumentIsRefused() {
        ScenarioException e = refused(SCENARIO + "---\nscenario: t\n", "two.yaml");
        assertEquals("two.yaml:7:1: a second document (after '---'): a file holds one", e.getMessage());
    }

    @Test
    void textAfterTheJsonValueIsRefused() {
        ScenarioException e = refused("{\"scenario\": \"s\"} {}", "s.json");
        assertTrue(e.problem().startsWith("text after the end"), e.getMessage());
    }

    @Test
    void aNullValueIsAMissingField() throws ScenarioException {
        assertEquals(1, ScenarioReader.parse(SCENARIO + "seed: null\n", "s.yaml").seed());
        ScenarioException e = refused(SCENARIO.replace("scenario: s", "scenario: ~"), "s.yaml");
        assertEquals("required field is missing", e.problem());
    }

    @Test
    void aTabSaysTabsCannotIndent() {
        ScenarioException e = refused(SCENARIO.replace("  - {name: node-2", "\t- {name: node-2"), "tab.yaml");
        assertEquals("a tab cannot indent YAML; use spaces", e.problem());
        assertEquals(5, e.line());
    }

    @Test
    void bytesThatAreNotUtf8AreReportedAtTheirLine(@TempDir Path dir) throws IOException {
        Path f = dir.resolve("latin1.yaml");
        Files.write(f, "scenario: s\nuntil: 1m\nnodes: caf\u00e9\n".getBytes(StandardCharsets.ISO_8859_1));
        ScenarioException e = assertThrows(ScenarioException.class, () -> ScenarioReader.read(f));
        assertEquals(f + ":3:11: not UTF-8 text: save the file as UTF-8", e.getMessage());
        plain(e.getMessage());
    }

    @Test
    void nestingTooDeepIsPlainWordsInYamlAndJson() {
        String yaml = "a: " + "[".repeat(200) + "]".repeat(200) + "\n";
        String json = "{\"a\": " + "[".repeat(200) + "]".repeat(200) + "}";
        ScenarioException y = refused(yaml, "deep.yaml");
        ScenarioException j = refused(json, "deep.json");
        assertTrue(y.problem().startsWith("nested too deeply"), y.getMessage());
        assertTrue(j.problem().startsWith("nested too deeply"), j.getMessage());
        plain(y.getMessage());
        plain(j.getMessage());
    }

    @Test
    void aNumberWithTooManyDigitsInJsonIsPlainWords() {
        ScenarioException e = refused("{\"scenario\": \"s\", \"seed\": " + "9".repeat(500) + "}", "s.json");
        plain(e.getMessage());
    }

    @Test
    void aFileOverTheLimitIsRefusedBeforeParsing(@TempDir Path dir) throws IOException {
        Path f = dir.resolve("big.yaml");
        Files.writeString(f, "scenario: s\n# " + "x".repeat(InputText.MAX_BYTES) + "\n");
        ScenarioException e = assertThrows(ScenarioException.class, () -> ScenarioReader.read(f));
        assertEquals(f + ": too large: at most 1 MiB (see docs/limits.md)", e.getMessage());
    }

    @Test
    @Timeout(10)
    void devZeroIsRefusedAfterTheLimitInsteadOfFillingTheMemory() {
        Path zero = Path.of("/dev/zero");
        assumeTrue(Files.exists(zero), "a Unix device");
        ScenarioException e = assertThrows(ScenarioException.class, () -> ScenarioReader.read(zero));
        assertTrue(e.problem().startsWith("too large"), e.getMessage());
    }

    @Test
    @Timeout(20)
    void aFiveMegabyteSingleLineIsRefusedQuicklyAndOneMegabyteParsesInSeconds(@TempDir Path dir) throws IOException, InputProblem {
        StringBuilder line = new StringBuilder("{scenario: big, until: 1s, nodes: [");
        for (int i = 0; line.length() < 5_000_000; i++) line.append("{name: n").append(i).append(", allocatable: {cpu: \"2\", memory: 4Gi}},");
        Path five = dir.resolve("five.yaml");
        Files.writeString(five, line + "]}\n");
        assertThrows(ScenarioException.class, () -> ScenarioReader.read(five));
        // The largest file allowed, one line, parses well within the test's time limit.
        String one = line.substring(0, line.lastIndexOf("{name", InputText.MAX_BYTES - 10) - 1) + "]}";
        assertTrue(one.length() <= InputText.MAX_BYTES);
        assertInstanceOf(Located.MapValue.class, StructuredText.parse(one, "one.yaml"));
    }

    @Test
    void aHugeOrMultiLineValueIsQuotedShortOnOneLine() {
        ScenarioException huge = refused(SCENARIO.replace("scenario: s", "scenario: " + "x".repeat(200_000)), "s.yaml");
        assertTrue(huge.getMessage().length() < 300, huge.getMessage());
        ScenarioException twoLines = refused(SCENARIO + "platform: \"naive\\nor pod\"\n", "s.yaml");
        assertEquals("expected naive, pod or a map of the five guarantees, got 'naive or pod'", twoLines.problem());
        plain(twoLines.getMessage());
    }

    @Test
    void anUnfinishedJsonListNamesNoParserSettings() {
        ScenarioException e = refused("{\"nodes\":\n [", "s.json");
        assertEquals("s.json:2:3: not valid JSON: Unexpected end-of-input: expected close marker for Array", e.getMessage());
        plain(e.getMessage());
    }

    @Test
    void aFolderIsNotAFile(@TempDir Path dir) {
        ScenarioException e = assertThrows(ScenarioException.class, () -> ScenarioReader.read(dir));
        assertEquals(dir + ": is a folder, not a file", e.getMessage());
    }
}
