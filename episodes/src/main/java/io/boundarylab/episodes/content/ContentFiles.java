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
    /** The English counterpart of {@code root} when reading a translation, else null. */
    private final Path fallback;
    private final Fields.Problems problems;
    // Every text read, by path in the locale's folder: what the content version hashes (sorted, so no hash order).
    private final java.util.TreeMap<String, String> texts = new java.util.TreeMap<>();
    private static final String EN = "en:";

    /**
     * @param base the folder the caller gave; problems name files relative to it
     * @param root the locale's folder, holding {@code investigation.yaml}
     */
    ContentFiles(Path base, Path root, Fields.Problems problems) {
        this(base, root, null, problems);
    }

    /**
     * A translation's folder read over the English one: a file the translation lacks is read from
     * {@code fallback} (language-neutral files silently; a text file's words marked, see
     * {@link EnglishFallback}), and a key a translated file lacks is taken from its English file.
     *
     * @param fallback the English counterpart of {@code root}, or null when reading English itself
     */
    ContentFiles(Path base, Path root, Path fallback, Fields.Problems problems) {
        // Normalised, so that "." names files "episodes/x.yaml", not "../episodes/x.yaml" or "./././".
        this.base = base.normalize();
        this.root = root.normalize();
        this.fallback = fallback == null || fallback.normalize().equals(this.root) ? null : fallback.normalize();
        this.problems = problems;
    }

    /** The file actually read for {@code p} (a path under the root): the translation's, else the English one. */
    Path find(Path p) {
        Path n = p.normalize();
        if (fallback == null || Files.exists(n) || !n.startsWith(root)) return n;
        Path english = fallback.resolve(root.relativize(n).toString());
        return Files.exists(english) ? english : n;
    }

    /** Whether {@code p} is English standing in for the translation being read. */
    private boolean isFallback(Path p) {
        return fallback != null && p.normalize().startsWith(fallback);
    }

    Path root() { return root; }

    Fields.Problems problems() { return problems; }

    /** Every text read so far, by path relative to the language's folder (English's marked), as {@link ContentVersion} hashes them. */
    java.util.SortedMap<String, String> textsSoFar() {
        return new java.util.TreeMap<>(texts);
    }

    /**
     * The language-neutral texts read so far (scenarios, see {@link LanguageGaps}), by path relative
     * to the language's folder, whether read from the translation's folder or from English's: what
     * the class version hashes besides the model's facts.
     */
    java.util.SortedMap<String, String> neutralTexts() {
        return neutralTexts(texts);
    }

    /** {@link #neutralTexts()} of texts read before. */
    static java.util.SortedMap<String, String> neutralTexts(java.util.SortedMap<String, String> texts) {
        java.util.TreeMap<String, String> out = new java.util.TreeMap<>();
        texts.forEach((path, text) -> {
            if (LanguageGaps.isLanguageNeutral(text)) out.put(path.startsWith(EN) ? path.substring(EN.length()) : path, text);
        });
        return out;
    }

    /** A path as problems name it: relative to the folder the caller gave. */
    String rel(Path p) {
        return base.relativize(p).toString().replace('\\', '/');
    }

    /** A path relative to the locale's folder, with forward slashes (how content refers to files). */
    String inRoot(Path p) {
        return (isFallback(p) ? fallback : root).relativize(p.normalize()).toString().replace('\\', '/');
    }

    /** The file {@code relPath} names from {@code dir}, or null when it is missing or outside the content folder. */
    Path existing(Path dir, String relPath) {
        Path p = dir.resolve(relPath).normalize();
        // Compared as absolute paths: a relative root such as "" (the current folder) prefixes nothing.
        Path abs = p.toAbsolutePath().normalize();
        boolean inside = abs.startsWith(root.toAbsolutePath().normalize())
                || fallback != null && abs.startsWith(fallback.toAbsolutePath().normalize());
        if (!inside) return null;
        Path found = find(p);
        return Files.isRegularFile(found) ? found : null;
    }

    /** The file's text (bounded, strict UTF-8, through the engine's input layer), or null after recording why not. */
    String readText(Path p) {
        try {
            String text = InputText.read(p, rel(p));
            // English read under a translation is versioned apart from the translation's own file.
            texts.put((isFallback(p) ? EN : "") + inRoot(p), text);
            return text;
        } catch (InputProblem e) {
            problems.add(e.file(), Math.max(1, e.line()), Math.max(1, e.column()), e.problem());
        }
        return null;
    }

    /** The fields of a YAML file whose top level must be a map ({@code what} names it in problems). */
    Fields readYaml(Path asked, String what) {
        Path p = find(asked);
        String text = readText(p);
        if (text == null) return new Fields(problems, rel(p), null);
        YNode tree = parseTree(rel(p), text);
        if (tree != null && isFallback(p)) {
            tree = tree.fromEnglish(rel(p));
        } else if (tree != null && fallback != null && p.startsWith(root)) {
            Path english = fallback.resolve(root.relativize(p).toString());
            String enText = Files.isRegularFile(english) ? readText(english) : null;
            YNode en = enText == null ? null : parseTree(rel(english), enText);
            tree = YNode.completedBy(tree, en, rel(english));
        }
        return tree == null ? new Fields(problems, rel(p), null) : Fields.of(problems, rel(p), tree, what);
    }

    Fields parseYaml(String file, String text, String what) {
        YNode n = parseTree(file, text);
        return n == null ? new Fields(problems, file, null) : Fields.of(problems, file, n, what);
    }

    private YNode parseTree(String file, String text) {
        List<YNode.Duplicate> dups = new ArrayList<>();
        try {
            YNode n = YNode.parse(text, dups);
            for (YNode.Duplicate d : dups) problems.add(file, d.line(), d.column(), "duplicate key '" + d.key() + "'");
            return n;
        } catch (YNode.SyntaxError e) {
            problems.add(file, e.line, e.column, e.getMessage());
            return null;
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

    /**
     * The folders ({@code dirs}) or YAML files of a folder, sorted by name; none when it is missing.
     * Under a translation, those of the English folder too: each name once, the translation's first.
     */
    List<Path> list(Path dir, boolean dirs) {
        java.util.TreeMap<String, Path> byName = new java.util.TreeMap<>();
        Path d = dir.normalize();
        if (fallback != null && d.startsWith(root)) listInto(fallback.resolve(root.relativize(d).toString()), dirs, byName);
        listInto(d, dirs, byName);
        return List.copyOf(byName.values());
    }

    private void listInto(Path dir, boolean dirs, java.util.Map<String, Path> byName) {
        if (!Files.isDirectory(dir)) return;
        try (Stream<Path> s = Files.list(dir)) {
            s.filter(p -> dirs ? Files.isDirectory(p) : Files.isRegularFile(p) && isYaml(p))
                    .forEach(p -> byName.put(p.getFileName().toString(), p));
        } catch (IOException e) {
            problems.add(rel(dir), 1, 1, "cannot list: " + e.getMessage());
        }
    }

    private static boolean isYaml(Path p) {
        String n = p.getFileName().toString();
        return n.endsWith(".yaml") || n.endsWith(".yml");
    }
}
