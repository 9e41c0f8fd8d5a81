package io.boundarylab.bridge.host;

import io.boundarylab.bridge.host.CgroupLayout.Hierarchy;
import io.boundarylab.bridge.host.CgroupLayout.KillMethod;
import io.boundarylab.bridge.host.CgroupLayout.Role;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;
import java.util.stream.Stream;

/**
 * Makes, fills, limits, kills and removes the bridge's control groups by writing the cgroup
 * filesystem directly, the same way for v2, hybrid and v1 (the {@link CgroupLayout} knows the
 * differences).
 */
public final class Cgroups {

    private final CgroupLayout layout;

    public Cgroups(CgroupLayout layout) {
        this.layout = layout;
    }

    public CgroupLayout layout() {
        return layout;
    }

    /** A group: its segments below the base, the same in every hierarchy. */
    public record Group(List<String> segments) {
        public Group {
            segments = List.copyOf(segments);
        }

        public Group child(String name) {
            List<String> s = new ArrayList<>(segments);
            s.add(name);
            return new Group(s);
        }

        public String name() {
            return segments.get(segments.size() - 1);
        }
    }

    /**
     * Makes the group (and its missing ancestors) in every hierarchy. {@code beforeMkdir} hears each
     * directory before it is made, so a run's record lists it even if the JVM dies a moment later.
     */
    public Group create(Group group, Consumer<Path> beforeMkdir) {
        for (Hierarchy h : layout.hierarchies()) {
            for (int attempt = 1; ; attempt++) {
                try {
                    createIn(h, group, beforeMkdir);
                    break;
                } catch (UncheckedIOException e) {
                    // Another run's clean-up removed the shared base, empty for that instant, between two of these steps
                    // (a run in another thread, or in another JVM on this machine): make it again.
                    if (!(e.getCause() instanceof NoSuchFileException) || attempt == BASE_ATTEMPTS) throw e;
                }
            }
        }
        return group;
    }

    /** How often a group is begun again when the base vanished under it: each time another run emptied and removed it. */
    private static final int BASE_ATTEMPTS = 5;

    private void createIn(Hierarchy h, Group group, Consumer<Path> beforeMkdir) {
        Path dir = h.base();
        ensure(h, dir, beforeMkdir);
        for (String s : group.segments()) {
            enableControllers(h, dir);
            dir = dir.resolve(check(s));
            ensure(h, dir, beforeMkdir);
        }
    }

    private static String check(String segment) {
        if (!RunId.isValid(segment)) Names.label(segment);
        return segment;
    }

    private void ensure(Hierarchy h, Path dir, Consumer<Path> beforeMkdir) {
        if (Files.isDirectory(dir)) return;
        if (dir.equals(h.base())) {
            enableControllers(h, dir.getParent());
        }
        beforeMkdir.accept(dir);
        try {
            Files.createDirectory(dir);
        } catch (java.nio.file.FileAlreadyExistsException e) {
            // another run made the shared base at the same moment
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create cgroup " + dir, e);
        }
    }

    /** On cgroup2 a child can carry a ceiling only if its parent delegates that controller. */
    private void enableControllers(Hierarchy h, Path dir) {
        if (!h.unified()) return;
        for (String c : layout.subtreeControllers()) {
            Path control = dir.resolve("cgroup.subtree_control");
            try {
                String current = Files.exists(control) ? Files.readString(control) : "";
                if (!List.of(current.trim().split("\\s+")).contains(c)) {
                    Files.writeString(control, "+" + c, StandardOpenOption.CREATE, StandardOpenOption.WRITE,
                            StandardOpenOption.APPEND);
                }
            } catch (IOException e) {
                throw new UncheckedIOException("cannot enable the " + c + " controller in " + dir, e);
            }
        }
    }

    /** The group's directory in the hierarchy serving a role. */
    public Optional<Path> dir(Group group, Role role) {
        return layout.hierarchy(role).map(h -> CgroupLayout.dir(h, group.segments()));
    }

    /** Every directory of the group, one per hierarchy. */
    public List<Path> dirs(Group group) {
        List<Path> out = new ArrayList<>();
        for (Hierarchy h : layout.hierarchies()) out.add(CgroupLayout.dir(h, group.segments()));
        return out;
    }

    /** Writes ceiling files in the hierarchy serving the role; optional swap files are skipped when absent. */
    public void limit(Group group, Role role, Map<String, String> files) {
        Path dir = dir(group, role).orElseThrow(() -> new IllegalStateException("no " + role + " controller"));
        for (Map.Entry<String, String> e : files.entrySet()) {
            Path f = dir.resolve(e.getKey());
            boolean optional = e.getKey().startsWith("memory.memsw") || e.getKey().equals("memory.swap.max");
            if (optional && !Files.exists(f)) continue;
            write(f, e.getValue());
        }
    }

    /** Moves a process into the group in every hierarchy. */
    public void attach(Group group, long pid) {
        for (Path dir : dirs(group)) write(dir.resolve("cgroup.procs"), Long.toString(pid));
    }

