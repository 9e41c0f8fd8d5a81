package io.boundarylab.app.save;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import io.boundarylab.episodes.deck.Review;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.BiFunction;

/**
 * Reads and writes the learner's settings and progress as JSON in the configuration folder.
 *
 * <ul>
 * <li>Every write is durable and atomic ({@link DurableFiles}): a crash or {@code kill -9} at any
 *     moment leaves the previous file or the new one, whole.</li>
 * <li>A damaged file loses only what is damaged ({@link Salvage}); the file as it was is kept as
 *     {@code NAME.bad-1} (older ones shift to {@code .bad-2}, {@code .bad-3}), and
 *     {@link #notices()} tells the learner what was left out. The app always starts.</li>
 * <li>One writer per folder: {@link #open} takes the folder's lock; a second instance gets a
 *     read-only store, says so, and never writes.</li>
 * <li>Writes are ordered by {@link Snapshot} number, taken when the snapshot is made: a slow
 *     background save of an older state can never replace the newer one written on exit.</li>
 * </ul>
 */
public final class SaveStore implements AutoCloseable {
    public static final String SETTINGS = "settings.json";
    public static final String PROGRESS = "progress.json";
    /** The concept deck's state (see {@link SavedDeck}). */
    public static final String DECK = "deck.json";
    /** The concept deck's review log, one CSV row per graded answer (see {@link ReviewLog}). */
    public static final String REVIEWS = ReviewLog.FILE;
    /** The playground's work in progress (see {@link PlaygroundDraft}). */
    public static final String PLAYGROUND = "playground-draft.json";
    /** The investigation whose progress {@value #PROGRESS} has always held (017). */
    public static final String DEFAULT_INVESTIGATION = "node-execution-principles";
    private volatile String progressFile = PROGRESS;
    /** The largest saved file read; a larger one is set aside unread (a learner's file is a few kB). */
    public static final int MAX_BYTES = 16 * 1024 * 1024;

    private final Path folder;
    private final List<Notice> notices = new ArrayList<>();
    private final WriterLock lock;
    private final boolean readOnly;
    private final AtomicLong sequence = new AtomicLong();
    private final Map<String, Long> written = new HashMap<>();

    /**
     * The one JSON mapper, made when a file is first written: on a cold JVM Jackson's start costs
     * 0.2 s, which a start need not pay before its first frame (files are read with {@link JsonTree}).
     */
    private static final class Json {
        static final ObjectMapper MAPPER = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
    }

    /** What the learner should be told about their saved work. */
    public enum Kind {
        /** The file could not be read at all; defaults are used. */
        UNREADABLE,
        /** Some fields or entries were left out ({@link Notice#dropped()}); the rest is kept. */
        PARTLY_READ,
        /** Another instance is writing this folder: this one shows the saved work but saves nothing. */
        READ_ONLY,
        /** The folder cannot be written (the reason is {@link Notice#problem()}); saves will fail and say so. */
        CANNOT_SAVE
    }

    /**
     * Something the learner should be told about their saved work.
     *
     * @param file    the file concerned (the folder for {@link Kind#READ_ONLY} and {@link Kind#CANNOT_SAVE})
     * @param backup  where the file as it was is kept, or null when it was not moved
     * @param problem a short reason, or null when {@code dropped} says it all
     * @param dropped what was left out, for {@link Kind#PARTLY_READ}
     */
    public record Notice(Kind kind, String file, String backup, String problem, List<Dropped> dropped) {
        public Notice {
            dropped = List.copyOf(dropped);
        }
    }

    /** A state to save, numbered when it was taken so that an older one never replaces a newer one. */
    public static final class Snapshot {
        private final String name;
        private final Object value;
        private final long number;

        private Snapshot(String name, Object value, long number) {
            this.name = name;
            this.value = value;
            this.number = number;
        }
    }

    /**
     * A store that does not take the folder's lock, for reading and writing files on request
     * (tests, tools). The app uses {@link #open}.
     */
    public SaveStore(Path folder) {
        this(folder, null, false);
    }

    private SaveStore(Path folder, WriterLock lock, boolean readOnly) {
        this.folder = folder;
        this.lock = lock;
        this.readOnly = readOnly;
    }

