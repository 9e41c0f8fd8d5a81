package io.boundarylab.app.episode;

import io.boundarylab.app.i18n.Messages;
import io.boundarylab.episodes.run.StatusValue;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import java.util.Locale;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A status card is never wider than its row: a long value, as Spanish gives ("proceso auxiliar
 * inútil: ninguna línea del log de web a su alcance"), wraps inside the card instead of running
 * past the column's edge, where the end of the fact would be cut off.
 */
@ExtendWith(ApplicationExtension.class)
class StatusCardsFitTest {
    private static final double ROW = 320;
    StatusFields fields;

    @Start
    void start(Stage stage) {
        ObservableList<StatusValue> status = FXCollections.observableArrayList(
                new StatusValue("result", "Resultado", "proceso auxiliar inútil: ninguna línea del log de web a su alcance desde ningún nodo", null, null, 20_000L),
                StatusValue.since("web", "Web", "en ejecución en node-1", 5L, 0L));
        fields = new StatusFields(status, new Messages(Locale.forLanguageTag("es")), s -> s);
        StackPane root = new StackPane(fields);
        root.setMaxWidth(ROW);
        fields.setMaxWidth(ROW);
        stage.setScene(new Scene(root, ROW, 400));
        stage.show();
    }

    @Test
    void aLongValueWrapsInsideItsCard(FxRobot robot) {
        robot.interact(() -> {
            fields.applyCss();
            fields.layout();
        });
        robot.interact(fields::layout);
        for (Node card : fields.getChildren()) {
            Bounds b = card.getBoundsInParent();
            assertTrue(b.getMaxX() <= ROW + 0.5, "card ends at " + b.getMaxX() + " in a row of " + ROW);
        }
        // The long one took more than one line to do it.
        Node first = fields.getChildren().get(0);
        assertTrue(first.getBoundsInParent().getHeight() > fields.getChildren().get(1).getBoundsInParent().getHeight(),
                "the long value wraps onto more lines");
    }
}
