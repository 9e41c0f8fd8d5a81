package io.boundarylab.app;

import io.boundarylab.app.concurrent.FxBackgroundRunner;
import io.boundarylab.app.i18n.Messages;
import io.boundarylab.app.playback.PlaybackClock;
import io.boundarylab.app.save.ConfigLocation;
import io.boundarylab.app.save.SaveStore;
import io.boundarylab.app.shell.MainView;
import io.boundarylab.app.shell.MainViewModel;
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

    @Override
    public void start(Stage stage) {
        Messages messages = new Messages(Locale.getDefault());
        runner = new FxBackgroundRunner();
        // Takes the folder's writer lock: a second window of the app gets a read-only store and says so.
        store = SaveStore.open(ConfigLocation.fromSystem());
        vm = new MainViewModel(messages, store, runner,
                new java.security.SecureRandom()::nextLong);
        PlaybackClock clock = new PlaybackClock();
        MainView view = new MainView(vm, stage, clock);
        clock.start();
        Scene scene = new Scene(view, 1440, 900);
        stage.setTitle(messages.get("app.title"));
        stage.setScene(scene);
        stage.setMinWidth(1024);
        stage.setMinHeight(680);
        stage.setFullScreenExitHint(messages.get("presenter.exitHint"));
        stage.show();
        view.focusStart();
        FirstFrame.watchIfAsked();
        vm.loadSavedContent();
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
