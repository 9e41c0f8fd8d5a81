package io.boundarylab.testsupport;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class GoldenFilesTest {

    @TempDir
    Path root;

    private final ByteArrayOutputStream printed = new ByteArrayOutputStream();
    private final PrintStream out = new PrintStream(printed, true, StandardCharsets.UTF_8);

    private String printed() {
        return printed.toString(StandardCharsets.UTF_8);
    }

    @Test
    void normallyNothingIsWrittenAndTheFileIsReturnedAsIs() throws IOException {
        Files.writeString(root.resolve("a.trace"), "old\n");
        GoldenFiles golden = new GoldenFiles(root, false, out);
        assertEquals("old\n", golden.expected("a.trace", "new\n"));
        assertNull(golden.expected("missing.trace", "new\n"));
        assertEquals("old\n", Files.readString(root.resolve("a.trace")));
        assertFalse(Files.exists(root.resolve("missing.trace")));
        golden.printSummary();
        assertEquals("", printed());
        assertEquals(Map.of(), golden.changes());
    }

    @Test
    void anUpdateRunSaysWhichFilesItRewroteCreatedAndLeftAlone() throws IOException {
        Files.writeString(root.resolve("same.trace"), "x\n");
        Files.writeString(root.resolve("changed.trace"), "x\n");
        GoldenFiles golden = new GoldenFiles(root, true, out);
        assertEquals("x\n", golden.expected("same.trace", "x\n"));
        assertEquals("y\nz\n", golden.expected("changed.trace", "y\nz\n"));
        assertEquals("n\n", golden.expected("sub/new.txt", "n\n"));
        assertEquals("y\nz\n", Files.readString(root.resolve("changed.trace")));
        assertEquals("n\n", Files.readString(root.resolve("sub/new.txt")));

        String c = root.resolve("changed.trace").toString(), s = root.resolve("same.trace").toString(), n = root.resolve("sub/new.txt").toString();
        assertEquals(Map.of(c, GoldenFiles.Change.REWRITTEN, s, GoldenFiles.Change.UNCHANGED, n, GoldenFiles.Change.CREATED), golden.changes());
        assertTrue(printed().contains("*** REWRITTEN " + c + " (1 lines before, 2 now)"), printed());
        assertTrue(printed().contains("*** CREATED " + n), printed());
        assertTrue(printed().contains("unchanged  " + s), printed());

        golden.printSummary();
        assertTrue(printed().contains("REWRITTEN: 1\n    " + c), printed());
        assertTrue(printed().contains("CREATED: 1\n    " + n), printed());
        assertTrue(printed().contains("UNCHANGED: 1\n    " + s), printed());
    }

    @Test
    void aGoldenFileNoExampleProducesFailsNamingIt() throws IOException {
        Files.createDirectories(root.resolve("fate"));
        Files.writeString(root.resolve("fate/naive.txt"), "");
        Files.writeString(root.resolve("fate/gone.txt"), "");
        Files.writeString(root.resolve("removed-example.trace"), "");
        GoldenFiles golden = new GoldenFiles(root, false, out);
        assertEquals(List.of("fate/gone.txt", "removed-example.trace"), golden.orphans(List.of("fate/naive.txt", "fate/contract.txt")));
        AssertionError e = assertThrows(AssertionError.class, () -> golden.assertNoOrphans(List.of("fate/naive.txt")));
        assertTrue(e.getMessage().contains(root.resolve("fate/gone.txt").toString()), e.getMessage());
        assertTrue(e.getMessage().contains(root.resolve("removed-example.trace").toString()), e.getMessage());
        assertFalse(e.getMessage().contains("naive.txt"), e.getMessage());
        golden.assertNoOrphans(List.of("fate/naive.txt", "fate/gone.txt", "removed-example.trace"));
    }
}
