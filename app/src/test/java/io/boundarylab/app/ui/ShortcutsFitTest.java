package io.boundarylab.app.ui;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boundarylab.app.support.AppUiTest;
import io.boundarylab.app.support.Await;
import io.boundarylab.app.support.Pulses;
import java.util.ArrayList;
import java.util.List;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;

/**
 * The F1 list of keys fits a projector: at 1280 x 720 in presenter mode at 200 % text, every line of
 * it lies whole inside the window, with nothing to scroll.
 */
class ShortcutsFitTest extends AppUiTest {

    @AfterEach
    void backTo1440() throws Exception {
        EveryScreenFitsTest.windowBackTo1440();
    }

    @Test
    void theListOfKeysFitsAProjectorAtTheLargestType(FxRobot robot) {
        Pulses.run(app.scene, () -> {
            @SuppressWarnings("unchecked")
            javafx.scene.control.ComboBox<Integer> scale = (javafx.scene.control.ComboBox<Integer>) app.scene.lookup("#text-scale");
            scale.setValue(200);
            app.vm.setPresenter(true);
            Stage stage = (Stage) app.scene.getWindow();
            stage.setFullScreen(false);
            stage.setWidth(1280);
            stage.setHeight(720);
        });
        Await.until("the window at 1280 x 720", () -> Math.abs(app.scene.getWidth() - 1280) < 0.5 && Math.abs(app.scene.getHeight() - 720) < 0.5);
        Pulses.run(app.scene, app.view::toggleShortcuts);
        List<String> outside = new ArrayList<>();
        int[] lines = {0};
        Pulses.onFx(() -> {
            app.scene.getRoot().applyCss();
            app.scene.getRoot().layout();
            Node list = app.scene.lookup("#shortcuts");
            EveryScreenFitsTest.visit(list, n -> {
                if (n instanceof Label l && EveryScreenFitsTest.shown(l)) {
                    lines[0]++;
                    Bounds b = l.localToScene(l.getBoundsInLocal());
                    if (b.getMinX() < -0.5 || b.getMinY() < -0.5 || b.getMaxX() > 1280.5 || b.getMaxY() > 720.5) {
                        outside.add(l.getText());
                    }
                }
            });
            return null;
        });
        Pulses.run(app.scene, app.view::toggleShortcuts);
        Pulses.run(app.scene, () -> app.vm.setPresenter(false));
        assertTrue(lines[0] > 10, "the list's lines are shown: " + lines[0]);
        assertTrue(outside.isEmpty(), "lines past the window's edge: " + outside);
    }
}
