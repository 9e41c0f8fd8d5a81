package io.boundarylab.app.playback;

import io.boundarylab.app.i18n.Messages;
import io.boundarylab.engine.trace.TraceEvent;
import java.util.List;
import java.util.Locale;
import javafx.beans.binding.Bindings;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.Slider;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.VBox;
import javafx.util.StringConverter;

/** Play/pause, step, step back, scrub, jump to start or end, and speed: binds and delegates only. */
public final class TimeControlView extends VBox {
    private final PlaybackViewModel vm;
    private final Slider scrub = new Slider(0, 1, 0);
    private boolean syncing;

    public TimeControlView(PlaybackViewModel vm, Messages messages, String idPrefix) {
        this.vm = vm;
        getStyleClass().add("time-control");
        setSpacing(4);

        Button start = button(messages, "time.start", idPrefix + "start");
        start.setOnAction(e -> vm.toStart());
        start.disableProperty().bind(vm.positionProperty().isEqualTo(0));
        Button back = button(messages, "time.back", idPrefix + "back");
        back.setOnAction(e -> vm.stepBack());
        back.disableProperty().bind(vm.canStepBackProperty().not());
        Button play = new Button();
        play.setId(idPrefix + "play");
        play.getStyleClass().add("play-button");
        play.textProperty().bind(Bindings.when(vm.playingProperty())
                .then(messages.get("time.pause")).otherwise(messages.get("time.play")));
        play.accessibleTextProperty().bind(play.textProperty());
        play.setTooltip(new Tooltip(messages.get("time.play.tip")));
        play.setOnAction(e -> vm.togglePlay());
        play.disableProperty().bind(vm.sizeProperty().isEqualTo(0)
                .or(vm.atEndProperty().and(vm.playingProperty().not())));
        Button step = button(messages, "time.step", idPrefix + "step");
        step.setOnAction(e -> vm.step());
        step.disableProperty().bind(vm.canStepProperty().not());
        Button end = button(messages, "time.end", idPrefix + "end");
        end.setOnAction(e -> vm.toEnd());
        end.disableProperty().bind(vm.atEndProperty());

        scrub.setId(idPrefix + "scrub");
        scrub.getStyleClass().add("scrub");
        scrub.setBlockIncrement(1);
        scrub.setMajorTickUnit(1);
        scrub.setSnapToTicks(true);
        scrub.setAccessibleText(messages.get("time.scrub"));
        scrub.setTooltip(new Tooltip(messages.get("time.scrub")));
        scrub.setMaxWidth(Double.MAX_VALUE);
        scrub.disableProperty().bind(vm.sizeProperty().isEqualTo(0));
        vm.sizeProperty().addListener((o, a, b) -> syncSlider());
        vm.positionProperty().addListener((o, a, b) -> syncSlider());
        scrub.valueProperty().addListener((o, a, b) -> {
            if (!syncing) {
                vm.seek((int) Math.round(b.doubleValue()));
            }
        });

        Label where = new Label();
        where.getStyleClass().add("time-where");
        where.textProperty().bind(Bindings.createStringBinding(() -> {
            TraceEvent e = vm.currentEventProperty().get();
            String t = e == null ? "0.0" : String.format(Locale.ROOT, "%.1f", e.tMs() / 1000.0);
            return messages.get("time.where", vm.positionProperty().get(), vm.sizeProperty().get(), t);
        }, vm.positionProperty(), vm.sizeProperty(), vm.currentEventProperty()));
        where.setMinWidth(USE_PREF_SIZE);

        ComboBox<Double> speed = new ComboBox<>();
        speed.setId(idPrefix + "speed");
        speed.getItems().setAll(List.of(0.25, 0.5, 1.0, 2.0, 4.0));
        speed.setConverter(new StringConverter<>() {
            @Override
            public String toString(Double v) {
                return v == null ? "" : messages.get("time.speed.value", v);
            }

            @Override
            public Double fromString(String s) {
                return PlaybackViewModel.DEFAULT_SPEED;
            }
        });
        speed.setValue(vm.speed());
        speed.setAccessibleText(messages.get("time.speed"));
        speed.setTooltip(new Tooltip(messages.get("time.speed")));
        speed.valueProperty().addListener((o, a, b) -> {
            if (b != null) {
                vm.setSpeed(b);
            }
        });
        vm.speedProperty().addListener((o, a, b) -> speed.setValue(b.doubleValue()));

        // The scrub bar spans the width; the buttons below wrap at large type instead of truncating.
        javafx.scene.layout.FlowPane buttons = new javafx.scene.layout.FlowPane(6, 6, start, back, play, step, end, where, speed);
        buttons.setAlignment(Pos.CENTER_LEFT);
        for (javafx.scene.Node n : buttons.getChildren()) {
            if (n instanceof javafx.scene.control.Control c) {
                c.setMinWidth(USE_PREF_SIZE);
            }
        }
        where.setPadding(new javafx.geometry.Insets(0, 8, 0, 8));
        getChildren().addAll(scrub, buttons);
        syncSlider();
    }

    private void syncSlider() {
        syncing = true;
        try {
            scrub.setMax(Math.max(1, vm.sizeProperty().get()));
            scrub.setValue(vm.position());
        } finally {
            syncing = false;
        }
    }

    private static Button button(Messages messages, String key, String id) {
        Button b = new Button(messages.get(key));
        b.setId(id);
        b.setTooltip(new Tooltip(messages.get(key + ".tip")));
        b.setAccessibleText(messages.get(key + ".tip"));
        return b;
    }
}
