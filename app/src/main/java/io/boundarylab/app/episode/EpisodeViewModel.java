package io.boundarylab.app.episode;

import io.boundarylab.app.cluster.ClusterModel;
import io.boundarylab.app.cluster.ClusterSnapshot;
import io.boundarylab.app.cluster.ScenarioLayout;
import io.boundarylab.app.concurrent.BackgroundRunner;
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
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Function;
import javafx.beans.binding.BooleanBinding;
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
public final class EpisodeViewModel {
    public static final int DEFAULT_CONFIDENCE = 50;

    private final Episode episode;
    private final Lab lab;
    private final BackgroundRunner runner;
    private final Function<TraceEvent, String> narrator;
    private final Long initialSeed;
    private Consumer<SavedPrediction> onCommit = p -> { };
    private Consumer<String> onFinished = v -> { };

    private final ReadOnlyStringWrapper choice = new ReadOnlyStringWrapper(this, "choice");
    private final ReadOnlyStringWrapper reason = new ReadOnlyStringWrapper(this, "reason", "");
    private final ReadOnlyIntegerWrapper confidence = new ReadOnlyIntegerWrapper(this, "confidence", DEFAULT_CONFIDENCE);
    private final ReadOnlyBooleanWrapper committed = new ReadOnlyBooleanWrapper(this, "committed", false);
    private final ReadOnlyStringWrapper variant = new ReadOnlyStringWrapper(this, "variant", Experiment.NAIVE);
    private final ReadOnlyObjectWrapper<Long> seed = new ReadOnlyObjectWrapper<>(this, "seed");
    private final ReadOnlyBooleanWrapper running = new ReadOnlyBooleanWrapper(this, "running", false);
    private final ReadOnlyObjectWrapper<ExperimentRun> run = new ReadOnlyObjectWrapper<>(this, "run");
    private final ReadOnlyObjectWrapper<ClusterSnapshot> cluster = new ReadOnlyObjectWrapper<>(this, "cluster");
    private final ObservableList<StatusValue> status = FXCollections.observableArrayList();
    // Held here: an unmodifiable view only weakly listens to its source, so a fresh one per call would lose listeners.
    private final ObservableList<StatusValue> statusView = FXCollections.unmodifiableObservableList(status);
    private final ReadOnlyStringWrapper narration = new ReadOnlyStringWrapper(this, "narration", "");
    private final ReadOnlyBooleanWrapper revealed = new ReadOnlyBooleanWrapper(this, "revealed", false);
    private final ReadOnlyStringWrapper observation = new ReadOnlyStringWrapper(this, "observation", "");
    private final ReadOnlyObjectWrapper<Long> observationSeq = new ReadOnlyObjectWrapper<>(this, "observationSeq");
    private final ObservableList<ClaimComparison> comparison = FXCollections.observableArrayList();
    // Held here: an unmodifiable view only weakly listens to its source, so a fresh one per call would lose listeners.
    private final ObservableList<ClaimComparison> comparisonView = FXCollections.unmodifiableObservableList(comparison);
    private final ReadOnlyStringWrapper error = new ReadOnlyStringWrapper(this, "error", "");
    private final ObservableList<FaultAction> faults = FXCollections.observableArrayList();
    // Held here: an unmodifiable view only weakly listens to its source, so a fresh one per call would lose listeners.
    private final ObservableList<FaultAction> faultsView = FXCollections.unmodifiableObservableList(faults);
    private final ReadOnlyIntegerWrapper runsPlayed = new ReadOnlyIntegerWrapper(this, "runsPlayed", 0);
    private final PlaybackViewModel playback = new PlaybackViewModel();
    private final Map<String, ExperimentRun> runs = new LinkedHashMap<>();
    private final Set<String> playedToEnd = new LinkedHashSet<>();
    private final Map<String, ScenarioLayout> layouts = new LinkedHashMap<>();
    private final BooleanBinding canCommit;
    private final BooleanBinding canRun;
    private ClusterModel clusterModel;
    private boolean autoplay = true;
    private long generation;
    private KernelViewModel kernel;

