package io.boundarylab.episodes.playground;

import io.boundarylab.episodes.content.Choice;
import io.boundarylab.episodes.content.Claim;
import io.boundarylab.episodes.content.ContentException;
import io.boundarylab.episodes.content.ContentProblem;
import io.boundarylab.episodes.content.Episode;
import io.boundarylab.episodes.content.Investigation;
import io.boundarylab.episodes.content.PredictionQuestion;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;

/**
 * Saves a playground experiment as a content folder, one investigation with one episode in the
 * authoring format (content/README.md), in English and Spanish, which any copy of the app opens
 * (File > Open content folder), {@code content validate} passes and {@code episode run --content DIR}
 * runs; and opens such a folder again. A file {@code playground.yaml} at its top marks it, so that a
 * save never overwrites a folder that is not a playground experiment.
 *
 * <p>A save writes a new folder beside the target, loads it as the app would, and only then moves it
 * into place (the old one moved aside first and removed after): a failed save leaves the old folder
 * as it was.
 */
public final class PlaygroundFolder {
    private PlaygroundFolder() {
    }

    /** Saves in English words; see {@link #save(PlaygroundExperiment, Path, Locale, BundledContent)}. */
    public static List<ContentProblem> save(PlaygroundExperiment x, Path dir, BundledContent bundled) throws PlaygroundException {
        return save(x, dir, Locale.ENGLISH, bundled);
    }

    /**
     * Saves the experiment in {@code dir} (made when missing; replaced when it is a playground folder
     * or empty).
     *
     * @param locale the language of the messages
     * @param bundled the bundled content, as read once by the app: the saved investigation copies its phrases
     * @return the warnings the saved content gets from {@code content validate} (a choice that gives
     *         itself away), each at its {@code file:line:column}; empty when none
     * @throws PlaygroundException when {@code dir} is not a folder, cannot be written, is a folder of
     *         something else, or the experiment is not valid content (its problems listed)
     */
    public static List<ContentProblem> save(PlaygroundExperiment x, Path dir, Locale locale, BundledContent bundled) throws PlaygroundException {
        boolean es = ClaimMenu.es(locale);
        Path target = dir.toAbsolutePath().normalize();
        Path parent = target.getParent();
        if (parent == null || target.getFileName() == null) throw new PlaygroundException(es ? "No se puede guardar en la raíz del disco: elige una carpeta."
                : "Cannot save at the root of the disk: choose a folder.");
        if (Files.exists(target, LinkOption.NOFOLLOW_LINKS)) {
            if (!Files.isDirectory(target, LinkOption.NOFOLLOW_LINKS)) throw new PlaygroundException(es ? target + " no es una carpeta: elige una carpeta para el experimento."
                    : target + " is not a folder: choose a folder for the experiment.");
            if (!isEmpty(target) && !isPlaygroundFolder(target)) throw new PlaygroundException(es
                    ? target + " ya contiene otras cosas y no es un experimento del laboratorio: no se sobrescribe. Elige una carpeta vacía o nueva."
                    : target + " already holds something that is not a playground experiment: it is not overwritten. Choose an empty or new folder.");
        }
        Path tmp = parent.resolve("." + target.getFileName() + ".saving");
        Path old = parent.resolve("." + target.getFileName() + ".old");
        try {
            Files.createDirectories(parent);
            if (!Files.isDirectory(parent)) throw new IOException(parent + " is not a folder");
            deleteTree(tmp);
            Files.createDirectory(tmp);
        } catch (IOException | SecurityException | UnsupportedOperationException e) {
            throw new PlaygroundException(es ? "No se puede escribir en " + parent + ": " + e.getMessage()
                    : "Cannot write in " + parent + ": " + e.getMessage());
        }
        List<ContentProblem> warnings;
        try {
            for (Map.Entry<String, String> f : files(x, bundled).entrySet()) {
                Path p = tmp.resolve(f.getKey());
                Files.createDirectories(p.getParent());
                Files.writeString(p, f.getValue(), StandardCharsets.UTF_8);
            }
            warnings = check(tmp, es);
            if (Files.exists(target, LinkOption.NOFOLLOW_LINKS)) {
                deleteTree(old);
                move(target, old);
                move(tmp, target);
                deleteTree(old);
            } else {
                move(tmp, target);
            }
        } catch (IOException e) {
            throw new PlaygroundException(es ? "No se pudo guardar en " + target + ": " + e.getMessage() : "Could not save in " + target + ": " + e.getMessage());
        } finally {
            try {
                deleteTree(tmp);
            } catch (IOException ignored) {
                // A leftover ".saving" folder is replaced by the next save.
            }
        }
        // Each warning names its file relative to the folder, so it reads the same for the saved one.
        return warnings;
    }

    /** Whether {@code dir} is a folder a playground save made. */
    public static boolean isPlaygroundFolder(Path dir) {
        return Files.isRegularFile(dir.resolve(EpisodeFiles.MARKER));
    }

    /**
     * Opens a saved playground experiment.
     *
     * @throws PlaygroundException when the folder is not one a playground save made, or its content does not load (problems listed)
     */
    public static PlaygroundExperiment open(Path dir) throws PlaygroundException {
        return open(dir, Locale.ENGLISH);
    }