    /**
     * Opens the folder as the app does: takes its writer lock and removes the temporary files a
     * killed write left. Without the lock (another instance has it) the store is read-only and a
     * {@link Kind#READ_ONLY} notice says so; a folder that cannot be created gives a
     * {@link Kind#CANNOT_SAVE} notice, and each save then reports the failure.
     */
    public static SaveStore open(Path folder) {
        WriterLock lock;
        try {
            lock = WriterLock.tryAcquire(folder);
        } catch (WriterLock.Unsupported e) {
            // Saving still works, without the guard against a second instance (documented in docs/limits.md).
            return new SaveStore(folder, null, false);
        } catch (IOException e) {
            SaveStore store = new SaveStore(folder, null, false);
            store.notices.add(new Notice(Kind.CANNOT_SAVE, folder.toString(), null, ReadProblems.describe(e), List.of()));
            return store;
        }
        if (lock == null) {
            SaveStore store = new SaveStore(folder, null, true);
            store.notices.add(new Notice(Kind.READ_ONLY, folder.toString(), null, null, List.of()));
            return store;
        }
        // Only the writer may clean up: another instance's temporary file may be a write in progress.
        DurableFiles.removeStaleTemporaries(folder, Set.of(SETTINGS, PROGRESS, DECK, PLAYGROUND));
        return new SaveStore(folder, lock, false);
    }

    public Path folder() {
        return folder;
    }

    /** Whether another instance writes this folder, so this store saves nothing. */
    public boolean readOnly() {
        return readOnly;
    }

    /** Problems met while opening and loading, for the learner. */
    public List<Notice> notices() {
        return List.copyOf(notices);
    }

    public Settings loadSettings() {
        Settings s = read(SETTINGS, Salvage::settings);
        return s == null ? Settings.defaults() : s;
    }

    public Progress loadProgress() {
        Progress p = read(progressFile, Salvage::progress);
        return p == null ? Progress.empty() : p;
    }

    /**
     * The concept deck; an empty one when there is no file yet. A deck saved in an older format
     * (SM-2's) is converted as it is read and written back at once in the current one.
     */
    public SavedDeck loadDeck() {
        SavedDeck d = read(DECK, Salvage::deck);
        if (d == null) return SavedDeck.empty();
        // Only SM-2's format is converted: a format this version does not know is read as it is, not rewritten.
        if (!SavedDeck.SM2_FORMAT.equals(d.format())) return d;
        SavedDeck converted = new SavedDeck(SavedDeck.FORMAT, d.cards());
        try {
            write(snapshot(converted));
        } catch (IOException e) {
            // The next save writes it; a folder that cannot be written is reported at each save.
        }
        return converted;
    }

    /**
     * Appends one review to the deck's review log ({@value ReviewLog#FILE}), unless this store
     * is read-only. In the order called: one append at a time.
     */
    public synchronized void logReview(Review review) throws IOException {
        if (readOnly) return;
        ReviewLog.append(folder.resolve(REVIEWS), review);
    }

    /** Every review in the deck's review log, in the order answered; none when nothing was reviewed. */
    public List<ReviewLog.Logged> reviews() throws IOException {
        return ReviewLog.read(folder.resolve(REVIEWS));
    }

    /**
     * The playground's draft, or null when there is none or it could not be read at all. A damaged
     * one is set aside as {@code NAME.bad-1} (nothing of it lost) and the notices returned say so.
     */
    public synchronized Loaded<PlaygroundDraft> loadPlaygroundDraft() {
        int before = notices.size();
        PlaygroundDraft d = read(PLAYGROUND, Salvage::playgroundDraft);
        return new Loaded<>(d, notices.subList(before, notices.size()));
    }

    /** What was read, and what the learner should be told about it (empty when all went well). */
    public record Loaded<T>(T value, List<Notice> notices) {
        public Loaded {
            notices = List.copyOf(notices);
        }
    }

    /** Takes a numbered snapshot now, to be written later (for example on a background thread). */
    public Snapshot snapshot(PlaygroundDraft draft) {
        return new Snapshot(PLAYGROUND, draft, sequence.incrementAndGet());
    }

    /** Takes a numbered snapshot now, to be written later (for example on a background thread). */
    public Snapshot snapshot(SavedDeck deck) {
        return new Snapshot(DECK, deck, sequence.incrementAndGet());
    }

    /**
     * Where an investigation's progress is kept: Investigation 017's (and any content's without an
     * id) in {@value #PROGRESS}, as before there were several, so progress saved then still loads;
     * each other's in {@code progress-<id>.json}, so that section ids two investigations share
     * ("hook", "contract") are never mixed.
     */
    public static String progressFileFor(String investigationId) {
        if (investigationId == null || DEFAULT_INVESTIGATION.equals(investigationId)) return PROGRESS;
        return "progress-" + investigationId.replaceAll("[^A-Za-z0-9-]", "_") + ".json";
    }

    /** Keeps progress in the file of this investigation from now on, and reads what it holds. */
    public synchronized Progress useProgressOf(String investigationId) {
        progressFile = progressFileFor(investigationId);
        return loadProgress();
    }

