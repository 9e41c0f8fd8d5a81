package io.boundarylab.app.shell;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boundarylab.app.concurrent.FxBackgroundRunner;
import io.boundarylab.app.i18n.Messages;
import io.boundarylab.app.playback.PlaybackClock;
import io.boundarylab.app.save.SaveStore;
import io.boundarylab.app.support.Await;
import io.boundarylab.episodes.content.ContentException;
import io.boundarylab.episodes.content.ContentProblem;
import io.boundarylab.episodes.content.Investigation;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.framework.junit5.ApplicationExtension;

/**
 * A launch as the app makes it (the window, then {@link StartPage#atLaunch}, the content read on a
 * background thread): every bundled investigation is read once, in the window's language, and that
 * one read serves the investigation shown, the start page's rows and the Investigations menu.
 */
@ExtendWith(ApplicationExtension.class)
class StartUpReadsTest {
    private static final String ID_017 = "node-execution-principles";
    private static final String ID_018 = "what-returns-is-the-number";
    private static final Locale SPANISH = Locale.forLanguageTag("es");

    @TempDir
    Path config;
    private final FxBackgroundRunner runner = new FxBackgroundRunner();
    /** The language of each read, and the id of each investigation parsed, in order. */
    private final List<Locale> reads = Collections.synchronizedList(new ArrayList<>());
    private final List<String> parsed = Collections.synchronizedList(new ArrayList<>());
    private MainViewModel vm;
    private Stage stage;

    private List<Investigation> countingRead(Locale locale) throws ContentException {
        reads.add(locale);
        List<Investigation> all = Investigation.loadAllBundled(locale);
        all.forEach(i -> parsed.add(i.id()));
        return all;
    }

    /** Opens the window as the app does, and waits until the background read has given the page what {@code shown} looks for. */
    private void launch(FxRobot robot, Locale language, BundledInvestigations.Reader reader, String what, Await.Condition shown) throws Exception {
        stage = FxToolkit.registerPrimaryStage();
        // no wait needed: the window is built and shown in one go, as the app does; the read it starts is waited for next
        robot.interact(() -> {
            vm = new MainViewModel(new Messages(language), new SaveStore(config), runner, () -> 17L, reader);
            stage.setScene(new Scene(new MainView(vm, stage, new PlaybackClock()), 1440, 900));
            stage.show();
            StartPage.atLaunch(vm, stage, null);
        });
        Await.until(what, shown);
    }

    /** Whether the start page has a row for the investigation. */
    private boolean rowOf(FxRobot robot, String id) {
        return !robot.lookup("#start-open-" + id).queryAll().isEmpty();
    }

    private String progressText(FxRobot robot, String id) {
        return robot.lookup("#start-progress-" + id).queryAs(Label.class).getText();
    }

    @AfterEach
    void stopRunner() {
        runner.close();
    }

    @Test
    void aLaunchReadsEachBundledInvestigationOnceAndThePageListsBoth(FxRobot robot) throws Exception {
        launch(robot, Locale.ENGLISH, this::countingRead, "the page's row for 018", () -> rowOf(robot, ID_018));

        assertEquals(List.of(Locale.ENGLISH), reads, "one read of the bundled content at launch");
        assertEquals(List.of(ID_017, ID_018), parsed, "each investigation parsed once");
        assertEquals(ID_017, ((io.boundarylab.app.lab.EpisodesLab) vm.labProperty().get()).investigation().id(),
                "the first investigation behind the page, from the same read");
        int episodes017 = vm.course().episodes().size();
        // A fresh learner: 017 shown at its first page is not explored yet; 018 never opened.
        assertEquals("0 % explored \u00b7 0 of " + episodes017 + " predictions made", progressText(robot, ID_017));
        assertEquals("Not started yet", progressText(robot, ID_018));
        assertTrue(menuHas(ID_018), "the Investigations menu lists 018 from the same read");

        // Opening 018, and the start page again, read nothing more.
        robot.interact(() -> vm.loadBundled(ID_018));
        Await.until("018 loaded", () -> vm.labProperty().get() instanceof io.boundarylab.app.lab.EpisodesLab l
                && l.investigation().id().equals(ID_018));
        robot.interact(() -> StartPage.open(vm, stage));
        Await.until("the page again, with its row for 017", () -> rowOf(robot, ID_017));
        assertEquals(1, reads.size(), "still one read: " + reads);
    }

    private boolean menuHas(String id) {
        return stage.getScene().getRoot().lookupAll(".menu-bar").stream()
                .flatMap(b -> ((javafx.scene.control.MenuBar) b).getMenus().stream())
                .flatMap(m -> m.getItems().stream())
                .filter(i -> i instanceof javafx.scene.control.Menu).map(i -> (javafx.scene.control.Menu) i)
                .flatMap(m -> m.getItems().stream())
                .anyMatch(i -> ("investigation-" + id).equals(i.getId()));
    }

    @Test
    void aSpanishWindowReadsTheContentOnceInSpanish(FxRobot robot) throws Exception {
        launch(robot, SPANISH, this::countingRead, "the page's row for 018", () -> rowOf(robot, ID_018));
        assertEquals(List.of(SPANISH), reads);
        String spanishTitle = Investigation.byId(Investigation.loadAllBundled(SPANISH), ID_017).orElseThrow().title();
        assertEquals(spanishTitle, vm.course().title(), "the investigation shown is the Spanish one");
    }

    @Test
    void contentThatCannotBeReadSaysSoOnThePageAndIsTriedAgainLater(FxRobot robot) throws Exception {
        ContentProblem problem = new ContentProblem("investigation.yaml", 3, 1, "title: missing");
        String failed = new Messages(Locale.ENGLISH).get("start.failed", problem.format());
        launch(robot, Locale.ENGLISH, locale -> {
            reads.add(locale);
            throw new ContentException(List.of(problem));
        }, "the page saying the content cannot be read", () -> robot.lookup(".label").queryAllAs(Label.class).stream()
                .anyMatch(l -> l.getText().equals(failed)));
        assertEquals(1, reads.size(), "the window, the menu and the page waited for the same read");
        robot.interact(() -> vm.loadBundled());
        Await.until("a second read", () -> reads.size() == 2);
    }
}
