package io.boundarylab.app.episode;

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

    private final ReadOnlyStringWrapper variant = new ReadOnlyStringWrapper(this, "variant", Experiment.NAIVE);
    private final ReadOnlyObjectWrapper<Long> seed = new ReadOnlyObjectWrapper<>(this, "seed");
    private final ReadOnlyBooleanWrapper running = new ReadOnlyBooleanWrapper(this, "running", false);
    // The unmodifiable view is held here: it only weakly listens to its source, so a fresh one per call would lose listeners.
    private final ReadOnlyStringWrapper error = new ReadOnlyStringWrapper(this, "error", "");
    private final EpisodeFaults faults = new EpisodeFaults();
    private final ReadOnlyIntegerWrapper runsPlayed = new ReadOnlyIntegerWrapper(this, "runsPlayed", 0);
    private final ReadOnlyObjectWrapper<List<String>> rerun = new ReadOnlyObjectWrapper<>(this, "rerun", List.of());
    private final EpisodeRuns runs;
    private final RunShown shown;
    private final PlaybackViewModel playback;
    private final BooleanBinding canRun;
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
        this.shown = new RunShown(episode, runs, narrator);
        this.playback = shown.playback();
        canRun = predicted.committed.and(running.not());
        playback.positionProperty().addListener((o, a, b) -> {
            if (shown.atPosition()) {
                playedToEnd();
            }
        });
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
    public void restore(SavedPrediction saved) { predicted.restore(saved); }

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

    /** The run on screen now, or null when none is. */
    public ShownRun shownRun() {
        ExperimentRun r = shown.run();
        return r == null ? null : new ShownRun(r.variantId(), faults.now(), playback.position());
    }

    /**
     * As {@link #restoreRuns(List)}, and then the run that was on screen, {@code onScreen}, run again with
     * its faults and shown at the same event (played to its end only if it was, without faults).
     */
    public void restoreRuns(List<String> variantIds, ShownRun onScreen) {
        RunsAgain again = new RunsAgain(episode, variantIds, onScreen);
        if (again.isEmpty() || !predicted.committed.get() || running.get()) {
            return;
        }
        long myGeneration = ++generation;
        Long s = seed.get();
        rerun.set(again.variants());
        if (again.onScreen() != null) {
            faults.setAll(again.onScreen().faults());
        }
        running.set(true);
        error.set("");
        runner.run(() -> again.run(lab, s), done -> {
            if (myGeneration != generation) {
                return;
            }
            running.set(false);
            int at = again.file(runs, done);
            ExperimentRun last = done.get(done.size() - 1);
            runsPlayed.set(runs.playedCount());
            variant.set(last.variantId());
            show(last, at, false);
            judge();
        }, failure -> {
            if (failed(myGeneration, failure)) {
                rerun.set(List.of());
            }
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
    public List<Variant> modes() { return runs.modes(); }

    /** The run that would decide a pending claim, when it is not the one shown: offered next to the claim. */
    public Optional<Variant> runDeciding(ClaimComparison c) { return runs.deciding(c, shown.run()); }

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
        RunOptions options = new RunOptions(seed.get(), faults.now());
        long myGeneration = ++generation;
        running.set(true);
        error.set("");
        runner.run(() -> EpisodeRuns.run(lab, episode, v, options), done -> {
            if (myGeneration != generation) {
                return;
            }
            running.set(false);
            ExperimentRun result = runs.finished(done);
            if (v.equals(variant.get())) {
                show(result, keepPosition, autoplay);
            }
        }, failure -> failed(myGeneration, failure));
    }

    /** A run that failed, unless a newer one replaced it: says why. Whether it was this generation's. */
    private boolean failed(long myGeneration, Throwable failure) {
        if (myGeneration != generation) {
            return false;
        }
        running.set(false);
        error.set(failure.getMessage() == null ? failure.toString() : failure.getMessage());
        return true;
    }

    /**
     * Adds a fault at the simulated time now shown and runs again. Everything before that time
     * happens exactly as before (same seed), so playback continues from the same event.
     */
    public void injectFault(FaultAction.Kind kind, FaultTarget target) {
        if (!canRun.get() || target == null) {
            return;
        }
        faults.inject(kind, target, playback.currentEventProperty().get());
        runWith(playback.position(), false);
    }

    public void clearFaults() {
        faults.clear();
    }

    /** What a fault of this kind can be aimed at in the current run: members, pods (evict only) or nodes. */
    public List<FaultTarget> faultTargets(FaultAction.Kind kind) {
        return FaultTargets.of(shown.cluster(), kind);
    }

    /** Shows the findings without playing to the end (presenter: reveal the answers). */
    public void reveal() {
        shown.reveal();
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
        error.set("");
        runsPlayed.set(0);
        rerun.set(List.of());
        showNothing();
    }

    private void showNothing() {
        shown.showNothing(variant.get());
    }

    private void show(ExperimentRun result, int position, boolean autoplay) {
        if (shown.show(result, position)) {
            playedToEnd();
        }
        if (autoplay && this.autoplay) {
            playback.play();
        }
    }

    /** The run shown has just played to its end: its claims now count. */
    private void playedToEnd() {
        runsPlayed.set(runs.playedCount());
        judge();
    }

    /**
     * Judges the committed prediction by the runs it was made for, once per change (a commit, a run
     * played to its end, runs brought back), and hands the shell what to save of it in one value.
     */
    private void judge() {
        Prediction p = prediction();
        predicted.judged(p == null ? null : lab.compare(episode, p, runs.judged()), runs.playedVariants());
    }

    /** Moves playback to an event of the current run (the "at event #N" links). */
    public void showEvent(long seq) {
        shown.showEvent(seq);
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
    public ReadOnlyObjectProperty<ExperimentRun> runProperty() { return shown.runProperty(); }
    public ReadOnlyObjectProperty<ClusterSnapshot> clusterProperty() { return shown.clusterProperty(); }
    public ObservableList<StatusValue> status() { return shown.status(); }
    /** The current event in words; empty before the first. */
    public ReadOnlyStringProperty narrationProperty() { return shown.narrationProperty(); }
    /** The narration line the scene shows: the current event, or what to do before a run. */
    public StringBinding narrationLineProperty() { return lines.narration(); }
    /** The scene's other sentences. */
    public EpisodeLines lines() { return lines; }
    public ReadOnlyBooleanProperty revealedProperty() { return shown.revealedProperty(); }
    public ReadOnlyStringProperty observationProperty() { return shown.observationProperty(); }
    public ReadOnlyObjectProperty<Long> observationSeqProperty() { return shown.observationSeqProperty(); }
    public ObservableList<ClaimComparison> comparison() { return predicted.claimsView; }
    public ReadOnlyStringProperty errorProperty() { return error.getReadOnlyProperty(); }
    public ObservableList<FaultAction> faults() { return faults.view(); }
    /** Puts these faults on cue in force instead of any, for the next run: a class code's, so the instructor's. */
    public void setFaults(List<FaultAction> preset) { faults.cue(preset); }
    /** Of the faults in force, how many a class code put on cue (the instructor's); the rest the learner injected. */
    public long instructorsFaults() { return faults.instructors(); }
    /** The prediction judged by the runs it was made for ({@link PredictionComparison#verdict()}); null before it is committed. */
    public ReadOnlyObjectProperty<PredictionComparison> judgementProperty() { return predicted.judgement.getReadOnlyProperty(); }
    /** What the learner's progress keeps of this episode now: the prediction with its verdict, and the runs played; null before a commit. */
    public ReadOnlyObjectProperty<EpisodeWork> workProperty() { return predicted.work.getReadOnlyProperty(); }
    public ReadOnlyIntegerProperty runsPlayedProperty() { return runsPlayed.getReadOnlyProperty(); }
    /** The variants brought back from an earlier session by running them again ({@link #restoreRuns}); empty otherwise. */
    public ReadOnlyObjectProperty<List<String>> rerunProperty() { return rerun.getReadOnlyProperty(); }
    /** The finished run of a variant, or null. */
    public ExperimentRun runOf(String variantId) { return runs.of(variantId); }
    public ScenarioLayout layoutOf(String variantId) { return runs.layout(variantId); }
}
