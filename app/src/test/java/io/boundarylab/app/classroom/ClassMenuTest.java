package io.boundarylab.app.classroom;

import io.boundarylab.app.support.AppFixture;
import io.boundarylab.app.support.AppUiTest;
import io.boundarylab.app.support.Await;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.TextInputControl;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

import java.util.List;
import java.util.Locale;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The Class menu in the real main window: an instructor makes a code, a learner enters it, mistyped first. */
class ClassMenuTest extends AppUiTest {

    private void menu(FxRobot robot, String item) {
        robot.clickOn("Class");
        robot.clickOn(item);
        WaitForAsyncUtils.waitForFxEvents();
    }

    private static Node dialogOf(FxRobot robot) {
        return robot.lookup("#class-dialog").query();
    }

    /** What the Enter dialog says of the code entered: its problem or what it did, empty until it has an answer. */
    private static String answer(FxRobot robot) {
        return robot.lookup("#class-enter-problem").queryAs(Label.class).getText() + robot.lookup("#class-enter-done").queryAs(Label.class).getText();
    }

    @Test
    void theInstructorsCodeIsTheOneTheCommandLineMakes(FxRobot robot) throws Exception {
        menu(robot, "Make a class code…");
        robot.clickOn("#class-seed").eraseText(robot.lookup("#class-seed").queryTextInputControl().getText().length()).write("42");
        robot.clickOn("#class-make");
        String code = robot.lookup("#class-code-made").queryTextInputControl().getText();
        var inv = lab.investigation();
        assertEquals(ClassCodes.write(ClassCodes.setup(inv, 42L, List.of(), List.of()), inv), code);
        AppFixture.screenshot(dialogOf(robot).getScene().getRoot(), "95-class-code-made");
        robot.clickOn("#class-seed").write("x");
        robot.clickOn("#class-make");
        assertEquals("The seed must be a whole number from 0 up, not “42x”.", robot.lookup("#class-make-problem").queryAs(Label.class).getText());
        robot.interact(() -> dialogOf(robot).getScene().getWindow().hide());
    }

    @Test
    void theInstructorChoosesTheInvestigationAndItsEpisodes(FxRobot robot) throws Exception {
        menu(robot, "Make a class code…");
        @SuppressWarnings("unchecked")
        javafx.scene.control.ChoiceBox<io.boundarylab.episodes.content.Investigation> choice = robot.lookup("#class-investigation").queryAs(javafx.scene.control.ChoiceBox.class);
        assertEquals(List.of("node-execution-principles", "what-returns-is-the-number"), choice.getItems().stream().map(i -> i.id()).toList());
        assertEquals(lab.investigation().id(), choice.getValue().id(), "the investigation loaded comes first, chosen");
        robot.interact(() -> choice.setValue(choice.getItems().get(1)));
        var inv018 = choice.getItems().get(1);
        // 018's episodes are offered in place of 017's; untick all but the first.
        for (var e : inv018.episodes().subList(1, inv018.episodes().size())) robot.clickOn("#class-episode-" + e.id());
        robot.clickOn("#class-seed").eraseText(robot.lookup("#class-seed").queryTextInputControl().getText().length()).write("42");
        robot.clickOn("#class-make");
        String code = robot.lookup("#class-code-made").queryTextInputControl().getText();
        var bundled018 = io.boundarylab.episodes.content.Investigation.byId(
                io.boundarylab.episodes.content.Investigation.loadAllBundled(Locale.ENGLISH), "what-returns-is-the-number").orElseThrow();
        ClassSetup back = ClassCodes.read(code, bundled018);
        assertEquals(42L, back.seed());
        assertEquals(List.of("missing-copy"), back.episodes());
        robot.interact(() -> dialogOf(robot).getScene().getWindow().hide());
    }

    @Test
    void faultsOnCueInTheDialogGiveTheCodeTheCommandLineGivesForTheSameWords(FxRobot robot) throws Exception {
        java.io.StringWriter out = new java.io.StringWriter();
        java.io.StringWriter err = new java.io.StringWriter();
        assertEquals(0, io.boundarylab.app.cli.BoundaryLabCommand.run(new java.io.PrintWriter(out), new java.io.PrintWriter(err), "class", "code",
                "--seed", "42", "--evict", "helper@5s:pod/web-app", "--crash", "fate@3s:pod/web-app/web:137"), err.toString());
        menu(robot, "Make a class code…");
        robot.clickOn("#class-seed").eraseText(robot.lookup("#class-seed").queryTextInputControl().getText().length()).write("42");
        TextInputControl faults = robot.lookup("#class-faults").queryTextInputControl();
        robot.interact(() -> faults.setText("evict helper@5s:pod/web-app\n\n--crash fate@3s:pod/web-app/web:137\n"));
        robot.clickOn("#class-make");
        assertEquals("", robot.lookup("#class-make-problem").queryAs(Label.class).getText());
        String code = robot.lookup("#class-code-made").queryTextInputControl().getText();
        assertEquals(out.toString().strip(), code);
        assertEquals(2, ClassCodes.read(code, lab.investigation()).faults().size());

        // A line the command line would refuse is refused here too, with its line number.
        robot.interact(() -> faults.setText("evict helper@5s:pod/web-app\nevict helper@soon:pod/web-app"));
        robot.clickOn("#class-make");
        String problem = robot.lookup("#class-make-problem").queryAs(Label.class).getText();
        assertTrue(problem.startsWith("Faults on cue, line 2: --evict helper@soon:pod/web-app: "), problem);
        robot.interact(() -> faults.setText("explode helper@5s:pod/web-app"));
        robot.clickOn("#class-make");
        assertEquals("Faults on cue, line 1: explode: a fault is --evict, --crash or --fail-node",
                robot.lookup("#class-make-problem").queryAs(Label.class).getText());
        robot.interact(() -> dialogOf(robot).getScene().getWindow().hide());
    }

