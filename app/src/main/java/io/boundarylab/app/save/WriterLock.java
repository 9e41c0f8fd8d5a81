package io.boundarylab.app.save;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The one-writer-at-a-time lock on a configuration folder: an OS lock on its {@code .lock} file,
 * held for as long as the app runs. The OS releases it when the process dies, even by
 * {@code kill -9}, so a crash never leaves the folder locked for ever. A second instance (another
 * process, or a second store in this one) does not get it and must not write.
 */
final class WriterLock implements AutoCloseable {
    static final String FILE = ".lock";

    /**
     * Folders this JVM holds the lock of. Process-wide on purpose: on Linux, closing <em>any</em>
     * channel to a locked file drops the process's lock on it, so a second store in this JVM must
     * learn that the folder is taken without opening the lock file at all.
     */
    private static final Set<Path> HELD = ConcurrentHashMap.newKeySet();

    private final Path folder;
    private final FileChannel channel;
    private final FileLock lock;

    private WriterLock(Path folder, FileChannel channel, FileLock lock) {
        this.folder = folder;
        this.channel = channel;
        this.lock = lock;
    }

    /**
     * @return the lock, or null when another instance holds it
     * @throws Unsupported when the file system cannot lock files
     * @throws IOException when the folder or its lock file cannot be created or opened
     */
    static WriterLock tryAcquire(Path folder) throws IOException {
        DurableFiles.ensureFolder(folder);
        Path real = folder.toRealPath();
        if (!HELD.add(real)) {
            return null;
        }
        FileChannel channel = null;
        try {
            channel = FileChannel.open(real.resolve(FILE), StandardOpenOption.CREATE, StandardOpenOption.WRITE);
            FileLock lock;
            try {
                lock = channel.tryLock();
            } catch (IOException e) {
                throw new Unsupported(e);
            }
            if (lock != null) {
                return new WriterLock(real, channel, lock);
            }
            channel.close();
            HELD.remove(real);
            return null;
        } catch (IOException | RuntimeException e) {
            if (channel != null) {
                channel.close();
            }
            HELD.remove(real);
            throw e;
        }
    }

    /** The folder's file system cannot lock files (some network file systems): it can still be written. */
    static final class Unsupported extends IOException {
        Unsupported(IOException cause) {
            super(cause.getMessage(), cause);
        }
    }

    @Override
    public void close() throws IOException {
        try {
            lock.release();
            channel.close();
        } finally {
            HELD.remove(folder);
        }
    }
}
