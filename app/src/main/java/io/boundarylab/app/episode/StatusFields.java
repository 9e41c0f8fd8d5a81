package io.boundarylab.app.episode;

import io.boundarylab.app.i18n.Messages;
import io.boundarylab.episodes.run.StatusValue;
import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;
import javafx.scene.AccessibleRole;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.VBox;

import java.util.function.UnaryOperator;

/** The episode's live status fields (name, value, since which event), redrawn as playback moves. */
final class StatusFields extends FlowPane {
    private final Messages messages;
    private final UnaryOperator<String> retell;

    /** @param retell an engine text (a Service's endpoints, a scaling message) in the content's language */
    StatusFields(ObservableList<StatusValue> status, Messages messages, UnaryOperator<String> retell) {
        super(8, 8);
        this.messages = messages;
        this.retell = retell;
        getStyleClass().add("status-fields");
        setId("status-fields");
        Runnable draw = () -> {
            getChildren().clear();
            for (StatusValue s : status) {
                getChildren().add(field(s));
            }
        };
        status.addListener((ListChangeListener<StatusValue>) c -> draw.run());
        draw.run();
    }

    /**
     * A flow pane is at least as wide as its widest card would like; here a card gives way instead
     * (its value wraps, {@link #field}), so the row takes the column's width and no more.
     */
    @Override
    protected double computeMinWidth(double height) {
        return snappedLeftInset() + snappedRightInset();
    }

    /** The value a card shows for {@code s}, in the learner's language. */
    static String shown(StatusValue s, Messages messages, UnaryOperator<String> retell) {
        return s.notRun() ? messages.get("status.notRun") : retell.apply(s.value());
    }

    /**
     * When the card's value was set: the event that set it ("since #5 at 0:02"), or for a conclusion
     * about the whole run, the run's end ("at the end of the run (0:20)"), which no event caused; null
     * for an initial value.
     */
    static String stamp(StatusValue s, Messages messages) {
        if (s.atEndMs() != null) {
            return messages.get("status.atEnd", messages.time(s.atEndMs()));
        }
        return s.sinceSeq() == null ? null : messages.get("status.since", s.sinceSeq(), messages.time(s.sinceMs()));
    }

    private Node field(StatusValue s) {
        VBox box = new VBox(2);
        box.getStyleClass().add("status-field");
        Label name = new Label(s.label());
        name.getStyleClass().add("status-name");
        String text = shown(s, messages, retell);
        Label value = new Label(text);
        // Not run yet is a pending state, not a fact: drawn muted, as the other states still to come.
        value.getStyleClass().add(s.notRun() ? "status-pending" : "status-value");
        value.setWrapText(true);
        box.getChildren().addAll(name, value);
        String stamp = stamp(s, messages);
        if (stamp != null) {
            Label since = new Label(stamp);
            since.getStyleClass().add("muted");
            box.getChildren().add(since);
        }
        // A card is never wider than the row: a long value (Spanish above all) wraps inside it, not past its edge.
        box.maxWidthProperty().bind(widthProperty().subtract(snappedLeftInset() + snappedRightInset()));
        box.setFocusTraversable(true);
        box.setAccessibleRole(AccessibleRole.TEXT);
        box.setAccessibleText(messages.get("status.accessible", s.label(), text));
        return box;
    }
}
