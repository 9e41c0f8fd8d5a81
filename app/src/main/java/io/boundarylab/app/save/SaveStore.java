package io.boundarylab.app.save;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads and writes the learner's settings and progress as JSON. A write goes to a temporary file
 * in the same folder and is then moved over the old one, so a crash mid-write never leaves half a
 * file. A file that cannot be read is moved aside to {@code NAME.bak} and defaults are used: the
 * app always starts, and {@link #notices()} tells the learner what happened.
 */
public final class SaveStore {
    public static final String SETTINGS = "settings.json";
    public static final String PROGRESS = "progress.json";

    private final Path folder;
    private final ObjectMapper json = new ObjectMapper()
            .enable(SerializationFeature.INDENT_OUTPUT)
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);
    private final List<Notice> notices = new ArrayList<>();

    /** Something the learner should be told about their saved work. */
    public record Notice(String file, String backup, String problem) {
    }

    public SaveStore(Path folder) {
        this.folder = folder;
    }

    public Path folder() {
        return folder;
    }

    /** Problems met while loading, for the learner. */
    public List<Notice> notices() {
        return List.copyOf(notices);
    }

    public Settings loadSettings() {
        Settings s = read(SETTINGS, Settings.class);
        return s == null ? Settings.defaults() : s;
    }

    public Progress loadProgress() {
        Progress p = read(PROGRESS, Progress.class);
        return p == null ? Progress.empty() : p;
    }

    public void save(Settings settings) throws IOException {
        write(folder.resolve(SETTINGS), settings);
    }

    public void save(Progress progress) throws IOException {
        write(folder.resolve(PROGRESS), progress);
    }

    /** Writes progress to a file of the learner's choice (one file holds everything). */
    public void exportProgress(Progress progress, Path file) throws IOException {
        write(file, progress);
    }

    /** Reads a progress file the learner chose; throws with a readable message when it is not one. */
    public Progress importProgress(Path file) throws IOException {
        Progress p = json.readValue(file.toFile(), Progress.class);
        if (p == null) {
            throw new IOException(file + ": empty");
        }
        return p;
    }

    private <T> T read(String name, Class<T> type) {
        Path file = folder.resolve(name);
        if (!Files.exists(file)) {
            return null;
        }
        try {
            T value = json.readValue(file.toFile(), type);
            if (value == null) {
                throw new IOException("empty file");
            }
            return value;
        } catch (IOException | RuntimeException e) {
            Path backup = folder.resolve(name + ".bak");
            String problem = describe(e);
            try {
                Files.move(file, backup, StandardCopyOption.REPLACE_EXISTING);
                notices.add(new Notice(file.toString(), backup.toString(), problem));
            } catch (IOException moveFailed) {
                notices.add(new Notice(file.toString(), null, problem));
            }
            return null;
        }
    }

    private void write(Path file, Object value) throws IOException {
        Path parent = file.toAbsolutePath().getParent();
        Files.createDirectories(parent);
        Path tmp = Files.createTempFile(parent, file.getFileName().toString(), ".tmp");
        try {
            json.writeValue(tmp.toFile(), value);
            try {
                Files.move(tmp, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING);
            }
        } finally {
            Files.deleteIfExists(tmp);
        }
    }

    /** A short reason a learner can read: the parser's own words and where, without its internals. */
    private static String describe(Exception e) {
        if (e instanceof com.fasterxml.jackson.core.JsonProcessingException j) {
            String what = firstLine(j.getOriginalMessage());
            int cut = what.indexOf(" (");
            if (cut > 0) {
                what = what.substring(0, cut);
            }
            com.fasterxml.jackson.core.JsonLocation at = j.getLocation();
            return at == null ? what : what + " @" + at.getLineNr() + ":" + at.getColumnNr();
        }
        return firstLine(e.getMessage());
    }

    private static String firstLine(String s) {
        if (s == null) {
            return "";
        }
        int nl = s.indexOf('\n');
        return nl < 0 ? s : s.substring(0, nl);
    }
}
