package io.boundarylab.app.episode;

import io.boundarylab.app.cluster.ClusterModel;
import io.boundarylab.app.cluster.ClusterSnapshot;
import io.boundarylab.app.cluster.ScenarioLayout;
import io.boundarylab.app.concurrent.BackgroundRunner;
import io.boundarylab.app.compare.ComparedEpisode;
import io.boundarylab.app.i18n.Messages;
import io.boundarylab.app.kernel.KernelViewModel;
import io.boundarylab.app.lab.ExperimentRun;
import io.boundarylab.app.lab.Lab;
import io.boundarylab.app.playback.PlaybackViewModel;
import io.boundarylab.app.save.SavedPrediction;
import io.boundarylab.engine.trace.TraceEvent;
import io.boundarylab.episodes.content.Episode;
import io.boundarylab.episodes.content.Experiment;
import io.boundarylab.episodes.content.Variant;
import io.boundarylab.episodes.prediction.ClaimComparison;
import io.boundarylab.episodes.prediction.Prediction;
import io.boundarylab.episodes.prediction.PredictionComparison;
import io.boundarylab.engine.scenario.FaultTarget;
import io.boundarylab.episodes.run.FaultAction;
import io.boundarylab.episodes.run.RunOptions;
import io.boundarylab.episodes.run.StatusValue;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Function;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.binding.StringBinding;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * One episode as the learner works it: commit a prediction, choose naive or contract, run, watch
 * the trace play, read what it showed and how the prediction fared. The engine runs through the
 * {@link BackgroundRunner}; its result arrives once and is then only replayed.
 */
public final class EpisodeViewModel implements ComparedEpisode {
    public static final int DEFAULT_CONFIDENCE = LearnerPrediction.DEFAULT_CONFIDENCE;

    private final Episode episode;
    private final Lab lab;
    private final BackgroundRunner runner;
    private final Function<TraceEvent, String> narrator;
    private final Long initialSeed;
    private final LearnerPrediction predicted;
    /** The faults a class code put on cue: the instructor's, not the learner's. */
    private List<FaultAction> cue = List.of();
    private final ReadOnlyObjectWrapper<PredictionComparison> judgement = new ReadOnlyObjectWrapper<>(this, "judgement");
    private final ReadOnlyObjectWrapper<EpisodeWork> work = new ReadOnlyObjectWrapper<>(this, "work");

    private final ReadOnlyStringWrapper variant = new ReadOnlyStringWrapper(this, "variant", Experiment.NAIVE);
    private final ReadOnlyObjectWrapper<Long> seed = new ReadOnlyObjectWrapper<>(this, "seed");
    private final ReadOnlyBooleanWrapper running = new ReadOnlyBooleanWrapper(this, "running", false);
    private final ReadOnlyObjectWrapper<ExperimentRun> run = new ReadOnlyObjectWrapper<>(this, "run");
    private final ReadOnlyObjectWrapper<ClusterSnapshot> cluster = new ReadOnlyObjectWrapper<>(this, "cluster");
    private final ObservableList<StatusValue> status = FXCollections.observableArrayList();
    // The unmodifiable views are held here: one only weakly listens to its source, so a fresh one per call would lose listeners.
    private final ObservableList<StatusValue> statusView = FXCollections.unmodifiableObservableList(status);
    private final ReadOnlyStringWrapper narration = new ReadOnlyStringWrapper(this, "narration", "");
    private final ReadOnlyBooleanWrapper revealed = new ReadOnlyBooleanWrapper(this, "revealed", false);
    private final ReadOnlyStringWrapper observation = new ReadOnlyStringWrapper(this, "observation", "");
    private final ReadOnlyObjectWrapper<Long> observationSeq = new ReadOnlyObjectWrapper<>(this, "observationSeq");
    private final ObservableList<ClaimComparison> comparison = FXCollections.observableArrayList();
    private final ObservableList<ClaimComparison> comparisonView = FXCollections.unmodifiableObservableList(comparison);
    private final ReadOnlyStringWrapper error = new ReadOnlyStringWrapper(this, "error", "");
    private final ObservableList<FaultAction> faults = FXCollections.observableArrayList();
    private final ObservableList<FaultAction> faultsView = FXCollections.unmodifiableObservableList(faults);
    private final ReadOnlyIntegerWrapper runsPlayed = new ReadOnlyIntegerWrapper(this, "runsPlayed", 0);
    private final ReadOnlyObjectWrapper<List<String>> rerun = new ReadOnlyObjectWrapper<>(this, "rerun", List.of());
    private final PlaybackViewModel playback = new PlaybackViewModel();
    private final EpisodeRuns runs;
    private final BooleanBinding canRun;
    private ClusterModel clusterModel;
    private boolean autoplay = true;
    private long generation;
    private KernelViewModel kernel;
    private final EpisodeLines lines;

