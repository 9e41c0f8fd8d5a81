package io.boundarylab.bridge.sandbox;

import io.boundarylab.bridge.host.Proc;
import io.boundarylab.bridge.host.RunId;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalLong;

/**
 * A run's state directory: who owns the run (PID and start time, so a reused PID is not mistaken
 * for the owner) and every cgroup directory made for it, written before each is made.
 */
public final class RunRecord {

    static final String OWNER = "owner";
    static final String CGROUPS = "cgroups";
    static final String VOLUMES = "volumes";

    private final Path dir;
    private final RunId id;

    RunRecord(Path stateDir, RunId id) {
        this.id = id;
        this.dir = stateDir.resolve(id.value());
    }

    public RunId id() {
        return id;
    }

    public Path dir() {
        return dir;
    }

    /**
     * Creates the record for a run owned by this JVM. It is written whole under a draft name no sweep reads, then
     * renamed into place in one step: a sweep in another thread or JVM never finds the run without its owner (which
     * it would judge dead).
     */
    static RunRecord create(Path stateDir, RunId id, Proc proc) {
        RunRecord r = new RunRecord(stateDir, id);
        Path draft = draftDir(stateDir, id);
        try {
            for (int attempt = 1; ; attempt++) {
                Files.createDirectories(stateDir);
                try {
                    Files.createDirectory(draft);
                    break;
                } catch (NoSuchFileException e) {
                    // Another run's clean-up removed the state folder, empty for that instant, in between: make it again.
                    if (attempt == 5) throw e;
                }
            }
            long pid = ProcessHandle.current().pid();
            OptionalLong start = proc.startTime(pid);
            Files.writeString(draft.resolve(OWNER), pid + " " + start.orElse(-1));
            Files.createFile(draft.resolve(CGROUPS));
            Files.move(draft, r.dir, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create run state in " + r.dir, e);
        }
        return r;
    }

    /** The prefix of a record being written; never a run id, so a sweep does not read it as a run. */
    static final String DRAFT_PREFIX = ".draft-";

    /** Where a run's record is written before it is renamed into place. */
    static Path draftDir(Path stateDir, RunId id) {
        return stateDir.resolve(DRAFT_PREFIX + id.value());
    }

    /** Notes a cgroup directory the run is about to make. */
    synchronized void addCgroup(Path cgroupDir) {
        try {
            Files.writeString(dir.resolve(CGROUPS), cgroupDir + "\n", StandardOpenOption.APPEND);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The cgroup directories the run made, in the order they were made. */
    List<Path> cgroups() {
        List<Path> out = new ArrayList<>();
        try {
            for (String line : Files.readAllLines(dir.resolve(CGROUPS))) {
                if (line.isBlank()) continue;
                Path p = Path.of(line.trim()).normalize();
                // Only a path inside a cgroup filesystem that names this run is ever removed.
                if (p.toString().contains("/" + id.value()) && p.startsWith("/sys/fs/cgroup")) out.add(p);
            }
        } catch (IOException e) {
            return out;
        }
        return out;
    }

    /** Whether the owning JVM still runs. A missing or unreadable owner counts as dead. */
    boolean ownerAlive(Proc proc) {
        try {
            String[] f = Files.readString(dir.resolve(OWNER)).trim().split(" ");
            return proc.isAlive(Long.parseLong(f[0]), Long.parseLong(f[1]));
        } catch (IOException | RuntimeException e) {
            return false;
        }
    }

    /** The directory where a pod volume is mounted inside the sandboxes' mount namespaces. */
    Path volumeDir(String pod, String volume) {
        return dir.resolve(VOLUMES).resolve(pod).resolve(volume);
    }
}
