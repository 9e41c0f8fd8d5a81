package io.boundarylab.episodes.content;

import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.io.StringReader;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Properties;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The listings of the bundled investigations ({@link Listing}), one file per language of the
 * bundled content: {@code content-listing/<language>.properties} on the class path. The build
 * writes them ({@link #main}) from a full read of that content, so a listing says what the full
 * read says; the app's first page reads one in a few milliseconds, with no YAML parser and no JSON
 * mapper to start, where the full read takes a second on a cold JVM.
 *
 * <p>A plain properties file, keys sorted, with no date: the same content gives the same bytes.
 * <pre>
 * investigations=017-node-execution-principles,018-what-returns-is-the-number
 * 017-node-execution-principles.title=Investigation 017 · …
 * 017-node-execution-principles.hook=…
 * 017-node-execution-principles.episodes=first-episode,second-episode
 * 017-node-execution-principles.pages=first-episode-section/first-episode,…
 * </pre>
 */
public final class ListingFile {
    /** Where the files are on the class path. */
    static final String FOLDER = "content-listing";
    /** An id as the listing holds it: no comma, slash or space, which separate ids in the file. */
    private static final Pattern ID = Pattern.compile("[A-Za-z0-9._-]+");

    private ListingFile() {
    }

    /**
     * The listings of the content bundled in a language (that language's content, else English's,
     * as {@link Investigation#loadAllBundled} chooses), in order; empty when the build wrote none
     * (classes compiled without the build's last step).
     *
     * @throws ContentException when the file is there but damaged, naming the file, line and key
     */
    public static Optional<List<Listing>> bundled(Locale locale) throws ContentException {
        String file = FOLDER + "/" + ContentLoader.bundledLanguage(locale) + ".properties";
        try (InputStream in = ListingFile.class.getResourceAsStream("/" + file)) {
            if (in == null) {
                return Optional.empty();
            }
            String text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            return Optional.of(read(text, file));
        } catch (IOException e) {
            throw new ContentException(List.of(new ContentProblem(file, 1, 1, "cannot read: " + e.getMessage())));
        }
    }

    /** The file's text for these listings. */
    static String write(List<Listing> all) {
        Properties p = new Properties();
        p.setProperty("investigations", String.join(",", all.stream().map(l -> checked(l.id(), l.id())).toList()));
        for (Listing l : all) {
            p.setProperty(l.id() + ".title", l.title());
            p.setProperty(l.id() + ".hook", l.hook());
            p.setProperty(l.id() + ".episodes", String.join(",", l.episodes().stream().map(e -> checked(e, l.id())).toList()));
            p.setProperty(l.id() + ".pages", String.join(",", l.pages().stream()
                    .map(page -> checked(page.sectionId(), l.id()) + "/" + checked(page.episodeId(), l.id())).toList()));
        }
        StringWriter out = new StringWriter();
        try {
            p.store(out, null);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        // store() writes one line per key, in hash order, under a line with the date: sorted and
        // without it, the same listings give the same bytes.
        return String.join("\n", out.toString().lines().filter(line -> !line.startsWith("#")).sorted().toList()) + "\n";
    }

    /** The listings a file's text holds, in order. */
    static List<Listing> read(String text, String file) throws ContentException {
        Properties p = new Properties();
        try (Reader in = new StringReader(text)) {
            p.load(in);
        } catch (IOException | IllegalArgumentException e) {
            throw new ContentException(List.of(new ContentProblem(file, 1, 1, "not a properties file: " + e.getMessage())));
        }
        List<Listing> all = new ArrayList<>();
        for (String id : ids(p, text, file, "investigations")) {
            List<Listing.EpisodePage> pages = new ArrayList<>();
            for (String page : items(p, text, file, id + ".pages")) {
                String[] parts = page.split("/", -1);
                if (parts.length != 2 || !ID.matcher(parts[0]).matches() || !ID.matcher(parts[1]).matches()) {
                    throw problem(text, file, id + ".pages", "'" + page + "' is not section-id/episode-id");
                }
                pages.add(new Listing.EpisodePage(parts[0], parts[1]));
            }
            all.add(new Listing(id, required(p, text, file, id + ".title"), required(p, text, file, id + ".hook"),
                    ids(p, text, file, id + ".episodes"), pages));
        }
        if (all.isEmpty()) {
            throw problem(text, file, "investigations", "lists no investigation");
        }
        return all;
    }

    /**
     * Writes the listing of every language of the bundled content into the build's class folder
     * ({@code args[0]}, which holds {@code content/}), from a full read of it; the build runs it once
     * the classes are compiled. A content problem fails the build, as it would fail the app.
     */
    public static void main(String[] args) throws IOException, ContentException {
        if (args.length != 1) {
            throw new IllegalArgumentException("usage: ListingFile CLASS-FOLDER (the folder holding content/)");
        }
        Path classes = Path.of(args[0]);
        Path out = classes.resolve(FOLDER);
        Files.createDirectories(out);
        List<Path> languages;
        try (Stream<Path> folders = Files.list(classes.resolve("content"))) {
            languages = folders.filter(f -> Files.isDirectory(f.resolve(ContentLoader.INVESTIGATIONS))).sorted().toList();
        }
        for (Path folder : languages) {
            String language = folder.getFileName().toString();
            List<Listing> all = Investigation.loadAllBundled(Locale.forLanguageTag(language)).stream().map(Listing::of).toList();
            Files.writeString(out.resolve(language + ".properties"), write(all), StandardCharsets.UTF_8);
        }
    }

    private static String checked(String id, String investigation) {
        if (id == null || !ID.matcher(id).matches()) {
            throw new IllegalArgumentException("investigation " + investigation + ": the id '" + id
                    + "' cannot be listed: ids hold only letters, digits, '.', '_' and '-'");
        }
        return id;
    }

    private static String required(Properties p, String text, String file, String key) throws ContentException {
        String value = p.getProperty(key);
        if (value == null) {
            throw problem(text, file, key, "missing");
        }
        return value;
    }

    /** A comma-separated list; an empty value is an empty list. */
    private static List<String> items(Properties p, String text, String file, String key) throws ContentException {
        String value = required(p, text, file, key);
        return value.isEmpty() ? List.of() : List.of(value.split(",", -1));
    }

    /** A comma-separated list of ids. */
    private static List<String> ids(Properties p, String text, String file, String key) throws ContentException {
        List<String> ids = items(p, text, file, key);
        for (String id : ids) {
            if (!ID.matcher(id).matches()) {
                throw problem(text, file, key, "'" + id + "' is not an id");
            }
        }
        return ids;
    }

    /** A problem with a key, at the line that holds it (line 1 when the key is missing). */
    private static ContentException problem(String text, String file, String key, String what) {
        List<String> lines = text.lines().toList();
        int line = 1;
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).startsWith(key + "=")) {
                line = i + 1;
                break;
            }
        }
        return new ContentException(List.of(new ContentProblem(file, line, 1, key + ": " + what)));
    }
}