    /** An episode in the app's words (the main bundle, default locale). */
    public EpisodeViewModel(Episode episode, Lab lab, BackgroundRunner runner, Long seed) {
        this(episode, lab, runner, seed, new Messages(Locale.getDefault()));
    }

    public EpisodeViewModel(Episode episode, Lab lab, BackgroundRunner runner, Long seed, Messages messages) {
        this.episode = episode;
        this.lab = lab;
        this.runner = runner;
        this.narrator = lab.course().narrator();
        this.initialSeed = seed;
        this.predicted = new LearnerPrediction(episode);
        this.runs = new EpisodeRuns(episode);
        canRun = predicted.committed.and(running.not());
        playback.positionProperty().addListener((o, a, b) -> onPosition());
        resetState();
        lines = new EpisodeLines(this, messages, lab.course().because());
    }

    /** Whether a fresh run starts playing by itself; off with reduced motion, so nothing moves unasked. */
    public void setAutoplay(boolean on) {
        autoplay = on;
    }

    // ---- prediction ----

    public PredictionInputs inputs() { return predicted.inputs; }
    public void selectChoice(String choiceId) { predicted.select(choiceId); }
    public void setReason(String text) { predicted.setReason(text); }
    public void setConfidence(int percent) { predicted.setConfidence(percent); }

    /** Locks the prediction in and judges it; only then can the experiment run. */
    public void commit() {
        if (predicted.commit()) {
            judge();
        }
    }

    /** Restores a prediction saved earlier (resuming), committed; what the shell saves starts from it, unchanged. */
    public void restore(SavedPrediction saved) {
        predicted.restore(saved);
        if (predicted.committed.get()) {
            work.set(new EpisodeWork(saved, runs.playedVariants()));
        }
    }

    /** The committed prediction, or null before it is committed. */
    public Prediction prediction() { return predicted.committedPrediction(); }

    /**
     * Brings back the runs the learner made before (resuming): each variant is run again with the
     * seed in force, which gives the same trace, and counts as played to its end, as it was; none is
     * reported finished again. Faults added on cue were not saved, so these runs are without them.
     * The last one is shown at its end. Nothing happens before the prediction is committed.
     */
    public void restoreRuns(List<String> variantIds) {
        restoreRuns(variantIds, null);
    }

    /**
     * The run on screen when the window is rebuilt (a language switch): its variant, the faults in
     * force and the event shown, to be run again and shown where it was.
     */
    public record ShownRun(String variantId, List<FaultAction> faults, int position) {
        public ShownRun {
            faults = List.copyOf(faults);
        }
    }

    /** The run on screen now, or null when none is. */
    public ShownRun shownRun() {
        ExperimentRun r = run.get();
        return r == null ? null : new ShownRun(r.variantId(), List.copyOf(faults), playback.position());
    }

