package io.boundarylab.app.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boundarylab.app.support.AppUiTest;
import java.util.Locale;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.layout.FlowPane;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;

/** In Spanish at 1440 × 900 and 100 % text, the header keeps titles, navigation and settings on one line. */
class SpanishHeaderOneLineTest extends AppUiTest {

    @Override
    protected Locale language() {
        return Locale.forLanguageTag("es");
    }

    @Test
    void theSpanishHeaderIsOneLine(FxRobot robot) {
        assertEquals(1440, app.scene.getWidth(), 0.5);
        // Laid out now, as the next pulse would: the bounds read below are those the window draws.
        robot.interact(() -> {
            app.scene.getRoot().applyCss();
            app.scene.getRoot().layout();
        });
        FlowPane header = robot.lookup(".app-header").queryAs(FlowPane.class);
        assertOneLine(header, "the header");
        for (Node n : header.getChildren()) {
            if (n instanceof FlowPane row) {
                assertOneLine(row, "the settings");
            }
        }
    }

    /** On one line: every part overlaps every other vertically, so none has wrapped below another. */
    private static void assertOneLine(FlowPane pane, String what) {
        double lowestTop = -Double.MAX_VALUE;
        double highestBottom = Double.MAX_VALUE;
        for (Node n : pane.getChildren()) {
            if (!n.isManaged() || !n.isVisible()) {
                continue;
            }
            Bounds b = n.getBoundsInParent();
            lowestTop = Math.max(lowestTop, b.getMinY());
            highestBottom = Math.min(highestBottom, b.getMaxY());
        }
        assertTrue(lowestTop < highestBottom, what + " wraps: " + pane.getChildren().stream()
                .map(n -> n.getBoundsInParent().getMinY() + "-" + n.getBoundsInParent().getMaxY() + " w" + n.getBoundsInParent().getWidth()
                        + (n instanceof javafx.scene.Parent p ? p.getChildrenUnmodifiable().stream().map(c -> (int) c.getBoundsInParent().getWidth()).toList().toString() : ""))
                .toList() + " in " + pane.getWidth());
    }
}
