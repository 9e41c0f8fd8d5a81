package io.boundarylab.app.export;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;

/**
 * Writes a file the learner named (a trace, an export) without ever destroying what is there.
 *
 * <ul>
 *   <li>{@code -} means standard output: the text is streamed there.</li>
 *   <li>A path that does not exist yet, or names a regular file, is written to a temporary file
 *       beside it and moved into place, so a crash never leaves half a file.</li>
 *   <li>A character device ({@code /dev/null}, {@code /dev/full}) or a named pipe is streamed to:
 *       moving a file over it would replace the device for the whole machine (we often run as root).</li>
 *   <li>A folder, a disk (block device) or a symbolic link to a regular file or folder is refused:
 *       replacing a link would write somewhere the learner did not name.</li>
 * </ul>
 * Every failure is an {@link OutputException} whose message is one line in the learner's words.
 */
public final class OutputFile {
    /** The name that means standard output. */
    public static final String STDOUT = "-";

    // The file type bits of a Unix mode (see stat(2)): S_IFMT and the two device kinds.
    private static final int S_IFMT = 0170000;
    private static final int S_IFBLK = 0060000;

    private OutputFile() {
    }

    /** A file that cannot be written, with a one-line message naming it. */
    public static final class OutputException extends IOException {
        private static final long serialVersionUID = 1L;

        public OutputException(String message, Throwable cause) {
            super(message, cause);
        }
    }

    /**
     * Writes {@code text} (UTF-8) to {@code target}; {@code stdout} receives it when the target is {@code -}.
     * {@code stdout} is flushed, never closed.
     */
    public static void write(Path target, String text, Writer stdout) throws OutputException {
        if (target.toString().equals(STDOUT)) {
            try {
                stdout.write(text);
                stdout.flush();
            } catch (IOException e) {
                throw fail(target, e);
            }
            // A PrintWriter keeps its errors to itself: ask.
            if (stdout instanceof PrintWriter p && p.checkError()) throw new OutputException("standard output: cannot write", null);
            return;
        }
        byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
        BasicFileAttributes own;
        try {
            own = Files.readAttributes(target, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
        } catch (NoSuchFileException e) {
            own = null;
        } catch (IOException e) {
            throw fail(target, e);
        }
        if (own == null || own.isRegularFile()) {
            replace(target, bytes, own != null);
            return;
        }
        if (own.isDirectory()) throw new OutputException(target + ": is a folder; name a file inside it", null);
        // A link, a device, a pipe or a socket: look at what it leads to without changing the link.
        BasicFileAttributes leadsTo;
        try {
            leadsTo = Files.readAttributes(target, BasicFileAttributes.class);
        } catch (IOException e) {
            throw fail(target, e);
        }
        if (leadsTo.isRegularFile() || leadsTo.isDirectory()) {
            throw new OutputException(target + ": is a symbolic link; name the file it points to instead (or '-' for standard output)", null);
        }
        if (isBlockDevice(target)) throw new OutputException(target + ": is a disk device; refusing to write over it", null);
        stream(target, bytes);
    }

    /** Temporary file beside the target, then a move: the target never holds half a text. */
    private static void replace(Path target, byte[] bytes, boolean exists) throws OutputException {
        Path dir = target.toAbsolutePath().getParent();
        Path tmp = null;
        try {
            Files.createDirectories(dir);
        } catch (FileAlreadyExistsException e) {
            throw new OutputException(target + ": cannot write: a part of the path is not a folder", e);
        } catch (IOException e) {
            throw fail(target, e);
        }
        try {
            tmp = Files.createTempFile(dir, "." + target.getFileName(), ".tmp");
            try (OutputStream o = Files.newOutputStream(tmp, StandardOpenOption.WRITE)) {
                o.write(bytes);
            }
            // Without REPLACE_EXISTING the move refuses anything created there meanwhile.
            if (exists) Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            else Files.move(tmp, target, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            throw fail(target, e);
        } finally {
            if (tmp != null) {
                try {
                    Files.deleteIfExists(tmp);
                } catch (IOException ignored) {
                    // The write itself already failed or succeeded; a leftover temporary file is harmless.
                }
            }
        }
    }

    /** Writes into a device or pipe as it is: never created, never truncated, never replaced. */
    private static void stream(Path target, byte[] bytes) throws OutputException {
        try (OutputStream o = Files.newOutputStream(target, StandardOpenOption.WRITE)) {
            o.write(bytes);
        } catch (IOException e) {
            throw fail(target, e);
        }
    }

    private static boolean isBlockDevice(Path p) {
        try {
            Object mode = Files.getAttribute(p, "unix:mode");
            return mode instanceof Integer m && (m & S_IFMT) == S_IFBLK;
        } catch (IOException | UnsupportedOperationException | IllegalArgumentException e) {
            return false; // no Unix attributes here (Windows): there are no block device paths either
        }
    }

    /** The failure in words: Java's file exceptions often carry only the path as their message. */
    static OutputException fail(Path target, IOException e) {
        String why;
        if (e instanceof AccessDeniedException) why = "permission denied";
        else if (e instanceof NoSuchFileException) why = "no such file or folder";
        else if (e instanceof NotDirectoryException || (e instanceof FileSystemException f && "Not a directory".equals(f.getReason()))) {
            why = "a part of the path is not a folder";
        }
        else if (e instanceof FileAlreadyExistsException) why = "something else appeared there while writing";
        else if (e instanceof FileSystemException f && f.getReason() != null) why = f.getReason();
        else why = e.getMessage() == null ? "write failed" : e.getMessage();
        return new OutputException(target + ": cannot write: " + why, e);
    }
}
