package io.boundarylab.app.i18n;

import io.boundarylab.episodes.narration.Plural;
import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.TreeSet;
import java.util.stream.Stream;

/**
 * Finds every resource bundle of the project and says what its Spanish file lacks: keys not
 * translated, keys English does not have, and translations whose {@link java.text.MessageFormat}
 * arguments are not the English ones (an argument dropped, added, or of another type).
 */
final class SpanishBundles {
    private SpanishBundles() {
    }

    /**
     * Every English bundle under a module's {@code src/main/resources}: a {@code .properties} file
     * whose name carries no locale ({@code messages.properties}, {@code traffic.properties}, the
     * command lines' {@code Doctor.properties} …).
     */
    static List<Path> english(Path repository) throws IOException {
        try (Stream<Path> files = Files.walk(repository)) {
            return files.filter(f -> f.getFileName().toString().matches("[A-Za-z]+\\.properties"))
                    .filter(f -> f.toString().replace('\\', '/').contains("/src/main/resources/"))
                    .sorted().toList();
        }
    }

    /** The Spanish file beside an English bundle: {@code traffic_es.properties} beside {@code traffic.properties}. */
    static Path spanish(Path english) {
        return english.resolveSibling(english.getFileName().toString().replace(".properties", "_es.properties"));
    }

    /**
     * Keys the project keeps in English in every language: the bridge's trace messages and rules are
     * part of the trace (docs/decisions/0002-trace-text-in-english.md).
     */
    static boolean keptInEnglish(String key) {
        return key.startsWith("trace.") || key.startsWith("rule.");
    }

    /** What the Spanish file beside {@code english} lacks or gets wrong, one line per key, in key order. */
    static List<String> problems(Path english) throws IOException {
        Properties en = load(english);
        Path spanishFile = spanish(english);
        if (!Files.exists(spanishFile)) {
            return List.of("no Spanish file");
        }
        Properties es = load(spanishFile);
        TreeSet<String> keys = new TreeSet<>(en.stringPropertyNames());
        keys.addAll(es.stringPropertyNames());
        List<String> out = new ArrayList<>();
        for (String key : keys) {
            if (key.endsWith("." + Plural.ONE) && en.getProperty(key.substring(0, key.length() - Plural.ONE.length()) + Plural.OTHER) == null) {
                // Messages.count falls back to the other form; a count with a "one" form alone has none for 2.
                out.add(key + ": no ." + Plural.OTHER + " form beside it");
            }
            String source = en.getProperty(key);
            String translation = es.getProperty(key);
            if (source == null) {
                out.add(key + ": not in English (a typo or a renamed key)");
            } else if (keptInEnglish(key) && english.toString().contains("real-runtime-bridge")) {
                if (translation != null) {
                    out.add(key + ": trace text stays in English");
                }
            } else if (translation == null) {
                out.add(key + ": not translated");
            } else {
                TreeSet<String> want = arguments(source);
                TreeSet<String> got = arguments(translation);
                String other = key.endsWith("." + Plural.ONE) ? en.getProperty(key.substring(0, key.length() - Plural.ONE.length()) + Plural.OTHER) : null;
                if (other != null) {
                    // The "one" form may name the count or not ("once", "1 vez"): it takes no argument the other form lacks.
                    if (!arguments(other).containsAll(got)) {
                        out.add(key + ": arguments " + got + " in Spanish, not among the other form's " + arguments(other));
                    }
                } else if (!want.equals(got)) {
                    out.add(key + ": arguments " + want + " in English, " + got + " in Spanish");
                }
            }
        }
        return out;
    }

    private static Properties load(Path file) throws IOException {
        Properties p = new Properties();
        // Java 9 and later read bundles as UTF-8.
        try (Reader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            p.load(in);
        }
        return p;
    }

    /**
     * The top-level arguments of a pattern as {@code {index}}, {@code {index,type}} or
     * {@code {index,type,style}}; a choice keeps only its type, since its style holds words.
     */
    static TreeSet<String> arguments(String pattern) {
        TreeSet<String> args = new TreeSet<>();
        boolean quoted = false;
        for (int i = 0; i < pattern.length(); i++) {
            char c = pattern.charAt(i);
            if (c == '\'') {
                if (i + 1 < pattern.length() && pattern.charAt(i + 1) == '\'') {
                    i++;
                } else {
                    quoted = !quoted;
                }
                continue;
            }
            if (quoted || c != '{') {
                continue;
            }
            int depth = 1;
            int j = i + 1;
            while (j < pattern.length() && depth > 0) {
                char d = pattern.charAt(j++);
                depth += d == '{' ? 1 : d == '}' ? -1 : 0;
            }
            String[] parts = pattern.substring(i + 1, j - 1).split(",", 3);
            StringBuilder spec = new StringBuilder("{").append(parts[0].trim());
            if (parts.length > 1) {
                spec.append(',').append(parts[1].trim());
            }
            if (parts.length > 2 && !parts[1].trim().equals("choice")) {
                spec.append(',').append(parts[2].trim());
            }
            args.add(spec.append('}').toString());
            i = j - 1;
        }
        return args;
    }
}
