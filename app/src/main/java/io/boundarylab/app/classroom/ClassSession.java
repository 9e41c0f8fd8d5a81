package io.boundarylab.app.classroom;

import io.boundarylab.episodes.prediction.Verdict;
import io.boundarylab.app.save.Progress;
import io.boundarylab.episodes.content.Episode;
import io.boundarylab.episodes.content.Investigation;
import io.boundarylab.episodes.run.EpisodeRunner;
import io.boundarylab.episodes.run.FaultAction;
import io.boundarylab.episodes.synthesis.SynthesisTrace;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;

/**
 * The class this app takes part in: the code the learner entered (and what it stands for), the
 * code an instructor made, and handing in results. What the dialogs call; no controls here. The
 * class's investigation is the one its code names, whatever is open in the main window: it decides
 * from a {@link ClassContext} and returns what the window should do as {@link ClassChange}s.
 */
public final class ClassSession {
    /** The folder under the save folder where experiments that class codes carry are kept. */
    public static final String EXPERIMENTS = "class-experiments";
    /** The folder under the save folder where a learner puts the lesson files a class shares. */
    public static final String LESSONS = "lessons";

    private final ClassContext context;
    private final ClassroomText text;
    private final PredictionTimer timer;
    private final ResultsFiles files = new ResultsFiles();
    private final ReadOnlyObjectWrapper<String> code = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyObjectWrapper<ClassSetup> setup = new ReadOnlyObjectWrapper<>();

    /** The investigation the code in force names. */
    private Investigation classInvestigation;
    /** The name given at the last hand-in, offered again at the next. */
    private String learner = "";
    private PollSender poll;

    public ClassSession(ClassContext context, ClassroomText text, PredictionTimer timer) {
        this.context = context;
        this.text = text;
        this.timer = timer;
        // Only episode predictions go to the live poll: its chart is per episode.
        timer.onCommit((key, p) -> {
            if (poll != null && !key.contains("/")) poll.send(key, p.choice(), p.confidencePercent());
        });
    }

    /**
     * As {@link #enter(String)}, and when {@code pollAddress} is not blank, every prediction committed
     * from now on is also sent to the instructor's live poll there ({@code host:port}).
     */
    public ClassSetup enter(String typed, String pollAddress) throws ClassCodeException {
        ClassSetup s = enter(typed);
        if (pollAddress != null && !pollAddress.isBlank()) {
            Long id = context.progress().getValue().learnerSeed();
            try {
                poll = new PollSender(pollAddress, code.get(), Long.toHexString(id == null ? 0 : id));
            } catch (IllegalArgumentException e) {
                throw new ClassCodeException(ClassCodeException.Problem.DOES_NOT_FIT, text.get("poll.badAddress", pollAddress));
            }
        }
        return s;
    }

    /** A code over {@code inv} (one of {@link #investigations()}), for the seed, episodes and faults on cue given. */
    public String make(Investigation inv, Long seed, List<String> episodes, List<ClassSetup.CueFault> faults) throws ClassCodeException {
        return ClassCodes.write(ClassCodes.setup(inv, seed, episodes, faults), inv);
    }

    /** Every investigation a class can be about here, the open one first. */
    public List<Investigation> investigations() {
        return context.investigations();
    }

    /** Changes when the investigations shipped with the app have been read: {@link #investigations()} then holds them too. */
    public javafx.beans.Observable shippedRead() {
        return context.shipped();
    }

    /**
     * Takes a code a learner typed, read against the investigation it names (whatever is open): the
     * experiments use its seed, its investigation is opened, its faults on cue are in force there, it
     * is kept for the next start, and the notice bar says what the code set. A mistyped code, or one
     * for content this app does not have, is refused with the reason, and nothing changes.
     */
    public ClassSetup enter(String typed) throws ClassCodeException {
        ClassSetup s = use(typed);
        context.changes().add(new ClassChange.KeepCode(code.get()));
        Investigation open = context.open().getValue();
        if (open == null || !open.id().equals(s.investigationId())) context.changes().add(new ClassChange.OpenInvestigation(s.investigationId()));
        return s;
    }

    private ClassSetup use(String typed) throws ClassCodeException {
        List<Investigation> all = context.investigations();
        if (all.isEmpty()) throw new ClassCodeException(ClassCodeException.Problem.DOES_NOT_FIT, text.get("code.noContent"));
        Investigation inv = ClassCodes.investigationOf(typed, all);
        ClassSetup s = ClassCodes.read(typed, inv);
        classInvestigation = inv;
        code.set(ResultsExport.formatted(typed));
        setup.set(s);
        context.changes().add(new ClassChange.UseSeed(s.seed()));
        context.changes().add(new ClassChange.Notice(text.get("code.entered", code.get(),
                s.seed() == null ? text.get("code.ownSeeds") : s.seed(), titles(inv, s.episodes()), text.count("count.fault", s.faults().size(), s.faults().size()))));
        return s;
    }

