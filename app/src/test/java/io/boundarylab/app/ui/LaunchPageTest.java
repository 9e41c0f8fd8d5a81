package io.boundarylab.app.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boundarylab.app.a11y.A11yAudit;
import io.boundarylab.app.i18n.Messages;
import io.boundarylab.app.save.SaveStore;
import io.boundarylab.app.save.Settings;
import io.boundarylab.app.shell.LaunchPage;
import io.boundarylab.app.support.AppFixture;
import io.boundarylab.app.theme.Appearance;
import io.boundarylab.app.theme.ThemeChoice;
import io.boundarylab.episodes.content.Investigation;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Stream;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCombination;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The window's first page at launch ({@link LaunchPage}): the start page alone, in the saved theme
 * and type size. Its rows are the start page's: a fresh learner is offered every investigation to
 * begin, a returning one Continue first, as Enter; Escape and the menus' shortcuts go on to the
 * main window; the page opens only when nothing asks for the main window at once; and it fits
 * both screens a class uses, at 100 % and 200 % text, in both languages.
 */
@ExtendWith(ApplicationExtension.class)
class LaunchPageTest {
    private static final String ID_017 = "node-execution-principles";
    private static final String ID_018 = "what-returns-is-the-number";
    private static final Map<Locale, List<Investigation>> READ = new HashMap<>();
    private static final Locale SPANISH = Locale.forLanguageTag("es");

    @TempDir
    Path config;
    private Stage stage;

    @Start
    void start(Stage stage) {
        this.stage = stage;
    }

