package io.boundarylab.app.support;

import io.boundarylab.app.concurrent.DirectRunner;
import io.boundarylab.app.export.Snapshots;
import io.boundarylab.app.i18n.Messages;
import io.boundarylab.app.lab.Lab;
import io.boundarylab.app.playback.PlaybackClock;
import io.boundarylab.app.save.SaveStore;
import io.boundarylab.app.shell.MainView;
import io.boundarylab.app.shell.MainViewModel;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Locale;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.stage.Stage;

/**
 * The real main window on a test stage: saved work in a temporary folder, the engine run
 * synchronously ({@link DirectRunner}), and a playback clock that is never started, so a test
 * moves time by ticking, never by waiting.
 */
public final class AppFixture {
    public final MainViewModel vm;
    public final MainView view;
    public final Scene scene;
    public final Path configDir;

    private AppFixture(MainViewModel vm, MainView view, Scene scene, Path configDir) {
        this.vm = vm;
        this.view = view;
        this.scene = scene;
        this.configDir = configDir;
    }

    /** Every UI test's learner: a fixed seed, so that the order of the choices is the same on every run. */
    public static final long LEARNER_SEED = 17L;

    /** Call on the FX thread (TestFX's {@code @Start}). */
    public static AppFixture start(Stage stage, Path configDir, Lab lab) {
        return start(stage, configDir, lab, Locale.ENGLISH);
    }

    /** The window in a language, as the app opens it after the Language menu ({@code lab} loaded in that language). */
    public static AppFixture start(Stage stage, Path configDir, Lab lab, Locale language) {
        Messages messages = new Messages(language);
        MainViewModel vm = new MainViewModel(messages, new SaveStore(configDir), new DirectRunner(), () -> LEARNER_SEED);
        MainView view = new MainView(vm, stage, new PlaybackClock());
        Scene scene = new Scene(view, 1440, 900);
        stage.setScene(scene);
        stage.show();
        if (lab != null) {
            vm.load(lab);
        }
        return new AppFixture(vm, view, scene, configDir);
    }

    /** The item of the main window's menus with this id, as a learner finds it in the menu bar. */
    public MenuItem menuItem(String id) {
        MenuBar bar = (MenuBar) scene.getRoot().lookup(".menu-bar");
        for (Menu m : bar.getMenus()) {
            for (MenuItem i : m.getItems()) {
                if (id.equals(i.getId())) {
                    return i;
                }
            }
        }
        throw new AssertionError("no menu item #" + id);
    }

    /** Writes a PNG of a node when the build asks for screenshots ({@code boundarylab.screenshots}). */
    public static void screenshot(Node node, String name) {
        String dir = System.getProperty("boundarylab.screenshots");
        if (dir == null || dir.isBlank()) {
            return;
        }
        screenshotTo(node, Path.of(dir), name);
    }

    /** Writes a PNG of a node into a folder, as {@link #screenshot} does. */
    public static void screenshotTo(Node node, Path dir, String name) {
        Runnable shot = () -> {
            try {
                node.applyCss();
                if (node instanceof javafx.scene.Parent p) {
                    p.layout();
                }
                Snapshots.writePng(node, dir.resolve(name + ".png"));
            } catch (IOException e) {
                throw new IllegalStateException(e);
            }
        };
        if (javafx.application.Platform.isFxApplicationThread()) {
            shot.run();
        } else {
            try {
                // Wait for the chips' short fade to finish, so a picture never shows a state half-faded (as disabled).
                org.testfx.util.WaitForAsyncUtils.waitFor(10, java.util.concurrent.TimeUnit.SECONDS,
                        () -> org.testfx.util.WaitForAsyncUtils.asyncFx(
                                () -> node.lookupAll(".member-chip").stream().allMatch(c -> c.getOpacity() >= 1.0)).get());
                org.testfx.util.WaitForAsyncUtils.asyncFx(shot).get();
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        }
    }
}
