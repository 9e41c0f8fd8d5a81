package io.boundarylab.app.transcript;

import io.boundarylab.app.i18n.Messages;
import io.boundarylab.app.playback.PlaybackViewModel;
import io.boundarylab.engine.trace.TraceEvent;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import javafx.geometry.Insets;
import javafx.scene.control.Label;
import javafx.scene.control.TextArea;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

/**
 * The run as text, one sentence per event shown so far, in a read-only text area a keyboard user
 * can move through line by line. The same text exports as accessible HTML (File menu).
 */
public final class TranscriptView extends VBox {

    public TranscriptView(PlaybackViewModel playback, Function<TraceEvent, String> narrator, Messages messages, String title) {
        setSpacing(8);
        setPadding(new Insets(12));
        Label head = new Label(messages.get("transcript.title", title));
        head.getStyleClass().add("card-title");
        Label hint = new Label(messages.get("transcript.hint"));
        hint.setWrapText(true);
        hint.getStyleClass().add("muted");
        TextArea text = new TextArea();
        text.setId("transcript");
        text.setEditable(false);
        text.setWrapText(true);
        text.setAccessibleText(messages.get("transcript.accessible"));
        VBox.setVgrow(text, Priority.ALWAYS);
        Runnable draw = () -> text.setText(render(playback.shown(), narrator, messages));
        playback.positionProperty().addListener((o, a, b) -> draw.run());
        playback.traceProperty().addListener((o, a, b) -> draw.run());
        draw.run();
        getChildren().addAll(head, hint, text);
    }

    static String render(List<TraceEvent> events, Function<TraceEvent, String> narrator, Messages messages) {
        StringBuilder b = new StringBuilder();
        for (TraceEvent e : events) {
            b.append(messages.get("transcript.meta", e.seq(), messages.seconds(e.tMs()),
                    e.type().name())).append(' ').append(narrator.apply(e)).append("\n\n");
        }
        return b.toString();
    }
}
