package io.boundarylab.app.synthesis;

import io.boundarylab.app.cluster.ClusterModel;
import io.boundarylab.app.cluster.ClusterSnapshot;
import io.boundarylab.app.concurrent.BackgroundRunner;
import io.boundarylab.app.episode.QuantityAnswer;
import io.boundarylab.app.i18n.Messages;
import io.boundarylab.app.lab.Lab;
import io.boundarylab.app.playback.PlaybackViewModel;
import io.boundarylab.app.save.SavedPrediction;
import io.boundarylab.engine.trace.TraceEvent;
import io.boundarylab.episodes.content.Block;
import io.boundarylab.episodes.content.Episode;
import io.boundarylab.episodes.prediction.Prediction;
import io.boundarylab.episodes.prediction.ChoiceOrder;
import io.boundarylab.episodes.prediction.PredictionComparison;
import io.boundarylab.episodes.synthesis.Checkpoint;
import io.boundarylab.episodes.synthesis.StopPoint;
import io.boundarylab.episodes.synthesis.SynthesisTrace;
import io.boundarylab.episodes.narration.Templates;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.BiConsumer;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.collections.ObservableMap;

/**
 * The investigation exercise: answer the four predictions (each with its episode's number, as the
 * episode asks it), run the synthesis trace, stop it anywhere (it also stops by itself at each
 * episode boundary), resume, and see each prediction against what has happened so far.
 */
public final class SynthesisViewModel {
    public static final String KEY_PREFIX = "synthesis/";

    private final Lab lab;
    private final BackgroundRunner runner;
    private final Block.Exercise exercise;
    private final Messages messages;
    private final BiConsumer<String, SavedPrediction> save;
    private final ObservableMap<String, String> answers = FXCollections.observableHashMap();
    private final ObservableMap<String, String> answersView = FXCollections.unmodifiableObservableMap(answers);
    /** Each prompt's number, by prompt id; always ready for a prompt whose episode asks none. */
    private final Map<String, QuantityAnswer> numbers = new LinkedHashMap<>();
    private final ReadOnlyBooleanWrapper committed = new ReadOnlyBooleanWrapper(this, "committed", false);
    private final ReadOnlyBooleanWrapper running = new ReadOnlyBooleanWrapper(this, "running", false);
    private final ReadOnlyObjectWrapper<SynthesisTrace> trace = new ReadOnlyObjectWrapper<>(this, "trace");
    private final ReadOnlyStringWrapper checkpoint = new ReadOnlyStringWrapper(this, "checkpoint", "");
    private final ReadOnlyStringWrapper narration = new ReadOnlyStringWrapper(this, "narration", "");
    private final ReadOnlyStringWrapper stopState = new ReadOnlyStringWrapper(this, "stopState", "");
    private final ReadOnlyStringWrapper silence = new ReadOnlyStringWrapper(this, "silence", "");
    private final ReadOnlyStringWrapper score = new ReadOnlyStringWrapper(this, "score", "");
    private final ReadOnlyStringWrapper narrationRule = new ReadOnlyStringWrapper(this, "narrationRule", "");
    private final ReadOnlyStringWrapper error = new ReadOnlyStringWrapper(this, "error", "");
    private final ReadOnlyObjectWrapper<ClusterSnapshot> cluster = new ReadOnlyObjectWrapper<>(this, "cluster");
    private final ObservableList<PredictionComparison> comparisons = FXCollections.observableArrayList();
    // Held here: an unmodifiable view only weakly listens to its source, so a fresh one per call would lose listeners.
    private final ObservableList<PredictionComparison> comparisonsView = FXCollections.unmodifiableObservableList(comparisons);
    private final PlaybackViewModel playback = new PlaybackViewModel();
    private final BooleanBinding allAnswered;
    private final BooleanBinding canCommit;
    private final BooleanBinding canRun;
    private Checkpoint modelCheckpoint;
    private ClusterModel model = ClusterModel.of(List.of());
    private long generation;
    /** The moment a learner stopped at, while the playback still shows it; null after an event stop. */
    private Long stopMoment;
    private int stopMomentPosition;
    private final long learnerSeed;

