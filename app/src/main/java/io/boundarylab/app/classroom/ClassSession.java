package io.boundarylab.app.classroom;

import io.boundarylab.app.save.Progress;
import io.boundarylab.episodes.content.Episode;
import io.boundarylab.episodes.content.Investigation;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/**
 * The class this app takes part in: the code the learner entered (and what it stands for), the
 * code an instructor made, and handing in results. What the dialogs call; no controls here.
 */
public final class ClassSession {
    private final ClassroomHost host;
    private final ClassroomText text;
    private final PredictionTimer timer;
    private final ResultsFiles files = new ResultsFiles();
    private final ReadOnlyObjectWrapper<String> code = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyObjectWrapper<ClassSetup> setup = new ReadOnlyObjectWrapper<>();

    private PollSender poll;

    public ClassSession(ClassroomHost host, ClassroomText text, PredictionTimer timer) {
        this.host = host;
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
            Long id = host.progress().get().learnerSeed();
            try {
                poll = new PollSender(pollAddress, code.get(), Long.toHexString(id == null ? 0 : id));
            } catch (IllegalArgumentException e) {
                throw new ClassCodeException(ClassCodeException.Problem.DOES_NOT_FIT, text.get("poll.badAddress", pollAddress));
            }
        }
        return s;
    }

    /** A code over the content loaded now, for the seed and episodes given, without faults on cue. */
    public String make(Long seed, List<String> episodes) throws ClassCodeException {
        return make(investigation(), seed, episodes, List.of());
    }

    /** A code over {@code inv} (one of {@link #investigations()}), for the seed, episodes and faults on cue given. */
    public String make(Investigation inv, Long seed, List<String> episodes, List<ClassSetup.CueFault> faults) throws ClassCodeException {
        return ClassCodes.write(ClassCodes.setup(inv, seed, episodes, faults), inv);
    }

    /**
     * Calls back with every investigation a code can be made for here, the one loaded first: at once
     * when the ones shipped with the app were read already, else once they are (with the loaded one
     * alone if they cannot be).
     */
    public void investigations(java.util.function.Consumer<List<Investigation>> then) {
        host.investigations().accept(shipped -> {
            Investigation loaded = content();
            List<Investigation> out = new java.util.ArrayList<>();
            if (loaded != null) out.add(loaded);
            // The loaded one stands for its id: it may come from an instructor's content folder, whose class version is the one to carry.
            for (Investigation i : shipped) {
                if (out.stream().noneMatch(o -> o.id().equals(i.id()))) out.add(i);
            }
            then.accept(out);
        });
    }

    /**
     * Takes a code a learner typed: on success the experiments use its seed and the notice bar says
     * what the code set; a mistyped code or other content is refused, with the reason, and nothing changes.
     */
    public ClassSetup enter(String typed) throws ClassCodeException {
        ClassSetup s = ClassCodes.read(typed, investigation());
        code.set(ResultsExport.formatted(typed));
        setup.set(s);
        // Kept in the settings: a learner who reopens the app is still in the class.
        if (!code.get().equals(host.savedCode().get())) host.saveCode().accept(code.get());
        host.setSeed().accept(s.seed());
        // Every episode gets exactly the code's faults (none where it has none), so the runs are the instructor's.
        for (var episode : investigation().episodes()) {
            host.setFaults().accept(episode.id(), s.faults().stream().filter(f -> f.episodeId().equals(episode.id()))
                    .map(ClassSetup.CueFault::fault).toList());
        }
        host.notice().accept(text.get("code.entered", code.get(), s.seed() == null ? text.get("code.ownSeeds") : s.seed(),
                titles(s.episodes()), s.faults().size()));
        return s;
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
    public java.util.concurrent.Callable<Path> experimentJob(String typed) throws ClassCodeException {
        java.util.Map<String, String> files = ExperimentCodes.read(typed, text);
        Path saves = host.experiments().get();
        if (saves == null) throw new ClassCodeException(ClassCodeException.Problem.DOES_NOT_FIT, text.get("experiment.cannotOpen", "-"));
        Path parent = saves.resolve(EXPERIMENTS);
        Locale locale = text.locale();
        return () -> {
            try {
                // A code is entered once in a while: its two saves read the bundled content afresh.
                return SharedExperiments.unpack(files, parent, locale, io.boundarylab.episodes.playground.BundledContent.readEachTime());
            } catch (io.boundarylab.episodes.playground.PlaygroundException e) {
                throw new ClassCodeException(ClassCodeException.Problem.DOES_NOT_FIT, text.get("experiment.cannotOpen", e.getMessage()));
            } catch (IOException e) {
                throw new ClassCodeException(ClassCodeException.Problem.DOES_NOT_FIT, text.get("experiment.cannotOpen", e.getMessage()));
            }
        };
    }

    /** Opens an experiment a code brought as the content shown, as File → Open content folder does, and says where it is kept. */
    public String openExperiment(Path folder) {
        host.openContent().accept(folder);
        String said = text.get("experiment.opened", folder.getFileName(), folder);
        host.notice().accept(said);
        return said;
    }

    /** The folder under the save folder where experiments that class codes carry are kept. */
    public static final String EXPERIMENTS = "class-experiments";

    /** What was handed in: the file written and the results it holds. */
    public record HandedIn(Path file, Results results) {
    }

    /**
     * Takes back the code kept in the learner's settings, for the investigation loaded now (at start,
     * and after another investigation is opened): its seed and faults on cue are in force again, and
     * the notice bar says so. A kept code for another investigation or other content stays kept and
     * leaves this investigation's runs as they are.
     *
     * @return whether the kept code now applies
     */
    public boolean restore() {
        code.set(null);
        setup.set(null);
        String kept = host.savedCode().get();
        if (kept == null || content() == null) return false;
        try {
            enter(kept);
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
        String was = code.get() != null ? code.get() : host.savedCode().get();
        if (was == null) return;
        ClassSetup s = setup.get();
        code.set(null);
        setup.set(null);
        poll = null;
        host.saveCode().accept(null);
        if (s != null && java.util.Objects.equals(s.seed(), host.seed().get())) host.setSeed().accept(null);
        if (s != null) {
            for (var episode : episodes()) host.setFaults().accept(episode.id(), List.of());
        }
        host.notice().accept(text.get("code.left", was));
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
     * Takes what the results hold now (on the FX thread: the progress, the times, the code) and
     * returns the rest of the hand-in to run off it: the synthesis's answers are judged by running
     * its trace, when there are any, and the file is written.
     */
    public java.util.concurrent.Callable<HandedIn> handInJob(String learner, Path target) throws IOException {
        if (code.get() == null) throw new IllegalStateException("no class code entered");
        Investigation inv = host.investigation().get();
        if (inv == null) throw new IOException(text.get("code.noContent"));
        Progress progress = host.progress().get();
        String classCode = code.get();
        java.util.Map<String, Long> times = java.util.Map.copyOf(timer.timesMs());
        boolean synthesis = progress.predictions().keySet().stream().anyMatch(k -> k.startsWith(ResultsExport.SYNTHESIS));
        java.util.function.Supplier<io.boundarylab.episodes.synthesis.SynthesisTrace> trace = host.synthesis();
        java.util.function.Supplier<List<Results.DeckAnswer>> deck = host.deck();
        return () -> {
            java.util.Map<String, Results.Verdict> judged = synthesis ? SynthesisVerdicts.of(inv, progress, trace.get()) : java.util.Map.of();
            Results r = ResultsExport.of(progress, inv, classCode, learner, times, deck.get(), judged);
            Long id = progress.learnerSeed();
            Path file = Files.isDirectory(target)
                    ? target.resolve(String.format(Locale.ROOT, "results-%08x.json", id == null ? 0 : id & 0xFFFFFFFFL)) : target;
            files.write(r, classCode, file);
            return new HandedIn(file, r);
        };
    }

    /** The confirmation of a hand-in, for the notice bar and the dialog: the file, and what it holds. */
    public String handedIn(HandedIn h) {
        List<Results.Prediction> ps = h.results().predictions();
        long episodes = ps.stream().filter(p -> p.episode() != null).count();
        long judged = ps.stream().filter(p -> p.verdict() != null).count();
        return text.get("handIn.written", h.file(), episodes, ps.size() - episodes, judged, h.results().deck().size(), h.results().classCode());
    }

    /** Shows a line in the notice bar. */
    public void notice(String line) {
        host.notice().accept(line);
    }

    /** The content loaded, or null when none is. */
    public Investigation content() {
        return host.investigation().get();
    }

    public List<Episode> episodes() {
        Investigation inv = content();
        return inv == null ? List.of() : inv.episodes();
    }

    public Long seed() { return host.seed().get(); }
    public boolean presenter() { return host.presenter().getAsBoolean(); }
    public ClassroomText text() { return text; }
    public ReadOnlyObjectProperty<String> codeProperty() { return code.getReadOnlyProperty(); }
    public ReadOnlyObjectProperty<ClassSetup> setupProperty() { return setup.getReadOnlyProperty(); }

    private Investigation investigation() throws ClassCodeException {
        Investigation inv = host.investigation().get();
        if (inv == null) throw new ClassCodeException(ClassCodeException.Problem.DOES_NOT_FIT, text.get("code.noContent"));
        return inv;
    }

    private String titles(List<String> ids) {
        return String.join(", ", episodes().stream().filter(e -> ids.contains(e.id()))
                .map(e -> String.format(Locale.ROOT, "%02d", e.number())).toList());
    }
}