    /**
     * The faults on cue each episode of {@code inv} runs with: the class's in its investigation's
     * episodes (none where it has none), none anywhere else or without a class. The window puts them
     * in force whenever the class or the open investigation changes.
     */
    public Map<String, List<FaultAction>> faultsIn(Investigation inv) {
        Map<String, List<FaultAction>> out = new LinkedHashMap<>();
        ClassSetup s = setup.get();
        boolean ours = s != null && inv != null && inv.id().equals(s.investigationId());
        for (Episode e : inv == null ? List.<Episode>of() : inv.episodes()) {
            out.put(e.id(), !ours ? List.of() : s.faults().stream().filter(f -> f.episodeId().equals(e.id())).map(ClassSetup.CueFault::fault).toList());
        }
        return out;
    }

    /** Whether a code as typed carries an experiment rather than a class's seed and episodes. */
    public boolean carriesExperiment(String typed) {
        return ExperimentCodes.carriesExperiment(typed);
    }

    /**
     * Reads a code that carries an experiment (on the FX thread: a damaged code is refused at once)
     * and returns the rest to run off it: the experiment written as a content folder under the save
     * folder's {@value #EXPERIMENTS}, whose path it returns. Open it with {@link #openExperiment}.
     *
     * @throws ClassCodeException a code cut short, mistyped, foreign or newer, in the learner's language
     */
    public Callable<Path> experimentJob(String typed) throws ClassCodeException {
        if (ExperimentCodes.namesLesson(typed)) return lessonJob(typed);
        Map<String, String> files = ExperimentCodes.read(typed, text);
        if (context.store() == null) throw new ClassCodeException(ClassCodeException.Problem.DOES_NOT_FIT, text.get("experiment.cannotOpen", "-"));
        Path parent = context.store().folder().resolve(EXPERIMENTS);
        Locale locale = text.locale();
        return () -> {
            try {
                return SharedExperiments.unpack(files, parent, locale, context.bundled());
            } catch (io.boundarylab.episodes.playground.PlaygroundException | IOException e) {
                throw new ClassCodeException(ClassCodeException.Problem.DOES_NOT_FIT, text.get("experiment.cannotOpen", e.getMessage()));
            }
        };
    }

    /**
     * A lesson's short code: the lesson file it names is looked for where a learner keeps the files a
     * class shares ({@link #lessonPlaces}), refused when none there is the one the code was made of.
     */
    private Callable<Path> lessonJob(String typed) throws ClassCodeException {
        long bits = ExperimentCodes.readLesson(typed, text);
        if (context.store() == null) throw new ClassCodeException(ClassCodeException.Problem.DOES_NOT_FIT, text.get("experiment.cannotOpen", "-"));
        Path parent = context.store().folder().resolve(EXPERIMENTS);
        Locale locale = text.locale();
        List<Path> places = lessonPlaces();
        String code = ResultsExport.formatted(typed);
        return () -> {
            SharedExperiments.Found found = SharedExperiments.find(bits, places);
            if (found.lesson() == null && found.others().isEmpty())
                throw new ClassCodeException(ClassCodeException.Problem.DOES_NOT_FIT, text.get("lesson.none", code, places.get(0)));
            if (found.lesson() == null) {
                String names = String.join(", ", found.others().stream().map(p -> p.getFileName().toString()).toList());
                throw new ClassCodeException(ClassCodeException.Problem.CONTENT_DIFFERS, text.get("lesson.changed", code, names));
            }
            try {
                return SharedExperiments.unpack(found.lesson(), parent, locale, context.bundled());
            } catch (io.boundarylab.episodes.playground.PlaygroundException | IOException e) {
                throw new ClassCodeException(ClassCodeException.Problem.DOES_NOT_FIT, text.get("experiment.cannotOpen", e.getMessage()));
            }
        };
    }

    /** Where the lesson files a class shares are looked for: the save folder's {@value #LESSONS}, then the learner's Downloads. */
    public List<Path> lessonPlaces() {
        Path home = Path.of(System.getProperty("user.home", "."));
        return List.of(context.store().folder().resolve(LESSONS), home.resolve("Downloads"));
    }

    /** Opens an experiment a code brought as the content shown, as File → Load a content folder does, and says where it is kept. */
    public String openExperiment(Path folder) {
        context.changes().add(new ClassChange.OpenContent(folder));
        String said = text.get("experiment.opened", folder.getFileName(), folder);
        notice(said);
        return said;
    }

    /** What was handed in: the file written and the results it holds. */
    public record HandedIn(Path file, Results results) {
    }

