package io.boundarylab.app.playground;

import io.boundarylab.app.save.PlaygroundDraft;
import io.boundarylab.app.save.PredictionDraft;
import io.boundarylab.engine.scenario.PodSpec;
import io.boundarylab.engine.scenario.Scenario;
import io.boundarylab.engine.scenario.ScenarioException;
import io.boundarylab.engine.scenario.ScenarioReader;
import java.util.function.Function;
import java.util.function.UnaryOperator;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleIntegerProperty;

/**
 * The playground's scenario, edited in two views that stay in step. The form's edits make a new
 * scenario, written as YAML and read back through the one input layer ({@link ScenarioReader}), so the
 * scenario shown is always what the reader makes of the text shown. The YAML's edits are read the
 * same way; one that does not read keeps the last good scenario and says where and why, and
 * {@link #revert()} puts the last good text back.
 */
public final class PlaygroundViewModel {
    /** Where the YAML shown does not read, as the command line says it: line and column (1-based, 0 when unknown) and why. */
    public record YamlError(int line, int column, String problem) {
    }

    /** A place to start from: blank, an episode's variant, an example. */
    public record Start(String label, Scenario scenario, io.boundarylab.engine.cluster.Guarantee guarantee) {
        public Start(String label, Scenario scenario) {
            this(label, scenario, null);
        }
    }

    static final String FILE = "playground.yaml";
    private final javafx.collections.ObservableList<Start> starts = javafx.collections.FXCollections.observableArrayList();

    private final Function<Scenario, String> writer;
    private final ReadOnlyObjectWrapper<Scenario> scenario = new ReadOnlyObjectWrapper<>(this, "scenario");
    private final ReadOnlyStringWrapper yaml = new ReadOnlyStringWrapper(this, "yaml", "");
    private final ReadOnlyObjectWrapper<YamlError> error = new ReadOnlyObjectWrapper<>(this, "error");
    private final IntegerProperty selectedPod = new SimpleIntegerProperty(this, "selectedPod", 0);
    private final IntegerProperty selectedContainer = new SimpleIntegerProperty(this, "selectedContainer", 0);
    private final ReadOnlyObjectWrapper<PlaygroundDraft> draft = new ReadOnlyObjectWrapper<>(this, "draft");
    private final ReadOnlyStringWrapper notice = new ReadOnlyStringWrapper(this, "notice", "");
    private final ReadOnlyObjectWrapper<PredictionDraft> typedPrediction = new ReadOnlyObjectWrapper<>(this, "typedPrediction");

    /** @param writer writes a scenario as the YAML the reader reads back equal */
    public PlaygroundViewModel(Function<Scenario, String> writer) {
        this.writer = writer;
    }

    /** Starts over from one of the starts. */
    public void start(Start s) {
        // A start with no guarantee of its own: the runs differ in shared storage until the learner picks another.
        guarantee = s.guarantee() == null ? io.boundarylab.engine.cluster.Guarantee.SHARED_STORAGE : s.guarantee();
        title = s.label();
        start(s.scenario());
    }

    /** Starts over from a scenario: the form and the text both show it. */
    public void start(Scenario s) {
        error.set(null);
        String text = writer.apply(s);
        try {
            scenario.set(ScenarioReader.parse(text, FILE));
        } catch (ScenarioException e) {
            // What the writer wrote reads back: if it ever does not, the scenario is shown as given and the text says why.
            scenario.set(s);
            error.set(located(e));
        }
        selectedPod.set(0);
        selectedContainer.set(0);
        yaml.set(text);
        touched();
    }

