package io.boundarylab.app.playback;

import io.boundarylab.app.i18n.Messages;
import io.boundarylab.engine.trace.TraceEvent;
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
import javafx.scene.layout.VBox;
import javafx.util.StringConverter;

/**
 * The one transport bar of the app: jump to start, back, play/pause, forward, jump to end, a scrub
 * over the span, a readout of where the playhead is, and the speed. It binds to a {@link Transport}
 * and delegates to it; its words come from a bundle under a key prefix ({@code time.} for a trace,
 * {@code scale.} for the at-scale view), its ids from an id prefix.
 */
public final class TransportBar extends VBox {
    /**
     * How the bar moves through what it plays. Either way the scrub spans the bar and the buttons, the
     * readout and the speed wrap under it at large type instead of being cut.
     */
    public enum Shape {
        /** Event by event: the scrub snaps to events. */
        STEPS("step"),
        /** Through simulated time, skipping a span each way. */
        TIME("forward");

        private final String forwardName;

        Shape(String forwardName) {
            this.forwardName = forwardName;
        }
    }

    private final Transport transport;
    private final Slider scrub = new Slider(0, 1, 0);
    private boolean syncing;

    /**
     * @param readout the label that says where the playhead is, placed after the buttons
     * @param after   anything else to show after the speed
     */
    public TransportBar(Transport transport, Messages text, String keyPrefix, String idPrefix, Shape shape, Label readout,
            Node... after) {
        this.transport = transport;
        Button start = button(text, keyPrefix + "start", idPrefix + "start", transport.toStart(), transport.canStart());
        Button back = button(text, keyPrefix + "back", idPrefix + "back", transport.back(), transport.canBack());
        Button play = new Button();
        play.setId(idPrefix + "play");
        play.textProperty().bind(Bindings.when(transport.playing())
                .then(text.get(keyPrefix + "pause")).otherwise(text.get(keyPrefix + "play")));
        play.accessibleTextProperty().bind(play.textProperty());
        play.setTooltip(new Tooltip(text.get(keyPrefix + "play.tip")));
        play.setOnAction(e -> transport.togglePlay().run());
        play.disableProperty().bind(not(transport.canPlay()));
        Button forward = button(text, keyPrefix + shape.forwardName, idPrefix + shape.forwardName, transport.forward(),
                transport.canForward());
        Button end = button(text, keyPrefix + "end", idPrefix + "end", transport.toEnd(), transport.canEnd());

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
            play.getStyleClass().add("play-button");
            scrub.getStyleClass().add("scrub");
            scrub.setMajorTickUnit(1);
            scrub.setSnapToTicks(true);
        } else {
            setPadding(new Insets(10, 0, 0, 0));
        }
        setSpacing(4);
        scrub.setMaxWidth(Double.MAX_VALUE);
        readout.setPadding(new Insets(0, 8, 0, 8));
        FlowPane buttons = new FlowPane(6, 6, start, back, play, forward, end, readout, speed);
        buttons.getChildren().addAll(after);
        buttons.setAlignment(Pos.CENTER_LEFT);
        for (Node n : buttons.getChildren()) {
            if (n instanceof Control c) {
                c.setMinWidth(USE_PREF_SIZE);
            }
        }
        getChildren().addAll(scrub, buttons);
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

    private static Button button(Messages text, String key, String id, Runnable action, ObservableBooleanValue enabled) {
        Button b = new Button(text.get(key));
        b.setId(id);
        b.setTooltip(new Tooltip(text.get(key + ".tip")));
        b.setAccessibleText(text.get(key + ".tip"));
        b.setOnAction(e -> action.run());
        b.disableProperty().bind(not(enabled));
        return b;
    }
}
