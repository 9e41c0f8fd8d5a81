package io.boundarylab.app.playback;

import io.boundarylab.app.i18n.Messages;
import io.boundarylab.engine.trace.TraceEvent;
import java.util.List;
import java.util.Locale;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.value.ObservableBooleanValue;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Control;
import javafx.scene.control.Label;
import javafx.scene.control.Slider;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.util.StringConverter;

/**
 * The one transport bar of the app: jump to start, back, play/pause, forward, jump to end, a scrub
 * over the span, a readout of where the playhead is, and the speed. It binds to a {@link Transport}
 * and delegates to it; its words come from a bundle under a key prefix ({@code time.} for a trace,
 * {@code scale.} for the at-scale view), its ids from an id prefix.
 */
public final class TransportBar extends VBox {
    /** How the bar moves through what it plays, and so how it is laid out. */
    public enum Shape {
        /** Event by event: the scrub snaps to events and spans the bar; the buttons wrap under it at large type. */
        STEPS("step"),
        /** Through simulated time: one row, the scrub stretching between the buttons and the readout. */
        TIME("forward");

        private final String forwardName;

        Shape(String forwardName) {
            this.forwardName = forwardName;
        }
    }

    private final Transport transport;
    /** The buttons show their signs alone (their words stay in tooltips and accessible text) to keep one row. */
    private final javafx.beans.property.BooleanProperty compact = new javafx.beans.property.SimpleBooleanProperty(false);
    private final Slider scrub = new Slider(0, 1, 0);
    private boolean syncing;

    /**
     * @param readout the label that says where the playhead is, placed after the buttons
     * @param after   anything else to show after the speed
     */
    public TransportBar(Transport transport, Messages text, String keyPrefix, String idPrefix, Shape shape, Label readout,
            Node... after) {
        this.transport = transport;
        Button start = button(text, keyPrefix + "start", idPrefix + "start", transport.toStart(), transport.canStart(), compact, shape);
        Button back = button(text, keyPrefix + "back", idPrefix + "back", transport.back(), transport.canBack(), compact, shape);
        Button play = new Button();
        play.setId(idPrefix + "play");
        play.textProperty().bind(Bindings.createStringBinding(() -> text.get(keyPrefix + (transport.playing().get() ? "pause" : "play")
                + (compact.get() ? ".short" : "")), transport.playing(), compact));
        play.accessibleTextProperty().bind(Bindings.createStringBinding(() -> text.get(keyPrefix + (transport.playing().get() ? "pause" : "play")),
                transport.playing()));
        play.setTooltip(new Tooltip(text.get(keyPrefix + "play.tip")));
        play.setOnAction(e -> transport.togglePlay().run());
        play.disableProperty().bind(not(transport.canPlay()));
        Button forward = button(text, keyPrefix + shape.forwardName, idPrefix + shape.forwardName, transport.forward(),
                transport.canForward(), compact, shape);
        Button end = button(text, keyPrefix + "end", idPrefix + "end", transport.toEnd(), transport.canEnd(), compact, shape);

        scrub.setId(idPrefix + "scrub");
        scrub.setBlockIncrement(transport.scrubStep());
        scrub.setAccessibleText(text.get(keyPrefix + "scrub"));
        scrub.setTooltip(new Tooltip(text.get(keyPrefix + "scrub")));
        scrub.disableProperty().bind(not(transport.canScrub()));
        transport.length().addListener((o, a, b) -> syncScrub());
        transport.position().addListener((o, a, b) -> syncScrub());
        scrub.valueProperty().addListener((o, a, b) -> {
            if (!syncing) {
                transport.seek().accept(b.doubleValue());
            }
        });
        readout.setMinWidth(USE_PREF_SIZE);
        ComboBox<Double> speed = speedChoice(text, keyPrefix, idPrefix);

        if (shape == Shape.STEPS) {
            getStyleClass().add("time-control");
            setSpacing(4);
            play.getStyleClass().add("play-button");
            scrub.getStyleClass().add("scrub");
            scrub.setMajorTickUnit(1);
            scrub.setSnapToTicks(true);
            scrub.setMaxWidth(Double.MAX_VALUE);
            readout.setPadding(new Insets(0, 8, 0, 8));
            // One row while the window has room for the buttons, the readout and a scrub bar of a
            // useful length; otherwise the scrub bar spans the width over the buttons, which wrap at
            // large type instead of truncating. One row leaves the stage a line more of the window.
            FlowPane buttons = new FlowPane(6, 6, start, back, play, forward, end, readout, speed);
            buttons.getChildren().addAll(after);
            buttons.setAlignment(Pos.CENTER_LEFT);
            for (Node n : buttons.getChildren()) {
                if (n instanceof Control c) {
                    c.setMinWidth(USE_PREF_SIZE);
                }
            }
            HBox oneRow = new HBox(6);
            oneRow.setAlignment(Pos.CENTER_LEFT);
            // The bar may always be given less than one row needs: then it learns its width and wraps.
            oneRow.setMinWidth(0);
            setMinWidth(0);
            HBox.setHgrow(scrub, Priority.ALWAYS);
            getChildren().addAll(scrub, buttons);
            widthProperty().addListener((o, a, b) -> arrangeSteps(b.doubleValue(), buttons, oneRow));
            fontWidth = readout;
        } else {
            for (Button b : new Button[] {start, back, play, forward, end}) {
                b.setMinWidth(USE_PREF_SIZE);
            }
            HBox.setHgrow(scrub, Priority.ALWAYS);
            HBox row = new HBox(6, start, back, play, forward, end, scrub, readout, speed);
            row.getChildren().addAll(after);
            row.setAlignment(Pos.CENTER_LEFT);
            row.setPadding(new Insets(10, 0, 0, 0));
            getChildren().add(row);
        }
        syncScrub();
    }

