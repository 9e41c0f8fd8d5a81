package io.boundarylab.app.export;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The app's exports write as the command line's trace does: never over a folder or through a link. */
class OutputFileTest {
    @TempDir
    Path dir;

    @Test
    void anExportIntoAFolderIsRefusedAndTheFolderKept() throws IOException {
        Path folder = Files.createDirectory(dir.resolve("transcripts"));
        IOException e = assertThrows(IOException.class, () -> Exports.writeText(folder, "text"));
        assertEquals(folder + ": is a folder; name a file inside it", e.getMessage());
        assertTrue(Files.isDirectory(folder));
    }

    @Test
    void anExportThroughALinkLeavesTheLinkedFile() throws IOException {
        Path target = Files.writeString(dir.resolve("notes.txt"), "mine");
        Path link = Files.createSymbolicLink(dir.resolve("export.html"), target);
        assertThrows(OutputFile.OutputException.class, () -> Exports.writeText(link, "text"));
        assertEquals("mine", Files.readString(target));
    }

    @Test
    void anExportReplacesARegularFileWhole() throws IOException {
        Path file = Files.writeString(dir.resolve("t.html"), "old ".repeat(1000));
        Exports.writeText(file, "new");
        assertEquals("new", Files.readString(file));
    }

    @Test
    void aFailedStandardOutputIsReported() {
        Writer broken = new Writer() {
            @Override
            public void write(char[] buf, int off, int len) throws IOException {
                throw new IOException("Broken pipe");
            }

            @Override
            public void flush() {
            }

            @Override
            public void close() {
            }
        };
        OutputFile.OutputException e = assertThrows(OutputFile.OutputException.class,
                () -> OutputFile.write(Path.of("-"), "text", new PrintWriter(broken)));
        assertEquals("standard output: cannot write", e.getMessage());
    }
}
