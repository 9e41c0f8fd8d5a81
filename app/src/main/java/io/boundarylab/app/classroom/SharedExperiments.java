package io.boundarylab.app.classroom;

import io.boundarylab.episodes.playground.BundledContent;
import io.boundarylab.episodes.playground.LessonArchive;
import io.boundarylab.episodes.playground.PlaygroundException;
import io.boundarylab.episodes.playground.PlaygroundExperiment;
import io.boundarylab.episodes.playground.PlaygroundFolder;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Stream;

/**
 * A playground lesson shared with a class. It travels as a file, its saved content folder in one
 * archive ({@link LessonArchive}), named by a short code a class can read off a board
 * ({@link ExperimentCodes#lessonCode}): the learner's copy finds the file the code names among the
 * lesson files it has, and refuses one that changed after the code was made. Where no file can
 * travel, the long code carries the lesson itself: only the files of the saved content folder that
 * are the lesson's own (the marker, each language's episode, the two scenarios); the rest (narration,
 * the investigation's phrases) is what every copy of the app writes alike, so the learner's copy
 * writes it again: the lesson is opened from the files carried and saved anew, checked as every
 * playground save is.
 */
public final class SharedExperiments {
    /** The names of the files a code carries, wherever the save put them. */
    private static final Set<String> OWN = Set.of("playground.yaml", "episode.yaml", "naive.yaml", "contract.yaml");

    private SharedExperiments() {
    }

    /**
     * A lesson shared: the file that carries it, the short code that names it, and the long code that
     * carries it where no file can travel.
     */
    public record LessonShare(Path archive, String shortCode, String longCode) {
    }

    /** What a lesson's short code found among the lesson files: the one it names, or why none. */
    public record Found(Path lesson, List<Path> others) {
    }

    /**
     * Shares a lesson: saved (so it is checked as a save is), written as an archive in {@code folder}
     * named after its title, and named by a short code made of that archive's files.
     */
    public static LessonShare share(PlaygroundExperiment x, Locale locale, BundledContent bundled, Path folder) throws PlaygroundException, IOException {
        Path scratch = Files.createTempDirectory("boundary-lab-share");
        try {
            Path dir = scratch.resolve("lesson");
            PlaygroundFolder.save(x, dir, locale, bundled);
            Files.createDirectories(folder);
            Path archive = folder.resolve(folderName(x.title()) + LessonArchive.SUFFIX);
            LessonArchive.write(dir, archive);
            String shortCode = ExperimentCodes.lessonCode(LessonArchive.fingerprint(LessonArchive.files(archive)));
            return new LessonShare(archive, shortCode, ExperimentCodes.write(carried(dir)));
        } finally {
            deleteTree(scratch);
        }
    }

    /**
     * The lesson file among those in {@code places} (archives and saved lesson folders, one level
     * down) whose files the short code was made of, or null with every lesson file that does not
     * match (it changed after the code was made, or is another lesson).
     */
    public static Found find(long codeBits, List<Path> places) {
        List<Path> others = new java.util.ArrayList<>();
        for (Path place : places) {
            if (!Files.isDirectory(place)) continue;
            List<Path> candidates;
            try (Stream<Path> s = Files.list(place)) {
                candidates = s.filter(p -> p.getFileName().toString().endsWith(LessonArchive.SUFFIX) || PlaygroundFolder.isPlaygroundFolder(p))
                        .sorted().toList();
            } catch (IOException e) {
                continue;
            }
            for (Path c : candidates) {
                try {
                    if (ExperimentCodes.names(codeBits, LessonArchive.fingerprint(LessonArchive.files(c)))) return new Found(c, List.of());
                    others.add(c);
                } catch (IOException e) {
                    // Not a lesson file (another archive in the same folder): not one the code could name.
                }
            }
        }
        return new Found(null, others);
    }

    /**
     * Opens the lesson file a short code found as a content folder in {@code parent}, named after its
     * title (a folder of the same lesson opened before is replaced), and returns it.
     *
     * @throws PlaygroundException when the file is not a lesson (in the learner's language), or cannot be written
     */
    public static Path unpack(Path lesson, Path parent, Locale locale, BundledContent bundled) throws PlaygroundException, IOException {
        Path scratch = Files.createTempDirectory("boundary-lab-lesson");
        try {
            Path dir = scratch.resolve("lesson");
            LessonArchive.unpack(LessonArchive.files(lesson), dir);
            PlaygroundExperiment x = PlaygroundFolder.open(dir, locale);
            Path target = parent.resolve(folderName(x.title()));
            PlaygroundFolder.save(x, target, locale, bundled);
            return target;
        } finally {
            deleteTree(scratch);
        }
    }

