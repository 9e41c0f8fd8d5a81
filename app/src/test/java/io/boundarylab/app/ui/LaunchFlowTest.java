package io.boundarylab.app.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boundarylab.app.BoundaryLabApp;
import io.boundarylab.app.shell.MainView;
import io.boundarylab.app.support.Await;
import io.boundarylab.episodes.content.Investigation;
import java.nio.file.Path;
import java.util.Locale;
import javafx.application.Application;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.Label;
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
 * The app as a learner starts it ({@link BoundaryLabApp}, its saved work in a fresh folder): the
 * first page is the start page alone, with its rows; the main window is built behind it; Escape
 * goes on in the main window at the investigation last open, and a menu's shortcut pressed on the
 * page is done there.
 */
class LaunchFlowTest {
    @TempDir
    Path config;
    private Stage stage;
    private Application app;
    private final FxRobot robot = new FxRobot();

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
    }

    private Parent root() {
        return stage.getScene().getRoot();
    }

    private String subtitleShown() {
        return ((Label) root().lookup(".app-subtitle")).getText();
    }

    @Test
    void escapeOnTheFirstPageGoesOnInTheMainWindowAtTheInvestigationLastOpen() throws Exception {
        assertEquals("launch-page", root().getId(), "the first page is the start page alone");
        assertTrue(root().lookup(".menu-bar") == null, "no menus on it");
        robot.type(KeyCode.ESCAPE);
        Await.until("the main window", () -> root() instanceof MainView);
        String first = Investigation.loadAllBundled(Locale.ENGLISH).get(0).title();
        Await.until("the first investigation in the main window", () -> first.equals(subtitleShown()));
        assertNotNull(root().lookup(".menu-bar"), "the main window, with its menus");
        assertTrue(root().lookup("#start-page") == null, "the start page is left behind");
    }

    @Test
    void aMenuShortcutPressedOnTheFirstPageIsDoneInTheMainWindow() throws Exception {
        // File → All investigations…: the main window opens with the start page in it.
        robot.press(KeyCode.CONTROL, KeyCode.SHIFT, KeyCode.O).release(KeyCode.O, KeyCode.SHIFT, KeyCode.CONTROL);
        Await.until("the main window", () -> root() instanceof MainView);
        Await.until("the start page's rows in the main window", () -> root().lookup(".start-row") != null);
        Node page = root().lookup("#start-page");
        assertNotNull(page, "the start page, now in the main window");
        assertNotNull(root().lookup(".menu-bar"));
    }

    @Test
    void beginOnARowOpensThatInvestigationInTheMainWindow() throws Exception {
        Investigation second = Investigation.loadAllBundled(Locale.ENGLISH).get(1);
        robot.clickOn("#start-open-" + second.id());
        Await.until("the main window", () -> root() instanceof MainView);
        Await.until("the second investigation in the main window", () -> second.title().equals(subtitleShown()));
    }
}
