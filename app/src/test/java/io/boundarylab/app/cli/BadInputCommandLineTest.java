package io.boundarylab.app.cli;

import io.boundarylab.engine.cli.ExitCodes;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;

import static io.boundarylab.app.cli.SimulateCommandTest.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/** Issue 13's command-line examples, each through the real entry point: a clear line and a documented exit code. */
class BadInputCommandLineTest {
    static final String EXAMPLE = SimulateCommandTest.EXAMPLES.resolve("helper-separate.yaml").toString();

    @TempDir
    Path dir;

    private static void oneLineNoStackTrace(SimulateCommandTest.Outcome o) {
        assertFalse(o.err().contains("\tat "), "no stack trace: " + o.err());
        assertEquals(1, o.err().strip().lines().count(), "one line: " + o.err());
    }

    private Path scenario(String until, String step) throws IOException {
        Path f = dir.resolve("s.yaml");
        Files.writeString(f, String.join("\n", "scenario: s", "until: " + until, "nodes:",
                "  - {name: n1, allocatable: {cpu: \"2\", memory: 4Gi}}", "pods:",
                "  - apiVersion: v1", "    kind: Pod", "    metadata: {name: p}", "    spec:", "      containers:",
                "        - name: c", "          image: x", "          x-sim: {steps: [" + step + "]}", ""));
        return f;
    }

    @Test
    void traceToDevFullReportsTheWriteErrorAndLeavesTheDevice() throws IOException {
        Path full = Path.of("/dev/full");
        assumeTrue(Files.exists(full), "Linux's /dev/full");
        SimulateCommandTest.Outcome o = run("simulate", EXAMPLE, "--trace", full.toString());
        assertEquals(ExitCodes.CANNOT_WRITE, o.code(), o.err());
        assertTrue(o.err().startsWith("--trace: /dev/full: cannot write: "), o.err());
        oneLineNoStackTrace(o);
        assertFalse(Files.isRegularFile(full, LinkOption.NOFOLLOW_LINKS), "/dev/full is still a device");
        assertEquals("1,7", devNumbers(full));
    }

    @Test
    void traceToDevNullLeavesTheDevice() throws IOException {
        Path devNull = Path.of("/dev/null");
        assumeTrue(Files.exists(devNull), "a Unix /dev/null");
        SimulateCommandTest.Outcome o = run("simulate", EXAMPLE, "--trace", devNull.toString());
        assertEquals(0, o.code(), o.err());
        assertFalse(Files.isRegularFile(devNull, LinkOption.NOFOLLOW_LINKS), "/dev/null is still a device");
        assertEquals("1,3", devNumbers(devNull));
    }

    /** The device's major and minor number: a regular file put in its place would have none. */
    private static String devNumbers(Path p) throws IOException {
        long rdev = ((Number) Files.getAttribute(p, "unix:rdev", LinkOption.NOFOLLOW_LINKS)).longValue();
        return (rdev >> 8 & 0xfff) + "," + (rdev & 0xff);
    }

    @Test
    @Timeout(30)
    void traceToANamedPipeStreamsIntoIt() throws Exception {
        Path fifo = dir.resolve("trace.fifo");
        Process mk = new ProcessBuilder("mkfifo", fifo.toString()).start();
        assumeTrue(mk.waitFor() == 0, "mkfifo is available");
        StringBuilder read = new StringBuilder();
        Thread reader = new Thread(() -> {
            try {
                read.append(Files.readString(fifo));
            } catch (IOException e) {
                read.append("failed: ").append(e);
            }
        });
        reader.start();
        SimulateCommandTest.Outcome o = run("simulate", EXAMPLE, "--trace", fifo.toString());
        reader.join(20_000);
        assertEquals(0, o.code(), o.err());
        assertTrue(read.toString().startsWith("{\"seq\":1,"), read.toString());
        assertFalse(Files.isRegularFile(fifo, LinkOption.NOFOLLOW_LINKS), "still a pipe");
    }

    @Test
    void traceToDashStreamsToStandardOutputBeforeTheResult() {
        SimulateCommandTest.Outcome o = run("simulate", EXAMPLE, "--trace", "-", "--format", "json");
        assertEquals(0, o.code(), o.err());
        assertTrue(o.out().startsWith("{\"seq\":1,"), o.out());
        assertTrue(o.out().contains("\"format\""), o.out());
        assertFalse(Files.exists(Path.of("-")), "no file named '-'");
    }

    @Test
    void traceToAFolderIsRefusedAndTheFolderKept() throws IOException {
        Path folder = Files.createDirectory(dir.resolve("out"));
        Files.writeString(folder.resolve("keep.txt"), "mine");
        SimulateCommandTest.Outcome o = run("simulate", EXAMPLE, "--trace", folder.toString());
        assertEquals(ExitCodes.CANNOT_WRITE, o.code());
        assertEquals("--trace: " + folder + ": is a folder; name a file inside it", o.err().strip());
        assertEquals("mine", Files.readString(folder.resolve("keep.txt")));
    }

