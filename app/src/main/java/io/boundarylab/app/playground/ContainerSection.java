package io.boundarylab.app.playground;

import io.boundarylab.app.i18n.Messages;
import io.boundarylab.engine.scenario.ContainerSpec;
import io.boundarylab.engine.scenario.MountSpec;
import io.boundarylab.engine.scenario.PodSpec;
import io.boundarylab.engine.scenario.PortSpec;
import io.boundarylab.engine.scenario.Resources;
import io.boundarylab.engine.scenario.Quantities;
import io.boundarylab.engine.scenario.Step;
import io.boundarylab.engine.scenario.VolumeSpec;
import java.util.List;
import java.util.function.Consumer;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.TextField;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.VBox;
import javafx.util.StringConverter;

/**
 * The form's chosen container: its name and image, requests and limits, ports, probes, mounts, and
 * its steps from a palette. The step chosen and the palette's kind stay across rebuilds of the form.
 */
final class ContainerSection {
    private final PlaygroundViewModel vm;
    private final FormParts parts;
    private final Messages m;
    private final ProbesSection probes;
    private int selectedStep = -1;
    private StepKind paletteKind = StepKind.LISTEN;

    ContainerSection(PlaygroundViewModel vm, FormParts parts, Messages messages) {
        this.vm = vm;
        this.parts = parts;
        this.m = messages;
        this.probes = new ProbesSection(vm, parts);
    }

    /** Another container was chosen: no step of it is. */
    void forgetStep() {
        selectedStep = -1;
    }

