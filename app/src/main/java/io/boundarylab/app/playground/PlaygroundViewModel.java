package io.boundarylab.app.playground;

import io.boundarylab.app.classroom.SharedExperiments;
import io.boundarylab.app.concurrent.BackgroundRunner;
import io.boundarylab.app.concurrent.DirectRunner;
import io.boundarylab.app.i18n.Messages;
import io.boundarylab.app.save.PlaygroundDraft;
import io.boundarylab.app.save.PredictionDraft;
import io.boundarylab.engine.cluster.Guarantee;
import io.boundarylab.engine.scenario.PodSpec;
import io.boundarylab.engine.scenario.Scenario;
import io.boundarylab.engine.scenario.ScenarioException;
import io.boundarylab.engine.scenario.ScenarioReader;
import io.boundarylab.episodes.content.Claim;
import io.boundarylab.episodes.content.Quantity;
import io.boundarylab.episodes.playground.BundledContent;
import io.boundarylab.episodes.playground.LessonCheck;
import io.boundarylab.episodes.playground.LessonText;
import io.boundarylab.episodes.playground.PlaygroundExperiment;
import io.boundarylab.episodes.playground.PlaygroundFolder;
import io.boundarylab.episodes.playground.PlaygroundPrediction;
import io.boundarylab.episodes.playground.PlaygroundRun;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.UnaryOperator;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

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
    public record Start(String label, Scenario scenario, Guarantee guarantee) {
        public Start(String label, Scenario scenario) {
            this(label, scenario, null);
        }
    }

    static final String FILE = "playground.yaml";
    private final ObservableList<Start> starts = FXCollections.observableArrayList();

    private final Function<Scenario, String> writer;
    private final ReadOnlyObjectWrapper<Scenario> scenario = new ReadOnlyObjectWrapper<>(this, "scenario");
    private final ReadOnlyStringWrapper yaml = new ReadOnlyStringWrapper(this, "yaml", "");
    private final ReadOnlyObjectWrapper<YamlError> error = new ReadOnlyObjectWrapper<>(this, "error");
    private final IntegerProperty selectedPod = new SimpleIntegerProperty(this, "selectedPod", 0);
    private final IntegerProperty selectedContainer = new SimpleIntegerProperty(this, "selectedContainer", 0);
    private final ReadOnlyObjectWrapper<PlaygroundDraft> draft = new ReadOnlyObjectWrapper<>(this, "draft");
    private final ReadOnlyStringWrapper notice = new ReadOnlyStringWrapper(this, "notice", "");
    private final ReadOnlyObjectWrapper<PredictionDraft> typedPrediction = new ReadOnlyObjectWrapper<>(this, "typedPrediction");

    // The experiment made of the scenario: what its two runs differ in, its name, the learner's
    // prediction (or skip), the runs' result, and where and in what language it runs.
    private Guarantee guarantee = Guarantee.SHARED_STORAGE;
    private String title = "";
    private Locale locale = Locale.ENGLISH;
    /** The learner's words for why the form refused an edit. */
    private Messages words = new Messages(locale);
    private BackgroundRunner runner = new DirectRunner();
    private BundledContent bundled = BundledContent.readEachTime();
    private LearnersAnswer answer = LearnersAnswer.NONE;
    private final Map<String, LessonText> lesson = new LinkedHashMap<>(); // by language tag, as written
    private final ReadOnlyObjectWrapper<LessonCheck> check = new ReadOnlyObjectWrapper<>(this, "check");
    private Path shareFolder = Path.of(System.getProperty("java.io.tmpdir"), "boundary-lab-lessons");
    private final ReadOnlyObjectWrapper<PlaygroundRun> result = new ReadOnlyObjectWrapper<>(this, "result");
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper(this, "message", "");
    private final ReadOnlyBooleanWrapper predicted = new ReadOnlyBooleanWrapper(this, "predicted", false);

    /** @param writer writes a scenario as the YAML the reader reads back equal */
    public PlaygroundViewModel(Function<Scenario, String> writer) {
        this.writer = writer;
    }

    /** Starts over from one of the starts. */
    public void start(Start s) {
        // A start with no guarantee of its own: the runs differ in shared storage until the learner picks another.
        guarantee = s.guarantee() == null ? Guarantee.SHARED_STORAGE : s.guarantee();
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
        Guarantee g = saved.guarantee() == null ? null
                : Guarantee.fromKey(saved.guarantee());
        // A guarantee this version does not know: the start's stays.
        if (g != null) {
            guarantee = g;
        }
        if (saved.title() != null) {
            title = saved.title();
        }
        lesson.clear();
        lesson.putAll(saved.lesson());
        editYaml(saved.yaml());
        touched();
    }

    /** The work in progress changed: the draft to save is the text shown, as it is, read or not. */
    private void touched() {
        PlaygroundDraft now = new PlaygroundDraft(yaml.get(), guarantee.key(), title, typedPrediction.get(), lesson);
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

    /**
     * The learner's language (the verdict's and the saved folder's), where runs go off the FX thread,
     * the bundled content as the app read it, whose phrases the verdict and a saved lesson use, and
     * where shared lesson files are written.
     */
    public void setUp(Locale language, BackgroundRunner background, BundledContent content, Path shareInto) {
        this.shareFolder = Objects.requireNonNull(shareInto);
        this.locale = language;
        this.words = new Messages(language);
        this.runner = background;
        this.bundled = content;
    }

    /**
     * The prediction, before the first run: a question, 2 to 4 choices each of claims from the
     * menu, which one the learner picks, optionally a number (its question, measure and tolerance, and
     * the learner's value), and the choice the instructor marks right ({@code right}, from 0; -1 for none).
     *
     * @throws IllegalArgumentException when the prediction is not one the format takes (the reason in its message)
     */
    public void predict(String question, List<List<Claim>> choices, int chosen, Quantity quantity, Double value, int right) {
        answer = LearnersAnswer.predicted(question, choices, chosen, quantity, value, right);
        predicted.set(answer.given());
        skipChanged();
    }

    /** Explores without predicting; the skip is recorded with the experiment. */
    public void skipPrediction() {
        markSkipped();
        skipChanged();
    }

    private void markSkipped() {
        answer = LearnersAnswer.SKIPPED;
        predicted.set(answer.given());
    }

    /** The learner changed the prediction's form: kept in the draft as typed; whether they skipped is this view-model's to say. */
    public void editPrediction(PredictionDraft typed) {
        typedPrediction.set(typed.withSkipped(answer.skipped()));
        touched();
    }

    private void skipChanged() {
        PredictionDraft typed = typedPrediction.get();
        if (typed != null) {
            typedPrediction.set(typed.withSkipped(answer.skipped()));
        }
        touched();
    }

    /**
     * The experiment as it stands: the scenario shown as the naive run without the guarantee under
     * test and the contract run with it, every other switch as the form sets it.
     */
    public PlaygroundExperiment experiment() {
        Scenario s = scenario.get();
        PlaygroundExperiment x = new PlaygroundExperiment(
                title.isBlank() ? s.name() : title, guarantee,
                writer.apply(s.withPlatform(s.platform().with(guarantee, false))),
                writer.apply(s.withPlatform(s.platform().with(guarantee, true))), null, false);
        for (Map.Entry<String, LessonText> t : lesson.entrySet()) x = x.withText(t.getKey(), t.getValue());
        return x.withPrediction(answer.prediction()).withPredictionSkipped(answer.skipped());
    }

    /** The instructor edited the lesson's words in a language (by tag): kept in the draft, and in what is saved and shared. */
    public void editLesson(String language, LessonText words) {
        lesson.put(language, words);
        touched();
    }

    /** Runs naive and contract off the FX thread and judges the prediction; asks for one (or a skip) first. */
    public void run() {
        if (!predicted.get()) {
            message.set("predict-first");
            return;
        }
        PlaygroundExperiment x = experiment();
        String choice = answer.choiceId();
        Double n = answer.number();
        Locale l = locale;
        BundledContent content = bundled;
        message.set("");
        runner.run(() -> PlaygroundRun.run(x, choice, n, l, content), result::set,
                e -> message.set(String.valueOf(e.getMessage())));
    }

    /** The judgement's sentences ("You said …; the trace shows … at event #N."), empty without a prediction or a run. */
    public List<String> verdict() {
        return result.get() == null ? List.of() : result.get().sentences();
    }

    /**
     * Saves the lesson as a content folder (one investigation, one episode), off the FX thread; what
     * {@code content validate} says of it (its warnings, its giveaway cue table) is then {@link #checkProperty()}.
     */
    public void save(Path dir, Consumer<Path> saved) {
        PlaygroundExperiment x = experiment();
        Locale l = locale;
        BundledContent content = bundled;
        runner.run(() -> PlaygroundFolder.save(x, dir, l, content), c -> {
            check.set(c);
            saved.accept(dir);
        }, e -> message.set(String.valueOf(e.getMessage())));
    }

    /** What {@code content validate} said of the lesson at its last save, or null before one. */
    public ReadOnlyObjectProperty<LessonCheck> checkProperty() { return check.getReadOnlyProperty(); }
    /**
     * Shares the lesson as it stands (with its prediction or skip), off the FX thread: saved first, so only
     * what a save takes is shared, as a lesson file in the share folder with its short and long codes.
     */
    public void share(Consumer<SharedExperiments.LessonShare> shared) {
        PlaygroundExperiment x = experiment();
        Locale l = locale;
        BundledContent content = bundled;
        Path into = shareFolder;
        message.set(""); // cleared first, so the same reason twice is still said
        runner.run(() -> SharedExperiments.share(x, l, content, into), shared,
                e -> message.set(String.valueOf(e.getMessage())));
    }

    public Locale locale() { return locale; }
    /** The name of the start the work came from (the saved draft's, when one was restored). */
    public String title() { return title; }
    /** The guarantee the naive run goes without and the contract run has. */
    public Guarantee guarantee() { return guarantee; }
    public void setGuarantee(Guarantee g) {
        guarantee = Objects.requireNonNull(g);
        touched();
    }
    /** Something about the learner's saved work to read at the top of the playground (a damaged draft set aside), or "". */
    public ReadOnlyStringProperty noticeProperty() { return notice.getReadOnlyProperty(); }
    public void tell(String text) { notice.set(text == null ? "" : text); }
    /** The work in progress to save as it changes (a new value at each change of the text, the guarantee, the title or the prediction's form). */
    public ReadOnlyObjectProperty<PlaygroundDraft> draftProperty() { return draft.getReadOnlyProperty(); }
    public ReadOnlyObjectProperty<PlaygroundRun> resultProperty() { return result.getReadOnlyProperty(); }
    /** A problem to show under the runs ("predict-first" when Run came before a prediction), or "". */
    public ReadOnlyStringProperty messageProperty() { return message.getReadOnlyProperty(); }
    public ReadOnlyBooleanProperty predictedProperty() { return predicted.getReadOnlyProperty(); }
    public PlaygroundPrediction prediction() { return answer.prediction(); }
    /** The lesson's words in a language (by tag) as written; {@link LessonText#NONE} when none. */
    public LessonText lesson(String language) { return lesson.getOrDefault(language, LessonText.NONE); }
    /** The prediction's form as the learner typed it (or as a restored draft brings it back), or null when untouched. */
    public ReadOnlyObjectProperty<PredictionDraft> typedPredictionProperty() { return typedPrediction.getReadOnlyProperty(); }
    public boolean predictionSkipped() { return answer.skipped(); }

    /** Where the learner may start from, the first the one shown at first. */
    public ObservableList<Start> starts() { return starts; }
    public Scenario scenario() { return scenario.get(); }
    public ReadOnlyObjectProperty<Scenario> scenarioProperty() { return scenario.getReadOnlyProperty(); }
    public ReadOnlyStringProperty yamlProperty() { return yaml.getReadOnlyProperty(); }
    public ReadOnlyObjectProperty<YamlError> errorProperty() { return error.getReadOnlyProperty(); }
    public IntegerProperty selectedPodProperty() { return selectedPod; }
    public IntegerProperty selectedContainerProperty() { return selectedContainer; }
}
