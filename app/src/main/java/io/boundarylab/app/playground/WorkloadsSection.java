package io.boundarylab.app.playground;

import io.boundarylab.app.playground.EditRefused.Field;
import io.boundarylab.app.playground.WorkloadEdits.Workload;
import io.boundarylab.engine.scenario.DeploymentSpec;
import io.boundarylab.engine.scenario.PodSpec;
import io.boundarylab.engine.scenario.ReplicaSetSpec;
import io.boundarylab.engine.scenario.Scenario;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/**
 * The form's ReplicaSets and Deployments: add one as a copy of the pod chosen above, then its name,
 * replicas, selector and template, and for a Deployment its strategy and minReadySeconds.
 */
final class WorkloadsSection {
    /** One workload of the scenario, as the chooser lists them: the Deployments, then the ReplicaSets. */
    record Ref(Workload kind, int index, String name) {
    }

    private final PlaygroundViewModel vm;
    private final FormParts parts;
    private int selected;

    WorkloadsSection(PlaygroundViewModel vm, FormParts parts) {
        this.vm = vm;
        this.parts = parts;
    }

    static List<Ref> refs(Scenario s) {
        List<Ref> out = new ArrayList<>();
        List<DeploymentSpec> d = s.workloads().deployments();
        for (int i = 0; i < d.size(); i++) out.add(new Ref(Workload.DEPLOYMENT, i, d.get(i).name()));
        List<ReplicaSetSpec> r = s.workloads().replicaSets();
        for (int i = 0; i < r.size(); i++) out.add(new Ref(Workload.REPLICASET, i, r.get(i).name()));
        return out;
    }

    Node build(Scenario s) {
        List<Ref> refs = refs(s);
        selected = Math.max(0, Math.min(selected, refs.size() - 1));
        ComboBox<Ref> chooser = FormParts.chooser("pg-workload", parts.text("playground.form.workloads.choose"), refs,
                r -> parts.text("playground.form.workload." + key(r.kind()), r.name()));
        if (!refs.isEmpty()) chooser.getSelectionModel().select(selected);
        VBox details = new VBox(6);
        chooser.getSelectionModel().selectedIndexProperty().addListener((o, a, b) -> {
            if (b.intValue() >= 0 && b.intValue() != selected) {
                // Another workload: only its fields change, the scenario does not.
                selected = b.intValue();
                details.getChildren().setAll(details(s, refs.get(selected)));
            }
        });
        chooser.setDisable(refs.isEmpty());
        Button addDeployment = parts.button("pg-workload-add-deployment", "playground.form.workloads.addDeployment",
                () -> add(Workload.DEPLOYMENT));
        Button addReplicaSet = parts.button("pg-workload-add-replicaset", "playground.form.workloads.addReplicaSet",
                () -> add(Workload.REPLICASET));
        addDeployment.setDisable(s.pods().isEmpty());
        addReplicaSet.setDisable(s.pods().isEmpty());
        Button remove = parts.button("pg-workload-remove", "playground.form.workloads.remove", () -> {
            Ref r = refs.get(selected);
            vm.edit(x -> WorkloadEdits.removeWorkload(x, r.kind(), r.index()));
        });
        remove.setDisable(refs.isEmpty());
        List<Node> content = new ArrayList<>(List.of(parts.subtitle("playground.form.workloads.hint"),
                FormParts.row(chooser, remove), FormParts.row(addDeployment, addReplicaSet)));
        if (!refs.isEmpty()) {
            details.getChildren().setAll(details(s, refs.get(selected)));
        }
        content.add(details);
        return parts.section("playground.form.workloads", content.toArray(Node[]::new));
    }

    private void add(Workload kind) {
        int pod = Math.max(0, vm.selectedPodProperty().get());
        Scenario now = vm.scenario();
        int was = selected;
        // The new one is chosen: it goes last among the Deployments, or last of all (the ReplicaSets come after).
        selected = now.workloads().deployments().size() + (kind == Workload.REPLICASET ? now.workloads().replicaSets().size() : 0);
        if (!vm.edit(x -> WorkloadEdits.addWorkload(x, kind, pod))) {
            selected = was;
        }
    }