    public EpisodeViewModel(Episode episode, Lab lab, BackgroundRunner runner, Long seed) {
        this.episode = episode;
        this.lab = lab;
        this.runner = runner;
        this.narrator = lab.course().narrator();
        this.initialSeed = seed;
        for (Variant v : episode.experiment().variants()) {
            layouts.put(v.id(), ScenarioLayout.parse(v.scenarioText()));
        }
        canCommit = committed.not().and(choice.isNotNull());
        canRun = committed.and(running.not());
        playback.positionProperty().addListener((o, a, b) -> onPosition());
        resetState();
    }

    /** Whether a fresh run starts playing by itself; off with reduced motion, so nothing moves unasked. */
    public void setAutoplay(boolean on) {
        autoplay = on;
    }

    /** Called with the prediction when the learner commits it (the app saves it). */
    public void setOnCommit(Consumer<SavedPrediction> handler) {
        onCommit = handler;
    }

    /** Called with the variant id when a run has played to its end. */
    public void setOnFinished(Consumer<String> handler) {
        onFinished = handler;
    }

    // ---- prediction ----

    public void selectChoice(String choiceId) {
        if (!committed.get() && episode.prediction().choice(choiceId).isPresent()) {
            choice.set(choiceId);
        }
    }

    public void setReason(String text) {
        if (!committed.get()) {
            reason.set(text == null ? "" : text);
        }
    }

    public void setConfidence(int percent) {
        if (!committed.get()) {
            confidence.set(Math.max(0, Math.min(100, percent)));
        }
    }

    /** Locks the prediction in; only then can the experiment run. */
    public void commit() {
        if (!canCommit.get()) {
            return;
        }
        committed.set(true);
        onCommit.accept(new SavedPrediction(choice.get(), reason.get(), confidence.get()));
        refreshComparison();
    }

    /** Restores a prediction saved earlier (resuming), committed. */
    public void restore(SavedPrediction saved) {
        if (saved == null || committed.get() || episode.prediction().choice(saved.choice()).isEmpty()) {
            return;
        }
        choice.set(saved.choice());
        reason.set(saved.reason());
        confidence.set(Math.max(0, Math.min(100, saved.confidencePercent())));
        committed.set(true);
    }

    public Prediction prediction() {
        if (!committed.get()) {
            return null;
        }
        String r = reason.get().isBlank() ? null : reason.get();
        return new Prediction(episode.id(), choice.get(), r, confidence.get());
    }

    // ---- experiment ----