    /**
     * Puts back saved work over the start shown: the text exactly as it was left, read as if typed
     * (text that does not read keeps the start's scenario and says where), its guarantee and title,
     * and the prediction's form as typed (a skip stays a skip; a prediction not yet made is made again
     * by pressing Predict, which says what does not read).
     */
    public void restore(PlaygroundDraft saved) {
        // Put back before the text, so that no draft is made with the one and not the other.
        if (saved.prediction() != null) {
            typedPrediction.set(saved.prediction());
            if (saved.prediction().skipped()) {
                markSkipped();
            }
        }
        io.boundarylab.engine.cluster.Guarantee g = saved.guarantee() == null ? null
                : io.boundarylab.engine.cluster.Guarantee.fromKey(saved.guarantee());
        // A guarantee this version does not know: the start's stays.
        if (g != null) {
            guarantee = g;
        }
        if (saved.title() != null) {
            title = saved.title();
        }
        editYaml(saved.yaml());
        touched();
    }

    /** The work in progress changed: the draft to save is the text shown, as it is, read or not. */
    private void touched() {
        PlaygroundDraft now = new PlaygroundDraft(yaml.get(), guarantee.key(), title, typedPrediction.get());
        if (!now.equals(draft.get())) {
            draft.set(now);
        }
    }

    /** The learner typed in the YAML: read it; the form follows when it reads, else it keeps the last good scenario. */
    public void editYaml(String text) {
        if (text.equals(yaml.get()) && error.get() == null) {
            return;
        }
        yaml.set(text);
        try {
            Scenario read = ScenarioReader.parse(text, FILE);
            error.set(null);
            show(read);
        } catch (ScenarioException e) {
            error.set(located(e));
        } catch (RuntimeException e) {
            // Never an exception on screen: whatever the text, a reason the learner can read.
            error.set(new YamlError(0, 0, String.valueOf(e.getMessage())));
        }
        touched();
    }

    /**
     * An edit in the form: the new scenario is written and read back. If the edit is refused (a
     * value that cannot be one, said in the learner's language) or the form made something the
     * reader refuses (two pods of one name), the scenario stays and the reason is shown.
     *
     * @return whether the edit took
     */
    public boolean edit(UnaryOperator<Scenario> change) {
        Scenario next;
        try {
            next = change.apply(scenario.get());
        } catch (EditRefused e) {
            error.set(new YamlError(0, 0, e.explain(words)));
            return false;
        } catch (RuntimeException e) {
            error.set(new YamlError(0, 0, String.valueOf(e.getMessage())));
            return false;
        }
        String text = writer.apply(next);
        try {
            Scenario read = ScenarioReader.parse(text, FILE);
            error.set(null);
            yaml.set(text);
            show(read);
            touched();
            return true;
        } catch (ScenarioException e) {
            error.set(located(e));
            return false;
        }
    }

    /** Undoes the edits that did not read: the text of the last good scenario comes back. */
    public void revert() {
        yaml.set(writer.apply(scenario.get()));
        error.set(null);
        touched();
    }

    private void show(Scenario s) {
        scenario.set(s);
        // The selection stays where it was when it still names something.
        int pods = s.pods().size();
        if (selectedPod.get() >= pods) {
            selectedPod.set(Math.max(0, pods - 1));
        }
        PodSpec p = pod();
        int containers = p == null ? 0 : p.allContainers().size();
        if (selectedContainer.get() >= containers) {
            selectedContainer.set(Math.max(0, containers - 1));
        }
    }

    private static YamlError located(ScenarioException e) {
        String problem = e.field() == null || e.field().isEmpty() ? e.problem() : e.field() + ": " + e.problem();
        return new YamlError(e.line(), e.column(), problem);
    }

    /** The pod the form shows, or null when the scenario has none. */
    public PodSpec pod() {
        Scenario s = scenario.get();
        int i = selectedPod.get();
        return s == null || i < 0 || i >= s.pods().size() ? null : s.pods().get(i);
    }

    // ---- predict, run, save ----