    private List<Node> details(Scenario s, Ref r) {
        Workload kind = r.kind();
        int i = r.index();
        DeploymentSpec d = kind == Workload.DEPLOYMENT ? s.workloads().deployments().get(i) : null;
        ReplicaSetSpec rs = kind == Workload.REPLICASET ? s.workloads().replicaSets().get(i) : null;
        int replicas = d != null ? d.replicas() : rs.replicas();
        String selector = (d != null ? d.selector() : rs.selector()).toString();
        PodSpec template = d != null ? d.template() : rs.template();

        TextField name = FormParts.field("pg-workload-name", r.name(), 10);
        FormParts.commit(name, t -> vm.edit(x -> WorkloadEdits.workloadName(x, kind, i, t)));
        TextField count = FormParts.field("pg-workload-replicas", Integer.toString(replicas), 3);
        FormParts.commit(count, t -> vm.edit(x -> WorkloadEdits.replicas(x, kind, i, FormValues.number(Field.REPLICAS, t))));
        TextField sel = FormParts.field("pg-workload-selector", selector, 12);
        sel.setPromptText("app=web");
        FormParts.commit(sel, t -> vm.edit(x -> WorkloadEdits.selector(x, kind, i, t)));

        ComboBox<String> pods = new ComboBox<>();
        pods.setId("pg-workload-template-pod");
        s.pods().forEach(p -> pods.getItems().add(p.name()));
        pods.getSelectionModel().select(Math.max(0, Math.min(vm.selectedPodProperty().get(), s.pods().size() - 1)));
        Button copy = parts.button("pg-workload-template-copy", "playground.form.workload.templateCopy", () -> {
            int p = pods.getSelectionModel().getSelectedIndex();
            if (p >= 0) vm.edit(x -> WorkloadEdits.templateFrom(x, kind, i, p));
        });
        copy.setDisable(s.pods().isEmpty());
        List<Node> out = new ArrayList<>(List.of(
                FormParts.row(parts.labelled("playground.form.workload.name", name),
                        parts.labelled("playground.form.workload.replicas", count)),
                FormParts.row(parts.labelled("playground.form.workload.selector", sel)),
                templateLine(template),
                FormParts.row(parts.labelled("playground.form.workload.templatePod", pods), copy)));
        if (d != null) {
            out.addAll(strategy(d, i));
        }
        return out;
    }

    private List<Node> strategy(DeploymentSpec d, int i) {
        ComboBox<Boolean> recreate = FormParts.chooser("pg-workload-strategy", parts.text("playground.form.workload.strategy"),
                List.of(false, true), b -> b ? "Recreate" : "RollingUpdate");
        recreate.setValue(d.strategy().recreate());
        TextField surge = FormParts.field("pg-workload-max-surge", d.strategy().maxSurge().toString(), 4);
        TextField unavailable = FormParts.field("pg-workload-max-unavailable", d.strategy().maxUnavailable().toString(), 4);
        surge.setDisable(d.strategy().recreate());
        unavailable.setDisable(d.strategy().recreate());
        recreate.valueProperty().addListener((o, a, b) -> {
            // Recreate has no bounds; going back to RollingUpdate starts from Kubernetes' default.
            DeploymentSpec.Strategy st = DeploymentSpec.Strategy.DEFAULT;
            vm.edit(x -> WorkloadEdits.strategy(x, i, b, st.maxSurge().toString(), st.maxUnavailable().toString()));
        });
        Consumer<String> bounds = t -> vm.edit(x -> WorkloadEdits.strategy(x, i, false, surge.getText(), unavailable.getText()));
        FormParts.commit(surge, bounds);
        FormParts.commit(unavailable, bounds);
        TextField minReady = FormParts.field("pg-workload-min-ready", Long.toString(d.minReadySeconds()), 3);
        FormParts.commit(minReady, t -> vm.edit(x -> WorkloadEdits.minReadySeconds(x, i, FormValues.number(Field.MIN_READY_SECONDS, t))));
        return List.of(FormParts.row(parts.labelled("playground.form.workload.strategy", recreate),
                        parts.labelled("playground.form.workload.minReady", minReady)),
                FormParts.row(parts.labelled("playground.form.workload.maxSurge", surge),
                        parts.labelled("playground.form.workload.maxUnavailable", unavailable)));
    }

    /** What the template holds now, so that copying another pod over it is a choice made knowingly. */
    private Label templateLine(PodSpec template) {
        Label l = new Label(parts.text("playground.form.workload.template",
                String.join(", ", template.allContainers().stream().map(c -> c.name()).toList())));
        l.setWrapText(true);
        l.setMinHeight(Region.USE_PREF_SIZE);
        return l;
    }

    private static String key(Workload w) {
        return w == Workload.DEPLOYMENT ? "deployment" : "replicaset";
    }
}