    /**
     * As {@link #restoreRuns(List)}, and then the run that was on screen, {@code shown}, run again with
     * its faults and shown at the same event (played to its end only if it was, without faults).
     */
    public void restoreRuns(List<String> variantIds, ShownRun shown) {
        List<String> known = variantIds.stream().filter(v -> episode.experiment().variant(v).isPresent()).distinct().toList();
        boolean showOne = shown != null && episode.experiment().variant(shown.variantId()).isPresent();
        if ((known.isEmpty() && !showOne) || !predicted.committed.get() || running.get()) {
            return;
        }
        long myGeneration = ++generation;
        Long s = seed.get();
        List<String> again = new ArrayList<>(known);
        if (showOne && !again.contains(shown.variantId())) {
            again.add(shown.variantId());
        }
        rerun.set(List.copyOf(again));
        if (showOne) {
            faults.setAll(shown.faults());
        }
        running.set(true);
        error.set("");
        runner.run(() -> {
            List<ExperimentRun> done = new ArrayList<>();
            for (String v : known) {
                done.add(lab.run(episode, v, new RunOptions(s, List.of())));
            }
            if (showOne) {
                done.add(lab.run(episode, shown.variantId(), new RunOptions(s, shown.faults())));
            }
            return done;
        }, done -> {
            if (myGeneration != generation) {
                return;
            }
            running.set(false);
            for (int i = 0; i < known.size(); i++) {
                runs.finished(done.get(i));
                runs.markPlayedToEnd(done.get(i).variantId());
            }
            ExperimentRun last = done.get(done.size() - 1);
            int at = last.trace().size();
            if (showOne) {
                boolean played = known.contains(shown.variantId()) && shown.faults().isEmpty();
                runs.finished(last);
                if (played) {
                    runs.markPlayedToEnd(last.variantId());
                }
                at = Math.min(Math.max(0, shown.position()), last.trace().size());
            }
            runsPlayed.set(runs.playedCount());
            variant.set(last.variantId());
            show(last, at, false);
            judge();
        }, failure -> {
            if (myGeneration != generation) {
                return;
            }
            running.set(false);
            rerun.set(List.of());
            error.set(failure.getMessage() == null ? failure.toString() : failure.getMessage());
        });
    }

    // ---- experiment ----

    public void selectVariant(String variantId) {
        if (running.get() || episode.experiment().variant(variantId).isEmpty() || variantId.equals(variant.get())) {
            return;
        }
        variant.set(variantId);
        ExperimentRun done = runs.of(variantId);
        if (done != null) {
            show(done, 0, false);
        } else {
            showNothing();
        }
    }

    /** Naive to contract and back (the M key). */
    public void switchMode() {
        selectVariant(Experiment.NAIVE.equals(variant.get()) ? Experiment.CONTRACT : Experiment.NAIVE);
    }

    public void setSeed(Long value) {
        seed.set(value);
    }

    /** The seed as the learner types it: blank for none; false (and nothing changes) if it is not a number. */
    public boolean setSeedText(String text) {
        try {
            setSeed(text == null || text.isBlank() ? null : Long.parseLong(text.trim()));
            return true;
        } catch (NumberFormatException e) {
            return false;
        }
    }

    /** The runs the learner can choose: naive and contract first, then the episode's further runs. */
    public List<Variant> modes() {
        Experiment x = episode.experiment();
        List<Variant> ordered = new ArrayList<>(List.of(x.naive(), x.contract()));
        x.variants().stream().filter(v -> !ordered.contains(v)).forEach(ordered::add);
        return ordered;
    }

    /** The run that would decide a pending claim, when it is not the one shown: offered next to the claim. */
    public Optional<Variant> runDeciding(ClaimComparison c) {
        ExperimentRun shown = run.get();
        if (c.outcome() != ClaimComparison.Outcome.PENDING || c.variantId() == null
                || (shown != null && c.variantId().equals(shown.variantId()))) {
            return Optional.empty();
        }
        return episode.experiment().variant(c.variantId());
    }

    /** Switches to a run and runs it (the "run … to decide this" links). */
    public void runVariant(String variantId) {
        selectVariant(variantId);
        run();
    }

    /** Runs the selected variant off the FX thread, then plays it from the start. */
    public void run() {
        runWith(0, true);
    }

    private void runWith(int keepPosition, boolean autoplay) {
        if (!canRun.get()) {
            return;
        }
        String v = variant.get();
        RunOptions options = new RunOptions(seed.get(), List.copyOf(faults));
        long myGeneration = ++generation;
        running.set(true);
        error.set("");
        // A run with faults on cue comes with the same run as written, which its prediction is judged by (decision 0012).
        runner.run(() -> options.faults().isEmpty() ? List.of(lab.run(episode, v, options))
                : List.of(lab.run(episode, v, options), lab.run(episode, v, new RunOptions(options.seed(), List.of()))), done -> {
            if (myGeneration != generation) {
                return;
            }
            running.set(false);
            ExperimentRun result = done.get(0);
            runs.finished(result);
            if (done.size() > 1) {
                runs.asWritten(done.get(1));
            }
            if (v.equals(variant.get())) {
                show(result, keepPosition, autoplay);
            }
        }, failure -> {
            if (myGeneration != generation) {
                return;
            }
            running.set(false);
            error.set(failure.getMessage() == null ? failure.toString() : failure.getMessage());
        });
    }

