package io.boundarylab.app.episode;

import io.boundarylab.app.i18n.Messages;
import io.boundarylab.app.i18n.ShownAs;
import io.boundarylab.engine.scenario.ControlPlaneConfig;
import io.boundarylab.engine.scenario.FaultTarget;
import io.boundarylab.episodes.run.FaultAction;
import java.util.List;
import javafx.beans.binding.Bindings;
import javafx.collections.ListChangeListener;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.TitledPane;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/**
 * Faults on cue, an instructor's tool: a kind, a target from the cluster shown, Inject at the moment
 * shown, and the faults in force. Folded away until wanted, never while a fault is in force. Binds
 * and delegates to {@link EpisodeViewModel}.
 */
final class FaultCard extends TitledPane {
    /** The room the title's arrow and padding take beside the title. */
    private static final double TITLE_ARROW_PX = 48;

    FaultCard(EpisodeViewModel vm, Messages messages) {
        EpisodeLines lines = vm.lines();
        ComboBox<FaultAction.Kind> kind = new ComboBox<>();
        kind.setId("fault-kind");
        kind.getItems().setAll(FaultAction.Kind.EVICT, FaultAction.Kind.CRASH, FaultAction.Kind.FAIL_NODE);
        kind.setConverter(ShownAs.words(lines::faultKind));
        kind.setAccessibleText(messages.get("fault.kind"));
        kind.setPromptText(messages.get("fault.kind"));
        kind.setMaxWidth(Double.MAX_VALUE);
        ComboBox<FaultTarget> target = new ComboBox<>();
        target.setId("fault-target");
        target.setAccessibleText(messages.get("fault.target"));
        target.setPromptText(messages.get("fault.target"));
        target.setMaxWidth(Double.MAX_VALUE);
        // The learner reads "web in web-app", not the scenario's "pod/web-app/web".
        target.setConverter(ShownAs.words(lines::target));
        kind.valueProperty().addListener((o, a, b) -> target.getItems().setAll(b == null ? List.of() : vm.faultTargets(b)));
        vm.clusterProperty().addListener((o, a, b) -> {
            if (kind.getValue() != null && target.getItems().isEmpty()) {
                target.getItems().setAll(vm.faultTargets(kind.getValue()));
            }
        });
        Button inject = new Button(messages.get("fault.inject"));
        inject.setId("inject");
        inject.setTooltip(new Tooltip(messages.get("fault.inject.tip")));
        // Not disabled while a run is computed (Inject ignores it then): the focus stays where the learner put it.
        inject.disableProperty().bind(vm.committedProperty().not().or(vm.runProperty().isNull())
                .or(kind.valueProperty().isNull()).or(target.valueProperty().isNull()));
        inject.setOnAction(e -> vm.injectFault(kind.getValue(), target.getValue()));
        Label faults = new Label();
        faults.setId("fault-list");
        faults.setWrapText(true);
        faults.getStyleClass().add("muted");
        faults.textProperty().bind(lines.faultList());
        Button clear = new Button(messages.get("fault.clear"));
        clear.setId("clear-faults");
        clear.setOnAction(e -> vm.clearFaults());
        clear.disableProperty().bind(Bindings.isEmpty(vm.faults()));
        HBox faultRow = new HBox(6, inject, clear);
        faultRow.setAlignment(Pos.CENTER_LEFT);

        Label when = new Label();
        when.setId("fault-when");
        when.setWrapText(true);
        when.setMinHeight(Region.USE_PREF_SIZE);
        when.textProperty().bind(lines.faultMoment());
        VBox body = new VBox(8, when, kind, nodeFailureNote(vm, kind, messages), target, faultRow, faults);
        body.setPadding(new Insets(4, 0, 0, 0));
        // A title longer than the column (Spanish's is) wraps instead of widening the column past its edge:
        // a wrapping label as the title, as wide as the card leaves beside the arrow.
        Label title = new Label(messages.get("fault.title"));
        title.setWrapText(true);
        title.setMinHeight(Region.USE_PREF_SIZE);
        title.maxWidthProperty().bind(widthProperty().subtract(TITLE_ARROW_PX));
        setGraphic(title);
        setAccessibleText(title.getText());
        setMinWidth(0);
        setContent(body);
        setId("fault-card");
        getStyleClass().add("fault-card");
        setExpanded(false);
        setAnimated(false);
        // A fault in force is never folded out of sight.
        vm.faults().addListener((ListChangeListener<FaultAction>) c -> {
            if (!vm.faults().isEmpty()) {
                setExpanded(true);
            }
        });
    }

    /**
     * Says, when "Fail a node" is chosen, how this run's control plane treats a lost node: at once
     * (the episodes about the pod's boundary) or after Kubernetes' grace period and toleration.
     */
    private static Label nodeFailureNote(EpisodeViewModel vm, ComboBox<FaultAction.Kind> kind, Messages messages) {
        Label note = new Label();
        note.setId("fault-node-failure-mode");
        note.setWrapText(true);
        note.setMinHeight(Region.USE_PREF_SIZE);
        note.getStyleClass().add("muted");
        note.textProperty().bind(Bindings.createStringBinding(() -> {
            ControlPlaneConfig c = vm.episode().experiment().variant(vm.variantProperty().get())
                    .map(v -> v.scenario().workloads().controlPlane()).orElse(ControlPlaneConfig.DEFAULT);
            return messages.get("fault.failNode." + c.nodeFailure().name(), c.nodeMonitorGracePeriodMs() / 1000, c.defaultTolerationSeconds());
        }, vm.variantProperty()));
        note.visibleProperty().bind(kind.valueProperty().isEqualTo(FaultAction.Kind.FAIL_NODE));
        note.managedProperty().bind(note.visibleProperty());
        return note;
    }
}
