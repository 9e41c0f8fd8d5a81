package io.boundarylab.episodes.playground;

import io.boundarylab.episodes.content.Choice;
import io.boundarylab.episodes.content.Claim;
import io.boundarylab.episodes.content.ContentException;
import io.boundarylab.episodes.content.ContentProblem;
import io.boundarylab.episodes.content.Episode;
import io.boundarylab.episodes.content.Investigation;
import io.boundarylab.episodes.content.Languages;
import io.boundarylab.episodes.content.PredictionQuestion;
import io.boundarylab.episodes.run.CueSets;
import io.boundarylab.episodes.run.RightChoice;
import io.boundarylab.engine.kernel.EventBudgetExceeded;
import io.boundarylab.engine.Simulator;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.Optional;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;

/**
 * Saves a playground experiment as a content folder, one investigation with one episode in the
 * authoring format (content/README.md), in every language of the bundled content, which any copy of the app opens
 * (File > Load a content folder), {@code content validate} passes and {@code episode run --content DIR}
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
    public static LessonCheck save(PlaygroundExperiment x, Path dir, BundledContent bundled) throws PlaygroundException {
        return save(x, dir, Locale.ENGLISH, bundled);
    }

    /**
     * Saves the experiment in {@code dir} (made when missing; replaced when it is a playground folder
     * or empty).
     *
     * @param locale the language of the messages
     * @param bundled the bundled content, as read once by the app: the saved investigation copies its phrases
     * @return what {@code content validate} says of the saved content: its warnings and its giveaway
     *         cue table, language by language
     * @throws PlaygroundException when {@code dir} is not a folder, cannot be written, is a folder of
     *         something else, the prediction's choices are not alternatives (two can both be true,
     *         named), or the experiment is not valid content (its problems listed)
     */
    public static LessonCheck save(PlaygroundExperiment x, Path dir, Locale locale, BundledContent bundled) throws PlaygroundException {
        PlaygroundWords w = PlaygroundWords.in(locale);
        refuseOverlaps(x, w);
        Path target = dir.toAbsolutePath().normalize();
        Path parent = target.getParent();
        if (parent == null || target.getFileName() == null) throw new PlaygroundException(w.get("folder.root"));
        if (Files.exists(target, LinkOption.NOFOLLOW_LINKS)) {
            if (!Files.isDirectory(target, LinkOption.NOFOLLOW_LINKS)) throw new PlaygroundException(w.get("folder.notAFolder", target));
            if (!isEmpty(target) && !isPlaygroundFolder(target)) throw new PlaygroundException(w.get("folder.notPlayground", target));
        }
        Path tmp = parent.resolve("." + target.getFileName() + ".saving");
        Path old = parent.resolve("." + target.getFileName() + ".old");
        try {
            Files.createDirectories(parent);
            if (!Files.isDirectory(parent)) throw new IOException(parent + " is not a folder");
            deleteTree(tmp);
            Files.createDirectory(tmp);
        } catch (IOException | SecurityException | UnsupportedOperationException e) {
            throw new PlaygroundException(w.get("folder.cannotWrite", parent, e.getMessage()));
        }
        LessonCheck warnings;
        try {
            for (Map.Entry<String, String> f : files(x, bundled).entrySet()) {
                Path p = tmp.resolve(f.getKey());
                Files.createDirectories(p.getParent());
                Files.writeString(p, f.getValue(), StandardCharsets.UTF_8);
            }
            warnings = check(tmp, x, w);
            if (Files.exists(target, LinkOption.NOFOLLOW_LINKS)) {
                deleteTree(old);
                move(target, old);
                move(tmp, target);
                deleteTree(old);
            } else {
                move(tmp, target);
            }
        } catch (IOException e) {
            throw new PlaygroundException(w.get("folder.couldNotSave", target, e.getMessage()));
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
        PlaygroundWords w = PlaygroundWords.in(locale);
        if (!isPlaygroundFolder(dir)) throw new PlaygroundException(w.get("folder.notSaved", dir));
        Map<String, String> marker;
        String naive, contract;
        try {
            marker = marker(Files.readString(dir.resolve(EpisodeFiles.MARKER), StandardCharsets.UTF_8));
            naive = Files.readString(dir.resolve("en/" + EpisodeFiles.EPISODE_DIR + "/naive.yaml"), StandardCharsets.UTF_8);
            contract = Files.readString(dir.resolve("en/" + EpisodeFiles.EPISODE_DIR + "/contract.yaml"), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new PlaygroundException(w.get("folder.cannotRead", dir, e.getMessage()));
        }
        Episode ep;
        try {
            List<Investigation> all = Investigation.loadAll(dir, Locale.ENGLISH);
            ep = all.get(0).episodes().get(0);
        } catch (ContentException e) {
            throw new PlaygroundException(w.get("folder.problems", dir), e.problems());
        } catch (IndexOutOfBoundsException e) {
            throw new PlaygroundException(w.get("folder.noEpisode", dir));
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
                // The text under each choice is its claims' own words; what the learner reads is the lesson's.
                choices.add(lessonWritten(marker) ? PlaygroundChoice.of(claims) : new PlaygroundChoice(c.text(), claims));
            }
            List<String> ids = q.choices().stream().map(Choice::id).toList();
            prediction = new PlaygroundPrediction(q.text(),
                    choices, q.quantity(), ids.indexOf(marker.getOrDefault("right", "")));
        }
        PlaygroundExperiment x = new PlaygroundExperiment(ep.title(), ep.experiment().guarantee(), naive, contract, prediction,
                "true".equals(marker.get("predictionSkipped")));
        return lessonWritten(marker) ? LessonReader.read(dir, x, marker.get("lesson").split(" "), w) : x;
    }

    /** Whether the folder's episode words are the instructor's: a save of the previous release has the playground's own there. */
    private static boolean lessonWritten(Map<String, String> marker) {
        return marker.containsKey("lesson") && !marker.get("lesson").isBlank();
    }

    /** The files a save writes, by path relative to the folder: a folder per language of the content. */
    static Map<String, String> files(PlaygroundExperiment x, BundledContent bundled) throws PlaygroundException {
        Map<String, Map<String, String>> phrases = new LinkedHashMap<>();
        Map<String, String> narration = new LinkedHashMap<>();
        for (Locale language : bundled.languages()) {
            String lang = language.getLanguage();
            try {
                phrases.put(lang, bundled.in(language).phrases());
                narration.put(lang, bundled.narration(language));
            } catch (ContentException e) {
                throw new PlaygroundException("the content does not load: " + e.getMessage(), e.problems());
            } catch (IOException e) {
                throw new PlaygroundException("the content cannot be read: " + e.getMessage());
            }
        }
        return EpisodeFiles.of(x, phrases, narration);
    }

    /**
     * Loads the written folder in every language it holds, as the app and {@code content validate} do,
     * and judges it as {@code content validate} does: its giveaway cue table and its page's statements
     * ({@link CueSets}), with the choice the instructor marked right (or, with none marked, the one the
     * runs confirm).
     */
    private static LessonCheck check(Path written, PlaygroundExperiment x, PlaygroundWords w) throws PlaygroundException {
        Set<ContentProblem> warnings = new LinkedHashSet<>();
        List<CueSets.CueSet> cues = new ArrayList<>();
        Map<String, RightChoice.Answers> answers = new HashMap<>();
        for (Locale l : Languages.of(written)) {
            try {
                for (Investigation inv : Investigation.loadAll(written, l)) {
                    warnings.addAll(inv.warnings());
                    if (x.prediction() == null) continue;
                    if (x.prediction().right() >= 0) answers.computeIfAbsent(inv.id() + "/" + EpisodeFiles.EPISODE_ID,
                            k -> marked(inv, x.prediction().right()));
                    CueSets.CueSet set = CueSets.investigation(inv, answers, Simulator.DEFAULT_MAX_EVENTS);
                    if (!set.questions().isEmpty()) cues.add(set);
                    warnings.addAll(CueSets.statedOnPage(inv, answers, Simulator.DEFAULT_MAX_EVENTS));
                }
            } catch (ContentException e) {
                String first = e.problems().isEmpty() ? e.getMessage() : e.problems().get(0).toString();
                throw new PlaygroundException(w.get("folder.invalid", first), e.problems());
            } catch (EventBudgetExceeded e) {
                // Runs too long to judge: the lesson is saved without its cue table, as content validate leaves such an episode out.
            }
        }
        return new LessonCheck(new ArrayList<>(warnings), cues);
    }

    /** The runs' answers to the lesson's one episode, with the instructor's marked choice as the right one. */
    private static RightChoice.Answers marked(Investigation inv, int right) {
        RightChoice.Answers runs = RightChoice.answers(inv.episodes().get(0), Simulator.DEFAULT_MAX_EVENTS);
        return new RightChoice.Answers(Optional.of(PlaygroundPrediction.choiceId(right)), runs.number());
    }

    /** Refuses a prediction whose choices are not alternatives, naming the first two that can both be true. */
    private static void refuseOverlaps(PlaygroundExperiment x, PlaygroundWords w) throws PlaygroundException {
        if (x.prediction() == null) return;
        List<Alternatives.Overlap> overlaps = Alternatives.overlaps(x.prediction().choices());
        if (overlaps.isEmpty()) return;
        Alternatives.Overlap o = overlaps.get(0);
        throw new PlaygroundException(w.get("folder.overlap", o.first() + 1, o.second() + 1,
                x.prediction().choices().get(o.first()).text(), x.prediction().choices().get(o.second()).text()));
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
