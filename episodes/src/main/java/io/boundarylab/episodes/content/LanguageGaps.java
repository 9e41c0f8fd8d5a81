package io.boundarylab.episodes.content;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Stream;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.NodeTuple;
import org.yaml.snakeyaml.nodes.ScalarNode;
import org.yaml.snakeyaml.nodes.SequenceNode;

/**
 * What one language of a content folder has that another lacks: a file, a key, or a block (an item
 * of a list). Each language folder is compared with the default one ({@code en/}) both ways, by the
 * shape of its YAML, never its words. A gap is reported where it is, in the file that lacks it
 * (or at the parent it should be under): {@code es/sections/01-prologue.yaml:12:5: blocks[4]: in en, not in es}.
 * Scenarios are language-neutral ({@link #isLanguageNeutral}): a language lacking one has no gap
 * (the loader reads en's), and a language holding one is reported (it would drift from en's).
 */
public final class LanguageGaps {
    private static final String DEFAULT = "en";

    private LanguageGaps() {
    }

    /** Gaps between {@code root/en} and every other language folder beside it; none when there is one language. */
    public static List<ContentProblem> find(Path root) throws IOException {
        Path base = root.resolve(DEFAULT);
        List<ContentProblem> gaps = new ArrayList<>();
        if (!Files.isDirectory(base)) {
            return gaps;
        }
        List<String> languages = new ArrayList<>();
        for (Locale l : Languages.of(root)) {
            if (!l.getLanguage().equals(DEFAULT)) languages.add(l.getLanguage());
        }
        Map<String, Path> english = yamlFiles(base);
        for (String lang : languages) {
            Map<String, Path> other = yamlFiles(root.resolve(lang));
            for (String file : english.keySet()) {
                // A scenario has no words to translate: the loader reads it from en/, so its absence is no gap.
                if (!other.containsKey(file) && !isLanguageNeutral(english.get(file))) {
                    gaps.add(new ContentProblem(lang + "/" + file, 0, 0, "file: in " + DEFAULT + ", not in " + lang));
                }
            }
            for (String file : other.keySet()) {
                if (isLanguageNeutral(other.get(file)) || english.containsKey(file) && isLanguageNeutral(english.get(file))) {
                    // A copy would be read instead of en's and silently drift from it.
                    gaps.add(new ContentProblem(lang + "/" + file, 0, 0, "file: a scenario has no words to translate;"
                            + " remove it from " + lang + "/ (the " + DEFAULT + "/ file is read)"));
                } else if (!english.containsKey(file)) {
                    gaps.add(new ContentProblem(lang + "/" + file, 0, 0, "file: in " + lang + ", not in " + DEFAULT));
                } else {
                    Node en = compose(english.get(file)), translated = compose(other.get(file));
                    // A file that is not YAML has no shape to compare: loading it reports why, at its place.
                    if (en != null && translated != null) compare(en, translated, "", lang, lang + "/" + file, gaps);
                }
            }
        }
        return gaps;
    }

    /**
     * Whether a file holds no words a learner reads: an engine scenario (an episode's variants, a
     * costs template, a see-it scenario), whose top-level map has a {@code scenario} key. Read as
     * text, not YAML: a costs template's {@code {{...}}} placeholders are not YAML until filled in.
     */
    static boolean isLanguageNeutral(Path file) throws IOException {
        // Decoded leniently: a damaged file is still classified; loading it reports the damage.
        return isLanguageNeutral(new String(Files.readAllBytes(file), StandardCharsets.UTF_8));
    }

    /** Whether a file's text is language-neutral: a scenario, whose top-level map has a {@code scenario:} key. */
    static boolean isLanguageNeutral(String text) {
        return text.lines().anyMatch(l -> l.startsWith("scenario:"));
    }

    /** The YAML files under a language folder, by path relative to it, in a stable order. */
    private static Map<String, Path> yamlFiles(Path dir) throws IOException {
        Map<String, Path> files = new LinkedHashMap<>();
        try (Stream<Path> all = Files.walk(dir)) {
            all.filter(Files::isRegularFile).filter(p -> p.toString().endsWith(".yaml") || p.toString().endsWith(".yml"))
                    .sorted().forEach(p -> files.put(dir.relativize(p).toString().replace('\\', '/'), p));
        }
        return files;
    }

    /** The file's YAML tree; null when it is not YAML (or not UTF-8), which the load reports where it is. */
    private static Node compose(Path file) throws IOException {
        LoaderOptions options = new LoaderOptions();
        options.setCodePointLimit(1 << 20);
        try (Reader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            return new Yaml(options).compose(in);
        } catch (org.yaml.snakeyaml.error.YAMLException | java.io.UncheckedIOException | java.nio.charset.CharacterCodingException e) {
            return null;
        }
    }

    private static void compare(Node en, Node other, String where, String lang, String file, List<ContentProblem> gaps) {
        if (en instanceof MappingNode a && other instanceof MappingNode b) {
            Map<String, Node> left = entries(a);
            Map<String, Node> right = entries(b);
            for (Map.Entry<String, Node> e : left.entrySet()) {
                String key = where.isEmpty() ? e.getKey() : where + "." + e.getKey();
                if (right.containsKey(e.getKey())) {
                    compare(e.getValue(), right.get(e.getKey()), key, lang, file, gaps);
                } else {
                    gaps.add(at(file, other, key + ": in " + DEFAULT + ", not in " + lang));
                }
            }
            for (Map.Entry<String, Node> e : right.entrySet()) {
                if (!left.containsKey(e.getKey())) {
                    String key = where.isEmpty() ? e.getKey() : where + "." + e.getKey();
                    gaps.add(at(file, e.getValue(), key + ": in " + lang + ", not in " + DEFAULT));
                }
            }
        } else if (en instanceof SequenceNode a && other instanceof SequenceNode b) {
            List<Node> left = a.getValue();
            List<Node> right = b.getValue();
            for (int i = 0; i < Math.max(left.size(), right.size()); i++) {
                String item = where + "[" + i + "]";
                if (i >= right.size()) {
                    gaps.add(at(file, other, item + ": in " + DEFAULT + ", not in " + lang));
                } else if (i >= left.size()) {
                    gaps.add(at(file, right.get(i), item + ": in " + lang + ", not in " + DEFAULT));
                } else {
                    compare(left.get(i), right.get(i), item, lang, file, gaps);
                }
            }
        } else if (en != null && other != null && en.getClass() != other.getClass()) {
            gaps.add(at(file, other, (where.isEmpty() ? "document" : where) + ": a different kind of value than in " + DEFAULT));
        }
    }

    private static Map<String, Node> entries(MappingNode m) {
        Map<String, Node> out = new LinkedHashMap<>();
        for (NodeTuple t : m.getValue()) {
            if (t.getKeyNode() instanceof ScalarNode k) {
                out.put(k.getValue(), t.getValueNode());
            }
        }
        return out;
    }

    private static ContentProblem at(String file, Node node, String message) {
        return new ContentProblem(file, node.getStartMark().getLine() + 1, node.getStartMark().getColumn() + 1, message);
    }
}
