package io.boundarylab.app.shell;

import io.boundarylab.app.concurrent.BackgroundRunner;
import io.boundarylab.app.episode.EpisodeViewModel;
import io.boundarylab.app.episode.ShownRun;
import io.boundarylab.app.i18n.Messages;
import io.boundarylab.app.export.Exports;
import io.boundarylab.app.lab.Course;
import io.boundarylab.app.lab.EpisodesLab;
import io.boundarylab.app.lab.Lab;
import io.boundarylab.app.predictions.ExplainGate;
import io.boundarylab.app.predictions.ExplainViewModel;
import io.boundarylab.app.predictions.PredictionJournal;
import io.boundarylab.app.save.Progress;
import io.boundarylab.app.save.SaveStore;
import io.boundarylab.app.save.SavedPrediction;
import io.boundarylab.app.save.Settings;
import io.boundarylab.app.theme.ThemeChoice;
import io.boundarylab.app.transcript.TranscriptHtml;
import io.boundarylab.engine.trace.TraceEvent;
import io.boundarylab.episodes.content.Episode;
import io.boundarylab.episodes.content.Investigation;
import io.boundarylab.episodes.content.Listing;
import io.boundarylab.episodes.content.Section;
import io.boundarylab.episodes.content.SectionKind;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.function.LongSupplier;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.binding.ObjectBinding;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The whole app's state: which course is loaded, where the learner is, what they have done, and
 * their settings. Everything the learner does is saved at once (off the FX thread, atomically).
 */
public final class MainViewModel {
    private final Messages messages;
    private final SaveStore store;
    private final BackgroundRunner runner;
    private final BundledInvestigations bundled;
    private final ReadOnlyObjectWrapper<Lab> lab = new ReadOnlyObjectWrapper<>(this, "lab");
    private final Navigation nav = new Navigation();
    private final ReadOnlyObjectWrapper<Progress> progress = new ReadOnlyObjectWrapper<>(this, "progress", Progress.empty());
    private final ReadOnlyObjectWrapper<Settings> settings = new ReadOnlyObjectWrapper<>(this, "settings", Settings.defaults());
    private final ReadOnlyBooleanWrapper presenter = new ReadOnlyBooleanWrapper(this, "presenter", false);
    private final ObservableList<String> notices = FXCollections.observableArrayList();
    private final SavedWork saved;
    private final EpisodeModels episodeModels = new EpisodeModels();
    private final PredictionJournal journal = new PredictionJournal(progress.getReadOnlyProperty(), this::updateProgress);
    private final ExplainGate gate = new ExplainGate();

    /**
     * @param newLearnerSeed where a learner's seed comes from the first time (the app passes a
     *                       {@code SecureRandom}; tests a constant), used once and then saved
     */
    public MainViewModel(Messages messages, SaveStore store, BackgroundRunner runner, LongSupplier newLearnerSeed) {
        this(messages, store, runner, newLearnerSeed, BundledInvestigations.of(messages.locale(), runner));
    }

    MainViewModel(Messages messages, SaveStore store, BackgroundRunner runner, LongSupplier newLearnerSeed, BundledInvestigations.Reader reader) {
        this(messages, store, runner, newLearnerSeed, new BundledInvestigations(reader, messages.locale(), runner));
    }

    /**
     * @param bundled the investigations shipped with the app, in the language of {@code messages}: the
     *                launch page's read, begun before this window was built, so that it is not read twice
     */
    public MainViewModel(Messages messages, SaveStore store, BackgroundRunner runner, LongSupplier newLearnerSeed, BundledInvestigations bundled) {
        this.messages = messages;
        this.store = store;
        this.runner = runner;
        this.bundled = bundled;
        this.saved = new SavedWork(store, runner, messages, notices);
        settings.set(store.loadSettings());
        Progress loaded = store.loadProgress();
        progress.set(loaded);
        if (progress.get().learnerSeed() == null) {
            // Saved at once: a learner who works only in another investigation's file would
            // otherwise be drawn a new seed, and see every choice reordered, at each start. The
            // last investigation's seed is taken when it has one, so its orders stay as they were.
            Long last = store.peekProgressOf(settings.get().investigation()).learnerSeed();
            progress.set(progress.get().withLearnerSeed(last != null ? last : newLearnerSeed.getAsLong()));
        }
        store.notices().forEach(n -> notices.add(SaveNoticeText.of(n, messages)));
        // After the store's own notices: a folder that cannot be written is said first, then this save's failure.
        if (!progress.get().equals(loaded)) {
            saved.save(progress.get());
        }
    }

    /** Shows a course and resumes where the learner left off (or at the start). */
    public void load(Lab newLab) {
        episodeModels.clear();
        journal.clear();
        gate.cancel();
        // The investigation's progress before its course: whatever the new course sets up first (a kept
        // class code puts its faults on cue in each episode) finds the learner's committed predictions.
        progress.set(ProgressScope.switchTo(store, newLab, progress.get()));
        lab.set(newLab);
        rememberInvestigation(newLab);
        nav.show(newLab.course().sections());
        int resume = progress.get().current() == null ? -1 : newLab.course().indexOf(progress.get().current());
        open(Math.max(0, resume));
    }

