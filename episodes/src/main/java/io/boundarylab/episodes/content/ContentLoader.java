package io.boundarylab.episodes.content;

import java.io.IOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.FileSystem;
import java.nio.file.FileSystemAlreadyExistsException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Finds the content to load (the bundled copy on the class path, inside a jar or not, or a
 * folder with a locale sub-folder) and runs the load, turning the problems found into one
 * {@link ContentException}. Layout (all YAML), read by {@link InvestigationLoader}:
 * <pre>
 * investigation.yaml            id, title, phrases, costs templates
 * narration.yaml                one sentence pattern per trace event type
 * sections/NN-name.yaml         the sections, in file-name order
 * episodes/NN-name/episode.yaml an episode; its variants' scenarios sit beside it
 * </pre>
 * Episodes are read in folder-name order and placed right after the section of kind
 * {@code episodes}, so a new episode needs new files only.
 */
final class ContentLoader {

    static final String DEFAULT_LANGUAGE = "en";

    private ContentLoader() {
    }

    // Synchronized: two loads from one jar must not close the jar's file system under each other.
    static synchronized Investigation loadBundled(Locale locale) throws ContentException {
        String lang = bundledLanguage(locale);
        URL url = Investigation.class.getResource("/content/" + lang + "/investigation.yaml");
        if (url == null) {
            throw new ContentException(List.of(new ContentProblem("content/" + lang + "/investigation.yaml", 1, 1,
                    "the bundled content is missing from the class path")));
        }
        URI uri;
        try {
            uri = url.toURI();
        } catch (URISyntaxException e) {
            throw new ContentException(List.of(new ContentProblem(url.toString(), 1, 1, e.getMessage())));
        }
        if (!"jar".equals(uri.getScheme())) return load(Path.of(uri).getParent().getParent(), locale);
        // Inside a jar: open (or reuse) its file system just for the load; everything is read into memory.
        FileSystem fs = null;
        boolean opened = false;
        try {
            try {
                fs = FileSystems.newFileSystem(uri, Map.of());
                opened = true;
            } catch (FileSystemAlreadyExistsException e) {
                fs = FileSystems.getFileSystem(uri);
            }
            return load(fs.getPath("/content"), locale);
        } catch (IOException e) {
            throw new ContentException(List.of(new ContentProblem(uri.toString(), 1, 1, "cannot open: " + e.getMessage())));
        } finally {
            if (opened) {
                try { fs.close(); } catch (IOException ignored) { /* read-only; nothing to lose */ }
            }
        }
    }

    private static String bundledLanguage(Locale locale) {
        String lang = locale.getLanguage();
        if (!lang.isEmpty() && Investigation.class.getResource("/content/" + lang + "/investigation.yaml") != null) return lang;
        return DEFAULT_LANGUAGE;
    }

    static Investigation load(Path dir, Locale locale) throws ContentException {
        Path root = dir;
        if (!Files.isRegularFile(dir.resolve("investigation.yaml"))) {
            Path byLocale = dir.resolve(locale.getLanguage().isEmpty() ? DEFAULT_LANGUAGE : locale.getLanguage());
            root = Files.isRegularFile(byLocale.resolve("investigation.yaml")) ? byLocale : dir.resolve(DEFAULT_LANGUAGE);
        }
        if (!Files.isRegularFile(root.resolve("investigation.yaml"))) {
            throw new ContentException(List.of(new ContentProblem("investigation.yaml", 1, 1,
                    "no investigation.yaml here or in a locale folder (" + DEFAULT_LANGUAGE + "/)")));
        }
        Fields.Problems problems = new Fields.Problems();
        ContentFiles files = new ContentFiles(dir, root, problems);
        Investigation inv;
        try {
            inv = new InvestigationLoader(files, locale).read();
        } catch (RuntimeException e) {
            // A loader bug must still leave the app standing, with a message instead of a crash.
            problems.add(files.rel(root.resolve("investigation.yaml")), 1, 1, "content could not be read because of a bug in Boundary Lab"
                    + " (please report it in the project's issue tracker with this folder)");
            inv = null;
        }
        if (!problems.list.isEmpty()) throw new ContentException(problems.list);
        return inv;
    }
}
