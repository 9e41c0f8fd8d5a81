package io.boundarylab.app.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boundarylab.app.episode.EpisodeView;
import java.nio.file.Files;
import java.nio.file.Path;
import io.boundarylab.app.playground.PlaygroundViewModel;
import io.boundarylab.app.support.AppUiTest;
import io.boundarylab.app.support.Await;
import io.boundarylab.app.support.Keyboard;
import io.boundarylab.app.support.NewWindow;
import io.boundarylab.app.support.OpenPlayground;
import io.boundarylab.episodes.content.Episode;
import io.boundarylab.episodes.content.SectionKind;
import io.boundarylab.episodes.playground.PlaygroundRun;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.TabPane;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextInputControl;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/**
 * An instructor's own experiment goes to the class: "Share with a class…" in the playground gives
 * the code (copied at once), and a learner who enters it under Class → Enter a class code finds the
 * experiment open, and Next shows its episode with the playground's title and scenario. From the keyboard.
 */
class PlaygroundShareWalkTest extends AppUiTest {

    @Test
    void aCodeSharedFromThePlaygroundOpensTheExperimentForALearner(FxRobot robot) throws Exception {
        OpenPlayground opened = OpenPlayground.fromMenu(robot, app);
        PlaygroundViewModel vm = opened.vm();
        Keyboard playground = new Keyboard(robot, opened.scene());
        // A scenario of the instructor's own, not the blank one any copy starts from.
        playground.type("pg-volume-name", "class-logs");
        playground.press("pg-volume-add");
        Await.until("the volume in the pod", () -> vm.pod().volumes().stream().anyMatch(v -> v.name().equals("class-logs")));
        robot.interact(() -> ((TabPane) opened.scene().lookup("#pg-tabs")).getSelectionModel().select(1));
        WaitForAsyncUtils.waitForFxEvents();
        playground.press("pg-skip");

        Scene share = NewWindow.openedBy(() -> playground.press("pg-share"), s -> s.lookup("#pg-share-dialog") != null);
        String code = ((Label) share.lookup("#pg-share-short")).getText();
        assertEquals(12, code.length(), "ten symbols in groups of four: " + code);
        assertTrue(((TextArea) share.lookup("#pg-share-code")).getText().length() > 20, "the long code stays as the fallback");
        // The lesson file, as a learner who received it puts it where the app looks.
        Path lessons = app.vm.store().folder().resolve(io.boundarylab.app.classroom.ClassSession.LESSONS);
        Path file = Path.of(((Label) share.lookup("#pg-share-file")).getText());
        Files.createDirectories(lessons);
        Files.copy(file, lessons.resolve(file.getFileName()));
        new Keyboard(robot, share).key(KeyCode.ESCAPE);
        Await.until("the share dialog closed", () -> !share.getWindow().isShowing());
        String title = vm.experiment().title();
        opened.close(robot);

        Scene enter = NewWindow.openedBy(() -> robot.interact(() -> app.menuItem("menu-class-enter").fire()),
                s -> s.lookup("#class-code-entered") != null);
        TextInputControl typed = (TextInputControl) enter.lookup("#class-code-entered");
        Await.until("the code field focused", typed::isFocused);
        // The code the share copied, pasted as a learner does.
        Keyboard learner = new Keyboard(robot, enter);
        learner.shortcut(KeyCode.V);
        Await.until("the code pasted", () -> typed.getText().equals(code));
        learner.key(KeyCode.ENTER);
        Label done = (Label) enter.lookup("#class-enter-done");
        Label problem = (Label) enter.lookup("#class-enter-problem");
        // Written and opened off the FX thread; what was seen last, if it does not open, is what the dialog and the notices say.
        Await.until("the experiment open", () -> "'" + problem.getText() + "' " + app.vm.notices(), said -> app.vm.course() != null
                && app.vm.course().episode(PlaygroundRun.EPISODE_ID).isPresent() && !done.getText().isEmpty());

        Episode episode = app.vm.course().episode(PlaygroundRun.EPISODE_ID).orElseThrow();
        assertEquals(title, episode.title());
        assertEquals(vm.scenario().pods(), episode.experiment().variants().get(0).scenario().pods(), "the instructor's scenario");
        robot.interact(() -> enter.getWindow().hide());
        // The experiment's investigation opens at its first page; Next is its episode.
        assertEquals(SectionKind.EPISODES, app.vm.currentProperty().get().kind(), String.valueOf(app.vm.currentProperty().get()));
        new Keyboard(robot, app.scene).press("nav-next");
        Await.until("the episode shown", () -> app.vm.currentProperty().get().kind() == SectionKind.EPISODE);
        assertEquals(PlaygroundRun.EPISODE_ID, app.vm.currentProperty().get().episodeId());
        assertTrue(app.view.currentNode() instanceof EpisodeView, String.valueOf(app.view.currentNode()));
        Label shownTitle = (Label) app.view.currentNode().lookup(".episode-title");
        assertNotNull(shownTitle);
        assertEquals(title, shownTitle.getText(), "the learner is shown the instructor's experiment");
    }
}