    public void open(int i) {
        String opened = nav.open(i);
        if (opened != null) {
            updateProgress(progress.get().at(opened));
        }
    }

    public void open(String sectionId) {
        open(nav.indexOf(sectionId));
    }

    public void next() {
        if (nav.canNextProperty().get()) {
            go(nav.indexProperty().get() + 1);
        }
    }

    /**
     * Opens a section as the learner asks (Next, the outline). Leaving an episode whose prediction
     * the runs proved wrong, the explain step comes first ({@link #explainFirstProperty()}), unless
     * answered or skipped already; presenter mode never asks, the class is not the one predicting.
     */
    public void go(int i) {
        Section s = nav.currentProperty().get();
        boolean asks = i != nav.indexProperty().get() && !presenter.get() && s != null && s.kind() == SectionKind.EPISODE && s.episodeId() != null;
        if (!asks || gate.letThrough(journal.explain(s.episodeId()), i)) {
            open(i);
        }
    }

    /** After the explain step was answered or skipped: on to where the learner was going. */
    public void goOn() {
        int to = gate.release();
        if (to >= 0) {
            open(to);
        }
    }

    /** Stays on the episode instead of answering now. */
    public void stay() {
        gate.cancel();
    }

    /** The explain step of an episode (shown in its findings). */
    public ExplainViewModel explainModel(String episodeId) {
        return journal.explain(episodeId);
    }

    /** Shows "My predictions" over the current section; opening any section leaves it. */
    public void showPredictions() {
        nav.showPredictions(true);
    }

    public void closePredictions() {
        nav.showPredictions(false);
    }

    public void previous() {
        if (nav.canPreviousProperty().get()) {
            open(nav.indexProperty().get() - 1);
        }
    }

    /** The view-model of an episode, made once per loaded course so work survives navigation. */
    public EpisodeViewModel episodeModel(Episode episode) {
        String id = episode.id();
        EpisodeViewModel vm = episodeModels.get(id);
        if (vm == null) {
            vm = episodeModels.make(episode, lab.get(), runner, settings.get().seed(), messages, progress.get());
            // The scene's one value to save: a commit, or a run with the verdict it decided, is one write.
            vm.workProperty().addListener((o, was, now) -> updateProgress(progress.get().record(id, now.prediction(), now.played())));
        }
        return vm;
    }

    /**
     * What a window rebuilt in another language takes over from this one: the run on screen in the
     * episode shown (run again, as it was). The class code entered is in the settings, which it reads.
     */
    public record Carried(String episodeId, ShownRun shown) {
    }

    /** This window's run on screen, for the window that replaces it. */
    public Carried carry() {
        return episodeModels.carry(nav.currentProperty().get());
    }

    /** Takes over what the window before had ({@link #carry()}); call before the content loads. */
    public void takeOver(Carried c) {
        episodeModels.takeOver(c);
    }

    /** The seed that orders this learner's choices (the same in each episode and in the synthesis). */
    public long learnerSeed() {
        return progress.get().learnerSeed();
    }

    /** Saves a prediction of the synthesis exercise. */
    public void savePrediction(String key, SavedPrediction prediction) {
        updateProgress(progress.get().predict(key, prediction));
    }

    public void markComplete(String id) {
        updateProgress(progress.get().complete(id));
    }

    /** The mark the outline shows for a section. */
    public Mark markOf(Section s) {
        return Marks.of(s, progress.get(), nav.currentProperty().get() == null ? null : nav.currentProperty().get().id());
    }

    /** How far the learner is, 0 to 1: the episodes with both runs done (the start page's number too). */
    public double completion() {
        return Marks.explored(Listing.episodePages(nav.sections()), progress.get());
    }

    /** {@link #completion()} as the whole percent the outline and the start page print. */
    public long percentExplored() {
        return Marks.percentExplored(Listing.episodePages(nav.sections()), progress.get());
    }

    // ---- settings ----

    public void setTheme(ThemeChoice theme) {
        updateSettings(settings.get().withTheme(theme.key()));
    }

    public void setTextScalePercent(int percent) {
        updateSettings(settings.get().withTextScalePercent(percent));
    }

    public void setReducedMotion(boolean on) {
        updateSettings(settings.get().withReducedMotion(on));
    }

    public void setSeed(Long seed) {
        updateSettings(settings.get().withSeed(seed));
        episodeModels.all().forEach(vm -> vm.setSeed(seed));
    }

    /** Keeps the class code the learner entered across restarts; null when they leave the class. */
    public void setClassCode(String code) {
        updateSettings(settings.get().withClassCode(code));
    }

    public void setContentFolder(Path folder) {
        updateSettings(settings.get().withContentFolder(folder == null ? null : folder.toString()));
    }

    public void togglePresenter() {
        presenter.set(!presenter.get());
    }

    public void setPresenter(boolean on) {
        presenter.set(on);
    }

    public void notice(String text) {
        notices.add(text);
    }

