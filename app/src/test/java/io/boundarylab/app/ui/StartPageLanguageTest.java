package io.boundarylab.app.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.boundarylab.app.BoundaryLabApp;
import io.boundarylab.app.i18n.Messages;
import io.boundarylab.app.save.LanguageFile;
import io.boundarylab.app.shell.MainView;
import io.boundarylab.app.support.Await;
import io.boundarylab.app.support.Pulses;
import java.nio.file.Path;
import java.util.Locale;
import javafx.application.Application;
import javafx.scene.Parent;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The start page changes the language itself, before the learner has found the Language menu: on the
 * window's first page, and on the start page inside the main window, "Español" shows the page again in
 * Spanish, the whole window follows (its menus, its course) and the choice is kept for the next launch.
 */
class StartPageLanguageTest {
    private static final Locale SPANISH = Locale.forLanguageTag("es");
    @TempDir
    Path config;
    private Stage stage;
    private Application app;
    private final FxRobot robot = new FxRobot();
    /** The app sets the default locale to the window's language: the next test gets the one it had. */
    private final Locale before = Locale.getDefault();

    @BeforeEach
    void launch() throws Exception {
        System.setProperty("boundarylab.config", config.toString());
        stage = FxToolkit.registerPrimaryStage();
        app = FxToolkit.setupApplication(BoundaryLabApp.class);
        Await.until("the first page's rows", () -> stage.getScene() != null && stage.getScene().getRoot().lookup(".start-row") != null);
        WaitForAsyncUtils.waitForFxEvents();
    }

    @AfterEach
    void close() throws Exception {
        FxToolkit.cleanupApplication(app);
        System.clearProperty("boundarylab.config");
        Locale.setDefault(before);
    }

    private Parent root() {
        return stage.getScene().getRoot();
    }

    private String firstMenu() {
        return ((MenuBar) root().lookup(".menu-bar")).getMenus().stream().map(Menu::getText).findFirst().orElse("");
    }

    private static String startTitle(Locale language) {
        return new Messages(language).get("start.title");
    }

    private boolean pageTitled(Locale language) {
        return root().lookupAll(".page-title").stream().anyMatch(n -> n instanceof Label l && l.getText().equals(startTitle(language)));
    }

    @Test
    void theFirstPageShowsItselfAgainInTheLanguageChosenAndTheMainWindowFollows() throws Exception {
        // The window's scene is replaced: wait for the new one, not for pulses over the old.
        Pulses.onFx(() -> {
            ((Button) root().lookup("#launch-language-es")).fire();
            return null;
        });
        Await.until("the first page in Spanish, with its rows", () -> "launch-page".equals(root().getId()) && pageTitled(SPANISH)
                && root().lookup(".start-row") != null);
        assertEquals("es", LanguageFile.load(config, Locale.ENGLISH).getLanguage(), "kept for the next launch");

        robot.type(KeyCode.ESCAPE);
        Await.until("the main window in Spanish", () -> root() instanceof MainView && firstMenu().equals(new Messages(SPANISH).get("menu.file")));
    }

    @Test
    void theStartPageInTheMainWindowRebuildsTheWindowInTheLanguageChosenAndStaysUp() throws Exception {
        robot.type(KeyCode.ESCAPE);
        Await.until("the main window", () -> root() instanceof MainView);
        robot.press(KeyCode.CONTROL, KeyCode.SHIFT, KeyCode.O).release(KeyCode.O, KeyCode.SHIFT, KeyCode.CONTROL);
        Await.until("the start page in the main window", () -> root().lookup(".start-row") != null && pageTitled(Locale.ENGLISH));

        Pulses.onFx(() -> {
            ((Button) root().lookup("#start-language-es")).fire();
            return null;
        });
        Await.until("the window rebuilt in Spanish, the start page up in it", () -> root() instanceof MainView
                && firstMenu().equals(new Messages(SPANISH).get("menu.file")) && pageTitled(SPANISH) && root().lookup(".start-row") != null);
        assertEquals("es", LanguageFile.load(config, Locale.ENGLISH).getLanguage(), "kept for the next launch");
    }
}