    @Test
    void aMistypedCodeIsRefusedAndTheRightOneSetsTheSeed(FxRobot robot) throws Exception {
        var inv = lab.investigation();
        String code = ClassCodes.write(ClassCodes.setup(inv, 42L, List.of(), List.of()), inv);
        String typo = code.substring(0, 5) + (code.charAt(5) == '7' ? '8' : '7') + code.substring(6);
        menu(robot, "Enter a class code…");
        robot.clickOn("#class-code-entered").write(typo);
        robot.clickOn("#class-enter");
        // A code that carries an experiment is opened off the FX thread: wait for the dialog's answer, whichever it is.
        Await.until("the dialog's answer to the mistyped code", () -> !answer(robot).isEmpty());
        String problem = robot.lookup("#class-enter-problem").queryAs(Label.class).getText();
        assertTrue(problem.contains("the check symbols do not match"), problem);
        assertNull(app.vm.settingsProperty().get().seed());
        AppFixture.screenshot(dialogOf(robot).getScene().getRoot(), "96-class-code-mistyped");

        TextInputControl field = robot.lookup("#class-code-entered").queryTextInputControl();
        robot.interact(() -> field.setText(code.toLowerCase(Locale.ROOT)));
        robot.clickOn("#class-enter");
        Await.until("the dialog's answer to the right code", () -> !answer(robot).isEmpty());
        assertEquals("", robot.lookup("#class-enter-problem").queryAs(Label.class).getText());
        assertEquals(42L, app.vm.settingsProperty().get().seed());
        assertTrue(robot.lookup("#class-enter-done").queryAs(Label.class).getText().startsWith("Done: every experiment now runs with seed 42"));
        robot.interact(() -> dialogOf(robot).getScene().getWindow().hide());
    }

    /** For 018 the dialog's fault example is 018's, and it says the code is copied only once there is one. */
    @Test
    void theMakeDialogSuggestsAFaultOfTheChosenInvestigationAndSaysCopiedOnlyOnceACodeIsMade(FxRobot robot) {
        menu(robot, "Make a class code…");
        Label copied = robot.lookup("#class-code-copied").queryAs(Label.class);
        TextInputControl faults = robot.lookup("#class-faults").queryTextInputControl();
        assertTrue(faults.getPromptText().startsWith("evict helper@5s:pod/"), faults.getPromptText());
        @SuppressWarnings("unchecked")
        javafx.scene.control.ChoiceBox<io.boundarylab.episodes.content.Investigation> choice = robot.lookup("#class-investigation").queryAs(javafx.scene.control.ChoiceBox.class);
        robot.interact(() -> choice.setValue(choice.getItems().get(1)));
        assertTrue(faults.getPromptText().startsWith("evict missing-copy@5s:pod/"), faults.getPromptText());
        assertTrue(!copied.isVisible(), "no code yet: nothing was copied");
        robot.clickOn("#class-make");
        assertTrue(!robot.lookup("#class-code-made").queryTextInputControl().getText().isEmpty());
        assertTrue(copied.isVisible());
        robot.interact(() -> dialogOf(robot).getScene().getWindow().hide());
    }

    /** With 017 open, an 018 code is taken: 018 opens, with the code's seed. */
    @Test
    void anotherInvestigationsCodeIsTakenAndOpensItsInvestigation(FxRobot robot) throws Exception {
        var inv018 = io.boundarylab.episodes.content.Investigation.byId(
                io.boundarylab.episodes.content.Investigation.loadAllBundled(Locale.ENGLISH), "what-returns-is-the-number").orElseThrow();
        String code = ClassCodes.write(ClassCodes.setup(inv018, 7L, List.of(), List.of()), inv018);
        menu(robot, "Enter a class code…");
        robot.clickOn("#class-code-entered").write(code);
        robot.clickOn("#class-enter");
        Await.until("the dialog's answer to the 018 code", () -> !answer(robot).isEmpty());
        assertEquals("", robot.lookup("#class-enter-problem").queryAs(Label.class).getText());
        Await.until("018 open in the main window", () -> app.vm.labProperty().get() instanceof io.boundarylab.app.lab.EpisodesLab l
                && l.investigation().id().equals("what-returns-is-the-number"));
        assertEquals(7L, app.vm.settingsProperty().get().seed());
        assertEquals(code, app.vm.settingsProperty().get().classCode());
        robot.interact(() -> dialogOf(robot).getScene().getWindow().hide());
    }
}
