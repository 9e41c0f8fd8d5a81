package io.boundarylab.app;

import io.boundarylab.app.concurrent.FxBackgroundRunner;
import io.boundarylab.app.i18n.LanguageMenu;
import io.boundarylab.app.i18n.Messages;
import io.boundarylab.app.playback.PlaybackClock;
import io.boundarylab.app.save.ConfigLocation;
import io.boundarylab.app.save.LanguageFile;
import io.boundarylab.app.save.SaveStore;
import io.boundarylab.app.shell.MainView;
import io.boundarylab.app.shell.MainViewModel;
import io.boundarylab.app.shell.StartPage;
import java.util.Locale;
import javafx.application.Application;
import javafx.scene.Scene;
import javafx.stage.Stage;

/**
 * The desktop app: loads saved work and settings (what is damaged is left out, the file kept
 * aside, and the learner told), opens the main window, then loads the content off the FX thread.
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
        open(language, size.width(), size.height());
        stage.setX(size.x());
        stage.setY(size.y());
        stage.show();
        view.focusStart();
        // The start page, the last investigation behind it; -Dboundarylab.investigation=ID goes straight in.
        boolean startPage = StartPage.atLaunch(vm, stage, System.getProperty(StartPage.INVESTIGATION_PROPERTY)).isPresent();
        // The learner can act once the start page has its rows, or, without it, once the investigation is open.
        FirstFrame.watchIfAsked(() -> startPage
                ? view.lookup(".start-row") != null
                : vm.labProperty().get() != null);
    }

    /** Builds the window's contents in a language; the default locale follows, for number and time formats. */
    private void open(Locale language, double width, double height) {
        Locale.setDefault(language);
        Messages messages = new Messages(language);
        vm = new MainViewModel(messages, store, runner, new java.security.SecureRandom()::nextLong);
        clock = new PlaybackClock();
        view = new MainView(vm, stage, clock);
        LanguageMenu.install(view, messages, LanguageFile.SPOKEN, language, this::switchTo);
        clock.start();
        // A new scene: the old one carries the old window's key handlers.
        stage.setScene(new Scene(view, width, height));
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
        if (runner != null) {
            runner.close();
        }
        if (store != null) {
            store.close();
        }
    }
}
