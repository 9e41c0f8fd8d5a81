package io.boundarylab.app.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boundarylab.app.save.Progress;
import io.boundarylab.app.save.SaveStore;
import io.boundarylab.app.save.SavedPrediction;
import io.boundarylab.app.save.Settings;
import io.boundarylab.app.shell.StartPage;
import io.boundarylab.app.support.AppFixture;
import io.boundarylab.app.support.Await;
import io.boundarylab.episodes.content.Investigation;
import io.boundarylab.episodes.content.Section;
import io.boundarylab.episodes.content.SectionKind;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.Node;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The app at launch, as {@code BoundaryLabApp} starts it ({@link StartPage#atLaunch}): the start
 * page over the investigation last open, which it offers first; a fresh learner is offered no
 * "Continue"; a presenter's {@code -Dboundarylab.investigation} goes straight in, without the page.
 */
@ExtendWith(ApplicationExtension.class)
class StartAtLaunchTest {
    private static final String ID_018 = "what-returns-is-the-number";
    @TempDir
    Path config;
    private AppFixture app;
    private Stage stage;

    /** The main window with nothing loaded yet, as at launch. */
    private void startEmpty() throws Exception {
        stage = FxToolkit.registerPrimaryStage();
        FxToolkit.setupFixture(() -> app = AppFixture.start(stage, config, null));
    }

    /** Launches as the app does, and waits until the content read in the background gives what {@code shown} looks for. */
    private Optional<Node> launch(FxRobot robot, String asked, String what, Await.Condition shown) {
        Optional<Node>[] page = new Optional[1];
        robot.interact(() -> page[0] = StartPage.atLaunch(app.vm, stage, asked));
        Await.until(what, shown);
        return page[0];
    }

    private static Investigation inv018() throws Exception {
        return Investigation.byId(Investigation.loadAllBundled(Locale.ENGLISH), ID_018).orElseThrow();
    }

    /**
     * Saves, in {@code config}, a learner who last had {@code inv} open, read two of its pages that
     * are not episodes (the first is where they were) and made one prediction, in its second episode.
     * Returns its pages that are not episodes.
     */
    static List<Section> workedIn(Path config, Investigation inv) throws Exception {
        List<Section> pages = inv.sections().stream().filter(s -> s.kind() != SectionKind.EPISODE).toList();
        SaveStore store = new SaveStore(config);
        store.save(Settings.defaults().withInvestigation(inv.id()));
        store.useProgressOf(inv.id());
        store.save(Progress.empty().at(pages.get(1).id()).at(pages.get(0).id())
                .predict(inv.episodes().get(1).id(), new SavedPrediction("name-follows", "the Service follows", 70)));
        store.close();
        return pages;
    }

    @Test
    void theInvestigationLastOpenLoadsBehindThePageAndIsOfferedFirst(FxRobot robot) throws Exception {
        // Last time: 018 open, two of its pages read (the first is where the learner was), one prediction.
        Investigation inv = inv018();
        List<Section> pages = workedIn(config, inv);
        startEmpty();

        // The rows are added in one go on the FX thread: once one is there, all are.
        Node page = launch(robot, null, "the Continue row", () -> !robot.lookup("#start-continue").queryAll().isEmpty()).orElseThrow();
        assertSame(app.scene, page.getScene(), "the page is in the main window");
        assertEquals(inv.title(), app.vm.course().title(), "the last investigation is the one behind the page");
        Button go = robot.lookup("#start-continue").queryButton();
        assertEquals("Continue: " + inv.title(), go.getText());
        assertTrue(go.isDefaultButton(), "Enter continues");
        // Two pages read and a prediction made: no episode has both runs, so nothing is explored yet,
        // and the outline's count is the investigation's own row's.
        long percent = 0;
        String lead = robot.lookup("#start-continue-lead").queryAs(Label.class).getText();
        assertEquals("Where you left off: " + percent + " % explored \u00b7 1 of " + inv.episodes().size() + " predictions made", lead);
        assertEquals(lead.substring("Where you left off: ".length()),
                robot.lookup("#start-progress-" + ID_018).queryAs(Label.class).getText());
        AppFixture.screenshot(page.getScene().getRoot(), "74-start-page-at-launch");

        robot.clickOn("#start-continue");
        WaitForAsyncUtils.waitForFxEvents();
        assertNull(page.getScene());
        assertEquals(inv.title(), app.vm.course().title());
        assertEquals(pages.get(0).id(), app.vm.progressProperty().get().current(), "where the learner was");
    }

    @Test
    void aFreshLearnerIsOfferedNoContinueAndOldSettingsStillLoad(FxRobot robot) throws Exception {
        // Settings saved before the app remembered investigations: no such field.
        Files.writeString(config.resolve(SaveStore.SETTINGS),
                "{\"theme\":\"dark\",\"textScalePercent\":120,\"reducedMotion\":false,\"seed\":null,\"contentFolder\":null}");
        startEmpty();
        // The rows are added in one go on the FX thread: once one is there, all are.
        Node page = launch(robot, null, "the page's row for 018", () -> !robot.lookup("#start-open-" + ID_018).queryAll().isEmpty()).orElseThrow();
        assertSame(app.scene, page.getScene(), "the page is in the main window");
        assertTrue(robot.lookup("#start-continue").queryAll().isEmpty(), "nothing to continue yet");
        assertEquals("Begin", robot.lookup("#start-open-" + SaveStore.DEFAULT_INVESTIGATION).queryButton().getText(),
                "the first page shown at launch is not yet somewhere to continue from");
        assertEquals(SaveStore.DEFAULT_INVESTIGATION, app.vm.labProperty().get() instanceof io.boundarylab.app.lab.EpisodesLab el
                ? el.investigation().id() : null, "the first investigation behind the page");
        assertEquals("dark", app.vm.settingsProperty().get().theme(), "the old settings kept");
        assertEquals(120, app.vm.settingsProperty().get().textScalePercent());

        robot.clickOn("#start-open-" + ID_018);
        // The investigation is opened from the content read in the background, and the choice written off the FX thread.
        Await.until("018 open", () -> ID_018.equals(app.vm.settingsProperty().get().investigation()));
        Await.until("the choice saved for the next launch", () -> new com.fasterxml.jackson.databind.ObjectMapper()
                .readTree(config.resolve(SaveStore.SETTINGS).toFile()).get("investigation").asText(), ID_018::equals);
        assertEquals("dark", app.vm.settingsProperty().get().theme());
    }

    @Test
    void aPresenterGoesStraightInWithoutThePage(FxRobot robot) throws Exception {
        startEmpty();
        String title = inv018().title();
        assertTrue(launch(robot, ID_018, "018 loaded", () -> app.vm.course() != null && title.equals(app.vm.course().title())).isEmpty(),
                "no start page");
        assertTrue(robot.lookup("#start-page").queryAll().isEmpty());
    }
}
