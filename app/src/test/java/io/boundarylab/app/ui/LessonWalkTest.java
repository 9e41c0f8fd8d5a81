package io.boundarylab.app.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boundarylab.app.classroom.ClassSession;
import io.boundarylab.app.classroom.ClassroomText;
import io.boundarylab.app.episode.EpisodeView;
import io.boundarylab.app.playground.PlaygroundViewModel;
import io.boundarylab.app.support.AppFixture;
import io.boundarylab.app.support.AppUiTest;
import io.boundarylab.app.support.Await;
import io.boundarylab.app.support.Keyboard;
import io.boundarylab.app.support.NewWindow;
import io.boundarylab.app.support.OpenPlayground;
import io.boundarylab.episodes.content.SectionKind;
import io.boundarylab.episodes.playground.PlaygroundRun;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Label;
import javafx.scene.control.Labeled;
import javafx.scene.control.TabPane;
import javafx.scene.control.TextInputControl;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/**
 * An instructor writes a lesson from a blank playground (the claims under two choices that exclude
 * each other, the right one marked, the learner's words in English and Spanish), shares it, and
 * writes its short code on the board; a learner in a fresh profile, with the lesson file in their
 * lessons folder, types the code and reads the lesson in their language: the instructor's words,
 * not the machine's. A mistyped code is refused, naming why. From the keyboard.
 */
class LessonWalkTest extends AppUiTest {
    private static final Locale ES = Locale.forLanguageTag("es");
    private static final String EN_TITLE = "Does the web server start?";
    private static final String EN_PRESSURE = "A single web server on one node: the class wonders whether it starts at all.";
    private static final String EN_QUESTION = "When the pod is placed, what happens to the web server?";
    private static final List<String> EN_CHOICES = List.of("It starts on the node", "It never starts");
    private static final String ES_TITLE = "¿Arranca el servidor web?";
    private static final String ES_PRESSURE = "Un solo servidor web en un nodo: la clase se pregunta si llega a arrancar.";
    private static final String ES_QUESTION = "Cuando se coloca el pod, ¿qué le pasa al servidor web?";
    private static final List<String> ES_CHOICES = List.of("Arranca en el nodo", "No arranca nunca");

    @Test
    void aLessonWrittenFromBlankOpensForALearnerByItsShortCodeInEnglishAndSpanish(FxRobot robot) throws Exception {
        OpenPlayground opened = OpenPlayground.fromMenu(robot, app);
        PlaygroundViewModel vm = opened.vm();
        Keyboard playground = new Keyboard(robot, opened.scene());
        TabPane tabs = (TabPane) opened.scene().lookup("#pg-tabs");

        // The claims: the blank pod's container starts in the contract run, or it does not; the first is right.
        robot.interact(() -> tabs.getSelectionModel().select(1));
        WaitForAsyncUtils.waitForFxEvents();
        playground.type("pg-question", "Does main start?");
        for (int c = 1; c <= 2; c++) {
            playground.choose("pg-choice-" + c + "-kind", io.boundarylab.episodes.playground.ClaimMenu.Kind.STARTS);
            playground.choose("pg-choice-" + c + "-variant", "contract");
            playground.choose("pg-choice-" + c + "-pod", "app");
            playground.choose("pg-choice-" + c + "-container", "main");
        }
        // The claim builder offers what was designed: the blank's one pod and its one container.
        assertEquals(List.of("app"), ((javafx.scene.control.ComboBox<?>) opened.scene().lookup("#pg-choice-1-pod")).getItems());
        assertEquals(List.of("main"), ((javafx.scene.control.ComboBox<?>) opened.scene().lookup("#pg-choice-1-container")).getItems());
        playground.press("pg-choice-2-not");
        assertTrue(((CheckBox) opened.scene().lookup("#pg-choice-2-not")).isSelected());
        playground.choose("pg-right", ((javafx.scene.control.ComboBox<?>) opened.scene().lookup("#pg-right")).getItems().get(1));
        playground.press("pg-predict");
        Await.until("predicted", () -> vm.prediction() != null);
        assertEquals(0, vm.prediction().right(), "the first choice marked right");

        // The learner's words, in English and then in Spanish.
        robot.interact(() -> tabs.getSelectionModel().select(2));
        WaitForAsyncUtils.waitForFxEvents();
        write(playground, EN_TITLE, EN_PRESSURE, EN_QUESTION, EN_CHOICES);
        playground.type("pg-lesson-naive", "Alone");
        playground.type("pg-lesson-contract", "As one pod");
        playground.choose("pg-lesson-language", ES);
        assertEquals("", ((TextInputControl) opened.scene().lookup("#pg-lesson-title")).getText(), "nothing written in Spanish yet");
        write(playground, ES_TITLE, ES_PRESSURE, ES_QUESTION, ES_CHOICES);
        playground.type("pg-lesson-naive", "Solo");
        playground.type("pg-lesson-contract", "Como un pod");
        assertEquals(EN_TITLE, vm.lesson("en").title());
        assertEquals(ES_CHOICES, vm.lesson("es").choices().subList(0, 2));

        // Shared: the short code for the board, the file for the class.
        robot.interact(() -> tabs.getSelectionModel().select(1));
        WaitForAsyncUtils.waitForFxEvents();
        Scene share = NewWindow.openedBy(() -> playground.press("pg-share"), s -> s.lookup("#pg-share-dialog") != null);
        String code = ((Label) share.lookup("#pg-share-short")).getText();
        Path file = Path.of(((Label) share.lookup("#pg-share-file")).getText());
        assertEquals(12, code.length(), code);
        assertTrue(Files.isRegularFile(file), file.toString());
        new Keyboard(robot, share).key(KeyCode.ESCAPE);
        Await.until("the share dialog closed", () -> !share.getWindow().isShowing());
        opened.close(robot);

        learnerOpens(robot, Locale.ENGLISH, code, file, EN_TITLE, EN_PRESSURE, EN_QUESTION, EN_CHOICES, "98-lesson-learner-en");
        learnerOpens(robot, ES, code, file, ES_TITLE, ES_PRESSURE, ES_QUESTION, ES_CHOICES, "98-lesson-learner-es");
    }