    /** The chosen container's section. */
    Node build(PodSpec pod, int c) {
        int i = vm.selectedPodProperty().get();
        ContainerSpec spec = pod.allContainers().get(c);
        TextField name = FormParts.field("pg-container-name", spec.name(), 12);
        FormParts.commit(name, t -> vm.edit(x -> PodEdits.containerName(x, i, c, t.trim())));
        TextField image = FormParts.field("pg-container-image", spec.image(), 12);
        FormParts.commit(image, t -> vm.edit(x -> PodEdits.image(x, i, c, t.trim())));

        ListView<String> mounts = new ListView<>();
        mounts.setId("pg-mounts");
        mounts.setAccessibleText(parts.text("playground.mounts"));
        for (MountSpec ms : spec.volumeMounts()) {
            mounts.getItems().add(parts.text("playground.mount.line", ms.name(), ms.mountPath()));
        }
        mounts.setStyle(FormParts.listHeight(Math.max(1, spec.volumeMounts().size())));
        Button unmount = parts.button("pg-mount-remove", "playground.mounts.remove", () -> {
            int k = mounts.getSelectionModel().getSelectedIndex();
            if (k >= 0) {
                vm.edit(x -> VolumeEdits.unmount(x, i, c, k));
            }
        });
        unmount.setDisable(spec.volumeMounts().isEmpty());
        ComboBox<String> volume = new ComboBox<>();
        volume.setId("pg-mount-volume");
        volume.setAccessibleText(parts.text("playground.mounts.volume"));
        pod.volumes().stream().map(VolumeSpec::name).forEach(volume.getItems()::add);
        volume.getSelectionModel().selectFirst();
        TextField path = FormParts.field("pg-mount-path", "/logs", 10);
        path.setAccessibleText(parts.text("playground.mounts.path"));
        Button mount = parts.button("pg-mount-add", "playground.mounts.add", () -> {
            if (volume.getValue() != null) {
                vm.edit(x -> VolumeEdits.mount(x, i, c, volume.getValue(), path.getText().trim()));
            }
        });
        mount.setDisable(pod.volumes().isEmpty());

        ListView<String> steps = new ListView<>();
        steps.setId("pg-steps");
        steps.setAccessibleText(parts.text("playground.steps"));
        for (Step st : spec.steps()) {
            steps.getItems().add(StepKind.describe(st, m));
        }
        steps.setStyle(FormParts.listHeight(Math.max(2, spec.steps().size())));
        if (selectedStep >= 0 && selectedStep < spec.steps().size()) {
            steps.getSelectionModel().select(selectedStep);
        }
        steps.getSelectionModel().selectedIndexProperty().addListener((o, a, b) -> selectedStep = b.intValue());
        Button up = parts.button("pg-step-up", "playground.steps.up", () -> move(steps, i, c, -1));
        Button down = parts.button("pg-step-down", "playground.steps.down", () -> move(steps, i, c, 1));
        Button remove = parts.button("pg-step-remove", "playground.steps.remove", () -> {
            int k = steps.getSelectionModel().getSelectedIndex();
            if (k >= 0) {
                vm.edit(x -> PodEdits.removeStep(x, i, c, k));
            }
        });

        ComboBox<StepKind> palette = new ComboBox<>();
        palette.setId("pg-step-kind");
        palette.setAccessibleText(parts.text("playground.steps.palette"));
        palette.getItems().addAll(StepKind.values());
        palette.setConverter(new StringConverter<>() {
            @Override public String toString(StepKind k) { return k == null ? "" : k.label(m); }
            @Override public StepKind fromString(String s) { return null; }
        });
        palette.setValue(paletteKind);
        FlowPane fields = FormParts.row();
        TextField first = FormParts.field("pg-step-first", "", 6);
        TextField second = FormParts.field("pg-step-second", "", 6);
        TextField text = FormParts.field("pg-step-text", "", 12);
        Label error = new Label();
        error.setId("pg-step-error");
        error.getStyleClass().add("error-text");
        error.setWrapText(true);
        Runnable showFields = () -> {
            StepKind k = palette.getValue();
            String[] d = k.defaults();
            first.setText(d[0]);
            second.setText(d[1]);
            text.setText(d[2]);
            fields.getChildren().clear();
            if (k.textField() != null) fields.getChildren().add(parts.labelled(k.textField(), text));
            if (k.firstField() != null) fields.getChildren().add(parts.labelled(k.firstField(), first));
            if (k.secondField() != null) fields.getChildren().add(parts.labelled(k.secondField(), second));
        };
        palette.valueProperty().addListener((o, a, b) -> {
            paletteKind = b;
            showFields.run();
        });
        showFields.run();
        Button add = parts.button("pg-step-add", "playground.steps.add", () -> {
            try {
                List<Step> made = palette.getValue().build(first.getText(), second.getText(), text.getText());
                vm.edit(x -> PodEdits.addSteps(x, i, c, made));
            } catch (NumberFormatException e) {
                error.setText(parts.text("playground.steps.badNumber"));
            }
        });
        return parts.section("playground.container",
                FormParts.row(parts.labelled("playground.container.name", name), parts.labelled("playground.container.image", image)),
                resources(spec, i, c), ports(spec, i, c), probes.build(spec, i, c),
                new Label(parts.text("playground.mounts")), mounts, FormParts.row(unmount, volume, path, mount),
                new Label(parts.text("playground.steps")), steps, FormParts.row(up, down, remove),
                FormParts.row(parts.labelled("playground.steps.palette", palette)), fields, FormParts.row(add), error);
    }

