package io.boundarylab.engine.input;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.error.Mark;
import org.yaml.snakeyaml.error.MarkedYAMLException;
import org.yaml.snakeyaml.error.YAMLException;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.NodeTuple;
import org.yaml.snakeyaml.nodes.ScalarNode;
import org.yaml.snakeyaml.nodes.SequenceNode;
import org.yaml.snakeyaml.nodes.Tag;

import java.io.IOException;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;

/**
 * Parses one YAML or JSON document into a {@link Located} tree. JSON is chosen by the name's
 * extension ({@code .json}), never by the first character: <code>{a: 1}</code> is a YAML flow map.
 *
 * <p>YAML is composed into nodes (SnakeYAML's composer), so an alias is the value its anchor names,
 * not the anchor's name. Expanding aliases is bounded ({@link #MAX_ALIASES}, {@link #MAX_VALUES})
 * so that a "billion laughs" file is refused instead of filling the memory; nesting is bounded by
 * {@link #MAX_DEPTH}, which also stops an alias that contains itself. A second document is refused.
 */
public final class StructuredText {
    /** Lists and maps deeper than this are refused (scenarios need about ten levels). */
    public static final int MAX_DEPTH = 64;
    /** Aliases of lists or maps allowed in one file. */
    public static final int MAX_ALIASES = 100;
    /** Values (maps, lists, scalars) allowed after aliases are expanded. */
    public static final int MAX_VALUES = 1_000_000;

    private StructuredText() {
    }

    /** Whether a file of this name is read as JSON (else YAML). */
    public static boolean isJson(String name) {
        return name != null && name.toLowerCase(java.util.Locale.ROOT).endsWith(".json");
    }

    /** Parses the text; an empty text is a {@link Located.Null} at 1:1. */
    public static Located parse(String text, String name) throws InputProblem {
        return isJson(name) ? json(text, name) : yaml(text, name);
    }

    // ---- YAML ----

    private static Located yaml(String text, String name) throws InputProblem {
        LoaderOptions options = new LoaderOptions();
        options.setMaxAliasesForCollections(MAX_ALIASES);
        options.setNestingDepthLimit(MAX_DEPTH);
        options.setAllowRecursiveKeys(false);
        options.setCodePointLimit(InputText.MAX_BYTES + 1);
        try {
            Iterator<Node> docs = new Yaml(options).composeAll(new StringReader(text)).iterator();
            if (!docs.hasNext()) return new Located.Null(1, 1);
            Node root = docs.next();
            if (docs.hasNext()) {
                Node second = docs.next();
                throw new InputProblem(name, line(second.getStartMark()), column(second.getStartMark()), "",
                        "a second document (after '---'): a file holds one");
            }
            return new YamlTree(name).convert(root, "", 0);
        } catch (MarkedYAMLException e) {
            Mark m = e.getProblemMark() != null ? e.getProblemMark() : e.getContextMark();
            throw new InputProblem(name, m == null ? 1 : line(m), m == null ? 1 : column(m), "", yamlProblem(e.getProblem()));
        } catch (YAMLException e) {
            throw new InputProblem(name, 1, 1, "", yamlProblem(e.getMessage()));
        } catch (StackOverflowError e) {
            throw new InputProblem(name, 1, 1, "", "nested too deeply: at most " + MAX_DEPTH + " levels");
        }
    }

    /** SnakeYAML's words for a problem, in a learner's: the cause first, no class names. */
    static String yamlProblem(String problem) {
        String p = problem == null ? "" : problem.lines().findFirst().orElse("");
        if (p.contains("\t") || p.contains("(TAB)")) return "a tab cannot indent YAML; use spaces";
        if (p.startsWith("found undefined alias")) {
            String alias = p.substring("found undefined alias".length()).trim();
            return "'*" + alias + "' names no anchor: write '&" + alias + "' on a value before it";
        }
        if (p.contains("Number of aliases")) {
            return "too many aliases of lists or maps (at most " + MAX_ALIASES + "): each one copies the whole value";
        }
        if (p.contains("Nesting Depth") || p.contains("nesting depth")) return "nested too deeply: at most " + MAX_DEPTH + " levels";
        if (p.contains("exceeds the limit")) return "too large: at most " + (InputText.MAX_BYTES >> 20) + " MiB";
        if (p.contains("special characters are not allowed")) return "a control character YAML does not allow";
        if (p.isBlank() || p.contains("org.") || p.contains("java.") || p.contains("Exception")) return "not valid YAML";
        return "not valid YAML: " + p;
    }

    private static int line(Mark m) {
        return m.getLine() + 1;
    }

    private static int column(Mark m) {
        return m.getColumn() + 1;
    }

    /** Turns composed nodes into located values, counting them as aliases are expanded. */
    private static final class YamlTree {
        private final String name;
        private int values;

        YamlTree(String name) {
            this.name = name;
        }

