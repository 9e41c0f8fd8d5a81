package io.boundarylab.app.playground;

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
 * The class code that carries the playground's experiment, to copy and give to a class, as the
 * instructor's class-code dialog shows a class's code: copied to the clipboard at once, and shown
 * selectable (it is long, so it wraps) for whoever copies it by hand.
 */
final class ShareDialog {
    private static final double WIDTH = 560;

    private ShareDialog() {
    }

    static Dialog<Void> show(Window owner, Messages m, String code) {
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
        text.setPrefRowCount(6);
        text.setAccessibleText(m.get("playground.share.code"));
        text.setStyle("-fx-font-family: monospace;");
        Label what = new Label(m.get("playground.share.what"));
        what.setWrapText(true);
        what.setMaxWidth(WIDTH - 40);
        what.setMinHeight(Region.USE_PREF_SIZE);
        Label length = new Label(m.get("playground.share.length", code.replace("-", "").length()));
        length.getStyleClass().add("muted");
        d.getDialogPane().setContent(new VBox(8, what, text, length));
        ClipboardContent c = new ClipboardContent();
        c.putString(code);
        Clipboard.getSystemClipboard().setContent(c);
        ScreenFit.fit(d, owner);
        // The code is selected, so the keyboard copies it again with one shortcut.
        d.setOnShown(e -> {
            text.requestFocus();
            text.selectAll();
        });
        d.show();
        return d;
    }
}