    private io.boundarylab.engine.cluster.Guarantee guarantee = io.boundarylab.engine.cluster.Guarantee.SHARED_STORAGE;
    private String title = "";
    private java.util.Locale locale = java.util.Locale.ENGLISH;
    /** The learner's words for why the form refused an edit. */
    private io.boundarylab.app.i18n.Messages words = new io.boundarylab.app.i18n.Messages(locale);
    private io.boundarylab.app.concurrent.BackgroundRunner runner = new io.boundarylab.app.concurrent.DirectRunner();
    private io.boundarylab.episodes.playground.PlaygroundPrediction prediction;
    private boolean predictionSkipped;
    private int answer = -1;
    private Double number;
    private final ReadOnlyObjectWrapper<io.boundarylab.episodes.playground.PlaygroundRun> result = new ReadOnlyObjectWrapper<>(this, "result");
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper(this, "message", "");
    private final javafx.beans.property.ReadOnlyBooleanWrapper predicted = new javafx.beans.property.ReadOnlyBooleanWrapper(this, "predicted", false);

    /** The learner's language (the verdict's and the saved folder's) and where runs go off the FX thread. */
    public void setUp(java.util.Locale language, io.boundarylab.app.concurrent.BackgroundRunner background) {
        this.locale = language;
        this.words = new io.boundarylab.app.i18n.Messages(language);
        this.runner = background;
    }

    /**
     * The prediction, before the first run: a question, 2 to 4 choices each of claims from the
     * menu, which one the learner picks, and optionally a number (its question, measure and tolerance, and the learner's value).
     *
     * @throws IllegalArgumentException when the prediction is not one the format takes (the reason in its message)
     */
    public void predict(String question, java.util.List<java.util.List<io.boundarylab.episodes.content.Claim>> choices, int chosen,
                        io.boundarylab.episodes.content.Quantity quantity, Double value) {
        java.util.List<io.boundarylab.episodes.playground.PlaygroundChoice> made = new java.util.ArrayList<>();
        for (java.util.List<io.boundarylab.episodes.content.Claim> c : choices) {
            made.add(io.boundarylab.episodes.playground.PlaygroundChoice.of(c));
        }
        if (chosen < 0 || chosen >= made.size()) {
            throw new IllegalArgumentException("no answer chosen");
        }
        prediction = new io.boundarylab.episodes.playground.PlaygroundPrediction(question, made, quantity);
        answer = chosen;
        number = quantity == null ? null : value;
        predictionSkipped = false;
        predicted.set(true);
        skipChanged();
    }

    /** Explores without predicting; the skip is recorded with the experiment. */
    public void skipPrediction() {
        markSkipped();
        skipChanged();
    }

    private void markSkipped() {
        prediction = null;
        answer = -1;
        number = null;
        predictionSkipped = true;
        predicted.set(true);
    }

    /** The learner changed the prediction's form: kept in the draft as typed; whether they skipped is this view-model's to say. */
    public void editPrediction(PredictionDraft typed) {
        typedPrediction.set(typed.withSkipped(predictionSkipped));
        touched();
    }

    private void skipChanged() {
        PredictionDraft typed = typedPrediction.get();
        if (typed != null) {
            typedPrediction.set(typed.withSkipped(predictionSkipped));
        }
        touched();
    }

    /**
     * The experiment as it stands: the scenario shown as the naive run without the guarantee under
     * test and the contract run with it, every other switch as the form sets it.
     */
    public io.boundarylab.episodes.playground.PlaygroundExperiment experiment() {
        Scenario s = scenario.get();
        io.boundarylab.episodes.playground.PlaygroundExperiment x = new io.boundarylab.episodes.playground.PlaygroundExperiment(
                title.isBlank() ? s.name() : title, guarantee,
                writer.apply(s.withPlatform(s.platform().with(guarantee, false))),
                writer.apply(s.withPlatform(s.platform().with(guarantee, true))), null, false);
        return x.withPrediction(prediction).withPredictionSkipped(predictionSkipped);
    }

    /** Runs naive and contract off the FX thread and judges the prediction; asks for one (or a skip) first. */
    public void run() {
        if (!predicted.get()) {
            message.set("predict-first");
            return;
        }
        io.boundarylab.episodes.playground.PlaygroundExperiment x = experiment();
        String choice = prediction == null ? null : io.boundarylab.episodes.playground.PlaygroundPrediction.choiceId(answer);
        Double n = number;
        java.util.Locale l = locale;
        message.set("");
        runner.run(() -> io.boundarylab.episodes.playground.PlaygroundRun.run(x, choice, n, l), result::set,
                e -> message.set(String.valueOf(e.getMessage())));
    }