    public SynthesisViewModel(Lab lab, BackgroundRunner runner, Block.Exercise exercise, Messages messages,
                              Map<String, SavedPrediction> saved, BiConsumer<String, SavedPrediction> save,
                              long learnerSeed) {
        this.learnerSeed = learnerSeed;
        this.lab = lab;
        this.runner = runner;
        this.exercise = exercise;
        this.messages = messages;
        this.save = save;
        for (Block.ExercisePrompt p : exercise.prompts()) {
            numbers.put(p.id(), new QuantityAnswer(lab.course().episode(p.episodeId())
                    .flatMap(e -> e.prediction().quantityQuestion()).orElse(null), committed.getReadOnlyProperty()));
        }
        List<javafx.beans.Observable> inputs = new ArrayList<>(List.of(answers));
        numbers.values().forEach(n -> inputs.add(n.readyProperty()));
        allAnswered = Bindings.createBooleanBinding(() -> exercise.prompts().stream()
                .allMatch(p -> answers.get(p.id()) != null && numbers.get(p.id()).readyProperty().get()),
                inputs.toArray(javafx.beans.Observable[]::new));
        canCommit = committed.not().and(allAnswered);
        canRun = committed.and(running.not()).and(trace.isNull());
        playback.positionProperty().addListener((o, a, b) -> onPosition());
        playback.playingProperty().addListener((o, a, b) -> onPosition());
        resetState();
        boolean all = !exercise.prompts().isEmpty();
        for (Block.ExercisePrompt p : exercise.prompts()) {
            SavedPrediction s = saved.get(KEY_PREFIX + p.id());
            if (s == null || choicesOf(p).stream().noneMatch(c -> c.id().equals(s.choice()))) {
                all = false;
                break;
            }
        }
        if (all) {
            exercise.prompts().forEach(p -> answers.put(p.id(), saved.get(KEY_PREFIX + p.id()).choice()));
            exercise.prompts().forEach(p -> numbers.get(p.id()).restore(saved.get(KEY_PREFIX + p.id()).quantity()));
            committed.set(true);
        }
    }

    public List<Block.ExercisePrompt> prompts() {
        return exercise.prompts();
    }

    /** The heading over the questions, counting them: "YOUR 5 PREDICTIONS". */
    public String heading() {
        int n = exercise.prompts().size();
        return messages.count("synthesis.predict", n, n);
    }

    /**
     * The committed answer to prompt {@code i} (0-based) as the summary shows it: its number, the
     * choice and the number said. It carries no verdict mark: no run has judged it yet.
     */
    public String summaryLine(int i) {
        Block.ExercisePrompt p = exercise.prompts().get(i);
        return messages.get("synthesis.summary.short", i + 1, chosen(p)) + numberSaid(p);
    }

    /** {@link #summaryLine} with its question, for the tooltip and the spoken text. */
    public String summaryInFull(int i) {
        Block.ExercisePrompt p = exercise.prompts().get(i);
        return messages.get("synthesis.summary", i + 1, p.text(), chosen(p)) + numberSaid(p);
    }

    private String chosen(Block.ExercisePrompt p) {
        return choicesOf(p).stream().filter(c -> c.id().equals(answers.get(p.id())))
                .map(io.boundarylab.episodes.content.Choice::text).findFirst().orElse("");
    }

    /** The number the learner committed, as the episode's summary says it ("Your number: 20 lines"); "" when none is asked. */
    private String numberSaid(Block.ExercisePrompt p) {
        QuantityAnswer answer = number(p);
        if (answer.question().isEmpty()) {
            return "";
        }
        Double said = answer.value();
        return said == null ? messages.get("episode.predict.quantity.skipped")
                : messages.get("episode.predict.quantity.locked", messages.decimal(said), answer.question().get().unit());
    }

    public String title() {
        return exercise.runLabel() == null ? messages.get("synthesis.title") : exercise.runLabel();
    }

    /** The prompt's choices in this learner's order, the same order the episode showed them in. */
    public List<io.boundarylab.episodes.content.Choice> choicesOf(Block.ExercisePrompt prompt) {
        return lab.course().episode(prompt.episodeId())
                .map(e -> ChoiceOrder.of(learnerSeed, e.id(), e.prediction().choices())).orElse(List.of());
    }

    /** The number the prompt asks for, as its episode asks it (no question: nothing to answer). */
    public QuantityAnswer number(Block.ExercisePrompt prompt) {
        return numbers.get(prompt.id());
    }

    public void answer(String promptId, String choiceId) {
        if (!committed.get()) {
            answers.put(promptId, choiceId);
        }
    }

