package io.boundarylab.app.classroom;

import io.boundarylab.app.save.Progress;
import io.boundarylab.app.save.SavedPrediction;
import io.boundarylab.episodes.prediction.Verdict;
import io.boundarylab.app.support.Await;
import io.boundarylab.app.support.TestLab;
import io.boundarylab.app.lab.EpisodesLab;
import javafx.beans.property.SimpleStringProperty;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Handing in ends with a dialog that names the file and what it holds, as the notice bar does. */
@ExtendWith(ApplicationExtension.class)
class HandInDialogTest {
    final EpisodesLab lab = TestLab.bundled();
    Progress progress = Progress.empty().withLearnerSeed(0x12345678L);
    Stage stage;

    @Start
    void start(Stage s) {
        stage = s;
        s.setScene(new Scene(new StackPane(), 400, 300));
        s.show();
    }

    @Test
    void theLearnerIsToldWhereTheResultsWentAndWhatTheyHold(FxRobot robot, @TempDir Path folder) throws Exception {
        var inv = lab.investigation();
        io.boundarylab.app.save.SaveStore store = new io.boundarylab.app.save.SaveStore(folder.resolve("saves"));
        store.logReview(new io.boundarylab.episodes.deck.Review("card-1", java.time.Instant.ofEpochSecond(1_000_000),
                io.boundarylab.episodes.deck.Rating.GOOD, -1, -1));
        WindowStandIn window = new WindowStandIn(inv, progress, store);
        List<String> notices = window.notices;
        ClassSession session = new ClassSession(window.context(), new ClassroomText(Locale.ENGLISH), window.timer(() -> 0L));
        String code = ClassCodes.write(ClassCodes.setup(inv, 3L, List.of(), List.of()), inv);
        session.enter(code);
        String first = inv.episodes().get(0).id();
        progress = progress.predict(first, new SavedPrediction(inv.episodes().get(0).prediction().choices().get(0).id(), "", 70).withVerdict(Verdict.WRONG));
        window.progress.set(progress);
        ClassMenu menu = new ClassMenu(session, stage);

        robot.interact(() -> menu.handInTo("Ada", folder));
        // Handed in off the FX thread: the dialog that says so opens when the file is written.
        Await.until("the dialog saying the results were handed in", () -> robot.lookup("#class-hand-in-what").tryQuery().isPresent());

        Path file = folder.resolve("results-12345678.json");
        assertTrue(Files.isRegularFile(file));
        String said = robot.lookup("#class-hand-in-what").queryAs(Label.class).getText();
        assertEquals("Results handed in: " + file + ". It holds 1 episode prediction and no synthesis answer (1 judged right or wrong by the runs),"
                + " 1 concept deck review, and the class code " + code + ", signed with it. Your instructor can read it in the class folder.", said);
        assertEquals(List.of(said), notices.subList(1, notices.size()), "the notice bar says it too");
        robot.interact(() -> robot.lookup("#class-hand-in-what").queryAs(Label.class).getScene().getWindow().hide());

        // A second hand-in in the same sitting offers the name given at the first.
        robot.interact(() -> menu.handInDialog().show());
        javafx.scene.control.TextField name = robot.lookup("#class-learner-name").queryAs(javafx.scene.control.TextField.class);
        assertEquals("Ada", name.getText());
        robot.interact(() -> name.getScene().getWindow().hide());
    }
}