    /**
     * Adds a fault at the simulated time now shown and runs again. Everything before that time
     * happens exactly as before (same seed), so playback continues from the same event.
     */
    public void injectFault(FaultAction.Kind kind, FaultTarget target) {
        if (!canRun.get() || target == null) {
            return;
        }
        TraceEvent now = playback.currentEventProperty().get();
        long atMs = now == null ? 0 : now.tMs() + 1;
        faults.add(new FaultAction(atMs, kind, target, kind == FaultAction.Kind.CRASH ? 1 : null));
        runWith(playback.position(), false);
    }

    public void clearFaults() {
        faults.clear();
    }

    /** What a fault of this kind can be aimed at in the current run: members, pods (evict only) or nodes. */
    public List<FaultTarget> faultTargets(FaultAction.Kind kind) {
        return FaultTargets.of(cluster.get(), kind);
    }

    /** Shows the findings without playing to the end (presenter: reveal the answers). */
    public void reveal() {
        if (run.get() != null) {
            playback.toEnd();
        }
        revealed.set(true);
    }

    /** Everything back to how the episode first appeared. */
    public void reset() {
        generation++;
        resetState();
    }

    private void resetState() {
        predicted.reset();
        variant.set(Experiment.NAIVE);
        seed.set(initialSeed);
        running.set(false);
        runs.clear();
        faults.clear();
        comparison.clear();
        judgement.set(null);
        error.set("");
        runsPlayed.set(0);
        rerun.set(List.of());
        showNothing();
    }

    private void showNothing() {
        run.set(null);
        playback.reset();
        clusterModel = runs.layout(variant.get()).model(List.of());
        revealed.set(false);
        observation.set("");
        observationSeq.set(null);
        onPosition();
    }

    private void show(ExperimentRun result, int position, boolean autoplay) {
        run.set(result);
        clusterModel = runs.layout(result.variantId()).model(result.trace());
        revealed.set(runs.playedToEnd(result.variantId()));
        double speed = playback.speed();
        playback.load(result.trace(), episode.experiment().variant(result.variantId())
                .map(v -> v.scenario().untilMs() == null ? 0L : v.scenario().untilMs()).orElse(0L));
        playback.setSpeed(speed);
        playback.seek(position);
        onPosition();
        if (autoplay && this.autoplay) {
            playback.play();
        }
    }

    private void onPosition() {
        cluster.set(clusterModel.at(playback.position()));
        TraceEvent current = playback.currentEventProperty().get();
        ExperimentRun r = run.get();
        status.setAll(r == null ? ExperimentRun.notRun(episode) : r.statusAt(current == null ? 0 : current.seq()));
        narration.set(current == null ? "" : narrator.apply(current));
        boolean finishedNow = r != null && playback.position() == playback.sizeProperty().get()
                && playback.sizeProperty().get() > 0 && runs.markPlayedToEnd(r.variantId());
        if (r != null && runs.playedToEnd(r.variantId())) {
            observation.set(r.observation() == null ? "" : r.observation().text());
            observationSeq.set(r.observation() == null ? null : r.observation().evidenceSeq());
        }
        if (finishedNow) {
            revealed.set(true);
            runsPlayed.set(runs.playedCount());
            judge();
        }
    }

    /**
     * Judges the committed prediction by the runs it was made for, once per change (a commit, a run
     * played to its end, runs brought back), and hands the shell what to save of it in one value.
     */
    private void judge() {
        Prediction p = prediction();
        PredictionComparison c = p == null ? null : lab.compare(episode, p, runs.judged());
        judgement.set(c);
        predicted.inputs.quantity().show(c == null ? null : c.quantity());
        comparison.setAll(c == null ? List.of() : c.claims());
        if (c != null) {
            work.set(new EpisodeWork(predicted.saved().withVerdict(c.verdict()), runs.playedVariants()));
        }
    }

    /** Moves playback to an event of the current run (the "at event #N" links). */
    public void showEvent(long seq) {
        playback.pause();
        playback.seekToSeq(seq);
    }

    /** The variant whose run decides a claim, for "show me" links: switches to it if it ran. */
    public void showClaimEvidence(ClaimComparison c) {
        if (c.evidenceSeq() == null) {
            return;
        }
        if (!c.variantId().equals(variant.get())) {
            selectVariant(c.variantId());
        }
        showEvent(c.evidenceSeq());
    }