        Located convert(Node node, String path, int depth) throws InputProblem {
            int line = line(node.getStartMark()), column = column(node.getStartMark());
            if (++values > MAX_VALUES) {
                throw new InputProblem(name, line, column, path, "too many values once aliases are expanded (at most " + MAX_VALUES + ")");
            }
            // An alias inside its own anchor makes a cycle; the depth stops it as any deep nesting.
            if (depth > MAX_DEPTH) throw new InputProblem(name, line, column, path, "nested too deeply: at most " + MAX_DEPTH + " levels");
            if (node instanceof MappingNode m) {
                List<Located.Entry> entries = new ArrayList<>();
                for (NodeTuple t : m.getValue()) {
                    Node k = t.getKeyNode();
                    if (!(k instanceof ScalarNode ks)) {
                        throw new InputProblem(name, line(k.getStartMark()), column(k.getStartMark()), path, "a key must be a plain name, not a list or map");
                    }
                    String child = path.isEmpty() ? ks.getValue() : path + "." + ks.getValue();
                    entries.add(new Located.Entry(ks.getValue(), line(k.getStartMark()), column(k.getStartMark()),
                            convert(t.getValueNode(), child, depth + 1)));
                }
                return new Located.MapValue(line, column, entries);
            }
            if (node instanceof SequenceNode s) {
                List<Located> items = new ArrayList<>();
                for (Node item : s.getValue()) items.add(convert(item, path + "[" + items.size() + "]", depth + 1));
                return new Located.ListValue(line, column, items);
            }
            ScalarNode s = (ScalarNode) node;
            Tag tag = s.getTag();
            if (tag.equals(Tag.NULL)) return new Located.Null(line, column);
            return new Located.Scalar(line, column, s.getValue(), kind(tag, s.getValue()));
        }

        private static Located.Kind kind(Tag tag, String text) {
            if (tag.equals(Tag.INT)) return Located.Kind.INTEGER;
            if (tag.equals(Tag.FLOAT)) return Located.Kind.DECIMAL;
            // YAML 1.1 also reads yes/no/on/off as booleans; authors mean words there, as JSON and YAML 1.2 do.
            if (tag.equals(Tag.BOOL) && text.toLowerCase(java.util.Locale.ROOT).matches("true|false")) return Located.Kind.BOOLEAN;
            return Located.Kind.TEXT;
        }
    }

    // ---- JSON ----

    private static final JsonFactory JSON = JsonFactory.builder()
            .streamReadConstraints(StreamReadConstraints.builder().maxNestingDepth(MAX_DEPTH).maxNumberLength(100).build())
            .build();

    private static Located json(String text, String name) throws InputProblem {
        try (JsonParser p = JSON.createParser(text)) {
            JsonToken t = p.nextToken();
            if (t == null) return new Located.Null(1, 1);
            Located root = readJson(p, t);
            if (p.nextToken() != null) {
                JsonLocation loc = p.currentTokenLocation();
                throw new InputProblem(name, loc.getLineNr(), loc.getColumnNr(), "", "text after the end of the JSON value: a file holds one");
            }
            return root;
        } catch (JsonProcessingException e) {
            JsonLocation loc = e.getLocation();
            throw new InputProblem(name, loc == null ? 1 : Math.max(1, loc.getLineNr()), loc == null ? 1 : Math.max(1, loc.getColumnNr()), "",
                    jsonProblem(e));
        } catch (IOException e) {
            throw new InputProblem(name, 1, 1, "", "not valid JSON");
        }
    }

    static String jsonProblem(JsonProcessingException e) {
        String m = e.getOriginalMessage() == null ? "" : e.getOriginalMessage().lines().findFirst().orElse("");
        if (e instanceof StreamConstraintsException) {
            if (m.toLowerCase(java.util.Locale.ROOT).contains("nesting")) return "nested too deeply: at most " + MAX_DEPTH + " levels";
            if (m.contains("Number")) return "a number with too many digits";
            return "a value too long";
        }
        // Jackson appends where it looked and which of its settings applied: positions we report ourselves.
        for (String tail : new String[] {" (from `", " (start marker at", " [Source", " at [Source"}) {
            int from = m.indexOf(tail);
            if (from >= 0) m = m.substring(0, from);
        }
        if (m.isBlank() || m.contains("com.fasterxml") || m.contains("Feature")) return "not valid JSON";
        return "not valid JSON: " + m;
    }

    private static Located readJson(JsonParser p, JsonToken t) throws IOException {
        JsonLocation loc = p.currentTokenLocation();
        int line = loc.getLineNr(), col = loc.getColumnNr();
        switch (t) {
            case START_OBJECT: {
                List<Located.Entry> entries = new ArrayList<>();
                while (p.nextToken() == JsonToken.FIELD_NAME) {
                    String key = p.currentName();
                    JsonLocation kl = p.currentTokenLocation();
                    Located v = readJson(p, p.nextToken());
                    entries.add(new Located.Entry(key, kl.getLineNr(), kl.getColumnNr(), v));
                }
                return new Located.MapValue(line, col, entries);
            }
            case START_ARRAY: {
                List<Located> items = new ArrayList<>();
                JsonToken n;
                while ((n = p.nextToken()) != JsonToken.END_ARRAY) items.add(readJson(p, n));
                return new Located.ListValue(line, col, items);
            }
            case VALUE_NULL:
                return new Located.Null(line, col);
            case VALUE_NUMBER_INT:
                return new Located.Scalar(line, col, p.getText(), Located.Kind.INTEGER);
            case VALUE_NUMBER_FLOAT:
                return new Located.Scalar(line, col, p.getText(), Located.Kind.DECIMAL);
            case VALUE_TRUE:
            case VALUE_FALSE:
                return new Located.Scalar(line, col, p.getText(), Located.Kind.BOOLEAN);
            default:
                return new Located.Scalar(line, col, p.getText(), Located.Kind.TEXT);
        }
    }
}
