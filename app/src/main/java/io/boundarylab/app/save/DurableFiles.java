package io.boundarylab.app.save;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.DirectoryStream;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.Arrays;
import java.util.Set;

/**
 * Writes that survive a crash or a power cut at any moment, and the clean-up after one.
 *
 * <p>A write goes to {@code NAME.<random>.tmp} in the same folder (a rename is atomic only within
 * one file system), is forced to disk, renamed over {@code NAME}, and then the folder itself is
 * forced so that the rename is on disk too. Whatever instant the process dies, {@code NAME} holds
 * either the old bytes or the new ones, never a mixture; at worst a stale {@code .tmp} remains,
 * which {@link #removeStaleTemporaries} deletes at the next start.
 */
final class DurableFiles {
    /** How many damaged copies of one file are kept: {@code NAME.bad-1} (newest) to {@code NAME.bad-3}. */
    static final int BACKUPS = 3;

    private DurableFiles() {
    }

    static void write(Path file, byte[] bytes) throws IOException {
        Path parent = file.toAbsolutePath().getParent();
        ensureFolder(parent);
        if (Files.exists(file) && !Files.isRegularFile(file)) {
            // Renaming over a device, a folder or a pipe would destroy it (or, as root, /dev/null itself).
            throw new IOException(file + " is not a regular file; it was left as it is");
        }
        Path tmp = Files.createTempFile(parent, file.getFileName() + ".", ".tmp");
        try {
            try (FileChannel out = FileChannel.open(tmp, StandardOpenOption.WRITE, StandardOpenOption.TRUNCATE_EXISTING)) {
                ByteBuffer buffer = ByteBuffer.wrap(bytes);
                while (buffer.hasRemaining()) {
                    out.write(buffer);
                }
                out.force(true);
            }
            try {
                Files.move(tmp, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING);
            }
            forceFolder(parent);
        } finally {
            Files.deleteIfExists(tmp);
        }
    }

    /** Creates a folder and its parents, saying plainly which one is in the way when a file is. */
    static void ensureFolder(Path folder) throws IOException {
        for (Path p = folder; p != null; p = p.getParent()) {
            if (Files.exists(p)) {
                if (!Files.isDirectory(p)) {
                    // createDirectories would report only a path, which tells the learner nothing.
                    throw new IOException(p + " is a file, not a folder");
                }
                break;
            }
        }
        Files.createDirectories(folder);
    }

    /**
     * Forces a folder's entries (a rename, a new file) to disk. Some file systems (and Windows)
     * refuse to open or force a folder: the rename is then as durable as they make it.
     */
    static void forceFolder(Path folder) {
        try (FileChannel dir = FileChannel.open(folder, StandardOpenOption.READ)) {
            dir.force(true);
        } catch (IOException | UnsupportedOperationException e) {
            // Nothing better to do: the data itself was forced before the rename.
        }
    }

    /** Deletes the {@code NAME.*.tmp} files a killed write left behind, for the given names only. */
    static void removeStaleTemporaries(Path folder, Set<String> names) {
        try (DirectoryStream<Path> entries = Files.newDirectoryStream(folder, "*.tmp")) {
            for (Path p : entries) {
                String n = p.getFileName().toString();
                if (names.stream().anyMatch(name -> n.startsWith(name + ".")) && Files.isRegularFile(p, LinkOption.NOFOLLOW_LINKS)) {
                    Files.deleteIfExists(p);
                }
            }
        } catch (IOException e) {
            // A folder we cannot list is one we cannot write either; the save will say so.
        }
    }

    /**
     * Keeps a damaged file as {@code NAME.bad-1}, after shifting the older copies up by one (the
     * oldest beyond {@link #BACKUPS} is dropped): an earlier backup is never overwritten by a newer
     * one. With {@code bytes}, the backup is a durable copy of them and the file stays in place (to
     * be replaced whole by what could be read, with no moment without a file); without, the file
     * itself is moved aside (a rename, no copy of a huge file).
     *
     * @return the backup's path
     */
    static Path keepBackup(Path file, byte[] bytes) throws IOException {
        Path folder = file.toAbsolutePath().getParent();
        String name = file.getFileName().toString();
        deleteTree(folder.resolve(name + ".bad-" + BACKUPS));
        for (int i = BACKUPS - 1; i >= 1; i--) {
            Path from = folder.resolve(name + ".bad-" + i);
            if (Files.exists(from, LinkOption.NOFOLLOW_LINKS)) {
                Files.move(from, folder.resolve(name + ".bad-" + (i + 1)), StandardCopyOption.ATOMIC_MOVE);
            }
        }
        Path backup = folder.resolve(name + ".bad-1");
        if (bytes != null) {
            write(backup, bytes);
        } else {
            Files.move(file, backup, StandardCopyOption.ATOMIC_MOVE);
            forceFolder(folder);
        }
        return backup;
    }

    private static void deleteTree(Path p) throws IOException {
        if (Files.isDirectory(p, LinkOption.NOFOLLOW_LINKS)) {
            try (DirectoryStream<Path> entries = Files.newDirectoryStream(p)) {
                for (Path e : entries) {
                    deleteTree(e);
                }
            }
        }
        Files.deleteIfExists(p);
    }

    /**
     * Reads at most {@code limit} bytes; a longer file (or a device that never ends, such as
     * {@code /dev/zero}) is refused after reading {@code limit + 1} bytes, never read to the end.
     */
    static byte[] readAtMost(Path file, int limit) throws IOException {
        if (!Files.exists(file)) {
            throw new NoSuchFileException(file.toString());
        }
        if (Files.isDirectory(file)) {
            throw new FileAlreadyExistsException(file.toString(), null, "a folder, not a file");
        }
        try (InputStream in = Files.newInputStream(file)) {
            byte[] bytes = in.readNBytes(limit + 1);
            if (bytes.length > limit) {
                throw new TooLarge(limit);
            }
            return Arrays.copyOf(bytes, bytes.length);
        }
    }

    /** A file larger than its reader accepts. */
    static final class TooLarge extends IOException {
        final int limitBytes;

        TooLarge(int limitBytes) {
            super("larger than " + limitBytes + " bytes");
            this.limitBytes = limitBytes;
        }
    }
}