    private static void write(Keyboard k, String title, String pressure, String question, List<String> choices) {
        k.type("pg-lesson-title", title);
        k.type("pg-lesson-pressure", pressure);
        k.type("pg-lesson-question", question);
        for (int i = 0; i < choices.size(); i++) k.type("pg-lesson-choice-" + (i + 1), choices.get(i));
    }

    /** A learner in a fresh profile, in a language, with the lesson file received: a mistyped code refused, then the code from the board. */
    private void learnerOpens(FxRobot robot, Locale language, String code, Path file, String title, String pressure, String question,
                              List<String> choices, String screenshot) throws Exception {
        Path profile = Files.createTempDirectory(root, "learner-" + language.getLanguage());
        io.boundarylab.app.lab.EpisodesLab shown = labIn(language);
        AppFixture[] learner = {null};
        robot.interact(() -> learner[0] = AppFixture.start(new Stage(), profile, shown, language));
        AppFixture l = learner[0];
        Path lessons = l.vm.store().folder().resolve(ClassSession.LESSONS);
        Files.createDirectories(lessons);
        Files.copy(file, lessons.resolve(file.getFileName()));

        Scene enter = NewWindow.openedBy(() -> robot.interact(() -> l.menuItem("menu-class-enter").fire()),
                s -> s.lookup("#class-code-entered") != null);
        Keyboard keys = new Keyboard(robot, enter);
        Label problem = (Label) enter.lookup("#class-enter-problem");
        Label done = (Label) enter.lookup("#class-enter-done");
        // Read off the board with one symbol wrong: refused, and the learner told why.
        char third = code.charAt(2);
        keys.write("class-code-entered", code.substring(0, 2) + (third == '7' ? '8' : '7') + code.substring(3));
        String mistyped = new ClassroomText(language).get("lesson.check");
        Await.until("the mistyped code refused", problem::getText, said -> said.equals(mistyped));
        // Typed as written on the board, lower case.
        keys.write("class-code-entered", code.toLowerCase(Locale.ROOT));
        Await.until("the lesson open", () -> "'" + problem.getText() + "' " + l.vm.notices(), said -> l.vm.course() != null
                && l.vm.course().episode(PlaygroundRun.EPISODE_ID).isPresent() && !done.getText().isEmpty());
        assertEquals(title, l.vm.course().title(), "the outline names the lesson");
        robot.interact(() -> enter.getWindow().hide());

        assertEquals(SectionKind.EPISODES, l.vm.currentProperty().get().kind());
        new Keyboard(robot, l.scene).press("nav-next");
        Await.until("the lesson's episode shown", () -> l.vm.currentProperty().get().kind() == SectionKind.EPISODE
                && l.view.currentNode() instanceof EpisodeView);
        WaitForAsyncUtils.waitForFxEvents();
        List<String> shownTexts = texts(l.view.currentNode());
        assertEquals(title, ((Label) l.view.currentNode().lookup(".episode-title")).getText());
        for (String words : List.of(pressure, question, choices.get(0), choices.get(1)))
            assertTrue(shownTexts.stream().anyMatch(t -> t.contains(words)), "the learner reads '" + words + "' in " + shownTexts);
        assertFalse(shownTexts.stream().anyMatch(t -> t.contains("(of app)") || t.contains("(de app)")), "no machine sentence: " + shownTexts);
        assertTrue(shownTexts.contains(language.equals(ES) ? "Como un pod" : "As one pod"), "the runs by the instructor's names");
        AppFixture.screenshot(l.scene.getRoot(), screenshot);
        robot.interact(() -> l.scene.getWindow().hide());
    }

    /** Every text a node shows, labels and buttons alike. */
    private static List<String> texts(Node n) {
        List<String> out = new ArrayList<>();
        if (n instanceof Labeled lb && lb.getText() != null) out.add(lb.getText());
        if (n instanceof javafx.scene.text.Text t && t.getText() != null) out.add(t.getText());
        if (n instanceof Parent p) for (Node c : p.getChildrenUnmodifiable()) out.addAll(texts(c));
        return out;
    }
}
