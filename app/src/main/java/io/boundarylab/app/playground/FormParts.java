package io.boundarylab.app.playground;

import io.boundarylab.app.i18n.Messages;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;
import java.util.function.Function;
import javafx.beans.binding.Bindings;
import javafx.collections.ListChangeListener;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Control;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.TextField;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.scene.text.Text;
import javafx.util.StringConverter;

/** The form's building blocks: titled cards, wrapping rows, labelled fields, buttons and fields that commit. */
final class FormParts {
    private final Messages m;

    FormParts(Messages messages) {
        this.m = messages;
    }

    String text(String key, Object... args) {
        return m.get(key, args);
    }

    /** A line over a group of fields: wraps rather than cut short at a large text size. */
    Label subtitle(String key) {
        Label l = new Label(m.get(key));
        l.setWrapText(true);
        l.setMinHeight(Region.USE_PREF_SIZE);
        return l;
    }

    /** A list as tall as its rows, in em so that it grows with the text size and shows no scroll bar for one row. */
    static String listHeight(int rows) {
        return String.format(Locale.ROOT, "-fx-pref-height: %.1fem;", rows * 2.2 + 0.6);
    }

    Node section(String titleKey, Node... content) {
        Label title = new Label(m.get(titleKey));
        title.getStyleClass().add("status-name");
        title.setWrapText(true);
        title.setMinHeight(Region.USE_PREF_SIZE);
        VBox box = new VBox(6, title);
        box.getChildren().addAll(content);
        box.getStyleClass().add("card");
        return box;
    }

    /**
     * A row that wraps its parts onto more lines as the form narrows or the text grows. A flow pane
     * lays each part out at its preferred width and is never narrower than its widest part, so one
     * part wider than the form (long words at 200 % text) would push the whole form past its edge.
     * Here the row is as narrow as its parts can be, and no part is wider than the row: its words wrap.
     */
    static FlowPane row(Node... nodes) {
        FlowPane row = new Row();
        row.getChildren().addListener((ListChangeListener<Node>) c -> {
            while (c.next()) {
                for (Node n : c.getAddedSubList()) {
                    if (n instanceof Region r) {
                        r.maxWidthProperty().unbind();
                        r.maxWidthProperty().bind(row.widthProperty());
                    }
                }
            }
        });
        row.getChildren().addAll(nodes);
        return row;
    }

    private static final class Row extends FlowPane {
        Row() {
            super(8, 6);
            setAlignment(Pos.CENTER_LEFT);
        }

        @Override
        protected double computeMinWidth(double height) {
            double widest = 0;
            for (Node n : getManagedChildren()) {
                widest = Math.max(widest, n.minWidth(-1));
            }
            return snappedLeftInset() + widest + snappedRightInset();
        }
    }

    /** The control after its words; when the row is too narrow for both on one line, the words wrap. */
    Node labelled(String key, Control control) {
        Label l = new Label(m.get(key));
        l.setWrapText(true);
        l.setMinHeight(Region.USE_PREF_SIZE);
        // Wrapped between words, never within one: the control gives up width first.
        l.minWidthProperty().bind(Bindings.createDoubleBinding(
                () -> longestWord(l) + l.snappedLeftInset() + l.snappedRightInset(), l.fontProperty(), l.textProperty()));
        l.setLabelFor(control);
        if (control.getAccessibleText() == null) {
            control.setAccessibleText(l.getText());
        }
        HBox box = new HBox(4, l, control);
        box.setAlignment(Pos.CENTER_LEFT);
        return box;
    }

    private static double longestWord(Label l) {
        Text word = new Text();
        word.setFont(l.getFont());
        double widest = 0;
        for (String w : l.getText().split("\\s+")) {
            word.setText(w);
            widest = Math.max(widest, Math.ceil(word.getLayoutBounds().getWidth()) + 1);
        }
        return widest;
    }

    static TextField field(String id, String text, int columns) {
        TextField f = new TextField(text);
        f.setId(id);
        f.setPrefColumnCount(columns);
        return f;
    }

    Button button(String id, String key, Runnable action) {
        Button b = new Button(m.get(key));
        b.setId(id);
        b.setOnAction(e -> action.run());
        return b;
    }

    /** A chooser over the items, each shown by the words {@code label} gives it. */
    static <T> ComboBox<T> chooser(String id, String accessible, List<T> items, Function<T, String> label) {
        ComboBox<T> box = new ComboBox<>();
        box.setId(id);
        box.setAccessibleText(accessible);
        box.getItems().addAll(items);
        box.setConverter(new StringConverter<>() {
            @Override public String toString(T t) { return t == null ? "" : label.apply(t); }
            @Override public T fromString(String s) { return null; }
        });
        // The choice shown wraps when the row is narrower than it (an action's line at 200 % text), never
        // cut short: the chooser grows as tall as the wrapped lines, which a combo box does not do by itself.
        ListCell<T> shown = new ListCell<>() {
            {
                setWrapText(true);
            }

            @Override
            protected void updateItem(T item, boolean empty) {
                super.updateItem(item, empty);
                setText(empty || item == null ? "" : label.apply(item));
            }
        };
        box.setButtonCell(shown);
        box.minHeightProperty().bind(Bindings.createDoubleBinding(
                () -> shown.getWidth() <= 0 ? Region.USE_COMPUTED_SIZE
                        : shown.prefHeight(shown.getWidth()) + box.snappedTopInset() + box.snappedBottomInset(),
                shown.widthProperty(), shown.textProperty(), shown.fontProperty()));
        return box;
    }

    /** A line for what went wrong, taking no room until there is something to say. */
    static Label error(String id) {
        Label error = new Label();
        error.setId(id);
        error.getStyleClass().add("error-text");
        error.setWrapText(true);
        error.setMinHeight(Region.USE_PREF_SIZE);
        error.managedProperty().bind(error.textProperty().isNotEmpty());
        return error;
    }

    /** The field's text takes effect on Enter, or when the keyboard leaves it changed. */
    static void commit(TextField f, Consumer<String> apply) {
        String was = f.getText();
        boolean[] done = {false};
        Runnable go = () -> {
            if (!done[0] && !f.getText().equals(was)) {
                done[0] = true;
                try {
                    apply.accept(f.getText());
                } catch (RuntimeException e) {
                    // A number that is no quantity: the field goes back to what the scenario holds.
                    f.setText(was);
                    done[0] = false;
                }
            }
        };
        f.setOnAction(e -> go.run());
        f.focusedProperty().addListener((o, a, b) -> {
            if (!b) {
                go.run();
            }
        });
    }
}