    /**
     * Reads an investigation's saved progress without switching to it and without touching its
     * file: a damaged one is neither set aside nor repaired here (opening the investigation does
     * that, and tells the learner). Empty when there is none or it cannot be read at all.
     */
    public Progress peekProgressOf(String investigationId) {
        Path file = folder.resolve(progressFileFor(investigationId));
        try {
            if (!Files.isRegularFile(file)) {
                return Progress.empty();
            }
            Progress p = JsonTree.object(DurableFiles.readAtMost(file, MAX_BYTES), new Salvage(), Salvage::progress);
            return p == null ? Progress.empty() : p;
        } catch (IOException | RuntimeException e) {
            return Progress.empty();
        }
    }

    /** The file progress is read from and written to now. */
    public String progressFile() {
        return progressFile;
    }

    /** Takes a numbered snapshot now, to be written later (for example on a background thread). */
    public Snapshot snapshot(Settings settings) {
        return new Snapshot(SETTINGS, settings, sequence.incrementAndGet());
    }

    /** Takes a numbered snapshot now, to be written later (for example on a background thread). */
    public Snapshot snapshot(Progress progress) {
        return new Snapshot(progressFile, progress, sequence.incrementAndGet());
    }

    /**
     * Writes a snapshot unless a newer one of the same file is already written, or the store is
     * read-only. One write at a time: a later caller waits for the write in progress.
     *
     * @return whether the file was written
     */
    public synchronized boolean write(Snapshot snapshot) throws IOException {
        Long last = written.get(snapshot.name);
        if (readOnly || (last != null && last > snapshot.number)) {
            return false;
        }
        DurableFiles.write(folder.resolve(snapshot.name), Json.MAPPER.writeValueAsBytes(snapshot.value));
        written.put(snapshot.name, snapshot.number);
        return true;
    }

    public void save(Settings settings) throws IOException {
        write(snapshot(settings));
    }

    public void save(Progress progress) throws IOException {
        write(snapshot(progress));
    }

    /** Writes progress to a file of the learner's choice (one file holds everything). */
    public void exportProgress(Progress progress, Path file) throws IOException {
        DurableFiles.write(file, Json.MAPPER.writeValueAsBytes(progress));
    }

    /**
     * Reads a progress file the learner chose. Unlike the saved file, it is all or nothing: a
     * damaged one is refused with the first problem, and the progress shown stays as it was.
     */
    public Progress importProgress(Path file) throws IOException {
        Salvage salvage = new Salvage();
        Progress p = JsonTree.object(DurableFiles.readAtMost(file, MAX_BYTES), salvage, Salvage::progress);
        if (!salvage.dropped().isEmpty()) {
            Dropped first = salvage.dropped().get(0);
            throw new IOException(first.field() + ": " + first.problem().name().toLowerCase().replace('_', ' '));
        }
        return p;
    }

    /** Releases the folder's writer lock (on exit; the OS also does it if the process dies). */
    @Override
    public void close() throws IOException {
        if (lock != null) {
            lock.close();
        }
    }

    private <T> T read(String name, BiFunction<Salvage, JsonNode, T> reader) {
        Path file = folder.resolve(name);
        if (!Files.exists(file)) {
            return null;
        }
        Salvage salvage = new Salvage();
        byte[] bytes;
        T value;
        try {
            if (!Files.isRegularFile(file)) {
                // A pipe would block the start for ever, a device never end: neither is saved work.
                throw new IOException("not a regular file");
            }
            bytes = DurableFiles.readAtMost(file, MAX_BYTES);
            value = JsonTree.object(bytes, salvage, reader);
        } catch (IOException | RuntimeException e) {
            setAside(file, null, Kind.UNREADABLE, ReadProblems.describe(e), List.of());
            return null;
        }
        if (!salvage.dropped().isEmpty()) {
            String backup = setAside(file, bytes, Kind.PARTLY_READ, null, salvage.dropped());
            if (backup != null) {
                try {
                    // What was kept replaces the damaged file at once (the backup holds it as it was); no moment without a file.
                    write(new Snapshot(name, value, sequence.incrementAndGet()));
                } catch (IOException e) {
                    // The next save tries again, and reports it if it fails too.
                }
            }
        }
        return value;
    }

    /**
     * Keeps the file as a numbered backup (a copy of {@code copy} when given, else the file moved
     * aside), unless this store is read-only (the writer owns the file).
     *
     * @return the backup, or null when the file stayed where it was
     */
    private String setAside(Path file, byte[] copy, Kind kind, String problem, List<Dropped> dropped) {
        String backup = null;
        if (!readOnly) {
            try {
                backup = DurableFiles.keepBackup(file, copy).toString();
            } catch (IOException e) {
                // Kept in place: the next save replaces it, which is what happens without a backup anyway.
            }
        }
        notices.add(new Notice(kind, file.toString(), backup, problem, dropped));
        return backup;
    }
}
