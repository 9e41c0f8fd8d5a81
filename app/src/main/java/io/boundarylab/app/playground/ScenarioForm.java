package io.boundarylab.app.playground;

import io.boundarylab.app.i18n.Messages;
import io.boundarylab.engine.scenario.PodSpec;
import io.boundarylab.engine.scenario.Scenario;
import javafx.application.Platform;
import javafx.scene.Node;
import javafx.scene.layout.VBox;

/**
 * The playground's form, a section of its own for each part of the scenario: the cluster (nodes and
 * the five guarantees), the pods with their volumes and containers (init, sidecar, app), the chosen
 * container with its mounts, probes and steps from a palette; then the ReplicaSets and Deployments,
 * the Services and the actions on cue. Rebuilt from the scenario each time it changes (from the form
 * or from the YAML); the keyboard stays on the control of the same id. Text fields take effect on
 * Enter or when the keyboard leaves them.
 */
final class ScenarioForm extends VBox {
    private final PlaygroundViewModel vm;
    private final ClusterSection cluster;
    private final PodSection pods;
    private final ContainerSection container;
    private final WorkloadsSection workloads;
    private final ServicesSection services;
    private final ActionsSection actions;

    ScenarioForm(PlaygroundViewModel vm, Messages messages) {
        super(10);
        this.vm = vm;
        FormParts parts = new FormParts(messages);
        this.cluster = new ClusterSection(vm, parts);
        this.pods = new PodSection(vm, parts);
        this.container = new ContainerSection(vm, parts, messages);
        this.workloads = new WorkloadsSection(vm, parts);
        this.services = new ServicesSection(vm, parts);
        this.actions = new ActionsSection(vm, parts);
        setId("playground-form");
        getStyleClass().add("playground-form");
        vm.scenarioProperty().addListener((o, a, b) -> rebuild());
        vm.selectedPodProperty().addListener((o, a, b) -> rebuild());
        vm.selectedContainerProperty().addListener((o, a, b) -> {
            container.forgetStep();
            rebuild();
        });
        rebuild();
    }

    private void rebuild() {
        String focused = getScene() != null && getScene().getFocusOwner() != null ? getScene().getFocusOwner().getId() : null;
        Scenario s = vm.scenario();
        getChildren().clear();
        if (s == null) {
            return;
        }
        getChildren().addAll(cluster.build(s));
        PodSpec pod = vm.pod();
        getChildren().addAll(pods.build(s, pod));
        if (pod != null) {
            int c = vm.selectedContainerProperty().get();
            if (c >= 0 && c < pod.allContainers().size()) {
                getChildren().add(container.build(pod, c));
            }
        }
        getChildren().addAll(workloads.build(s), services.build(s), actions.build(s));
        if (focused != null && focused.startsWith("pg-")) {
            Platform.runLater(() -> {
                Node again = lookup("#" + focused);
                if (again != null && again.getScene() != null && !again.isDisabled()) {
                    again.requestFocus();
                }
            });
        }
    }
}