    /** The bar for a trace played event by event ({@code time.*} words, ids after the prefix). */
    public static TransportBar forTrace(PlaybackViewModel vm, Messages messages, String idPrefix) {
        Label where = new Label();
        where.getStyleClass().add("time-where");
        where.textProperty().bind(Bindings.createStringBinding(() -> {
            String t = messages.seconds(vm.timeShownMsProperty().get());
            long horizon = vm.horizonMsProperty().get();
            return horizon <= 0 ? messages.get("time.where", vm.positionProperty().get(), vm.sizeProperty().get(), t)
                    : messages.get("time.where.horizon", vm.positionProperty().get(), vm.sizeProperty().get(), t,
                    messages.seconds(horizon));
        }, vm.positionProperty(), vm.sizeProperty(), vm.timeShownMsProperty(), vm.horizonMsProperty()));
        return new TransportBar(vm.transport(), messages, "time.", idPrefix, Shape.STEPS, where);
    }

    private ComboBox<Double> speedChoice(Messages text, String keyPrefix, String idPrefix) {
        ComboBox<Double> speed = new ComboBox<>();
        speed.setId(idPrefix + "speed");
        speed.getItems().setAll(transport.speeds());
        speed.setConverter(new StringConverter<>() {
            @Override
            public String toString(Double v) {
                return v == null ? "" : text.get(keyPrefix + "speed.value", v);
            }

            @Override
            public Double fromString(String s) {
                return transport.speed().doubleValue();
            }
        });
        speed.setValue(transport.speed().doubleValue());
        speed.setAccessibleText(text.get(keyPrefix + "speed"));
        speed.setTooltip(new Tooltip(text.get(keyPrefix + "speed")));
        speed.valueProperty().addListener((o, a, b) -> {
            if (b != null) {
                transport.setSpeed().accept(b);
            }
        });
        transport.speed().addListener((o, a, b) -> speed.setValue(b.doubleValue()));
        return speed;
    }

    /** One row's width with the buttons in words, as last measured in words. */
    private double wordsWidth;
    /** The label whose type measures a useful scrub length, in ems. */
    private Label fontWidth;

    private void arrangeSteps(double width, FlowPane buttons, HBox oneRow) {
        double em = fontWidth.getFont().getSize();
        List<Node> parts = new java.util.ArrayList<>(getChildren().contains(oneRow) ? oneRow.getChildren() : buttons.getChildren());
        parts.remove(scrub);
        // In words if one row holds them, else in signs if one row holds those, else the scrub over the buttons.
        if (!compact.get() || wordsWidth <= 0) {
            // Measured while the buttons show their words: in signs their widths say nothing of the words'.
            wordsWidth = rowWidth(parts, em, false);
        }
        boolean words = width >= wordsWidth;
        boolean signs = !words && width >= rowWidth(parts, em, true);
        compact.set(signs);
        boolean one = words || signs;
        if (one && !getChildren().contains(oneRow)) {
            buttons.getChildren().clear();
            // The scrub between the buttons and the readout, as in a video player.
            parts.add(5, scrub);
            getChildren().setAll(oneRow);
            oneRow.getChildren().setAll(parts);
        } else if (!one && getChildren().contains(oneRow)) {
            oneRow.getChildren().clear();
            buttons.getChildren().setAll(parts);
            getChildren().setAll(scrub, buttons);
        }
    }

    /** The width of one row of these parts and a scrub of useful length, the buttons in words or in signs. */
    private double rowWidth(List<Node> parts, double em, boolean signs) {
        double needed = 6 * (parts.size() + 1) + (signs ? 5 : 12) * em;
        for (int i = 0; i < parts.size(); i++) {
            // A button in signs: its sign and its padding, about two and a half ems.
            needed += signs && i < 5 ? 2.5 * em : parts.get(i).prefWidth(-1);
        }
        return needed;
    }

    private void syncScrub() {
        syncing = true;
        try {
            scrub.setMax(Math.max(1, transport.length().doubleValue()));
            scrub.setValue(transport.position().doubleValue());
        } finally {
            syncing = false;
        }
    }

    private static BooleanBinding not(ObservableBooleanValue v) {
        return Bindings.createBooleanBinding(() -> !v.get(), v);
    }

    private static Button button(Messages text, String key, String id, Runnable action, ObservableBooleanValue enabled,
            javafx.beans.property.BooleanProperty compact, Shape shape) {
        Button b = new Button(text.get(key));
        b.textProperty().bind(Bindings.when(compact).then(text.get(key + ".short")).otherwise(text.get(key)));
        b.setId(id);
        b.setTooltip(new Tooltip(text.get(key + ".tip")));
        b.setAccessibleText(text.get(key + ".tip"));
        b.setOnAction(e -> action.run());
        b.disableProperty().bind(not(enabled));
        return b;
    }
}
