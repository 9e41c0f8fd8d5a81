package io.boundarylab.app.playground;

import io.boundarylab.engine.scenario.ContainerSpec;
import io.boundarylab.engine.scenario.PodSpec;
import io.boundarylab.engine.scenario.RestartPolicy;
import io.boundarylab.engine.scenario.Scenario;
import java.util.List;
import java.util.Locale;
import javafx.application.Platform;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.TextField;

/** The form's pods: choose, add or remove one; the chosen pod's name, restart policy and volumes; its containers to choose, add or remove. */
final class PodSection {
    private final PlaygroundViewModel vm;
    private final FormParts parts;

    PodSection(PlaygroundViewModel vm, FormParts parts) {
        this.vm = vm;
        this.parts = parts;
    }

    /** The pods' section, then, when a pod is chosen, its own and its containers'. */
    List<Node> build(Scenario s, PodSpec pod) {
        return pod == null ? List.of(pods(s)) : List.of(pods(s), pod(pod), containers(pod));
    }

    private Node pods(Scenario s) {
        ComboBox<String> chooser = new ComboBox<>();
        chooser.setId("pg-pod");
        chooser.setAccessibleText(parts.text("playground.pods.choose"));
        s.pods().forEach(p -> chooser.getItems().add(p.name()));
        chooser.getSelectionModel().select(vm.selectedPodProperty().get());
        chooser.getSelectionModel().selectedIndexProperty().addListener((o, a, b) -> {
            if (b.intValue() >= 0) {
                Platform.runLater(() -> vm.selectedPodProperty().set(b.intValue()));
            }
        });
        Button add = parts.button("pg-pod-add", "playground.pods.add", () -> {
            if (vm.edit(PodEdits::addPod)) {
                vm.selectedPodProperty().set(vm.scenario().pods().size() - 1);
            }
        });
        Button remove = parts.button("pg-pod-remove", "playground.pods.remove",
                () -> vm.edit(x -> PodEdits.removePod(x, vm.selectedPodProperty().get())));
        remove.setDisable(s.pods().size() <= 1);
        return parts.section("playground.pods", FormParts.row(chooser, add, remove));
    }

    private Node pod(PodSpec pod) {
        int i = vm.selectedPodProperty().get();
        TextField name = FormParts.field("pg-pod-name", pod.name(), 12);
        FormParts.commit(name, t -> vm.edit(x -> PodEdits.podName(x, i, t.trim())));
        ComboBox<RestartPolicy> policy = new ComboBox<>();
        policy.setId("pg-pod-restart");
        policy.getItems().addAll(RestartPolicy.values());
        policy.setValue(pod.restartPolicy());
        policy.setAccessibleText(parts.text("playground.pod.restart"));
        policy.valueProperty().addListener((o, a, b) -> vm.edit(x -> PodEdits.restartPolicy(x, i, b)));
        ComboBox<String> volumes = new ComboBox<>();
        volumes.setId("pg-volume");
        volumes.setAccessibleText(parts.text("playground.volumes"));
        pod.volumes().forEach(v -> volumes.getItems().add(v.isEmptyDir() ? parts.text("playground.volume.emptyDir", v.name())
                : parts.text("playground.volume.hostPath", v.name(), v.hostPath())));
        volumes.getSelectionModel().selectFirst();
        Button removeVolume = parts.button("pg-volume-remove", "playground.volumes.remove", () -> {
            int v = volumes.getSelectionModel().getSelectedIndex();
            if (v >= 0) {
                vm.edit(x -> VolumeEdits.removeVolume(x, i, v));
            }
        });
        removeVolume.setDisable(pod.volumes().isEmpty());
        TextField newVolume = FormParts.field("pg-volume-name", "logs", 8);
        newVolume.setAccessibleText(parts.text("playground.volumes.name"));
        TextField hostPath = FormParts.field("pg-volume-hostpath", "", 13);
        hostPath.setPromptText(parts.text("playground.volumes.hostPath.prompt"));
        Button addVolume = parts.button("pg-volume-add", "playground.volumes.add",
                () -> vm.edit(x -> VolumeEdits.addVolume(x, i, newVolume.getText().trim(), hostPath.getText())));
        newVolume.setOnAction(e -> addVolume.fire());
        hostPath.setOnAction(e -> addVolume.fire());
        return parts.section("playground.pod", FormParts.row(parts.labelled("playground.pod.name", name), parts.labelled("playground.pod.restart", policy)),
                FormParts.row(parts.labelled("playground.volumes", volumes), removeVolume),
                FormParts.row(parts.labelled("playground.volumes.name", newVolume), parts.labelled("playground.volumes.hostPath", hostPath), addVolume));
    }

    private Node containers(PodSpec pod) {
        int i = vm.selectedPodProperty().get();
        ComboBox<String> chooser = new ComboBox<>();
        chooser.setId("pg-container");
        chooser.setAccessibleText(parts.text("playground.containers.choose"));
        List<ContainerSpec> all = pod.allContainers();
        for (int c = 0; c < all.size(); c++) {
            chooser.getItems().add(parts.text("playground.container.kind." + PodEdits.kind(pod, c).name().toLowerCase(Locale.ROOT),
                    all.get(c).name()));
        }
        chooser.getSelectionModel().select(vm.selectedContainerProperty().get());
        chooser.getSelectionModel().selectedIndexProperty().addListener((o, a, b) -> {
            if (b.intValue() >= 0) {
                Platform.runLater(() -> vm.selectedContainerProperty().set(b.intValue()));
            }
        });
        Button app = addContainer("pg-container-add-app", "playground.containers.addApp", PodEdits.Kind.APP, i);
        Button init = addContainer("pg-container-add-init", "playground.containers.addInit", PodEdits.Kind.INIT, i);
        Button sidecar = addContainer("pg-container-add-sidecar", "playground.containers.addSidecar", PodEdits.Kind.SIDECAR, i);
        Button remove = parts.button("pg-container-remove", "playground.containers.remove",
                () -> vm.edit(x -> PodEdits.removeContainer(x, i, vm.selectedContainerProperty().get())));
        // A pod needs one app container: the last one stays.
        remove.setDisable(PodEdits.kind(pod, vm.selectedContainerProperty().get()) == PodEdits.Kind.APP && pod.containers().size() <= 1);
        return parts.section("playground.containers", FormParts.row(chooser, remove), FormParts.row(app, init, sidecar));
    }

    private Button addContainer(String id, String key, PodEdits.Kind kind, int pod) {
        return parts.button(id, key, () -> {
            if (vm.edit(x -> PodEdits.addContainer(x, pod, kind))) {
                PodSpec p = vm.pod();
                // The new one: last of the app containers, or last of the init containers.
                vm.selectedContainerProperty().set(kind == PodEdits.Kind.APP ? p.allContainers().size() - 1 : p.initContainers().size() - 1);
            }
        });
    }
}