    /** Requests and limits: an empty field is none (a missing request is its limit, as Kubernetes reads it). */
    private Node resources(ContainerSpec spec, int pod, int c) {
        Resources rq = spec.requests() == null ? Resources.NONE : spec.requests();
        Resources lm = spec.limits() == null ? Resources.NONE : spec.limits();
        TextField cpuRequest = FormParts.field("pg-cpu-request", rq.cpuMilli() == null ? "" : Quantities.formatCpu(rq.cpuMilli()), 5);
        TextField memoryRequest = FormParts.field("pg-memory-request", rq.memoryBytes() == null ? "" : Quantities.formatMemory(rq.memoryBytes()), 6);
        TextField cpuLimit = FormParts.field("pg-cpu-limit", lm.cpuMilli() == null ? "" : Quantities.formatCpu(lm.cpuMilli()), 5);
        TextField memoryLimit = FormParts.field("pg-memory-limit", lm.memoryBytes() == null ? "" : Quantities.formatMemory(lm.memoryBytes()), 6);
        Consumer<String> apply = t -> {
            // Read first: a quantity that does not read throws here, and the field goes back.
            Resources requests = new Resources(cpu(cpuRequest), memory(memoryRequest));
            Resources limits = new Resources(cpu(cpuLimit), memory(memoryLimit));
            vm.edit(x -> PodEdits.resources(x, pod, c, requests, limits));
        };
        for (TextField f : List.of(cpuRequest, memoryRequest, cpuLimit, memoryLimit)) {
            FormParts.commit(f, apply);
        }
        return new VBox(4, parts.subtitle("playground.resources"),
                FormParts.row(parts.labelled("playground.resources.cpuRequest", cpuRequest), parts.labelled("playground.resources.memoryRequest", memoryRequest)),
                FormParts.row(parts.labelled("playground.resources.cpuLimit", cpuLimit), parts.labelled("playground.resources.memoryLimit", memoryLimit)));
    }

    private static Long cpu(TextField f) {
        String t = f.getText().trim();
        return t.isEmpty() ? null : Quantities.parseCpuMilli(t);
    }

    private static Long memory(TextField f) {
        String t = f.getText().trim();
        return t.isEmpty() ? null : Quantities.parseMemoryBytes(t);
    }

    private Node ports(ContainerSpec spec, int pod, int c) {
        ComboBox<String> ports = new ComboBox<>();
        ports.setId("pg-port");
        ports.setAccessibleText(parts.text("playground.ports"));
        for (PortSpec p : spec.ports()) {
            ports.getItems().add(p.hostPort() == null ? parts.text("playground.port.line", p.containerPort())
                    : parts.text("playground.port.line.host", p.containerPort(), p.hostPort()));
        }
        ports.getSelectionModel().selectFirst();
        Button remove = parts.button("pg-port-remove", "playground.ports.remove", () -> {
            int k = ports.getSelectionModel().getSelectedIndex();
            if (k >= 0) {
                vm.edit(x -> PodEdits.removePort(x, pod, c, k));
            }
        });
        remove.setDisable(spec.ports().isEmpty());
        TextField containerPort = FormParts.field("pg-port-container", "8080", 5);
        TextField hostPort = FormParts.field("pg-port-host", "", 5);
        Label error = new Label();
        error.getStyleClass().add("error-text");
        // No empty line under the ports until there is something to say.
        error.managedProperty().bind(error.textProperty().isNotEmpty());
        Button add = parts.button("pg-port-add", "playground.ports.add", () -> {
            try {
                int port = Integer.parseInt(containerPort.getText().trim());
                String h = hostPort.getText().trim();
                Integer host = h.isEmpty() ? null : Integer.valueOf(h);
                vm.edit(x -> PodEdits.addPort(x, pod, c, port, host));
            } catch (NumberFormatException e) {
                error.setText(parts.text("playground.steps.badNumber"));
            }
        });
        containerPort.setOnAction(e -> add.fire());
        hostPort.setOnAction(e -> add.fire());
        return new VBox(4, FormParts.row(parts.labelled("playground.ports", ports), remove),
                FormParts.row(parts.labelled("playground.ports.container", containerPort), parts.labelled("playground.ports.host", hostPort), add), error);
    }

    private void move(ListView<String> steps, int pod, int c, int by) {
        int k = steps.getSelectionModel().getSelectedIndex();
        if (k >= 0 && vm.edit(x -> PodEdits.moveStep(x, pod, c, k, by))) {
            selectedStep = Math.max(0, k + by);
        }
    }
}
