package io.boundarylab.testsupport;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

/**
 * The size rule: no main class of any module over {@value #MAX_LINES} lines. A class that grows past
 * it does more than one job; cut it where a reader would name the parts, never by squeezing lines.
 * Classes being cut right now are listed by name in the caller's allow-list, which may only shrink:
 * a listed class already within the limit (or gone) is reported too, so that it leaves the list.
 */
public final class ClassSizes {
    public static final int MAX_LINES = 400;

    private ClassSizes() {
    }

    /**
     * What breaks the rule in the reactor at {@code root} (every {@code *}{@code /src/main/java}): each
     * class over the limit that {@code allowed} does not name, as {@code path: N lines}, and each name in
     * {@code allowed} no longer over it, as {@code Name: ... leave the allow-list}.
     *
     * @param allowed simple class names (the file's name without {@code .java}) still being cut
     */
    public static List<String> problems(Path root, List<String> allowed) {
        Map<String, Integer> sizes = sizes(root);
        List<String> problems = new ArrayList<>();
        Map<String, Integer> bySimpleName = new TreeMap<>();
        sizes.forEach((path, lines) -> {
            String simple = path.substring(path.lastIndexOf('/') + 1).replace(".java", "");
            bySimpleName.merge(simple, lines, Math::max);
            if (lines > MAX_LINES && !allowed.contains(simple)) problems.add(path + ": " + lines + " lines (at most " + MAX_LINES + ")");
        });
        for (String name : allowed) {
            Integer lines = bySimpleName.get(name);
            if (lines == null || lines <= MAX_LINES) {
                problems.add(name + (lines == null ? ": no such class" : ": " + lines + " lines, within the limit") + ": leave the allow-list");
            }
        }
        return problems;
    }

    /** Lines per main source file under {@code root}, by path relative to it with forward slashes, sorted. */
    public static Map<String, Integer> sizes(Path root) {
        Map<String, Integer> sizes = new TreeMap<>();
        try (Stream<Path> modules = Files.list(root)) {
            for (Path module : modules.filter(m -> Files.isDirectory(m.resolve("src/main/java"))).toList()) {
                try (Stream<Path> files = Files.walk(module.resolve("src/main/java"))) {
                    for (Path p : files.filter(f -> f.getFileName().toString().endsWith(".java")).toList()) {
                        sizes.put(root.relativize(p).toString().replace('\\', '/'), Files.readAllLines(p, StandardCharsets.UTF_8).size());
                    }
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        if (sizes.isEmpty()) throw new IllegalArgumentException("no module with main sources under " + root.toAbsolutePath());
        return sizes;
    }
}