    public void selectVariant(String variantId) {
        if (running.get() || episode.experiment().variant(variantId).isEmpty() || variantId.equals(variant.get())) {
            return;
        }
        variant.set(variantId);
        ExperimentRun done = runs.get(variantId);
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
        runner.run(() -> lab.run(episode, v, options), result -> {
            if (myGeneration != generation) {
                return;
            }
            running.set(false);
            runs.put(v, result);
            playedToEnd.remove(v);
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
        ClusterSnapshot s = cluster.get();
        List<FaultTarget> out = new ArrayList<>();
        if (s == null) {
            return out;
        }
        if (kind == FaultAction.Kind.FAIL_NODE) {
            s.nodes().forEach(n -> out.add(new FaultTarget.Node(n)));
        } else {
            s.members().forEach(m -> out.add(new FaultTarget.Member(m.pod(), m.container())));
            if (kind == FaultAction.Kind.EVICT) {
                s.members().stream().map(m -> new FaultTarget.Pod(m.pod())).distinct().forEach(out::add);
            }
        }
        return out;
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
        choice.set(null);
        reason.set("");
        confidence.set(DEFAULT_CONFIDENCE);
        committed.set(false);
        variant.set(Experiment.NAIVE);
        seed.set(initialSeed);
        running.set(false);
        runs.clear();
        playedToEnd.clear();
        faults.clear();
        comparison.clear();
        error.set("");
        runsPlayed.set(0);
        showNothing();
    }

    private void showNothing() {
        run.set(null);
        playback.reset();
        clusterModel = layout(variant.get()).model(List.of());
        revealed.set(false);
        observation.set("");
        observationSeq.set(null);
        onPosition();
    }

    private void show(ExperimentRun result, int position, boolean autoplay) {
        run.set(result);
        clusterModel = layout(result.variantId()).model(result.trace());
        revealed.set(playedToEnd.contains(result.variantId()));
        double speed = playback.speed();
        playback.load(result.trace());
        playback.setSpeed(speed);
        playback.seek(position);
        onPosition();
        if (autoplay && this.autoplay) {
            playback.play();
        }
    }

    private ScenarioLayout layout(String variantId) {
        return layouts.getOrDefault(variantId, ScenarioLayout.EMPTY);
    }

    private void onPosition() {
        cluster.set(clusterModel.at(playback.position()));
        TraceEvent current = playback.currentEventProperty().get();
        ExperimentRun r = run.get();
        status.setAll(r == null ? ExperimentRun.initialStatus(episode) : r.statusAt(current == null ? 0 : current.seq()));
        narration.set(current == null ? "" : narrator.apply(current));
        if (r != null && playback.position() == playback.sizeProperty().get() && playback.sizeProperty().get() > 0
                && playedToEnd.add(r.variantId())) {
            revealed.set(true);
            runsPlayed.set(playedToEnd.size());
            observation.set(r.observation() == null ? "" : r.observation().text());
            observationSeq.set(r.observation() == null ? null : r.observation().evidenceSeq());
            refreshComparison();
            onFinished.accept(r.variantId());
        } else if (r != null && playedToEnd.contains(r.variantId())) {
            observation.set(r.observation() == null ? "" : r.observation().text());
            observationSeq.set(r.observation() == null ? null : r.observation().evidenceSeq());
        }
    }

    private void refreshComparison() {
        Prediction p = prediction();
        if (p == null) {
            comparison.clear();
            return;
        }
        Map<String, ExperimentRun> finished = new LinkedHashMap<>();
        for (String v : playedToEnd) {
            if (runs.containsKey(v)) {
                finished.put(v, runs.get(v));
            }
        }
        PredictionComparison c = lab.compare(episode, p, finished);
        comparison.setAll(c.claims());
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
            kernel = KernelViewModel.forEpisode(episode.id(), new LabOracle(lab), runner, Locale.getDefault());
        }
        return kernel;
    }

    public Episode episode() { return episode; }
    public Lab lab() { return lab; }
    public BackgroundRunner runner() { return runner; }
    public PlaybackViewModel playback() { return playback; }
    public Function<TraceEvent, String> narrator() { return narrator; }
    public ReadOnlyStringProperty choiceProperty() { return choice.getReadOnlyProperty(); }
    public ReadOnlyStringProperty reasonProperty() { return reason.getReadOnlyProperty(); }
    public ReadOnlyIntegerProperty confidenceProperty() { return confidence.getReadOnlyProperty(); }
    public ReadOnlyBooleanProperty committedProperty() { return committed.getReadOnlyProperty(); }
    public BooleanBinding canCommitProperty() { return canCommit; }
    public BooleanBinding canRunProperty() { return canRun; }
    public ReadOnlyStringProperty variantProperty() { return variant.getReadOnlyProperty(); }
    public ReadOnlyObjectProperty<Long> seedProperty() { return seed.getReadOnlyProperty(); }
    public ReadOnlyBooleanProperty runningProperty() { return running.getReadOnlyProperty(); }
    public ReadOnlyObjectProperty<ExperimentRun> runProperty() { return run.getReadOnlyProperty(); }
    public ReadOnlyObjectProperty<ClusterSnapshot> clusterProperty() { return cluster.getReadOnlyProperty(); }
    public ObservableList<StatusValue> status() { return statusView; }
    public ReadOnlyStringProperty narrationProperty() { return narration.getReadOnlyProperty(); }
    public ReadOnlyBooleanProperty revealedProperty() { return revealed.getReadOnlyProperty(); }
    public ReadOnlyStringProperty observationProperty() { return observation.getReadOnlyProperty(); }
    public ReadOnlyObjectProperty<Long> observationSeqProperty() { return observationSeq.getReadOnlyProperty(); }
    public ObservableList<ClaimComparison> comparison() { return comparisonView; }
    public ReadOnlyStringProperty errorProperty() { return error.getReadOnlyProperty(); }
    public ObservableList<FaultAction> faults() { return faultsView; }
    public ReadOnlyIntegerProperty runsPlayedProperty() { return runsPlayed.getReadOnlyProperty(); }
    /** The finished run of a variant, or null. */
    public ExperimentRun runOf(String variantId) { return runs.get(variantId); }
    public ScenarioLayout layoutOf(String variantId) { return layout(variantId); }
}