    /** The kernel tab: this experiment on this machine's kernel, judged against this episode's simulation. */
    public KernelViewModel kernel() {
        if (kernel == null) {
            kernel = KernelViewModel.forEpisode(episode.id(), lab.oracle(), runner, Locale.getDefault());
        }
        return kernel;
    }

    public Episode episode() { return episode; }
    public Lab lab() { return lab; }
    public BackgroundRunner runner() { return runner; }
    public PlaybackViewModel playback() { return playback; }
    public Function<TraceEvent, String> narrator() { return narrator; }
    public java.util.function.UnaryOperator<String> retell() { return lab.course().retell(); }
    public ReadOnlyStringProperty choiceProperty() { return predicted.choice.getReadOnlyProperty(); }
    public ReadOnlyStringProperty reasonProperty() { return predicted.reason.getReadOnlyProperty(); }
    public ReadOnlyIntegerProperty confidenceProperty() { return predicted.confidence.getReadOnlyProperty(); }
    public ReadOnlyBooleanProperty committedProperty() { return predicted.committed.getReadOnlyProperty(); }
    public BooleanBinding canCommitProperty() { return predicted.canCommit; }
    public BooleanBinding canRunProperty() { return canRun; }
    public ReadOnlyStringProperty variantProperty() { return variant.getReadOnlyProperty(); }
    public ReadOnlyObjectProperty<Long> seedProperty() { return seed.getReadOnlyProperty(); }
    public ReadOnlyBooleanProperty runningProperty() { return running.getReadOnlyProperty(); }
    public ReadOnlyObjectProperty<ExperimentRun> runProperty() { return run.getReadOnlyProperty(); }
    public ReadOnlyObjectProperty<ClusterSnapshot> clusterProperty() { return cluster.getReadOnlyProperty(); }
    public ObservableList<StatusValue> status() { return statusView; }
    /** The current event in words; empty before the first. */
    public ReadOnlyStringProperty narrationProperty() { return narration.getReadOnlyProperty(); }
    /** The narration line the scene shows: the current event, or what to do before a run. */
    public StringBinding narrationLineProperty() { return lines.narration(); }
    /** The scene's other sentences. */
    public EpisodeLines lines() { return lines; }
    public ReadOnlyBooleanProperty revealedProperty() { return revealed.getReadOnlyProperty(); }
    public ReadOnlyStringProperty observationProperty() { return observation.getReadOnlyProperty(); }
    public ReadOnlyObjectProperty<Long> observationSeqProperty() { return observationSeq.getReadOnlyProperty(); }
    public ObservableList<ClaimComparison> comparison() { return comparisonView; }
    public ReadOnlyStringProperty errorProperty() { return error.getReadOnlyProperty(); }
    public ObservableList<FaultAction> faults() { return faultsView; }
    /** Puts these faults on cue in force instead of any, for the next run: a class code's, so the instructor's. */
    public void setFaults(List<FaultAction> preset) {
        cue = List.copyOf(preset);
        faults.setAll(preset);
    }
    /** Of the faults in force, how many a class code put on cue (the instructor's); the rest the learner injected. */
    public long instructorsFaults() { return faults.stream().filter(cue::contains).count(); }
    /** The prediction judged by the runs it was made for ({@link PredictionComparison#verdict()}); null before it is committed. */
    public ReadOnlyObjectProperty<PredictionComparison> judgementProperty() { return judgement.getReadOnlyProperty(); }
    /** What the learner's progress keeps of this episode now: the prediction with its verdict, and the runs played; null before a commit. */
    public ReadOnlyObjectProperty<EpisodeWork> workProperty() { return work.getReadOnlyProperty(); }
    public ReadOnlyIntegerProperty runsPlayedProperty() { return runsPlayed.getReadOnlyProperty(); }
    /** The variants brought back from an earlier session by running them again ({@link #restoreRuns}); empty otherwise. */
    public ReadOnlyObjectProperty<List<String>> rerunProperty() { return rerun.getReadOnlyProperty(); }
    /** The finished run of a variant, or null. */
    public ExperimentRun runOf(String variantId) { return runs.of(variantId); }
    public ScenarioLayout layoutOf(String variantId) { return runs.layout(variantId); }
}