    /** The class code for an experiment: saved in a scratch folder (so it is checked as a save is), its own files carried. */
    public static String code(PlaygroundExperiment x, Locale locale, BundledContent bundled) throws PlaygroundException, IOException {
        Path scratch = Files.createTempDirectory("boundary-lab-share");
        try {
            Path dir = scratch.resolve("experiment");
            PlaygroundFolder.save(x, dir, locale, bundled);
            return ExperimentCodes.write(carried(dir));
        } finally {
            deleteTree(scratch);
        }
    }

    /** The files a code carries of a saved playground folder, by path relative to it. */
    static Map<String, String> carried(Path dir) throws IOException {
        Map<String, String> out = new TreeMap<>();
        for (Map.Entry<String, Path> f : files(dir).entrySet()) {
            String name = f.getValue().getFileName().toString();
            // Each language's episode holds the lesson's words in it; the scenarios are English's alone.
            boolean own = f.getKey().equals("playground.yaml") || (f.getKey().startsWith("en/") && OWN.contains(name)) || name.equals("episode.yaml");
            if (own) out.put(f.getKey(), Files.readString(f.getValue(), StandardCharsets.UTF_8));
        }
        return out;
    }

    /**
     * Writes the experiment the files carry as a content folder in {@code parent}, named after its
     * title (a folder of the same experiment entered before is replaced), and returns it.
     *
     * @throws PlaygroundException when the files are not an experiment's (in the learner's language), or cannot be written
     */
    public static Path unpack(Map<String, String> carried, Path parent, Locale locale, BundledContent bundled) throws PlaygroundException, IOException {
        String naive = only(carried, "naive.yaml", locale);
        only(carried, "contract.yaml", locale);
        Path scratch = Files.createTempDirectory("boundary-lab-code");
        try {
            // A folder as any save writes it (around the naive scenario twice, which a save always takes); the carried files then take their places in it.
            Path dir = scratch.resolve("experiment");
            PlaygroundFolder.save(new PlaygroundExperiment("class", null, naive, naive, null, false), dir, locale, bundled);
            Map<String, Path> written = files(dir);
            for (Map.Entry<String, String> f : carried.entrySet()) {
                Path at = written.get(f.getKey());
                if (at == null) throw notAnExperiment(locale);
                Files.writeString(at, f.getValue(), StandardCharsets.UTF_8);
            }
            PlaygroundExperiment x = PlaygroundFolder.open(dir, locale);
            Path target = parent.resolve(folderName(x.title()));
            PlaygroundFolder.save(x, target, locale, bundled);
            return target;
        } finally {
            deleteTree(scratch);
        }
    }

    /** A folder name from a title: its letters and digits, so any title makes a name every file system takes. */
    static String folderName(String title) {
        String slug = java.text.Normalizer.normalize(title, java.text.Normalizer.Form.NFD).replaceAll("\\p{M}", "")
                .toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", "-").replaceAll("^-+|-+$", "");
        if (slug.length() > 40) slug = slug.substring(0, 40).replaceAll("-+$", "");
        return slug.isEmpty() ? "experiment" : slug;
    }

    private static String only(Map<String, String> carried, String name, Locale locale) throws PlaygroundException {
        List<String> found = carried.entrySet().stream().filter(e -> e.getKey().startsWith("en/") && e.getKey().endsWith("/" + name))
                .map(Map.Entry::getValue).toList();
        if (found.size() != 1) throw notAnExperiment(locale);
        return found.get(0);
    }

    private static PlaygroundException notAnExperiment(Locale locale) {
        return new PlaygroundException(new ClassroomText(locale).get("experimentCode.notAnExperiment"));
    }

    private static Map<String, Path> files(Path dir) throws IOException {
        Map<String, Path> out = new TreeMap<>();
        try (Stream<Path> s = Files.walk(dir)) {
            for (Path p : s.filter(Files::isRegularFile).toList()) out.put(dir.relativize(p).toString().replace('\\', '/'), p);
        }
        return out;
    }

    private static void deleteTree(Path dir) {
        try (Stream<Path> s = Files.walk(dir)) {
            for (Path p : s.sorted(Comparator.reverseOrder()).toList()) Files.deleteIfExists(p);
        } catch (IOException ignored) {
            // A scratch folder left in the system's temporary folder is the system's to clear.
        }
    }
}