    @Test
    void traceToALinkToAFileIsRefusedAndTheFileKept() throws IOException {
        Path target = Files.writeString(dir.resolve("precious.txt"), "mine");
        Path link = Files.createSymbolicLink(dir.resolve("link.jsonl"), target);
        SimulateCommandTest.Outcome o = run("simulate", EXAMPLE, "--trace", link.toString());
        assertEquals(ExitCodes.CANNOT_WRITE, o.code());
        assertTrue(o.err().contains("is a symbolic link"), o.err());
        assertEquals("mine", Files.readString(target));
        assertTrue(Files.isSymbolicLink(link));
    }

    /**
     * A folder that cannot be written: the tests run as root, who may write anywhere, so the path
     * goes under a regular file instead, which no user can create a file in.
     */
    @Test
    void traceIntoAFolderThatCannotBeWrittenIsACleanError() throws IOException {
        Path file = Files.writeString(dir.resolve("plain.txt"), "mine");
        SimulateCommandTest.Outcome o = run("simulate", EXAMPLE, "--trace", file.resolve("t.jsonl").toString());
        assertEquals(ExitCodes.CANNOT_WRITE, o.code());
        assertEquals("--trace: " + file.resolve("t.jsonl") + ": cannot write: a part of the path is not a folder", o.err().strip());
        assertEquals("mine", Files.readString(file));
    }

    /** A read-only folder for root too: the immutable attribute (chattr +i), where the file system has it. */
    @Test
    void traceIntoAnImmutableFolderIsACleanError() throws Exception {
        Path locked = Files.createDirectory(dir.resolve("locked"));
        assumeTrue(new ProcessBuilder("chattr", "+i", locked.toString()).start().waitFor() == 0, "chattr +i works here");
        try {
            SimulateCommandTest.Outcome o = run("simulate", EXAMPLE, "--trace", locked.resolve("t.jsonl").toString());
            assertEquals(ExitCodes.CANNOT_WRITE, o.code());
            assertTrue(o.err().startsWith("--trace: " + locked.resolve("t.jsonl") + ": cannot write: "), o.err());
            oneLineNoStackTrace(o);
        } finally {
            new ProcessBuilder("chattr", "-i", locked.toString()).start().waitFor();
        }
        try (var s = Files.list(locked)) {
            assertEquals(0, s.count());
        }
    }

    @Test
    void traceReplacesAnExistingRegularFileWhole() throws IOException {
        Path trace = Files.writeString(dir.resolve("t.jsonl"), "old\n".repeat(10_000));
        assertEquals(0, run("simulate", EXAMPLE, "--trace", trace.toString()).code());
        assertTrue(Files.readString(trace).startsWith("{\"seq\":1,"));
        assertFalse(Files.readString(trace).contains("old"));
        try (var s = Files.list(dir)) {
            assertEquals(1, s.count(), "no temporary file left behind");
        }
    }

    @Test
    @Timeout(20)
    void simulateDevZeroIsRefusedWithoutReadingItAll() {
        assumeTrue(Files.exists(Path.of("/dev/zero")));
        SimulateCommandTest.Outcome o = run("simulate", "/dev/zero");
        assertEquals(ExitCodes.BAD_INPUT, o.code());
        assertEquals("/dev/zero: too large: at most 1 MiB (see docs/limits.md)", o.err().strip());
    }

    @Test
    void untilOnTheCommandLineBeyondAHundredYearsIsTooLarge() throws IOException {
        SimulateCommandTest.Outcome o = run("simulate", scenario("1m", "{exit: 1}").toString(), "--until", "8760000h");
        assertEquals(ExitCodes.BAD_INPUT, o.code());
        assertEquals("--until: too large: at most 876000h (100 years)", o.err().strip());
    }

    @Test
    @Timeout(30)
    void aCrashLoopOverALongHorizonStopsAtTheEventBudget() throws IOException {
        Path f = scenario("876000h", "{exit: 1}");
        SimulateCommandTest.Outcome o = run("simulate", f.toString(), "--max-events", "20000");
        assertEquals(ExitCodes.EVENT_BUDGET, o.code(), o.err());
        assertTrue(o.err().startsWith(f + ": the run needed more than 20000 events and was stopped at "), o.err());
        oneLineNoStackTrace(o);
        assertEquals("", o.out());
    }

    @Test
    void anEmptyRunStepIsAClearErrorNotAStackTrace() throws IOException {
        Path f = scenario("1m", "run: ");
        Files.writeString(f, Files.readString(f).replace("x-sim: {steps: [run: ]}", "x-sim:\n            steps:\n              - run:"));
        SimulateCommandTest.Outcome o = run("simulate", f.toString());
        assertEquals(ExitCodes.BAD_INPUT, o.code());
        assertTrue(o.err().strip().endsWith("pods[0].spec.containers[0].x-sim.steps[0]: the step 'run' needs a value"), o.err());
        oneLineNoStackTrace(o);
    }

    @CommandLine.Command(name = "explode")
    static final class Explode implements Callable<Integer> {
        @Override
        public Integer call() {
            throw new IllegalStateException("an invariant the code relies on");
        }
    }

