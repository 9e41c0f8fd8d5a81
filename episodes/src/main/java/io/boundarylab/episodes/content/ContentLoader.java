package io.boundarylab.episodes.content;

import io.boundarylab.episodes.narration.Narration;

import java.io.IOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.FileSystem;
import java.nio.file.FileSystemAlreadyExistsException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Finds the content to load (the bundled copy on the class path, inside a jar or not, or a
 * folder with a locale sub-folder) and runs the load, turning the problems found into one
 * {@link ContentException}. Layout of one locale's folder (all YAML):
 * <pre>
 * narration.yaml                           one sentence pattern per trace event type (shared)
 * investigations/NNN-name/investigation.yaml   id, title, phrases, costs templates
 * investigations/NNN-name/sections/NN-name.yaml          the sections, in file-name order
 * investigations/NNN-name/episodes/NN-name/episode.yaml  an episode; its scenarios beside it
 * </pre>
 * Investigations are read in folder-name order; the first is the default (Investigation 017, so
 * that everything written before there was more than one keeps meaning it). A locale folder that
 * holds {@code investigation.yaml} itself (the layout before investigations were folders, kept for
 * instructors' own content) is one investigation with its narration beside it.
 * Episodes are read in folder-name order and placed right after the section of kind
 * {@code episodes}, so a new episode needs new files only; a new investigation, a new folder.
 */
final class ContentLoader {

    static final String DEFAULT_LANGUAGE = "en";
    static final String INVESTIGATIONS = "investigations";
    private static final String NARRATION = "narration.yaml";

    private ContentLoader() {
    }

    static List<Investigation> loadBundled(Locale locale) throws ContentException {
        return fromBundled(locale, dir -> load(dir, locale));
    }

    /** A load from a content folder (the one holding the locale folders). */
    interface FolderLoad<T> {
        T load(Path contentDir) throws ContentException;
    }

    /**
     * Runs a load on the content shipped inside the application: its folder when running from the
     * build, else the jar's {@code /content}. Every bundled load (investigations, the deck) goes
     * through here: synchronized, so that two loads from one jar never close the jar's file system
     * under each other.
     */
    static synchronized <T> T fromBundled(Locale locale, FolderLoad<T> load) throws ContentException {
        String lang = bundledLanguage(locale);
        URL url = Investigation.class.getResource("/content/" + lang + "/" + NARRATION);
        if (url == null) {
            throw new ContentException(List.of(new ContentProblem("content/" + lang + "/" + NARRATION, 1, 1,
                    "the bundled content is missing from the class path")));
        }
        URI uri;
        try {
            uri = url.toURI();
        } catch (URISyntaxException e) {
            throw new ContentException(List.of(new ContentProblem(url.toString(), 1, 1, e.getMessage())));
        }
        if (!"jar".equals(uri.getScheme())) return load.load(Path.of(uri).getParent().getParent());
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
            return load.load(fs.getPath("/content"));
        } catch (IOException e) {
            throw new ContentException(List.of(new ContentProblem(uri.toString(), 1, 1, "cannot open: " + e.getMessage())));
        } finally {
            if (opened) {
                try { fs.close(); } catch (IOException ignored) { /* read-only; nothing to lose */ }
            }
        }
    }

    static String bundledLanguage(Locale locale) {
        String lang = locale.getLanguage();
        if (!lang.isEmpty() && Investigation.class.getResource("/content/" + lang + "/" + NARRATION) != null) return lang;
        return DEFAULT_LANGUAGE;
    }

    /**
     * The folder of the locale asked for and, when it is a translation, the English folder under it.
     * A translation is read whenever its folder exists, however little it holds yet: what it lacks
     * comes from English, marked (see {@link ContentFiles}).
     */
    record Locales(Path root, Path english) {
        static Locales of(Path contentDir, Locale locale) {
            String lang = locale.getLanguage().isEmpty() ? DEFAULT_LANGUAGE : locale.getLanguage();
            Path en = contentDir.resolve(DEFAULT_LANGUAGE);
            Path own = contentDir.resolve(lang);
            if (lang.equals(DEFAULT_LANGUAGE) || !Files.isDirectory(own)) return new Locales(en, null);
            return new Locales(own, en);
        }
    }

    /** Whether a folder is one locale's content: investigation folders, or one investigation itself. */
    private static boolean isLocaleFolder(Path p) {
        return Files.isRegularFile(p.resolve("investigation.yaml")) || Files.isDirectory(p.resolve(INVESTIGATIONS));
    }

    /** Every investigation of the folder, in folder-name order (the default first). */
    static List<Investigation> load(Path dir, Locale locale) throws ContentException {
        Path root = dir;
        Path english = null;
        if (!isLocaleFolder(dir)) {
            Locales l = Locales.of(dir, locale);
            root = l.root();
            english = l.english();
            // A language without a folder reads English, and writes its numbers as English does.
            if (english == null) locale = Locale.ENGLISH;
        }
        if (!isLocaleFolder(root) && (english == null || !isLocaleFolder(english))) {
            throw new ContentException(List.of(new ContentProblem("investigation.yaml", 1, 1,
                    "no investigation.yaml (nor investigations/) here or in a locale folder (" + DEFAULT_LANGUAGE + "/)")));
        }
        Fields.Problems problems = new Fields.Problems();
        ContentFiles localeFiles = new ContentFiles(dir, root, english, problems);
        List<Path> folders = new ArrayList<>();
        // An investigation's own folder given directly shares the narration of the locale above it.
        Path narrationFile = root.resolve(NARRATION);
        if (Files.isRegularFile(root.resolve("investigation.yaml"))) {
            folders.add(root);
            Path parent = root.toAbsolutePath().normalize().getParent();
            if (!Files.isRegularFile(narrationFile) && parent != null && parent.getFileName() != null
                    && INVESTIGATIONS.equals(parent.getFileName().toString()) && parent.getParent() != null)
                narrationFile = parent.getParent().resolve(NARRATION);
        } else {
            folders.addAll(localeFiles.list(root.resolve(INVESTIGATIONS), true));
            if (folders.isEmpty() && problems.list.isEmpty())
                problems.add(localeFiles.rel(root.resolve(INVESTIGATIONS)), 1, 1, "no investigation folders");
        }
        Narration narration = new NarrationLoader(localeFiles, locale).read(narrationFile);
        List<Investigation> all = new ArrayList<>();
        Map<String, String> idFiles = new HashMap<>();
        for (Path found : folders) {
            // A translation's investigation folder, read over its English one (either may be all there is).
            Path folder = english == null ? found : root.resolve(INVESTIGATIONS).resolve(found.getFileName().toString());
            Path englishFolder = english == null ? null : english.resolve(INVESTIGATIONS).resolve(found.getFileName().toString());
            ContentFiles files = new ContentFiles(dir, folder, englishFolder, problems);
            Path invFile = files.find(folder.resolve("investigation.yaml"));
            if (!Files.isRegularFile(invFile)) {
                problems.add(files.rel(folder), 1, 1, "investigation folder without investigation.yaml");
                continue;
            }
            Investigation inv;
            try {
                inv = new InvestigationLoader(files, locale, narration).read();
            } catch (RuntimeException e) {
                // A loader bug must still leave the app standing, with a message instead of a crash.
                problems.add(files.rel(invFile), 1, 1, "content could not be read because of a bug in Boundary Lab"
                        + " (please report it in the project's issue tracker with this folder)");
                inv = null;
            }
            if (inv == null || inv.id() == null) continue;
            String other = idFiles.putIfAbsent(inv.id(), files.rel(invFile));
            if (other != null) problems.add(files.rel(invFile), 1, 1, "investigation id '" + inv.id() + "' is also used by " + other);
            else all.add(inv);
        }
        if (!problems.list.isEmpty()) throw new ContentException(problems.list);
        return all;
    }
}
