package io.boundarylab.app.cluster;

import io.boundarylab.app.i18n.Messages;
import io.boundarylab.engine.trace.EventType;
import io.boundarylab.engine.trace.TraceEvent;
import io.boundarylab.episodes.narration.Templates;
import java.util.List;
import javafx.scene.AccessibleRole;
import javafx.scene.control.Label;
import javafx.scene.layout.VBox;

/**
 * Under the nodes: each ReplicaSet with the pods it owns, each Service with its ready endpoints,
 * and each client's last request with the pod that answered it, at the moment shown. Hidden when
 * the run has none of them (Investigation 017's episodes). Every line is text, read as it is.
 */
public final class TrafficLane extends VBox {
    private final Messages text;

    public TrafficLane(Messages appMessages) {
        this.text = new Messages("io.boundarylab.app.cluster.traffic", appMessages.locale());
        setId("traffic-lane");
        getStyleClass().add("unplaced-lane");
        setSpacing(4);
        setAccessibleRole(AccessibleRole.PARENT);
        setAccessibleText(text.get("traffic.title"));
        show(List.of(), 0);
    }

    /** Draws the state after the first {@code count} events of {@code trace}. */
    public void show(List<TraceEvent> trace, int count) {
        TrafficModel.Traffic t = TrafficModel.at(trace, count);
        getChildren().clear();
        setVisible(!t.isEmpty());
        setManaged(!t.isEmpty());
        if (t.isEmpty()) return;
        Label title = new Label(text.get("traffic.title"));
        title.getStyleClass().add("lane-title");
        getChildren().add(title);
        for (TrafficModel.Owned o : t.replicaSets())
            line(text.count("traffic.replicaSet", o.pods().size(), o.owner(), o.pods().size(), o.pods().isEmpty() ? text.get("traffic.none") : String.join(", ", o.pods())));
        for (TrafficModel.Endpoints s : t.services())
            line(text.get("traffic.service", s.service(), s.endpoints().isEmpty() ? text.get("traffic.noEndpoint") : String.join(", ", s.endpoints())));
        for (TrafficModel.LastRequest r : t.clients()) {
            String time = text.time(r.tMs());
            String said = r.outcome() == EventType.RequestServed
                    ? text.get("traffic.served", r.client(), r.to(), r.answered() == null ? "?" : r.answered(), r.data() == null ? "-" : r.data(), time)
                    : text.get(r.outcome() == EventType.RequestRefused ? "traffic.refused" : "traffic.timedOut", r.client(), r.to(), time);
            line(said);
        }
    }

    private void line(String s) {
        Label l = new Label(s);
        l.setWrapText(true);
        l.getStyleClass().add("traffic-line");
        l.setAccessibleText(s);
        getChildren().add(l);
    }
}