    private static SimulateCommandTest.Outcome runWithExplode(String... args) {
        StringWriter out = new StringWriter(), err = new StringWriter();
        int code = BoundaryLabCommand.run(new PrintWriter(out), new PrintWriter(err), cl -> cl.addSubcommand(new Explode()), args);
        return new SimulateCommandTest.Outcome(code, out.toString(), err.toString());
    }

    @Test
    void anInternalErrorIsOneLineSayingWhereToReportIt() {
        SimulateCommandTest.Outcome o = runWithExplode("explode");
        assertEquals(ExitCodes.INTERNAL_ERROR, o.code());
        oneLineNoStackTrace(o);
        assertTrue(o.err().contains("Please report it in the project's issue tracker"), o.err());
        assertTrue(o.err().contains("--debug"), o.err());
    }

    @Test
    void debugAddsTheStackTraceOfAnInternalError() {
        SimulateCommandTest.Outcome o = runWithExplode("--debug", "explode");
        assertEquals(ExitCodes.INTERNAL_ERROR, o.code());
        assertTrue(o.err().contains("an invariant the code relies on"), o.err());
        assertTrue(o.err().contains("\tat "), o.err());
    }

    @Test
    void anArabicLocaleStillPrintsAsciiDigits() {
        Locale before = Locale.getDefault();
        try {
            Locale.setDefault(new Locale("ar", "EG"));
            SimulateCommandTest.Outcome o = run("simulate", EXAMPLE, "--seed", "12345");
            assertEquals(0, o.code(), o.err());
            assertTrue(o.out().startsWith("scenario helper-separate, seed 12345, until 1m: "), o.out());
            assertTrue(o.out().chars().noneMatch(c -> c >= '\u0660' && c <= '\u0669'), "Arabic-Indic digits: " + o.out());
        } finally {
            Locale.setDefault(before);
        }
    }

    @Test
    void aFaultOnAPodOrNodeThatDoesNotExistHasNoLineNumber() {
        for (String[] fault : new String[][] {{"--evict", "5s:pod/nosuch"}, {"--fail-node", "5s:node/nope"}, {"--crash", "5s:pod/web-app/nosuch"},
                {"--evict", "5s:"}, {"--fail-node", "5s:"}, {"--evict", "99999999999999999999h:pod/web-app"}}) {
            SimulateCommandTest.Outcome o = run("episode", "run", "helper", fault[0], fault[1]);
            assertEquals(ExitCodes.BAD_INPUT, o.code(), String.join(" ", fault) + ": " + o.err());
            oneLineNoStackTrace(o);
            assertFalse(o.err().matches("(?s).*:\\d+:\\d+:.*"), "no line number: " + o.err());
            assertFalse(o.err().contains("For input string"), o.err());
        }
    }

    @Test
    @Timeout(20)
    void predictionsFromDevZeroAreRefusedWithoutReadingThemAll() {
        assumeTrue(Files.exists(Path.of("/dev/zero")));
        SimulateCommandTest.Outcome o = run("synthesis", "--predictions", "/dev/zero");
        assertEquals(ExitCodes.BAD_INPUT, o.code());
        assertEquals("Cannot read predictions from /dev/zero: it is larger than 1048576 bytes (a predictions file takes a few hundred).",
                o.err().strip());
    }

    @Test
    void aConfidenceThatIsNotAWholeNumberIsRefusedNotTurnedInto50() throws IOException {
        for (String confidence : new String[] {"\"very\"", "true", "0.6", "4294967346"}) {
            Path f = Files.writeString(dir.resolve("p.json"),
                    "{\"predictions\": [{\"episode\": \"helper\", \"choice\": \"enough\", \"confidence\": " + confidence + "}]}");
            SimulateCommandTest.Outcome o = run("synthesis", "--predictions", f.toString());
            assertEquals(ExitCodes.BAD_INPUT, o.code(), confidence + ": " + o.err());
            // The value sits at column 74 of the one line: after the 73 characters before it.
            assertEquals(f + ":1:74: predictions[0].confidence: must be a whole number from 0 to 100, not " + confidence,
                    o.err().strip());
        }
    }

    @Test
    void trailingTextInAPredictionsFileIsAnErrorAtItsPlace() throws IOException {
        Path f = Files.writeString(dir.resolve("p.json"), "{\"predictions\": []} trailing");
        SimulateCommandTest.Outcome o = run("synthesis", "--predictions", f.toString());
        assertEquals(ExitCodes.BAD_INPUT, o.code());
        assertEquals(f + ":1:21: predictions: unexpected 'trailing' here", o.err().strip());
        oneLineNoStackTrace(o);
    }

    @Test
    void episodeRunStopsCleanlyAtTheEventBudget() {
        SimulateCommandTest.Outcome o = run("episode", "run", "helper", "--max-events", "10");
        assertEquals(ExitCodes.EVENT_BUDGET, o.code(), o.err());
        assertTrue(o.err().startsWith("episode helper, variant naive: the run needed more than 10 events"), o.err());
        oneLineNoStackTrace(o);
    }
}
