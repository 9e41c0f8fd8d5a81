package io.boundarylab.app.playground;

import io.boundarylab.app.playground.EditRefused.Field;
import io.boundarylab.app.i18n.Messages;
import io.boundarylab.engine.cluster.Guarantee;
import io.boundarylab.engine.scenario.ContainerSpec;
import io.boundarylab.engine.scenario.MountSpec;
import io.boundarylab.engine.scenario.NodeSpec;
import io.boundarylab.engine.scenario.PodSpec;
import io.boundarylab.engine.scenario.PortSpec;
import io.boundarylab.engine.scenario.Resources;
import io.boundarylab.engine.scenario.Quantities;
import io.boundarylab.engine.scenario.RestartPolicy;
import io.boundarylab.engine.scenario.Scenario;
import io.boundarylab.engine.scenario.Step;
import io.boundarylab.engine.scenario.VolumeSpec;
import java.util.List;
import java.util.function.Consumer;
import javafx.application.Platform;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.Spinner;
import javafx.scene.control.TextField;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.VBox;
import javafx.util.StringConverter;

/**
 * The playground's form: nodes, the five guarantees, the pods with their volumes, containers
 * (init, sidecar, app) with their mounts, probes and steps from a palette; then the ReplicaSets and
 * Deployments, the Services and the actions on cue, each a section of its own. Rebuilt from the scenario each
 * time it changes (from the form or from the YAML); the keyboard stays on the control of the same id.
 * Text fields take effect on Enter or when the keyboard leaves them.
 */
final class ScenarioForm extends VBox {
    private final PlaygroundViewModel vm;
    private final Messages m;
    private final FormParts parts;
    private final WorkloadsSection workloads;
    private final ServicesSection services;
    private final ActionsSection actions;
    private int selectedStep = -1;
    private StepKind paletteKind = StepKind.LISTEN;