    /** The judgement's sentences ("You said …; the trace shows … at event #N."), empty without a prediction or a run. */
    public java.util.List<String> verdict() {
        return result.get() == null ? java.util.List.of() : result.get().sentences();
    }

    /** Saves the experiment as a content folder (one investigation, one episode), off the FX thread. */
    public void save(java.nio.file.Path dir, java.util.function.Consumer<java.nio.file.Path> saved) {
        io.boundarylab.episodes.playground.PlaygroundExperiment x = experiment();
        java.util.Locale l = locale;
        runner.run(() -> {
            io.boundarylab.episodes.playground.PlaygroundFolder.save(x, dir, l);
            return dir;
        }, saved, e -> message.set(String.valueOf(e.getMessage())));
    }

    /**
     * The class code that carries the experiment as it stands (its prediction, or its skip, with it),
     * made off the FX thread: the experiment is saved in a scratch folder first, so a code is only
     * made of what a save takes; else the message says why.
     */
    public void share(java.util.function.Consumer<String> code) {
        io.boundarylab.episodes.playground.PlaygroundExperiment x = experiment();
        java.util.Locale l = locale;
        // Cleared first, so that the same reason twice is still said (the view shows each change).
        message.set("");
        runner.run(() -> io.boundarylab.app.classroom.SharedExperiments.code(x, l), code,
                e -> message.set(String.valueOf(e.getMessage())));
    }

    public java.util.Locale locale() { return locale; }
    /** The name of the start the work came from (the saved draft's, when one was restored). */
    public String title() { return title; }
    /** The guarantee the naive run goes without and the contract run has. */
    public io.boundarylab.engine.cluster.Guarantee guarantee() { return guarantee; }
    public void setGuarantee(io.boundarylab.engine.cluster.Guarantee g) {
        guarantee = java.util.Objects.requireNonNull(g);
        touched();
    }
    /** Something about the learner's saved work to read at the top of the playground (a damaged draft set aside), or "". */
    public ReadOnlyStringProperty noticeProperty() { return notice.getReadOnlyProperty(); }
    public void tell(String text) { notice.set(text == null ? "" : text); }
    /** The work in progress to save as it changes (a new value at each change of the text, the guarantee, the title or the prediction's form). */
    public ReadOnlyObjectProperty<PlaygroundDraft> draftProperty() { return draft.getReadOnlyProperty(); }
    public ReadOnlyObjectProperty<io.boundarylab.episodes.playground.PlaygroundRun> resultProperty() { return result.getReadOnlyProperty(); }
    /** A problem to show under the runs ("predict-first" when Run came before a prediction), or "". */
    public ReadOnlyStringProperty messageProperty() { return message.getReadOnlyProperty(); }
    public javafx.beans.property.ReadOnlyBooleanProperty predictedProperty() { return predicted.getReadOnlyProperty(); }
    public io.boundarylab.episodes.playground.PlaygroundPrediction prediction() { return prediction; }
    /** The prediction's form as the learner typed it (or as a restored draft brings it back), or null when untouched. */
    public ReadOnlyObjectProperty<PredictionDraft> typedPredictionProperty() { return typedPrediction.getReadOnlyProperty(); }
    public boolean predictionSkipped() { return predictionSkipped; }

    /** Where the learner may start from, the first the one shown at first. */
    public javafx.collections.ObservableList<Start> starts() { return starts; }
    public Scenario scenario() { return scenario.get(); }
    public ReadOnlyObjectProperty<Scenario> scenarioProperty() { return scenario.getReadOnlyProperty(); }
    public ReadOnlyStringProperty yamlProperty() { return yaml.getReadOnlyProperty(); }
    public ReadOnlyObjectProperty<YamlError> errorProperty() { return error.getReadOnlyProperty(); }
    public IntegerProperty selectedPodProperty() { return selectedPod; }
    public IntegerProperty selectedContainerProperty() { return selectedContainer; }
}