    /** Opens a saved playground experiment, with messages in the learner's language. */
    public static PlaygroundExperiment open(Path dir, Locale locale) throws PlaygroundException {
        boolean es = ClaimMenu.es(locale);
        if (!isPlaygroundFolder(dir)) throw new PlaygroundException(es ? dir + " no es un experimento guardado desde el laboratorio."
                : dir + " is not an experiment saved from the playground.");
        Map<String, String> marker;
        String naive, contract;
        try {
            marker = marker(Files.readString(dir.resolve(EpisodeFiles.MARKER), StandardCharsets.UTF_8));
            naive = Files.readString(dir.resolve("en/" + EpisodeFiles.EPISODE_DIR + "/naive.yaml"), StandardCharsets.UTF_8);
            contract = Files.readString(dir.resolve("en/" + EpisodeFiles.EPISODE_DIR + "/contract.yaml"), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new PlaygroundException((es ? "No se puede leer " : "Cannot read ") + dir + ": " + e.getMessage());
        }
        Episode ep;
        try {
            List<Investigation> all = Investigation.loadAll(dir, Locale.ENGLISH);
            ep = all.get(0).episodes().get(0);
        } catch (ContentException e) {
            throw new PlaygroundException((es ? "El experimento de " : "The experiment in ") + dir + (es ? " tiene problemas." : " has problems."), e.problems());
        } catch (IndexOutOfBoundsException e) {
            throw new PlaygroundException((es ? "No hay ningún episodio en " : "No episode in ") + dir);
        }
        PlaygroundPrediction prediction = null;
        if ("true".equals(marker.get("prediction"))) {
            PredictionQuestion q = ep.prediction();
            List<PlaygroundChoice> choices = new ArrayList<>();
            for (Choice c : q.choices()) {
                List<Claim> claims = new ArrayList<>();
                for (Map.Entry<String, Boolean> e : c.implies().entrySet()) {
                    Claim k = q.claim(e.getKey()).orElseThrow();
                    claims.add(e.getValue() ? k : ClaimMenu.negate(k));
                }
                choices.add(new PlaygroundChoice(c.text(), claims));
            }
            prediction = new PlaygroundPrediction(q.text(), choices, q.quantity());
        }
        return new PlaygroundExperiment(ep.title(), ep.experiment().guarantee(), naive, contract, prediction,
                "true".equals(marker.get("predictionSkipped")));
    }

    /** The files a save writes, by path relative to the folder. */
    static Map<String, String> files(PlaygroundExperiment x, BundledContent bundled) throws PlaygroundException {
        Map<String, Map<String, String>> phrases = new LinkedHashMap<>();
        Map<String, String> narration = new LinkedHashMap<>();
        for (String lang : List.of("en", "es")) {
            try {
                phrases.put(lang, bundled.in(Locale.forLanguageTag(lang)).phrases());
            } catch (ContentException e) {
                throw new PlaygroundException("the bundled content does not load: " + e.getMessage(), e.problems());
            }
            narration.put(lang, resource("/content/" + lang + "/narration.yaml"));
        }
        return EpisodeFiles.of(x, phrases, narration);
    }

    private static String resource(String name) throws PlaygroundException {
        try (InputStream in = PlaygroundFolder.class.getResourceAsStream(name)) {
            if (in == null) throw new PlaygroundException("the bundled content lacks " + name);
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new PlaygroundException("the bundled content cannot be read: " + e.getMessage());
        }
    }

    /** Loads the written folder in every language it holds, as the app and {@code content validate} do; returns the warnings. */
    private static List<ContentProblem> check(Path written, boolean es) throws PlaygroundException {
        Set<ContentProblem> warnings = new LinkedHashSet<>();
        for (Locale l : List.of(Locale.ENGLISH, Locale.forLanguageTag("es"))) {
            try {
                for (Investigation inv : Investigation.loadAll(written, l)) warnings.addAll(inv.warnings());
            } catch (ContentException e) {
                String first = e.problems().isEmpty() ? e.getMessage() : e.problems().get(0).toString();
                throw new PlaygroundException(es ? "El experimento no se puede guardar así: " + first
                        : "The experiment cannot be saved as it is: " + first, e.problems());
            }
        }
        return new ArrayList<>(warnings);
    }

    private static Map<String, String> marker(String text) {
        Map<String, String> m = new LinkedHashMap<>();
        for (String line : text.split("\n")) {
            int colon = line.indexOf(':');
            if (line.startsWith("#") || colon < 0) continue;
            m.put(line.substring(0, colon).trim(), line.substring(colon + 1).trim());
        }
        return m;
    }

    private static boolean isEmpty(Path dir) {
        try (Stream<Path> s = Files.list(dir)) {
            return s.findAny().isEmpty();
        } catch (IOException e) {
            return false;
        }
    }

    private static void move(Path from, Path to) throws IOException {
        try {
            Files.move(from, to, StandardCopyOption.ATOMIC_MOVE);
        } catch (AtomicMoveNotSupportedException | FileAlreadyExistsException e) {
            Files.move(from, to);
        }
    }

    private static void deleteTree(Path dir) throws IOException {
        if (!Files.exists(dir, LinkOption.NOFOLLOW_LINKS)) return;
        try (Stream<Path> s = Files.walk(dir)) {
            for (Path p : s.sorted(Comparator.reverseOrder()).toList()) Files.delete(p);
        }
    }
}
