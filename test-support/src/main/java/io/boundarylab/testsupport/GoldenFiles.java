package io.boundarylab.testsupport;

import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * A folder of golden files. Normally read only: a test compares its output with {@link #expected}.
 * With {@code -Dgolden.update=true} it rewrites the files whose content changed and says loudly,
 * file by file and in a closing summary, which it rewrote, created or left unchanged. In both
 * modes {@link #assertNoOrphans} fails on a golden file that no example produces any more.
 */
public final class GoldenFiles {

    /** The system property that switches to update mode. */
    public static final String UPDATE_PROPERTY = "golden.update";

    /** What an update run did to one file. */
    public enum Change { CREATED, REWRITTEN, UNCHANGED }

    private final Path root;
    private final boolean update;
    private final PrintStream out;
    private final Map<String, Change> changes = new TreeMap<>();

    /** The golden folder {@code root}, in update mode when {@code -Dgolden.update=true}. */
    public GoldenFiles(Path root) {
        this(root, Boolean.getBoolean(UPDATE_PROPERTY), System.out);
    }

    public GoldenFiles(Path root, boolean update, PrintStream out) {
        this.root = root;
        this.update = update;
        this.out = out;
    }

    public boolean updating() {
        return update;
    }

    public Path root() {
        return root;
    }

    /**
     * The golden text of {@code relative} (a path under the root) to compare {@code actual} with,
     * or null when there is no such file. In update mode the file is first rewritten when it
     * differs from {@code actual} (or created), and the change is printed.
     */
    public String expected(String relative, String actual) {
        Path file = root.resolve(relative);
        try {
            String before = Files.exists(file) ? Files.readString(file, StandardCharsets.UTF_8) : null;
            if (!update) return before;
            Change change = before == null ? Change.CREATED : before.equals(actual) ? Change.UNCHANGED : Change.REWRITTEN;
            if (change != Change.UNCHANGED) {
                Files.createDirectories(file.getParent());
                Files.writeString(file, actual, StandardCharsets.UTF_8);
            }
            synchronized (changes) {
                changes.put(name(file), change);
            }
            if (change == Change.UNCHANGED) {
                out.println("[golden.update] unchanged  " + name(file));
            } else {
                out.println("[golden.update] *** " + change + " " + name(file)
                        + (before == null ? "" : " (" + lines(before) + " lines before, " + lines(actual) + " now): review the diff before committing"));
            }
            return actual;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** What this update run did, by file; empty when not updating. */
    public Map<String, Change> changes() {
        synchronized (changes) {
            return new TreeMap<>(changes);
        }
    }

    /** Prints, in update mode, which files were rewritten, created and left unchanged. */
    public void printSummary() {
        if (!update) return;
        Map<String, Change> all = changes();
        String bar = "=".repeat(78);
        out.println(bar);
        out.println("[golden.update] " + root.toAbsolutePath().normalize());
        for (Change c : List.of(Change.REWRITTEN, Change.CREATED, Change.UNCHANGED)) {
            List<String> files = all.entrySet().stream().filter(e -> e.getValue() == c).map(Map.Entry::getKey).toList();
            out.println("[golden.update] " + c + ": " + files.size() + (files.isEmpty() ? "" : "\n    " + String.join("\n    ", files)));
        }
        out.println(bar);
    }

    /**
     * The files under the root that are not among {@code produced} (paths relative to the root,
     * as given to {@link #expected}), relative and sorted: golden files whose example is gone.
     */
    public List<String> orphans(Collection<String> produced) {
        Set<Path> wanted = produced.stream().map(p -> root.resolve(p).normalize()).collect(Collectors.toSet());
        if (!Files.isDirectory(root)) return List.of();
        try (Stream<Path> files = Files.walk(root)) {
            return files.filter(Files::isRegularFile).filter(p -> !wanted.contains(p.normalize()))
                    .map(p -> root.relativize(p).toString().replace('\\', '/'))
                    .collect(Collectors.toCollection(TreeSet::new)).stream().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Fails, naming them, when golden files exist that no example produces. */
    public void assertNoOrphans(Collection<String> produced) {
        List<String> orphans = orphans(produced);
        if (!orphans.isEmpty()) {
            List<String> names = new ArrayList<>();
            for (String o : orphans) names.add(name(root.resolve(o)));
            throw new AssertionError("golden files that no example or variant produces any more: " + String.join(", ", names)
                    + ". Delete them (git rm) if the example was removed on purpose, or restore the example.");
        }
    }

    /** A file's name as the reader of the build log finds it: from the reactor root (the module folder's parent). */
    private static String name(Path file) {
        Path abs = file.toAbsolutePath().normalize();
        Path reactor = Path.of("").toAbsolutePath().getParent();
        return (reactor != null && abs.startsWith(reactor) ? reactor.relativize(abs) : abs).toString().replace('\\', '/');
    }

    private static long lines(String s) {
        return s.lines().count();
    }
}