    public void commit() {
        if (!canCommit.get()) {
            return;
        }
        committed.set(true);
        for (Block.ExercisePrompt p : exercise.prompts()) {
            save.accept(KEY_PREFIX + p.id(), new SavedPrediction(answers.get(p.id()), "", 50, numbers.get(p.id()).value()));
        }
    }

    public void run() {
        if (!canRun.get()) {
            return;
        }
        running.set(true);
        error.set("");
        long mine = ++generation;
        runner.run(lab::synthesis, t -> {
            if (mine != generation) {
                return;
            }
            running.set(false);
            trace.set(t);
            playback.load(t.events());
            playback.setCheckpoints(t.checkpoints().stream().map(c -> (int) c.lastSeq()).toList());
            onPosition();
            playback.play();
        }, e -> {
            if (mine != generation) {
                return;
            }
            running.set(false);
            error.set(String.valueOf(e.getMessage()));
        });
    }

    /** Stops the trace where it is (the learner's "stop midway"). */
    public void stop() {
        playback.pause();
    }

    /**
     * Stops at what the learner typed: an event number ({@code 40}) or a moment of simulated time
     * ({@code 45s}, {@code 1:30}), landing at the last event at or before it.
     */
    public void stopAt(String where) {
        SynthesisTrace t = trace.get();
        if (t == null) {
            return;
        }
        StopPoint at;
        try {
            at = StopPoint.parse(where);
        } catch (IllegalArgumentException e) {
            // A typing slip, not a failure: say so on the stop line, where the answer would have been.
            stopState.set(messages.get("synthesis.stopAt.invalid", where == null ? "" : where.strip()));
            return;
        }
        SynthesisTrace.View view = t.stop(at);
        playback.pause();
        stopMoment = view.atTime() ? view.timeMs() : null;
        stopMomentPosition = (int) view.seq();
        playback.seek((int) view.seq());
        onPosition();
    }

    /** Plays on from where it stopped. */
    public void resume() {
        playback.play();
    }

    public void reset() {
        generation++;
        resetState();
    }

    private void resetState() {
        answers.clear();
        committed.set(false);
        numbers.values().forEach(QuantityAnswer::reset);
        running.set(false);
        trace.set(null);
        playback.reset();
        error.set("");
        modelCheckpoint = null;
        stopMoment = null;
        model = ClusterModel.of(List.of());
        onPosition();
    }

    private List<Prediction> predictions() {
        List<Prediction> out = new ArrayList<>();
        Map<String, Boolean> seen = new LinkedHashMap<>();
        for (Block.ExercisePrompt p : exercise.prompts()) {
            String choice = answers.get(p.id());
            Optional<Episode> ep = lab.course().episode(p.episodeId());
            if (choice != null && ep.isPresent() && seen.putIfAbsent(p.episodeId(), true) == null) {
                out.add(new Prediction(p.episodeId(), choice, null, 50, numbers.get(p.id()).value()));
            }
        }
        return out;
    }