    /**
     * Takes back the code kept in the learner's settings (at start, and again once the investigations
     * shipped with the app are read): its seed and faults on cue are in force again, and the notice
     * bar says so. A kept code for content this app does not have stays kept and changes nothing.
     *
     * @return whether the kept code now applies
     */
    public boolean restore(String kept) {
        if (kept == null) return false;
        if (kept.equals(code.get())) return true;
        try {
            use(kept);
            return true;
        } catch (ClassCodeException e) {
            return false;
        }
    }

    /**
     * Leaves the class: the code is no longer kept, the class's faults on cue are taken out of every
     * episode, and the experiments go back to each scenario's own seed where the code had set it.
     */
    public void leave() {
        String was = code.get();
        if (was == null) return;
        ClassSetup s = setup.get();
        code.set(null);
        setup.set(null);
        classInvestigation = null;
        poll = null;
        context.changes().add(new ClassChange.KeepCode(null));
        if (java.util.Objects.equals(s.seed(), context.seed().getValue())) context.changes().add(new ClassChange.UseSeed(null));
        notice(text.get("code.left", was));
    }

    /**
     * Writes the learner's results, signed with the class code, to {@code target}: into it when it
     * is a folder (as {@code results-<learner id>.json}, so classmates in one shared folder never
     * overwrite each other), else as that file. Says nothing on screen; the caller confirms with
     * {@link #handedIn(HandedIn)}. As {@link #handInJob} run at once.
     *
     * @return the file written and what it holds
     */
    public HandedIn handIn(String learner, Path target) throws IOException {
        try {
            return handInJob(learner, target).call();
        } catch (IOException | RuntimeException e) {
            throw e;
        } catch (Exception e) {
            throw new IOException(e);
        }
    }

    /**
     * Takes what the results hold now (on the FX thread: the progress in the class's investigation,
     * the times, the code) and returns the rest of the hand-in to run off it: the synthesis's answers
     * are judged by running its trace, when there are any, the deck's reviews are read, and the file is written.
     */
    public Callable<HandedIn> handInJob(String learner, Path target) throws IOException {
        if (code.get() == null) throw new IllegalStateException("no class code entered");
        this.learner = learner == null ? "" : learner.strip();
        Investigation inv = classInvestigation;
        Progress progress = context.progressIn(inv.id());
        String classCode = code.get();
        Map<String, Long> times = Map.copyOf(timer.timesMs());
        boolean synthesis = progress.predictions().keySet().stream().anyMatch(k -> k.startsWith(ResultsExport.SYNTHESIS));
        io.boundarylab.app.save.SaveStore store = context.store();
        return () -> {
            Map<String, Verdict> judged = synthesis
                    ? SynthesisVerdicts.of(inv, progress, SynthesisTrace.run(inv, new EpisodeRunner())) : Map.of();
            Results r = ResultsExport.of(progress, inv, classCode, learner, times, deckReviews(store), judged);
            Long id = progress.learnerSeed();
            Path file = Files.isDirectory(target)
                    ? target.resolve(String.format(Locale.ROOT, "results-%08x.json", id == null ? 0 : id & 0xFFFFFFFFL)) : target;
            files.write(r, classCode, file);
            return new HandedIn(file, r);
        };
    }

    private static List<Results.DeckAnswer> deckReviews(io.boundarylab.app.save.SaveStore store) {
        if (store == null) return List.of();
        try {
            return ResultsExport.deckReviews(store.reviews());
        } catch (IOException e) {
            // A log that cannot be read hands in no reviews; the predictions still go.
            return List.of();
        }
    }

    /** The confirmation of a hand-in, for the notice bar and the dialog: the file, and what it holds. */
    public String handedIn(HandedIn h) {
        List<Results.Prediction> ps = h.results().predictions();
        long episodes = ps.stream().filter(p -> p.episode() != null).count();
        long judged = ps.stream().filter(p -> p.verdict() != null).count();
        return text.get("handIn.written", h.file(), text.count("count.episodePrediction", episodes, episodes),
                text.count("count.synthesisAnswer", ps.size() - episodes, ps.size() - episodes), judged,
                text.count("count.deckReview", h.results().deck().size(), h.results().deck().size()), h.results().classCode());
    }

    /** Shows a line in the notice bar. */
    public void notice(String line) {
        context.changes().add(new ClassChange.Notice(line));
    }

    /** The name given at the last hand-in of this session, empty before one. */
    public String learner() { return learner; }
    public Long seed() { return context.seed().getValue(); }
    public boolean presenter() { return Boolean.TRUE.equals(context.presenter().getValue()); }
    public ClassroomText text() { return text; }
    public ReadOnlyObjectProperty<String> codeProperty() { return code.getReadOnlyProperty(); }
    public ReadOnlyObjectProperty<ClassSetup> setupProperty() { return setup.getReadOnlyProperty(); }

    private static String titles(Investigation inv, List<String> ids) {
        return String.join(", ", inv.episodes().stream().filter(e -> ids.contains(e.id()))
                .map(e -> String.format(Locale.ROOT, "%02d", e.number())).toList());
    }
}
