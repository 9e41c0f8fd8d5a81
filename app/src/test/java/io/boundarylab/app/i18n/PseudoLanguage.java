package io.boundarylab.app.i18n;

import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.yaml.snakeyaml.DumperOptions;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.NodeTuple;
import org.yaml.snakeyaml.nodes.ScalarNode;
import org.yaml.snakeyaml.nodes.SequenceNode;

/**
 * A third language for tests only, {@code qps}: every word the app translates, with each letter
 * swapped for an accented one ("Next" becomes "Ñéẋŧ"), so that a screen still showing English or
 * Spanish is caught. It is made from the files alone: the English and Spanish bundles and content
 * give it its words (what Spanish translates, qps translates), nothing in the app's code names it.
 */
public final class PseudoLanguage {
    public static final Locale QPS = Locale.forLanguageTag("qps");
    private static final Path REPOSITORY = Path.of("..").toAbsolutePath().normalize();
    private static final String PLAIN = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
    private static final String ACCENTED = "áƀçđéƒğĥíĵķĺɱñóþʠŕšŧúṽŵẋýžÁƁÇĐÉƑĞĤÍĴĶĹṀÑÓÞǪŔŠŦÚṼŴẊÝŽ";

    private PseudoLanguage() {
    }

    /** A text in qps: each letter accented; {placeholders} and MessageFormat's quoted parts kept. */
    public static String of(String text) {
        StringBuilder out = new StringBuilder(text.length());
        int depth = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '{') {
                depth++;
            } else if (c == '}') {
                depth = Math.max(0, depth - 1);
            }
            int at = PLAIN.indexOf(c);
            // Inside braces are argument names and choice patterns' numbers: only a choice's words change.
            boolean argument = depth > 0 && !insideChoiceWords(text, i);
            out.append(at < 0 || argument ? c : ACCENTED.charAt(at));
        }
        return out.toString();
    }

    /** Whether position {@code i} is in the words of a {@code {0,choice,1#one file|1<{0} files}} pattern, after its '#' or '<'. */
    private static boolean insideChoiceWords(String text, int i) {
        int open = text.lastIndexOf('{', i);
        int choice = text.lastIndexOf(",choice,", i);
        if (choice < 0 || open < 0) {
            return false;
        }
        // In "{0,choice,1#one file|1<{0} files}" the words follow a # or a < and run to | or the end.
        int mark = Math.max(text.lastIndexOf('#', i), text.lastIndexOf('<', i));
        int bar = text.lastIndexOf('|', i);
        return mark > choice && mark > bar && open < mark;
    }

    /**
     * A bundle in qps: every key the Spanish file translates differently from English, in accented
     * English; what Spanish keeps as English (a shortcut, a name, an example address) stays as it is.
     */
    public static Map<String, String> bundle(String resource) {
        Properties en = load(resource);
        Properties es = load(resource.replace(".properties", "_es.properties"));
        Map<String, String> out = new LinkedHashMap<>();
        for (String key : new TreeSet<>(en.stringPropertyNames())) {
            String english = en.getProperty(key);
            String spanish = es.getProperty(key);
            // A key Spanish lacks stays English in every language (the bridge's trace text, docs/decisions/0002).
            out.put(key, spanish == null || english.equals(spanish) ? english : of(english));
        }
        return out;
    }

    private static Properties load(String resource) {
        Properties p = new Properties();
        try (InputStream in = PseudoLanguage.class.getResourceAsStream(resource)) {
            if (in != null) {
                p.load(new java.io.InputStreamReader(in, StandardCharsets.UTF_8));
            }
        } catch (IOException e) {
            throw new IllegalStateException(resource, e);
        }
        return p;
    }

    /**
     * A content folder in English and qps made from the repository's content: {@code en/} as it is,
     * and {@code qps/} with every file Spanish translates, its texts accented where Spanish's differ
     * from English's. Files Spanish does not have (the scenarios) are read from {@code en/}, as for
     * any translation.
     */
    public static Path content(Path into) throws IOException {
        return content(into, new TreeSet<>());
    }

    /** {@link #content(Path)}, adding to {@code seen} the pieces of English and Spanish the content translates. */
    public static Path content(Path into, Set<String> seen) throws IOException {
        Path en = REPOSITORY.resolve("content/en");
        Path es = REPOSITORY.resolve("content/es");
        List<Path> files;
        try (Stream<Path> s = Files.walk(en)) {
            files = s.filter(Files::isRegularFile).toList();
        }
        for (Path file : files) {
            Path relative = en.relativize(file);
            Path english = into.resolve("en").resolve(relative.toString());
            Files.createDirectories(english.getParent());
            Files.copy(file, english);
            Path spanish = es.resolve(relative.toString());
            if (file.toString().endsWith(".yaml") && Files.isRegularFile(spanish)) {
                Path pseudo = into.resolve(QPS.getLanguage()).resolve(relative.toString());
                Files.createDirectories(pseudo.getParent());
                Files.writeString(pseudo, yaml(file, spanish, seen), StandardCharsets.UTF_8);
            }
        }
        return into;
    }

    private static String yaml(Path english, Path spanish, Set<String> seen) throws IOException {
        Yaml yaml = new Yaml(new LoaderOptions());
        Node en;
        Node es;
        try (Reader a = Files.newBufferedReader(english, StandardCharsets.UTF_8);
             Reader b = Files.newBufferedReader(spanish, StandardCharsets.UTF_8)) {
            en = yaml.compose(a);
            es = yaml.compose(b);
        }
        DumperOptions options = new DumperOptions();
        options.setAllowUnicode(true);
        options.setWidth(10_000);
        StringWriter out = new StringWriter();
        new Yaml(options).serialize(translate(en, es, seen), out);
        return out.toString();
    }

    /** The English tree with each scalar Spanish translates (its value differs) accented. */
    private static Node translate(Node en, Node es, Set<String> seen) {
        if (en instanceof ScalarNode s) {
            boolean translated = es instanceof ScalarNode t && !t.getValue().equals(s.getValue());
            if (translated) {
                pieces(s.getValue(), seen);
                pieces(((ScalarNode) es).getValue(), seen);
            }
            return translated ? new ScalarNode(s.getTag(), of(s.getValue()), s.getStartMark(), s.getEndMark(), s.getScalarStyle()) : s;
        }
        if (en instanceof SequenceNode seq && es instanceof SequenceNode other) {
            List<Node> items = new ArrayList<>();
            for (int i = 0; i < seq.getValue().size(); i++) {
                items.add(i < other.getValue().size() ? translate(seq.getValue().get(i), other.getValue().get(i), seen) : seq.getValue().get(i));
            }
            return new SequenceNode(seq.getTag(), items, seq.getFlowStyle());
        }
        if (en instanceof MappingNode map && es instanceof MappingNode other) {
            Map<String, Node> spanish = new LinkedHashMap<>();
            for (NodeTuple t : other.getValue()) {
                if (t.getKeyNode() instanceof ScalarNode k) {
                    spanish.put(k.getValue(), t.getValueNode());
                }
            }
            List<NodeTuple> tuples = new ArrayList<>();
            for (NodeTuple t : map.getValue()) {
                Node theirs = t.getKeyNode() instanceof ScalarNode k ? spanish.get(k.getValue()) : null;
                tuples.add(new NodeTuple(t.getKeyNode(), theirs == null ? t.getValueNode() : translate(t.getValueNode(), theirs, seen)));
            }
            return new MappingNode(map.getTag(), tuples, map.getFlowStyle());
        }
        return en;
    }

    /**
     * Pieces of English and Spanish a qps screen must not show: each translated text of the bundles
     * given and of the content, cut at its placeholders, where a piece holds a word of three letters
     * or more. {@link #shows} says whether a text holds one.
     */
    public static Set<String> englishAndSpanish(List<String> bundles) throws IOException {
        Set<String> out = new TreeSet<>();
        for (String resource : bundles) {
            Properties en = load(resource);
            Properties es = load(resource.replace(".properties", "_es.properties"));
            for (String key : en.stringPropertyNames()) {
                String english = en.getProperty(key);
                String spanish = es.getProperty(key);
                if (spanish != null && !spanish.equals(english)) {
                    pieces(english, out);
                    pieces(spanish, out);
                }
            }
        }
        return out;
    }

    /**
     * The first of {@code pieces} that {@code text} shows: a piece of several words anywhere in it, a
     * single word only as the whole text (a word alone may also be a name of the model, such as a
     * phase or a node, which stays the same in every language); null when none.
     */
    public static String shows(String text, Set<String> pieces) {
        String whole = text.strip();
        for (String piece : pieces) {
            if (piece.contains(" ") ? text.contains(piece) : whole.equals(piece)) {
                return piece;
            }
        }
        return null;
    }

    private static final Pattern PLACEHOLDER = Pattern.compile("\\{[^{}]*(\\{[^{}]*\\}[^{}]*)*\\}|''?|\\\\n");

    private static void pieces(String text, Set<String> out) {
        for (String piece : PLACEHOLDER.split(text)) {
            String p = piece.strip();
            Matcher word = Pattern.compile("\\p{L}{3,}").matcher(p);
            if (p.length() >= 6 && word.find()) {
                out.add(p);
            }
        }
    }
}