    private static synchronized List<Investigation> bundled(Locale language) {
        return READ.computeIfAbsent(language, l -> {
            try {
                return Investigation.loadAllBundled(l);
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        });
    }

    /**
     * The page as the app opens it: its rows from the build's listing, then a scene of its own at a
     * window size, the saved settings applied; then the content read in full, which changes nothing.
     */
    private LaunchPage show(FxRobot robot, Locale language, int width, int height) {
        SaveStore store = new SaveStore(config);
        Settings settings = store.loadSettings();
        List<Investigation> all = bundled(language);
        LaunchPage[] page = new LaunchPage[1];
        robot.interact(() -> {
            page[0] = new LaunchPage(new Messages(language), store, settings);
            page[0].showListed(language);
            Scene scene = new Scene(page[0].root(), width, height);
            Appearance.apply(scene, ThemeChoice.fromKey(settings.theme()), settings.textScalePercent(), settings.reducedMotion(), false);
            stage.setScene(scene);
            stage.setWidth(width);
            stage.setHeight(height);
            stage.show();
            assertTrue(page[0].hasRows(), "the rows are in at the first frame, before the content is read");
        });
        WaitForAsyncUtils.waitForFxEvents();
        Node before = robot.lookup(".start-row").query();
        robot.interact(() -> page[0].read(all));
        assertTrue(before == robot.lookup(".start-row").query(), "the full read finds the rows as listed and leaves them");
        WaitForAsyncUtils.waitForFxEvents();
        return page[0];
    }

    @Test
    void aFreshLearnerIsOfferedEveryInvestigationToBeginFromTheKeyboard(FxRobot robot) {
        LaunchPage page = show(robot, Locale.ENGLISH, 1440, 900);
        assertTrue(page.hasRows());
        assertTrue(robot.lookup("#start-continue").queryAll().isEmpty(), "nothing to continue yet");
        for (Investigation inv : bundled(Locale.ENGLISH)) {
            assertEquals("Begin", robot.lookup("#start-open-" + inv.id()).queryButton().getText());
            assertEquals("Not started yet", robot.lookup("#start-progress-" + inv.id()).queryAs(Label.class).getText());
        }
        assertTrue(robot.lookup(".start-row .progress-bar").queryAll().isEmpty(), "no empty bar beside \"Not started yet\"");
        assertEquals("start-open-" + ID_017, stage.getScene().getFocusOwner().getId(), "the keyboard starts at the first investigation");
        robot.type(KeyCode.TAB);
        assertEquals("start-open-" + ID_018, stage.getScene().getFocusOwner().getId());
        assertNull(page.chosenProperty().get());
        robot.type(KeyCode.SPACE);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(ID_018, page.chosenProperty().get().investigationId());
        assertNull(page.chosenProperty().get().shortcut());
    }

    @Test
    void theInvestigationLastWorkedInIsOfferedFirstAndEnterContinuesIt(FxRobot robot) throws Exception {
        Investigation inv = Investigation.byId(bundled(Locale.ENGLISH), ID_018).orElseThrow();
        StartAtLaunchTest.workedIn(config, inv);

        LaunchPage page = show(robot, Locale.ENGLISH, 1440, 900);
        Button go = robot.lookup("#start-continue").queryButton();
        assertEquals("Continue: " + inv.title(), go.getText());
        assertTrue(go.isDefaultButton());
        // Two pages read and one prediction: no episode has both runs, so nothing is explored yet.
        assertEquals("Where you left off: 0 % explored \u00b7 1 of " + inv.episodes().size() + " predictions made",
                robot.lookup("#start-continue-lead").queryAs(Label.class).getText());
        assertEquals("Continue", robot.lookup("#start-open-" + ID_018).queryButton().getText());
        assertEquals("Begin", robot.lookup("#start-open-" + ID_017).queryButton().getText(), "the other one is untouched");
        assertEquals(1, robot.lookup(".start-row .progress-bar").queryAll().size(), "a bar where the learner has begun, none where not");
        AppFixture.screenshot(page.root(), "73-launch-page");
        robot.type(KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(ID_018, page.chosenProperty().get().investigationId());
    }

    @Test
    void rowsThatDisagreeWithTheContentReadAreDrawnAgain(FxRobot robot) {
        LaunchPage page = show(robot, Locale.ENGLISH, 1440, 900);
        assertEquals(2, robot.lookup(".start-row").queryAll().size());
        // Classes built apart from the content: the read lists one investigation where the listing had two.
        robot.interact(() -> page.read(bundled(Locale.ENGLISH).subList(0, 1)));
        assertEquals(1, robot.lookup(".start-row").queryAll().size());
        assertTrue(robot.lookup("#start-open-" + ID_018).queryAll().isEmpty());
        robot.interact(() -> page.failed(new IllegalStateException("broken.yaml:3:1: a problem")));
        assertFalse(page.hasRows(), "content that cannot be read offers nothing to open");
        assertTrue(robot.lookup(".label").queryAllAs(Label.class).stream().anyMatch(l -> l.getText().contains("broken.yaml:3:1: a problem")),
                "the page says why");
    }

    @Test
    void escapeGoesOnWhereTheLearnerLeftOff(FxRobot robot) {
        LaunchPage page = show(robot, Locale.ENGLISH, 1440, 900);
        robot.type(KeyCode.ESCAPE);
        WaitForAsyncUtils.waitForFxEvents();
        assertNotNull(page.chosenProperty().get());
        assertNull(page.chosenProperty().get().investigationId(), "no investigation named: the one last open");
        assertNull(page.chosenProperty().get().shortcut());
    }

    @Test
    void aMenuShortcutIsKeptForTheMainWindow(FxRobot robot) {
        LaunchPage page = show(robot, Locale.ENGLISH, 1440, 900);
        robot.press(KeyCode.CONTROL, KeyCode.SHIFT, KeyCode.M).release(KeyCode.M, KeyCode.SHIFT, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        LaunchPage.Choice choice = page.chosenProperty().get();
        assertNotNull(choice, "a shortcut leaves the page");
        assertNull(choice.investigationId());
        assertTrue(KeyCombination.keyCombination("Shortcut+Shift+M").match(choice.shortcut()), "the key pressed is kept: " + choice.shortcut());
    }

    @Test
    void thePageOpensOnlyWhenNothingAsksForTheMainWindowAtOnce() throws Exception {
        SaveStore first = SaveStore.open(config);
        try {
            Settings plain = first.loadSettings();
            assertTrue(LaunchPage.wanted(first, plain, null));
            assertTrue(LaunchPage.wanted(first, plain, " "));
            assertFalse(LaunchPage.wanted(first, plain, ID_018), "a presenter's investigation opens straight away");
            assertFalse(LaunchPage.wanted(first, plain.withContentFolder("/srv/class"), null), "an instructor's folder opens straight away");
            // A second window of the app: the store is read-only, and the main window's notice says so at once.
            SaveStore second = SaveStore.open(config);
            try {
                assertFalse(second.notices().isEmpty());
                assertFalse(LaunchPage.wanted(second, second.loadSettings(), null));
            } finally {
                second.close();
            }
        } finally {
            first.close();
        }
    }

    static Stream<Arguments> screens() {
        return Stream.of(Locale.ENGLISH, SPANISH).flatMap(language -> Stream.of(new int[] {1280, 720}, new int[] {1440, 900})
                .flatMap(size -> Stream.of(100, 200).map(text -> Arguments.of(language, size[0], size[1], text))));
    }

    @ParameterizedTest(name = "{0} {1}x{2} text={3}%")
    @MethodSource("screens")
    void fitsEveryScreenAClassUses(Locale language, int width, int height, int textPercent, FxRobot robot) throws Exception {
        SaveStore store = new SaveStore(config);
        store.save(Settings.defaults().withTextScalePercent(textPercent));
        LaunchPage page = show(robot, language, width, height);
        Node root = page.root();
        // Laid out now, as the next pulse would: the texts and bounds read below are those the window draws.
        robot.interact(() -> {
            root.applyCss();
            ((javafx.scene.Parent) root).layout();
        });
        assertEquals(List.of(), A11yAudit.cutOffText(root), "nothing shortened to \u2026");
        double sceneWidth = root.getScene().getWidth();
        for (Node n : root.lookupAll(".label")) {
            Label l = (Label) n;
            if (l.isWrapText() && l.isVisible() && l.getText() != null && !l.getText().isEmpty()) {
                assertTrue(l.getHeight() + 0.5 >= l.prefHeight(l.getWidth()), "\"" + l.getText() + "\" is cut short");
            }
        }
        for (Node b : root.lookupAll(".start-row .button")) {
            Bounds in = b.localToScene(b.getBoundsInLocal());
            assertTrue(in.getMaxX() <= sceneWidth + 0.5, b.getId() + " past the window's edge: " + in);
        }
    }
}
