package io.boundarylab.app.classroom;

import io.boundarylab.app.save.Progress;
import io.boundarylab.app.support.TestLab;
import io.boundarylab.episodes.content.Investigation;
import javafx.scene.Scene;
import javafx.scene.control.ChoiceBox;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import java.util.List;
import java.util.Locale;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The make-code dialog opened before the investigations shipped with the app were read lists them once they are. */
@ExtendWith(ApplicationExtension.class)
class MakeCodeDialogTest {
    final Investigation inv = TestLab.bundled().investigation();
    Stage stage;

    @Start
    void start(Stage s) {
        stage = s;
        s.setScene(new Scene(new StackPane(), 400, 300));
        s.show();
    }

    @Test
    void theShippedInvestigationsJoinTheListOnceReadAndTheChosenOneStaysChosen(FxRobot robot) throws Exception {
        WindowStandIn window = new WindowStandIn(inv, Progress.empty(), null);
        ClassSession session = new ClassSession(window.context(), new ClassroomText(Locale.ENGLISH), window.timer(() -> 0L));
        ClassMenu menu = new ClassMenu(session, stage);
        robot.interact(() -> menu.makeDialog().show());
        @SuppressWarnings("unchecked")
        ChoiceBox<Investigation> choice = robot.lookup("#class-investigation").queryAs(ChoiceBox.class);
        assertEquals(List.of(inv.id()), choice.getItems().stream().map(Investigation::id).toList());

        List<Investigation> shipped = Investigation.loadAllBundled(Locale.ENGLISH);
        robot.interact(() -> window.shipped.set(shipped));
        assertEquals(List.of("node-execution-principles", "what-returns-is-the-number"), choice.getItems().stream().map(Investigation::id).toList());
        assertEquals(inv, choice.getValue(), "the open one, chosen before, stays chosen");
        robot.interact(() -> choice.getScene().getWindow().hide());
    }
}
