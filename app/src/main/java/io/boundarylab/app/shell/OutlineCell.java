package io.boundarylab.app.shell;

import io.boundarylab.app.i18n.Messages;
import io.boundarylab.episodes.content.Section;
import io.boundarylab.episodes.content.SectionKind;
import javafx.beans.binding.Bindings;
import javafx.geometry.Insets;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;

/** One entry of the outline: the section's progress mark and its title, episodes indented under their part. */
final class OutlineCell extends ListCell<Section> {
    private final MainViewModel vm;
    private final Messages messages;
    private final ListView<Section> outline;

    OutlineCell(MainViewModel vm, Messages messages, ListView<Section> outline) {
        this.vm = vm;
        this.messages = messages;
        this.outline = outline;
    }

    @Override
    protected void updateItem(Section s, boolean empty) {
        super.updateItem(s, empty);
        if (empty || s == null) {
            setText(null);
            setGraphic(null);
            setAccessibleText(null);
            return;
        }
        Mark mark = vm.markOf(s);
        String label = s.kind() == SectionKind.EPISODE && s.eyebrow() != null ? s.eyebrow() + " \u00b7 " + s.title()
                : (s.eyebrow() != null ? s.eyebrow() : s.title());
        // The mark on its own, so a wrapped title hangs under its first word, not under the mark.
        Label markLabel = new Label(messages.get("mark." + mark.name()));
        markLabel.setMinWidth(Region.USE_PREF_SIZE);
        Label text = new Label(label);
        text.setWrapText(true);
        double indent = s.kind() == SectionKind.EPISODE ? 14 : 0;
        // The cell's own padding is 0.8em each side and grows with the type; the scroll bar does not.
        // Measured wrong, the label wraps onto a line more than the cell made room for and is clipped.
        text.maxWidthProperty().bind(outline.widthProperty().subtract(
                Bindings.createDoubleBinding(() -> 3.0 * getFont().getSize() + 30 + indent, fontProperty())));
        text.prefWidthProperty().bind(text.maxWidthProperty());
        text.setMinHeight(Region.USE_PREF_SIZE);
        setText(null);
        // Episodes sit indented under "Breaking Our Design"; the indent is in the graphic, so recycled cells keep it right.
        HBox row = new HBox(6, markLabel, text);
        row.setPadding(new Insets(0, 0, 0, indent));
        setGraphic(row);
        setAccessibleText(messages.get("outline.item.accessible", label, messages.get("mark.word." + mark.name())));
    }
}
