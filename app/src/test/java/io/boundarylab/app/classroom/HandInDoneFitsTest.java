package io.boundarylab.app.classroom;

import io.boundarylab.app.save.Progress;
import io.boundarylab.app.support.Await;
import io.boundarylab.app.support.TestLab;
import io.boundarylab.app.lab.EpisodesLab;
import javafx.beans.property.SimpleStringProperty;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.DialogPane;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The dialog that ends a hand-in, the one the menus cannot open by themselves (it follows a folder
 * chosen in the system's chooser), fits a 1280×720 screen at 200 % text, in the main window's text size.
 */
@ExtendWith(ApplicationExtension.class)
class HandInDoneFitsTest {
    final EpisodesLab lab = TestLab.bundled();
    Stage stage;

    @Start
    void start(Stage s) {
        stage = s;
        StackPane root = new StackPane();
        root.setStyle("-fx-font-size: 28.0px;");
        s.setScene(new Scene(root, 1280, 720));
        s.setX(0);
        s.setY(0);
        s.show();
    }

    @AfterEach
    void anyScreen() {
        System.clearProperty("boundarylab.screen");
    }

    @Test
    void theHandedInDialogFitsAProjectorAtLargeType(FxRobot robot, @TempDir Path folder) throws Exception {
        System.setProperty("boundarylab.screen", "1280x720");
        var inv = lab.investigation();
        Progress progress = Progress.empty().withLearnerSeed(0x12345678L);
        WindowStandIn window = new WindowStandIn(inv, progress, null);
        ClassSession session = new ClassSession(window.context(), new ClassroomText(Locale.forLanguageTag("es")), window.timer(() -> 0L));
        session.enter(ClassCodes.write(ClassCodes.setup(inv, 3L, List.of(), List.of()), inv));
        ClassMenu menu = new ClassMenu(session, stage);

        robot.interact(() -> menu.handInTo("Ada", folder));
        // Handed in off the FX thread: the dialog that says so opens when the file is written.
        Await.until("the dialog saying the results were handed in", () -> robot.lookup("#class-hand-in-what").tryQuery().isPresent());

        DialogPane pane = robot.lookup("#class-hand-in-done").queryAs(DialogPane.class);
        Window w = pane.getScene().getWindow();
        assertEquals(28.0, robot.lookup("#class-hand-in-what").queryLabeled().getFont().getSize(), 0.5, "the main window's text size");
        assertTrue(w.getX() >= 0 && w.getY() >= 0 && w.getX() + w.getWidth() <= 1280.5 && w.getY() + w.getHeight() <= 720.5,
                "the dialog " + w.getX() + "," + w.getY() + " " + w.getWidth() + "×" + w.getHeight() + " is inside the screen");
        Node close = pane.lookupButton(javafx.scene.control.ButtonType.CLOSE);
        Bounds b = close.localToScreen(close.getBoundsInLocal());
        assertTrue(b.getMinY() >= 0 && b.getMaxY() <= 720.5 && b.getMaxX() <= 1280.5, "Close at " + b + " is on the screen");
        robot.interact(w::hide);
    }
}