    ScenarioForm(PlaygroundViewModel vm, Messages messages) {
        super(10);
        this.vm = vm;
        this.m = messages;
        this.parts = new FormParts(messages);
        this.workloads = new WorkloadsSection(vm, parts);
        this.services = new ServicesSection(vm, parts);
        this.actions = new ActionsSection(vm, parts);
        setId("playground-form");
        getStyleClass().add("playground-form");
        vm.scenarioProperty().addListener((o, a, b) -> rebuild());
        vm.selectedPodProperty().addListener((o, a, b) -> rebuild());
        vm.selectedContainerProperty().addListener((o, a, b) -> {
            selectedStep = -1;
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
        getChildren().addAll(nodes(s), guarantees(s), pods(s));
        PodSpec pod = vm.pod();
        if (pod != null) {
            getChildren().addAll(pod(pod), containers(pod));
            int c = vm.selectedContainerProperty().get();
            if (c >= 0 && c < pod.allContainers().size()) {
                getChildren().add(container(pod, c));
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

    // ---- sections ----

    private Node nodes(Scenario s) {
        NodeSpec first = s.nodes().isEmpty() ? null : s.nodes().get(0);
        Spinner<Integer> count = new Spinner<>(1, 10, Math.max(1, s.nodes().size()));
        count.setId("pg-node-count");
        count.setPrefWidth(90);
        count.setAccessibleText(m.get("playground.nodes.count"));
        TextField cpu = field("pg-node-cpu", first == null ? "1" : Quantities.formatCpu(first.allocatable().cpu()), 6);
        TextField memory = field("pg-node-memory", first == null ? "1Gi" : Quantities.formatMemory(first.allocatable().memory()), 7);
        Runnable apply = () -> vm.edit(x -> ScenarioEdits.nodes(x, count.getValue(),
                Quantities.parseCpuMilli(cpu.getText().trim()), Quantities.parseMemoryBytes(memory.getText().trim())));
        count.valueProperty().addListener((o, a, b) -> apply.run());
        commit(cpu, t -> apply.run());
        commit(memory, t -> apply.run());
        return section("playground.nodes", row(labelled("playground.nodes.count", count), labelled("playground.nodes.cpu", cpu),
                labelled("playground.nodes.memory", memory)));
    }

    private Node guarantees(Scenario s) {
        FlowPane row = row();
        for (Guarantee g : Guarantee.values()) {
            CheckBox box = new CheckBox(m.get("guarantee." + g.key()));
            box.setId("pg-guarantee-" + g.key());
            box.setSelected(s.platform().enforces(g));
            box.selectedProperty().addListener((o, a, b) -> vm.edit(x -> ScenarioEdits.guarantee(x, g, b)));
            row.getChildren().add(box);
        }
        return section("playground.guarantees", row);
    }

    private Node pods(Scenario s) {
        ComboBox<String> chooser = new ComboBox<>();
        chooser.setId("pg-pod");
        chooser.setAccessibleText(m.get("playground.pods.choose"));
        s.pods().forEach(p -> chooser.getItems().add(p.name()));
        chooser.getSelectionModel().select(vm.selectedPodProperty().get());
        chooser.getSelectionModel().selectedIndexProperty().addListener((o, a, b) -> {
            if (b.intValue() >= 0) {
                Platform.runLater(() -> vm.selectedPodProperty().set(b.intValue()));
            }
        });
        Button add = button("pg-pod-add", "playground.pods.add", () -> {
            if (vm.edit(ScenarioEdits::addPod)) {
                vm.selectedPodProperty().set(vm.scenario().pods().size() - 1);
            }
        });
        Button remove = button("pg-pod-remove", "playground.pods.remove",
                () -> vm.edit(x -> ScenarioEdits.removePod(x, vm.selectedPodProperty().get())));
        remove.setDisable(s.pods().size() <= 1);
        return section("playground.pods", row(chooser, add, remove));
    }

    private Node pod(PodSpec pod) {
        int i = vm.selectedPodProperty().get();
        TextField name = field("pg-pod-name", pod.name(), 12);
        commit(name, t -> vm.edit(x -> ScenarioEdits.podName(x, i, t.trim())));
        ComboBox<RestartPolicy> policy = new ComboBox<>();
        policy.setId("pg-pod-restart");
        policy.getItems().addAll(RestartPolicy.values());
        policy.setValue(pod.restartPolicy());
        policy.setAccessibleText(m.get("playground.pod.restart"));
        policy.valueProperty().addListener((o, a, b) -> vm.edit(x -> ScenarioEdits.restartPolicy(x, i, b)));
        ComboBox<String> volumes = new ComboBox<>();
        volumes.setId("pg-volume");
        volumes.setAccessibleText(m.get("playground.volumes"));
        pod.volumes().forEach(v -> volumes.getItems().add(v.isEmptyDir() ? m.get("playground.volume.emptyDir", v.name())
                : m.get("playground.volume.hostPath", v.name(), v.hostPath())));
        volumes.getSelectionModel().selectFirst();
        Button removeVolume = button("pg-volume-remove", "playground.volumes.remove", () -> {
            int v = volumes.getSelectionModel().getSelectedIndex();
            if (v >= 0) {
                vm.edit(x -> ScenarioEdits.removeVolume(x, i, v));
            }
        });
        removeVolume.setDisable(pod.volumes().isEmpty());
        TextField newVolume = field("pg-volume-name", "logs", 8);
        newVolume.setAccessibleText(m.get("playground.volumes.name"));
        TextField hostPath = field("pg-volume-hostpath", "", 13);
        hostPath.setPromptText(m.get("playground.volumes.hostPath.prompt"));
        Button addVolume = button("pg-volume-add", "playground.volumes.add",
                () -> vm.edit(x -> ScenarioEdits.addVolume(x, i, newVolume.getText().trim(), hostPath.getText())));
        newVolume.setOnAction(e -> addVolume.fire());
        hostPath.setOnAction(e -> addVolume.fire());
        return section("playground.pod", row(labelled("playground.pod.name", name), labelled("playground.pod.restart", policy)),
                row(labelled("playground.volumes", volumes), removeVolume),
                row(labelled("playground.volumes.name", newVolume), labelled("playground.volumes.hostPath", hostPath), addVolume));
    }

    private Node containers(PodSpec pod) {
        int i = vm.selectedPodProperty().get();
        ComboBox<String> chooser = new ComboBox<>();
        chooser.setId("pg-container");
        chooser.setAccessibleText(m.get("playground.containers.choose"));
        List<ContainerSpec> all = pod.allContainers();
        for (int c = 0; c < all.size(); c++) {
            chooser.getItems().add(m.get("playground.container.kind." + ScenarioEdits.kind(pod, c).name().toLowerCase(java.util.Locale.ROOT),
                    all.get(c).name()));
        }
        chooser.getSelectionModel().select(vm.selectedContainerProperty().get());
        chooser.getSelectionModel().selectedIndexProperty().addListener((o, a, b) -> {
            if (b.intValue() >= 0) {
                Platform.runLater(() -> vm.selectedContainerProperty().set(b.intValue()));
            }
        });
        Button app = addContainer("pg-container-add-app", "playground.containers.addApp", ScenarioEdits.Kind.APP, i);
        Button init = addContainer("pg-container-add-init", "playground.containers.addInit", ScenarioEdits.Kind.INIT, i);
        Button sidecar = addContainer("pg-container-add-sidecar", "playground.containers.addSidecar", ScenarioEdits.Kind.SIDECAR, i);
        Button remove = button("pg-container-remove", "playground.containers.remove",
                () -> vm.edit(x -> ScenarioEdits.removeContainer(x, i, vm.selectedContainerProperty().get())));
        // A pod needs one app container: the last one stays.
        remove.setDisable(ScenarioEdits.kind(pod, vm.selectedContainerProperty().get()) == ScenarioEdits.Kind.APP && pod.containers().size() <= 1);
        return section("playground.containers", row(chooser, remove), row(app, init, sidecar));
    }

    private Button addContainer(String id, String key, ScenarioEdits.Kind kind, int pod) {
        return button(id, key, () -> {
            if (vm.edit(x -> ScenarioEdits.addContainer(x, pod, kind))) {
                PodSpec p = vm.pod();
                // The new one: last of the app containers, or last of the init containers.
                vm.selectedContainerProperty().set(kind == ScenarioEdits.Kind.APP ? p.allContainers().size() - 1 : p.initContainers().size() - 1);
            }
        });
    }

    private Node container(PodSpec pod, int c) {
        int i = vm.selectedPodProperty().get();
        ContainerSpec spec = pod.allContainers().get(c);
        TextField name = field("pg-container-name", spec.name(), 12);
        commit(name, t -> vm.edit(x -> ScenarioEdits.containerName(x, i, c, t.trim())));
        TextField image = field("pg-container-image", spec.image(), 12);
        commit(image, t -> vm.edit(x -> ScenarioEdits.image(x, i, c, t.trim())));

        ListView<String> mounts = new ListView<>();
        mounts.setId("pg-mounts");
        mounts.setAccessibleText(m.get("playground.mounts"));
        for (MountSpec ms : spec.volumeMounts()) {
            mounts.getItems().add(m.get("playground.mount.line", ms.name(), ms.mountPath()));
        }
        mounts.setStyle(listHeight(Math.max(1, spec.volumeMounts().size())));
        Button unmount = button("pg-mount-remove", "playground.mounts.remove", () -> {
            int k = mounts.getSelectionModel().getSelectedIndex();
            if (k >= 0) {
                vm.edit(x -> ScenarioEdits.unmount(x, i, c, k));
            }
        });
        unmount.setDisable(spec.volumeMounts().isEmpty());
        ComboBox<String> volume = new ComboBox<>();
        volume.setId("pg-mount-volume");
        volume.setAccessibleText(m.get("playground.mounts.volume"));
        pod.volumes().stream().map(VolumeSpec::name).forEach(volume.getItems()::add);
        volume.getSelectionModel().selectFirst();
        TextField path = field("pg-mount-path", "/logs", 10);
        path.setAccessibleText(m.get("playground.mounts.path"));
        Button mount = button("pg-mount-add", "playground.mounts.add", () -> {
            if (volume.getValue() != null) {
                vm.edit(x -> ScenarioEdits.mount(x, i, c, volume.getValue(), path.getText().trim()));
            }
        });
        mount.setDisable(pod.volumes().isEmpty());

        ListView<String> steps = new ListView<>();
        steps.setId("pg-steps");
        steps.setAccessibleText(m.get("playground.steps"));
        for (Step st : spec.steps()) {
            steps.getItems().add(StepKind.describe(st, m));
        }
        steps.setStyle(listHeight(Math.max(2, spec.steps().size())));
        if (selectedStep >= 0 && selectedStep < spec.steps().size()) {
            steps.getSelectionModel().select(selectedStep);
        }
        steps.getSelectionModel().selectedIndexProperty().addListener((o, a, b) -> selectedStep = b.intValue());
        Button up = button("pg-step-up", "playground.steps.up", () -> move(steps, i, c, -1));
        Button down = button("pg-step-down", "playground.steps.down", () -> move(steps, i, c, 1));
        Button remove = button("pg-step-remove", "playground.steps.remove", () -> {
            int k = steps.getSelectionModel().getSelectedIndex();
            if (k >= 0) {
                vm.edit(x -> ScenarioEdits.removeStep(x, i, c, k));
            }
        });

        ComboBox<StepKind> palette = new ComboBox<>();
        palette.setId("pg-step-kind");
        palette.setAccessibleText(m.get("playground.steps.palette"));
        palette.getItems().addAll(StepKind.values());
        palette.setConverter(new StringConverter<>() {
            @Override public String toString(StepKind k) { return k == null ? "" : k.label(m); }
            @Override public StepKind fromString(String s) { return null; }
        });
        palette.setValue(paletteKind);
        FlowPane fields = row();
        TextField first = field("pg-step-first", "", 6);
        TextField second = field("pg-step-second", "", 6);
        TextField text = field("pg-step-text", "", 12);
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
            if (k.textField() != null) fields.getChildren().add(labelled(k.textField(), text));
            if (k.firstField() != null) fields.getChildren().add(labelled(k.firstField(), first));
            if (k.secondField() != null) fields.getChildren().add(labelled(k.secondField(), second));
        };
        palette.valueProperty().addListener((o, a, b) -> {
            paletteKind = b;
            showFields.run();
        });
        showFields.run();
        Button add = button("pg-step-add", "playground.steps.add", () -> {
            try {
                List<Step> made = palette.getValue().build(first.getText(), second.getText(), text.getText());
                vm.edit(x -> ScenarioEdits.addSteps(x, i, c, made));
            } catch (NumberFormatException e) {
                error.setText(m.get("playground.steps.badNumber"));
            }
        });
        return section("playground.container",
                row(labelled("playground.container.name", name), labelled("playground.container.image", image)),
                resources(spec, i, c), ports(spec, i, c), probes(spec, i, c),
                new Label(m.get("playground.mounts")), mounts, row(unmount, volume, path, mount),
                new Label(m.get("playground.steps")), steps, row(up, down, remove),
                row(labelled("playground.steps.palette", palette)), fields, row(add), error);
    }

    /** Requests and limits: an empty field is none (a missing request is its limit, as Kubernetes reads it). */
    private Node resources(ContainerSpec spec, int pod, int c) {
        Resources rq = spec.requests() == null ? Resources.NONE : spec.requests();
        Resources lm = spec.limits() == null ? Resources.NONE : spec.limits();
        TextField cpuRequest = field("pg-cpu-request", rq.cpuMilli() == null ? "" : Quantities.formatCpu(rq.cpuMilli()), 5);
        TextField memoryRequest = field("pg-memory-request", rq.memoryBytes() == null ? "" : Quantities.formatMemory(rq.memoryBytes()), 6);
        TextField cpuLimit = field("pg-cpu-limit", lm.cpuMilli() == null ? "" : Quantities.formatCpu(lm.cpuMilli()), 5);
        TextField memoryLimit = field("pg-memory-limit", lm.memoryBytes() == null ? "" : Quantities.formatMemory(lm.memoryBytes()), 6);
        Consumer<String> apply = t -> {
            // Read first: a quantity that does not read throws here, and the field goes back.
            Resources requests = new Resources(cpu(cpuRequest), memory(memoryRequest));
            Resources limits = new Resources(cpu(cpuLimit), memory(memoryLimit));
            vm.edit(x -> ScenarioEdits.resources(x, pod, c, requests, limits));
        };
        for (TextField f : List.of(cpuRequest, memoryRequest, cpuLimit, memoryLimit)) {
            commit(f, apply);
        }
        return new VBox(4, subtitle("playground.resources"),
                row(labelled("playground.resources.cpuRequest", cpuRequest), labelled("playground.resources.memoryRequest", memoryRequest)),
                row(labelled("playground.resources.cpuLimit", cpuLimit), labelled("playground.resources.memoryLimit", memoryLimit)));
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
        ports.setAccessibleText(m.get("playground.ports"));
        for (PortSpec p : spec.ports()) {
            ports.getItems().add(p.hostPort() == null ? m.get("playground.port.line", p.containerPort())
                    : m.get("playground.port.line.host", p.containerPort(), p.hostPort()));
        }
        ports.getSelectionModel().selectFirst();
        Button remove = button("pg-port-remove", "playground.ports.remove", () -> {
            int k = ports.getSelectionModel().getSelectedIndex();
            if (k >= 0) {
                vm.edit(x -> ScenarioEdits.removePort(x, pod, c, k));
            }
        });
        remove.setDisable(spec.ports().isEmpty());
        TextField containerPort = field("pg-port-container", "8080", 5);
        TextField hostPort = field("pg-port-host", "", 5);
        Label error = new Label();
        error.getStyleClass().add("error-text");
        // No empty line under the ports until there is something to say.
        error.managedProperty().bind(error.textProperty().isNotEmpty());
        Button add = button("pg-port-add", "playground.ports.add", () -> {
            try {
                int port = Integer.parseInt(containerPort.getText().trim());
                String h = hostPort.getText().trim();
                Integer host = h.isEmpty() ? null : Integer.valueOf(h);
                vm.edit(x -> ScenarioEdits.addPort(x, pod, c, port, host));
            } catch (NumberFormatException e) {
                error.setText(m.get("playground.steps.badNumber"));
            }
        });
        containerPort.setOnAction(e -> add.fire());
        hostPort.setOnAction(e -> add.fire());
        return new VBox(4, row(labelled("playground.ports", ports), remove),
                row(labelled("playground.ports.container", containerPort), labelled("playground.ports.host", hostPort), add), error);
    }

    /** Each probe of the container: none, a port (tcpSocket or httpGet), or a simulated exec outcome, with its timing. */
    private Node probes(ContainerSpec spec, int pod, int c) {
        VBox box = new VBox(4, subtitle("playground.probes"));
        for (ScenarioEdits.Probe which : ScenarioEdits.Probe.values()) {
            String k = which.name().toLowerCase(java.util.Locale.ROOT);
            io.boundarylab.engine.scenario.ProbeSpec now = ScenarioEdits.probe(spec, which);
            String probeName = m.get("playground.probe." + k);
            ComboBox<ScenarioEdits.ProbeKind> kind = FormParts.chooser("pg-probe-" + k + "-kind",
                    probeName + ": " + m.get("playground.form.probe.kind"), List.of(ScenarioEdits.ProbeKind.values()),
                    pk -> m.get("playground.form.probe.kind." + pk.name()));
            kind.setValue(ScenarioEdits.probeKind(now));
            TextField value = field("pg-probe-" + k + "-value", ScenarioEdits.probeValue(now), 8);
            ScenarioEdits.ProbeTiming timing = ScenarioEdits.ProbeTiming.of(now);
            TextField delay = field("pg-probe-" + k + "-delay", Long.toString(timing.initialDelaySeconds()), 3);
            TextField period = field("pg-probe-" + k + "-period", Long.toString(timing.periodSeconds()), 3);
            TextField timeout = field("pg-probe-" + k + "-timeout", Long.toString(timing.timeoutSeconds()), 3);
            TextField successes = field("pg-probe-" + k + "-successes", Long.toString(timing.successThreshold()), 3);
            TextField failures = field("pg-probe-" + k + "-failures", Long.toString(timing.failureThreshold()), 3);
            Runnable apply = () -> vm.edit(x -> ScenarioEdits.probe(x, pod, c, which, kind.getValue(), value.getText(),
                    new ScenarioEdits.ProbeTiming(ScenarioEdits.number(Field.INITIAL_DELAY, delay.getText()),
                            ScenarioEdits.number(Field.PERIOD, period.getText()), ScenarioEdits.number(Field.TIMEOUT, timeout.getText()),
                            ScenarioEdits.number(Field.SUCCESS_THRESHOLD, successes.getText()),
                            ScenarioEdits.number(Field.FAILURE_THRESHOLD, failures.getText()))));
            kind.valueProperty().addListener((o, a, b) -> {
                // A new kind starts from a value it can take, so that choosing it is enough.
                value.setText(switch (b) {
                    case NONE -> "";
                    case PORT -> "8080";
                    case FILE_EXISTS -> "/tmp/ready";
                    case PASS_AFTER, FAIL_AFTER -> "5";
                    case RESULTS -> "fail,pass";
                });
                apply.run();
            });
            value.setPromptText(m.get("playground.form.probe.value.prompt." + ScenarioEdits.probeKind(now).name()));
            value.setDisable(now == null);
            value.setAccessibleText(probeName + ": " + m.get("playground.form.probe.value"));
            delay.setAccessibleText(probeName + ": " + m.get("playground.form.probe.delay"));
            period.setAccessibleText(probeName + ": " + m.get("playground.probe.period"));
            timeout.setAccessibleText(probeName + ": " + m.get("playground.form.probe.timeout"));
            successes.setAccessibleText(probeName + ": " + m.get("playground.form.probe.successes"));
            failures.setAccessibleText(probeName + ": " + m.get("playground.probe.failures"));
            for (TextField f : List.of(value, delay, period, timeout, successes, failures)) {
                commit(f, t -> apply.run());
                f.setDisable(now == null);
            }
            // The probe's name on a line of its own: when the fields wrap at a large text size, none reads as another probe's.
            box.getChildren().addAll(subtitle("playground.probe." + k),
                    row(labelled("playground.form.probe.kind", kind), labelled("playground.form.probe.value", value)),
                    row(labelled("playground.form.probe.delay", delay), labelled("playground.probe.period", period),
                            labelled("playground.form.probe.timeout", timeout)),
                    row(labelled("playground.form.probe.successes", successes), labelled("playground.probe.failures", failures)));
        }
        return box;
    }

    private void move(ListView<String> steps, int pod, int c, int by) {
        int k = steps.getSelectionModel().getSelectedIndex();
        if (k >= 0 && vm.edit(x -> ScenarioEdits.moveStep(x, pod, c, k, by))) {
            selectedStep = Math.max(0, k + by);
        }
    }

    // ---- building blocks (shared with the other sections) ----

    private Label subtitle(String key) {
        return parts.subtitle(key);
    }

    private static String listHeight(int rows) {
        return FormParts.listHeight(rows);
    }

    private Node section(String titleKey, Node... content) {
        return parts.section(titleKey, content);
    }

    private static FlowPane row(Node... nodes) {
        return FormParts.row(nodes);
    }

    private Node labelled(String key, javafx.scene.control.Control control) {
        return parts.labelled(key, control);
    }

    private static TextField field(String id, String text, int columns) {
        return FormParts.field(id, text, columns);
    }

    private Button button(String id, String key, Runnable action) {
        return parts.button(id, key, action);
    }

    private static void commit(TextField f, Consumer<String> apply) {
        FormParts.commit(f, apply);
    }
}
