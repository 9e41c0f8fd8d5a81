package io.boundarylab.episodes.content;

import io.boundarylab.engine.scenario.Scenario;
import io.boundarylab.episodes.engine.EngineGateway;
import io.boundarylab.episodes.engine.ScenarioProblem;

import io.boundarylab.engine.input.InputProblem;
import io.boundarylab.engine.input.InputText;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * The files of one content folder as a load reads them: text and YAML trees, with every problem
 * (unreadable, not UTF-8, a YAML syntax error or duplicate key, a scenario the engine refuses)
 * recorded at its file, line and column, and paths named relative to the folder the caller gave.
 */
final class ContentFiles {

    private final Path base;
    private final Path root;
    private final Fields.Problems problems;
    // Every text read, by path in the locale's folder: what the content version hashes (sorted, so no hash order).
    private final java.util.TreeMap<String, String> texts = new java.util.TreeMap<>();

    /**
     * @param base the folder the caller gave; problems name files relative to it
     * @param root the locale's folder, holding {@code investigation.yaml}
     */
    ContentFiles(Path base, Path root, Fields.Problems problems) {
        // Normalised, so that "." names files "episodes/x.yaml", not "../episodes/x.yaml" or "./././".
        this.base = base.normalize();
        this.root = root.normalize();
        this.problems = problems;
    }

    Path root() { return root; }

    Fields.Problems problems() { return problems; }

    /** The version of what has been read so far (see {@link ContentVersion}). */
    ContentVersion version() {
        return ContentVersion.of(texts);
    }

    /** A path as problems name it: relative to the folder the caller gave. */
    String rel(Path p) {
        return base.relativize(p).toString().replace('\\', '/');
    }

    /** A path relative to the locale's folder, with forward slashes (how content refers to files). */
    String inRoot(Path p) {
        return root.relativize(p).toString().replace('\\', '/');
    }

    /** The file {@code relPath} names from {@code dir}, or null when it is missing or outside the content folder. */
    Path existing(Path dir, String relPath) {
        Path p = dir.resolve(relPath).normalize();
        // Compared as absolute paths: a relative root such as "" (the current folder) prefixes nothing.
        boolean inside = p.toAbsolutePath().normalize().startsWith(root.toAbsolutePath().normalize());
        return inside && Files.isRegularFile(p) ? p : null;
    }

    /** The file's text (bounded, strict UTF-8, through the engine's input layer), or null after recording why not. */
    String readText(Path p) {
        try {
            String text = InputText.read(p, rel(p));
            texts.put(inRoot(p), text);
            return text;
        } catch (InputProblem e) {
            problems.add(e.file(), Math.max(1, e.line()), Math.max(1, e.column()), e.problem());
        }
        return null;
    }

    /** The fields of a YAML file whose top level must be a map ({@code what} names it in problems). */
    Fields readYaml(Path p, String what) {
        String text = readText(p);
        if (text == null) return new Fields(problems, rel(p), null);
        return parseYaml(rel(p), text, what);
    }

    Fields parseYaml(String file, String text, String what) {
        List<YNode.Duplicate> dups = new ArrayList<>();
        try {
            YNode n = YNode.parse(text, dups);
            for (YNode.Duplicate d : dups) problems.add(file, d.line(), d.column(), "duplicate key '" + d.key() + "'");
            return Fields.of(problems, file, n, what);
        } catch (YNode.SyntaxError e) {
            problems.add(file, e.line, e.column, e.getMessage());
            return new Fields(problems, file, null);
        }
    }

    /** The scenario as the engine reads it, or null after recording the engine's problem at its line. */
    Scenario readScenario(String file, String text) {
        try {
            return EngineGateway.read(text, file);
        } catch (ScenarioProblem p) {
            problems.add(file, Math.max(1, p.line()), Math.max(1, p.column()), "scenario: " + p.getMessage());
            return null;
        }
    }

    /** The folders ({@code dirs}) or YAML files of a folder, sorted by name; none when it is missing. */
    List<Path> list(Path dir, boolean dirs) {
        if (!Files.isDirectory(dir)) return List.of();
        try (Stream<Path> s = Files.list(dir)) {
            return s.filter(p -> dirs ? Files.isDirectory(p) : Files.isRegularFile(p) && isYaml(p))
                    .sorted((a, b) -> a.getFileName().toString().compareTo(b.getFileName().toString())).toList();
        } catch (IOException e) {
            problems.add(rel(dir), 1, 1, "cannot list: " + e.getMessage());
            return List.of();
        }
    }

    private static boolean isYaml(Path p) {
        String n = p.getFileName().toString();
        return n.endsWith(".yaml") || n.endsWith(".yml");
    }
}
