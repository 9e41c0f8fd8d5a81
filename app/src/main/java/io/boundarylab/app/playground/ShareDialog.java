package io.boundarylab.app.playground;

import io.boundarylab.app.classroom.SharedExperiments;
import io.boundarylab.app.i18n.Messages;
import io.boundarylab.app.theme.ScreenFit;
import javafx.geometry.Insets;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.TextArea;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.stage.Window;

/**
 * A lesson shared with a class: its short code, large, to write on the board (copied to the
 * clipboard at once, as the instructor's class-code dialog does with a class's code), the file that
 * carries the lesson, and the long code that carries it where no file can travel (selectable; it
 * wraps).
 */
final class ShareDialog {
    private static final double WIDTH = 560;

    private ShareDialog() {
    }

    private static Label wrapping(Label l) {
        l.setWrapText(true);
        l.setMaxWidth(WIDTH - 40);
        l.setMinHeight(Region.USE_PREF_SIZE);
        return l;
    }

    static Dialog<Void> show(Window owner, Messages m, SharedExperiments.LessonShare shared) {
        String code = shared.longCode();
        Dialog<Void> d = new Dialog<>();
        if (owner != null) d.initOwner(owner);
        d.setTitle(m.get("playground.share.title"));
        d.setHeaderText(m.get("playground.share.title"));
        d.getDialogPane().setId("pg-share-dialog");
        d.getDialogPane().getButtonTypes().add(ButtonType.CLOSE);
        d.getDialogPane().setPadding(new Insets(8));
        d.getDialogPane().setPrefWidth(WIDTH);
        TextArea text = new TextArea(code);
        text.setId("pg-share-code");
        text.setEditable(false);
        text.setWrapText(true);
        text.setPrefRowCount(3);
        text.setAccessibleText(m.get("playground.share.code"));
        text.setStyle("-fx-font-family: monospace;");
        Label board = new Label(shared.shortCode());
        board.setId("pg-share-short");
        board.setAccessibleText(m.get("playground.share.short") + ": " + shared.shortCode());
        board.setStyle("-fx-font-family: monospace; -fx-font-size: 2.2em; -fx-font-weight: bold;");
        Label how = wrapping(new Label(m.get("playground.share.file")));
        Label file = wrapping(new Label(shared.archive().toString()));
        file.setId("pg-share-file");
        file.setStyle("-fx-font-family: monospace;");
        Label fallback = wrapping(new Label(m.get("playground.share.long")));
        Label length = new Label(m.get("playground.share.length", code.replace("-", "").length()));
        length.getStyleClass().add("muted");
        d.getDialogPane().setContent(new VBox(8, new Label(m.get("playground.share.short")), board, how, file, fallback, text, length));
        ClipboardContent c = new ClipboardContent();
        c.putString(shared.shortCode());
        Clipboard.getSystemClipboard().setContent(c);
        ScreenFit.fit(d, owner);
        d.setOnShown(e -> board.requestFocus());
        d.show();
        return d;
    }
}