    public void dismissNotice() {
        if (!notices.isEmpty()) {
            notices.remove(0);
        }
    }

    // ---- content ----

    /** Loads the investigation shipped with the app that the learner last had open (the first when none), off the FX thread. */
    public void loadBundled() {
        loadBundled(settings.get().investigation());
    }

    /** Loads a bundled investigation by id, off the FX thread; an id that names none (or null) loads the first. */
    public void loadBundled(String investigationId) {
        bundled.whenRead(all -> {
            setContentFolder(null);
            load(new EpisodesLab(Investigation.byId(all, investigationId).orElse(all.get(0))));
        }, e -> notice(messages.get("notice.contentFailed", messages.get("content.bundled"), e.getMessage())));
    }

    /** Loads a course from a folder, off the FX thread; falls back to the bundled one if nothing is shown yet. */
    public void loadContent(Path folder) {
        runner.run(() -> new EpisodesLab(Investigation.load(folder, messages.locale())), l -> {
            setContentFolder(folder);
            load(l);
            notice(messages.get("notice.contentLoaded", folder));
        }, e -> {
            notice(messages.get("notice.contentFailed", folder, e.getMessage()));
            // Nothing to show yet (the saved folder is gone or broken at start): fall back to the bundled course.
            if (course() == null) {
                loadBundled();
            }
        });
    }

    /** Loads the content the learner chose last time, or the bundled course. */
    public void loadSavedContent() {
        String folder = settings.get().contentFolder();
        if (folder != null) {
            loadContent(Path.of(folder));
        } else {
            loadBundled();
        }
    }

    // ---- exports of the scene shown ----

    /** Writes the trace shown as JSON lines, off the FX thread. */
    public void exportTrace(Path file, List<TraceEvent> trace) {
        saved.export(file, Exports.traceLines(trace));
    }

    /** Writes the trace shown as a readable HTML transcript with the scene's notes, off the FX thread; a null title is the app's. */
    public void exportTranscript(Path file, String title, List<TraceEvent> trace, java.util.function.Function<TraceEvent, List<String>> notes) {
        Course c = course();
        saved.export(file, TranscriptHtml.render(title == null ? messages.get("app.title") : title, c == null ? "" : c.title(),
                trace, c == null ? TraceEvent::message : c.narrator(), notes, messages));
    }

    // ---- progress files ----

    public void exportProgress(Path file) {
        saved.export(file, progress.get());
    }

    public void importProgress(Path file) {
        runner.run(() -> store.importProgress(file), imported -> {
            // A file from before learner seeds keeps this learner's seed, and so their orders.
            Progress p = imported.learnerSeed() == null ? imported.withLearnerSeed(learnerSeed()) : imported;
            progress.set(p);
            saved.save(p);
            Lab l = lab.get();
            if (l != null) {
                load(l);
            }
            notices.add(messages.get("notice.imported", file));
        }, e -> notices.add(messages.get("notice.importFailed", file, e.getMessage())));
    }

    private void updateProgress(Progress p) {
        if (p.equals(progress.get())) {
            return;
        }
        progress.set(p);
        saved.save(p);
    }

    /** A bundled investigation is the one to offer first at the next launch; one from a content folder is not. */
    private void rememberInvestigation(Lab shown) {
        if (shown instanceof EpisodesLab el && settings.get().contentFolder() == null
                && !el.investigation().id().equals(settings.get().investigation())) {
            updateSettings(settings.get().withInvestigation(el.investigation().id()));
        }
    }

    private void updateSettings(Settings s) {
        settings.set(s);
        saved.save(s);
    }

    /** Writes settings and progress now (on exit), after any write in progress; a queued older one is then skipped. */
    public void flush() throws IOException {
        saved.flush(settings.get(), progress.get());
    }

    public Messages messages() { return messages; }
    public SaveStore store() { return store; }
    public BackgroundRunner runner() { return runner; }
    BundledInvestigations bundled() { return bundled; }
    public Course course() { return lab.get() == null ? null : lab.get().course(); }
    public ReadOnlyObjectProperty<Lab> labProperty() { return lab.getReadOnlyProperty(); }
    public ObservableList<Section> sections() { return nav.sections(); }
    public ReadOnlyIntegerProperty indexProperty() { return nav.indexProperty(); }
    public ObjectBinding<Section> currentProperty() { return nav.currentProperty(); }
    public BooleanBinding canNextProperty() { return nav.canNextProperty(); }
    public BooleanBinding canPreviousProperty() { return nav.canPreviousProperty(); }
    public ReadOnlyObjectProperty<Progress> progressProperty() { return progress.getReadOnlyProperty(); }
    public ReadOnlyObjectProperty<Settings> settingsProperty() { return settings.getReadOnlyProperty(); }
    public ReadOnlyBooleanProperty presenterProperty() { return presenter.getReadOnlyProperty(); }
    public ReadOnlyObjectProperty<ExplainViewModel> explainFirstProperty() { return gate.askingProperty(); }
    public ReadOnlyBooleanProperty predictionsShownProperty() { return nav.predictionsShownProperty(); }
    public ObservableList<String> notices() { return notices; }
}
