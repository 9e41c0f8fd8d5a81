package io.boundarylab.app;

import io.boundarylab.app.concurrent.FxBackgroundRunner;
import io.boundarylab.app.i18n.LanguageMenu;
import io.boundarylab.app.i18n.Messages;
import io.boundarylab.app.playback.PlaybackClock;
import io.boundarylab.app.save.ConfigLocation;
import io.boundarylab.app.save.LanguageFile;
import io.boundarylab.episodes.content.Languages;
import io.boundarylab.app.save.SaveStore;
import io.boundarylab.app.shell.BundledInvestigations;
import io.boundarylab.app.shell.MainView;
import io.boundarylab.app.shell.MainViewModel;
import io.boundarylab.app.shell.LaunchPage;
import io.boundarylab.app.shell.StartPage;
import io.boundarylab.app.theme.Appearance;
import io.boundarylab.app.theme.ThemeChoice;
import io.boundarylab.app.save.Settings;
import javafx.animation.AnimationTimer;
import javafx.application.Platform;
import java.util.Locale;
import javafx.application.Application;
import javafx.scene.Scene;
import javafx.stage.Stage;

/**
 * The desktop app: loads saved work and settings (what is damaged is left out, the file kept
 * aside, and the learner told), opens on the start page alone ({@link LaunchPage}) with the main
 * window built behind it, or, for a presenter's investigation, an instructor's folder or saved work
 * with something to tell, straight into the main window; the content is read off the FX thread.
 * With {@code -Dboundarylab.timing=true} it prints the time from JVM start to the first frame
 * ({@link FirstFrame}).
 */
public final class BoundaryLabApp extends Application {
    private FxBackgroundRunner runner;
    private SaveStore store;
    private MainViewModel vm;
    private MainView view;
    private PlaybackClock clock;
    private Stage stage;
    private Scene mainScene;
    /**
     * Frames (a third of a second at 60 a second) between the launch page's first frame and the
     * content read: long enough for the window to reach the screen first (see openOnLaunchPage).
     */
    private static final int PAGE_ON_SCREEN_FRAMES = 20;
    /** The main window's steps while the launch page shows; null without the page. */
    private MainWindowSteps behind;

    @Override
    public void start(Stage stage) {
        this.stage = stage;
        runner = new FxBackgroundRunner();
        // Takes the folder's writer lock: a second window of the app gets a read-only store and says so.
        store = SaveStore.open(ConfigLocation.fromSystem());
        Locale language = LanguageFile.load(store.folder(), Locale.getDefault());
        WindowSize size = WindowSize.on(javafx.stage.Screen.getPrimary().getVisualBounds());
        stage.setMinWidth(size.minWidth());
        stage.setMinHeight(size.minHeight());
        String asked = System.getProperty(StartPage.INVESTIGATION_PROPERTY);
        Settings settings = store.loadSettings();
        Appearance.beforeFirstControl(ThemeChoice.fromKey(settings.theme()));
        if (LaunchPage.wanted(store, settings, asked)) {
            openOnLaunchPage(language, settings, size);
            return;
        }
        open(language, size.width(), size.height());
        stage.setX(size.x());
        stage.setY(size.y());
        stage.show();
        view.focusStart();
        // A presenter's investigation or an instructor's folder opens straight away; saved work with a
        // notice to show gets the start page over the investigation last open.
        boolean startPage = StartPage.atLaunch(vm, stage, asked).isPresent();
        // The learner can act once the start page has its rows, or, without it, once the investigation is open.
        FirstFrame.watchIfAsked(() -> startPage
                ? view.lookup(".start-row") != null
                : vm.labProperty().get() != null);
    }

    /**
     * The first page is the start page alone ({@link LaunchPage}), its rows drawn from the build's
     * listing of the content. Once it is on screen the content is read, and the main window is
     * built behind it a step at a time, so that the page keeps taking input; the learner's choice
     * opens it, and the main window waits for the page's read of the content instead of reading it again.
     */
    private void openOnLaunchPage(Locale language, Settings settings, WindowSize size) {
        Locale.setDefault(language);
        Messages messages = new Messages(language);
        LaunchPage page = new LaunchPage(messages, store, settings);
        page.showListed(language);
        Scene first = new Scene(page.root(), size.width(), size.height());
        Appearance.apply(first, ThemeChoice.fromKey(settings.theme()), settings.textScalePercent(), settings.reducedMotion(), false);
        stage.setScene(first);
        stage.setTitle(messages.get("app.title"));
        stage.setX(size.x());
        stage.setY(size.y());
        stage.show();
        BundledInvestigations bundled = BundledInvestigations.of(language, runner);
        behind = new MainWindowSteps(language, bundled);
        // The content is read after the first frame, not before: on two cores a read begun earlier
        // delays the first frame by as much as it saves afterwards. Nor at once: the page reaches
        // the screen some hundred ms after its first frame is drawn, once the X server has mapped
        // the window and the FX thread (also the window system's) paints it again, and work begun
        // at the first frame held that back (the main window's steps by a second, the read beside
        // it by 0.2 to 0.4 s). So the read begins a third of a second of frames later, and the
        // main window's steps once it is in, between the learner's input.
        afterFrames(PAGE_ON_SCREEN_FRAMES, () -> bundled.whenRead(all -> {
            page.read(all);
            afterFrames(1, behind::runOneLater);
        }, e -> {
            page.failed(e);
            afterFrames(1, behind::runOneLater);
        }));
        page.chosenProperty().addListener((o, a, choice) -> enter(choice));
        FirstFrame.watchIfAsked(page::hasRows);
    }