    private void onPosition() {
        SynthesisTrace t = trace.get();
        if (t == null) {
            checkpoint.set("");
            narration.set("");
            narrationRule.set("");
            stopState.set("");
            silence.set("");
            score.set("");
            comparisons.clear();
            cluster.set(model.at(0));
            return;
        }
        int pos = playback.position();
        if (stopMoment != null && (pos != stopMomentPosition || playback.isPlaying())) {
            stopMoment = null;
        }
        SynthesisTrace.View view = stopMoment == null ? t.stopAt(pos) : t.stopAtTime(stopMoment);
        Optional<Checkpoint> cp = view.checkpoint().or(() -> t.checkpoints().isEmpty() ? Optional.empty()
                : Optional.of(t.checkpoints().get(0)));
        checkpoint.set(cp.map(Checkpoint::label).orElse(""));
        if (cp.isPresent() && !cp.get().equals(modelCheckpoint)) {
            modelCheckpoint = cp.get();
            // Draw each run with its own scenario's nodes and sizes, as the episode scene does.
            io.boundarylab.app.cluster.ScenarioLayout layout = lab.course().episode(cp.get().episodeId())
                    .flatMap(e -> e.experiment().variant(cp.get().variantId()))
                    .map(v -> io.boundarylab.app.cluster.ScenarioLayout.of(v.scenario()))
                    .orElse(io.boundarylab.app.cluster.ScenarioLayout.EMPTY);
            model = layout.model(t.events().subList((int) cp.get().firstSeq() - 1, (int) cp.get().lastSeq()));
        }
        int inSegment = modelCheckpoint == null ? 0 : (int) Math.max(0, pos - modelCheckpoint.firstSeq() + 1);
        cluster.set(model.at(inSegment));
        TraceEvent current = playback.currentEventProperty().get();
        narration.set(current == null ? "" : lab.course().narrator().apply(current));
        // Each run is told on its own: a rule is told in full the first time it acts in that run.
        narrationRule.set(current == null || modelCheckpoint == null || pos < modelCheckpoint.firstSeq() ? ""
                : lab.course().because().apply(current, t.events().subList((int) modelCheckpoint.firstSeq() - 1, pos - 1)));
        List<PredictionComparison> compared = view.compare(predictions());
        // The headline first: the verdicts' listeners draw it with them.
        long[] n = verdicts(compared);
        score.set(compared.isEmpty() ? "" : messages.count("synthesis.score", n[1], n[0], n[1], n[2], n[3], n[4]));
        comparisons.setAll(compared);
        // A run's last event is followed by its silence up to its horizon: mark it, as long as it is shown.
        silence.set(cp.filter(c -> c.lastSeq() == pos).map(t::silence).orElse(""));
        String at = messages.time(view.timeMs());
        if (view.finished()) {
            stopState.set(messages.get("synthesis.finished"));
        } else if (stopMoment != null) {
            stopState.set(messages.get("synthesis.stoppedAtTime", pos, t.lastSeq(), at));
        } else if (!playback.isPlaying() && pos > 0 && playback.lastStopProperty().get() == pos
                && cp.filter(c -> c.lastSeq() == pos).isPresent()) {
            // Playing paused by itself at a run's end: the learner stopped nothing, so say which run is over.
            Checkpoint ended = cp.get();
            stopState.set(messages.get("synthesis.runEnded", ended.index() + 1, t.checkpoints().size(), ended.label(), pos,
                    messages.time(ended.lastEventMs()), messages.time(ended.endMs())));
        } else if (!playback.isPlaying() && pos > 0) {
            stopState.set(messages.get("synthesis.stopped", pos, t.lastSeq(), at));
        } else {
            stopState.set("");
        }
    }

    /**
     * The headline's counts, by the one judge's verdict on each answer ({@link PredictionComparison#verdict()}):
     * answers judged, of all, then right, partly right and wrong. A far-off number makes an answer
     * partly right here exactly as in a results file and on the episode screen.
     */
    static long[] verdicts(List<PredictionComparison> all) {
        long[] n = new long[5];
        n[1] = all.size();
        for (PredictionComparison c : all) {
            io.boundarylab.episodes.prediction.Verdict v = c.verdict();
            if (v == null) continue;
            n[0]++;
            n[2 + v.ordinal()]++;
        }
        return n;
    }

    public PlaybackViewModel playback() { return playback; }
    public ObservableMap<String, String> answers() { return answersView; }
    public ReadOnlyBooleanProperty committedProperty() { return committed.getReadOnlyProperty(); }
    public ReadOnlyBooleanProperty runningProperty() { return running.getReadOnlyProperty(); }
    public BooleanBinding canCommitProperty() { return canCommit; }
    public BooleanBinding canRunProperty() { return canRun; }
    public ReadOnlyObjectProperty<SynthesisTrace> traceProperty() { return trace.getReadOnlyProperty(); }
    public ReadOnlyStringProperty checkpointProperty() { return checkpoint.getReadOnlyProperty(); }
    public ReadOnlyStringProperty narrationProperty() { return narration.getReadOnlyProperty(); }
    public ReadOnlyStringProperty stopStateProperty() { return stopState.getReadOnlyProperty(); }
    /** The marked silence after the run shown, when its last event is shown; empty otherwise. */
    /** The headline over the verdicts: how many answers the trace has judged, and how; empty before a run. */
    public ReadOnlyStringProperty scoreProperty() { return score.getReadOnlyProperty(); }
    public ReadOnlyStringProperty silenceProperty() { return silence.getReadOnlyProperty(); }
    /** The rule line under the narration: in full the first time the rule acts in the run shown, by name after. */
    public ReadOnlyStringProperty narrationRuleProperty() { return narrationRule.getReadOnlyProperty(); }
    public ReadOnlyStringProperty errorProperty() { return error.getReadOnlyProperty(); }
    public ReadOnlyObjectProperty<ClusterSnapshot> clusterProperty() { return cluster.getReadOnlyProperty(); }
    public ObservableList<PredictionComparison> comparisons() { return comparisonsView; }
}