    /** Reads a file of the group in the hierarchy serving the role (cgroup files report size 0: read them whole). */
    public String read(Group group, Role role, String file) {
        Path dir = dir(group, role).orElseThrow(() -> new IllegalStateException("no " + role + " controller"));
        try {
            return Files.readString(dir.resolve(file));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The processes in the group and its descendants, as seen by the kill hierarchy. */
    public Set<Long> pids(Group group) {
        Set<Long> out = new LinkedHashSet<>();
        for (Path dir : dirs(group)) out.addAll(pidsBelow(dir));
        return out;
    }

    /** The processes in a cgroup directory and below it. */
    public static Set<Long> pidsBelow(Path dir) {
        Set<Long> out = new LinkedHashSet<>();
        if (!Files.isDirectory(dir)) return out;
        try (Stream<Path> walk = Files.walk(dir)) {
            walk.filter(p -> p.getFileName().toString().equals("cgroup.procs")).forEach(p -> {
                try {
                    for (String line : Files.readAllLines(p)) if (!line.isBlank()) out.add(Long.parseLong(line.trim()));
                } catch (IOException | NumberFormatException ignored) {
                    // the group vanished while we read it
                }
            });
        } catch (IOException | UncheckedIOException e) {
            return out;
        }
        return out;
    }

    /**
     * Kills every process of the group at once: cgroup2's {@code cgroup.kill} where the kernel has
     * it, otherwise freeze the group (so no member can fork or exit mid-way), SIGKILL each task, thaw.
     */
    public KillMethod kill(Group group) {
        KillMethod method = layout.killMethod().orElseThrow(() -> new IllegalStateException("no way to kill a cgroup"));
        Path dir = dir(group, Role.KILL).orElseThrow();
        killDir(dir, method);
        return method;
    }

    /** Kills every process below a directory of the kill hierarchy. */
    public static void killDir(Path dir, KillMethod method) {
        if (!Files.isDirectory(dir)) return;
        if (method == KillMethod.CGROUP_KILL && Files.exists(dir.resolve("cgroup.kill"))) {
            write(dir.resolve("cgroup.kill"), "1");
            return;
        }
        Path state = dir.resolve("freezer.state");
        boolean freezer = Files.exists(state);
        if (freezer) {
            write(state, "FROZEN");
            // v1 freezes asynchronously (FREEZING); list the tasks once none can fork any more.
            for (int i = 0; i < 100 && !readQuietly(state).startsWith("FROZEN"); i++) sleepQuietly(5);
        }
        for (long pid : pidsBelow(dir)) ProcessHandle.of(pid).ifPresent(ProcessHandle::destroyForcibly);
        if (freezer) write(state, "THAWED");
    }

    /** Waits until no process is left in the group; true if it emptied in time. */
    public boolean awaitEmpty(Group group, long timeoutMs) {
        long deadline = System.nanoTime() + timeoutMs * 1_000_000L;
        while (!pids(group).isEmpty()) {
            if (System.nanoTime() > deadline) return false;
            sleepQuietly(10);
        }
        return true;
    }

    /** Removes the group and its descendants in every hierarchy, deepest first. */
    public void remove(Group group) {
        for (Path dir : dirs(group)) removeTree(dir);
    }

    /** Removes the bridge's base directories where no run is left in them. */
    public void removeEmptyBases() {
        for (Hierarchy h : layout.hierarchies()) {
            try {
                Files.deleteIfExists(h.base());
            } catch (IOException e) {
                // another run still uses the base
            }
        }
    }

    /** Removes a cgroup directory tree, deepest first (cgroup directories are removed with rmdir only). */
    public static boolean removeTree(Path dir) {
        if (!Files.isDirectory(dir)) return true;
        List<Path> dirs = new ArrayList<>();
        try (Stream<Path> walk = Files.walk(dir)) {
            walk.filter(Files::isDirectory).forEach(dirs::add);
        } catch (IOException | UncheckedIOException e) {
            return false;
        }
        dirs.sort(Comparator.comparingInt(Path::getNameCount).reversed());
        boolean ok = true;
        for (Path d : dirs) {
            for (int attempt = 0; ; attempt++) {
                try {
                    Files.deleteIfExists(d);
                    break;
                } catch (java.nio.file.DirectoryNotEmptyException e) {
                    if (!isCgroupFs(d)) {
                        // a plain directory (unit tests): its files go first
                        deleteFiles(d);
                        continue;
                    }
                    if (attempt > 50) { ok = false; break; }
                    sleepQuietly(10);
                } catch (IOException e) {
                    // EBUSY while the last task is being reaped
                    if (attempt > 50) { ok = false; break; }
                    sleepQuietly(10);
                }
            }
        }
        return ok;
    }

    private static boolean isCgroupFs(Path d) {
        return d.toString().startsWith("/sys/fs/cgroup");
    }

    private static void deleteFiles(Path d) {
        try (DirectoryStream<Path> s = Files.newDirectoryStream(d)) {
            for (Path f : s) if (!Files.isDirectory(f)) Files.deleteIfExists(f);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static void write(Path file, String value) {
        try {
            Files.writeString(file, value, StandardOpenOption.CREATE, StandardOpenOption.WRITE,
                    StandardOpenOption.TRUNCATE_EXISTING);
        } catch (NoSuchFileException e) {
            throw new UncheckedIOException("no such cgroup file " + file, e);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write '" + value + "' to " + file + ": " + e.getMessage(), e);
        }
    }

    private static String readQuietly(Path file) {
        try {
            return Files.readString(file).trim();
        } catch (IOException e) {
            return "";
        }
    }

    static void sleepQuietly(long ms) {
        try {
            Thread.sleep(ms);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