    /** Runs {@code then} once {@code frames} more frames have been drawn. */
    private static void afterFrames(int frames, Runnable then) {
        new AnimationTimer() {
            private int drawn;

            @Override
            public void handle(long now) {
                if (++drawn < frames) {
                    return;
                }
                stop();
                Platform.runLater(then);
            }
        }.start();
    }

    /** The learner chose on the launch page: the main window, built if it is not yet, opens on the choice. */
    private void enter(LaunchPage.Choice choice) {
        behind.finish();
        // The window stays as the learner left it: a scene built at another size would resize it.
        double width = stage.getWidth();
        double height = stage.getHeight();
        stage.setScene(mainScene);
        if (!stage.isMaximized() && !stage.isFullScreen()) {
            stage.setWidth(width);
            stage.setHeight(height);
        }
        clock.start();
        choice.openIn(vm);
        view.focusStart();
        choice.runShortcutIn(mainScene);
    }

    /**
     * The main window's steps, built behind the launch page: the view-model and the window, then its
     * styles and layout (the costly part), then, once the content is read, the investigation last
     * open loaded into it.
     */
    private final class MainWindowSteps {
        private final Locale language;
        private final BundledInvestigations bundled;
        private int done;
        private boolean entered;

        MainWindowSteps(Locale language, BundledInvestigations bundled) {
            this.language = language;
            this.bundled = bundled;
        }

        /** The next step on a later turn of the FX thread, then the one after it, until all are done or the learner has chosen. */
        void runOneLater() {
            Platform.runLater(() -> {
                if (!entered && step()) {
                    runOneLater();
                }
            });
        }

        /** Every step not done yet, now: the learner is waiting. */
        void finish() {
            entered = true;
            while (step()) {
                // each step once
            }
        }

        /** Does the next step; returns whether one was left to do. */
        private boolean step() {
            switch (done) {
                case 0 -> build(language, bundled);
                case 1 -> {
                    mainScene = new Scene(view, stage.getScene().getWidth(), stage.getScene().getHeight());
                    view.applyCss();
                    view.layout();
                }
                case 2 -> bundled.whenRead(all -> {
                    // As the start page always did: the investigation last open waits behind it, for
                    // Continue or Escape; a learner who chose before the read gets what they chose instead.
                    if (!entered) {
                        vm.loadSavedContent();
                    }
                }, e -> {
                    // The page says it; the main window's own load says it again when it opens.
                });
                default -> {
                    return false;
                }
            }
            done++;
            return true;
        }
    }

    /** Builds the window's contents in a language; the default locale follows, for number and time formats. */
    private void open(Locale language, double width, double height) {
        build(language, BundledInvestigations.of(language, runner));
        clock.start();
        // A new scene: the old one carries the old window's key handlers.
        mainScene = new Scene(view, width, height);
        stage.setScene(mainScene);
    }

    /** The main window's view-model and view, not yet in a scene; {@code bundled} is in {@code language}. */
    private void build(Locale language, BundledInvestigations bundled) {
        Locale.setDefault(language);
        Messages messages = new Messages(language);
        vm = new MainViewModel(messages, store, runner, new java.security.SecureRandom()::nextLong, bundled);
        clock = new PlaybackClock();
        view = new MainView(vm, stage, clock);
        LanguageMenu.install(view, messages, Languages.bundled(), language, this::switchTo);
        stage.setTitle(messages.get("app.title"));
        stage.setFullScreenExitHint(messages.get("presenter.exitHint"));
    }

    /** The Language menu: saves the choice, then rebuilds the window in it where the learner was. */
    private void switchTo(Locale language) {
        String problem = null;
        try {
            vm.flush();
            LanguageFile.save(store, language);
        } catch (java.io.IOException e) {
            problem = e.getMessage();
        }
        clock.stop();
        MainViewModel.Carried carried = vm.carry();
        open(language, stage.getScene().getWidth(), stage.getScene().getHeight());
        vm.takeOver(carried);
        view.focusStart();
        vm.loadSavedContent();
        if (problem != null) {
            vm.notice(vm.messages().get("notice.saveFailed", problem));
        }
    }

    @Override
    public void stop() throws Exception {
        if (vm != null) {
            vm.flush();
        }
        if (clock != null) {
            clock.stop();
        }
        if (runner != null) {
            runner.close();
        }
        if (store != null) {
            store.close();
        }
    }
}
