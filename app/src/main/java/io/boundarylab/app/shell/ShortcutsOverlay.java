package io.boundarylab.app.shell;

import io.boundarylab.app.i18n.Messages;
import java.util.List;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/** The keyboard shortcuts, over the window until closed (F1, Escape or its button). */
final class ShortcutsOverlay extends VBox {
    /** The lines shown, in order: {@code shortcuts.<key>} in the messages, each starting with its keys. */
    static final List<String> KEYS = List.of("space", "right", "left", "home", "m", "r", "a", "p", "e", "c", "f11", "f1", "presenter",
            "next", "start", "predictions", "deck", "playground");

    ShortcutsOverlay(Messages messages) {
        VBox list = new VBox(6);
        list.getStyleClass().addAll("card", "shortcuts-list");
        list.setMaxWidth(1180);
        list.setMaxHeight(Region.USE_PREF_SIZE);
        Label title = new Label(messages.get("shortcuts.title"));
        title.getStyleClass().add("card-title");
        list.getChildren().add(title);
        // Two columns: the whole list fits a projector's 1280 x 720 at presenter type without scrolling.
        javafx.scene.layout.GridPane lines = new javafx.scene.layout.GridPane();
        lines.setHgap(24);
        lines.setVgap(6);
        int half = (KEYS.size() + 1) / 2;
        for (int i = 0; i < KEYS.size(); i++) {
            Label line = new Label(messages.get("shortcuts." + KEYS.get(i)));
            line.setWrapText(true);
            line.setMinHeight(Region.USE_PREF_SIZE);
            lines.add(line, i / half, i % half);
        }
        for (int c = 0; c < 2; c++) {
            javafx.scene.layout.ColumnConstraints column = new javafx.scene.layout.ColumnConstraints();
            column.setPercentWidth(50);
            lines.getColumnConstraints().add(column);
        }
        list.getChildren().add(lines);
        Button close = new Button(messages.get("shortcuts.close"));
        close.setId("shortcuts-close");
        close.setOnAction(e -> toggle());
        list.getChildren().add(close);
        getChildren().add(list);
        setAlignment(Pos.CENTER);
        getStyleClass().add("overlay");
        setId("shortcuts");
        setVisible(false);
    }

    void toggle() {
        setVisible(!isVisible());
    }
}
