package io.boundarylab.app.playground;

import io.boundarylab.engine.cluster.Guarantee;
import io.boundarylab.engine.scenario.NodeSpec;
import io.boundarylab.engine.scenario.Quantities;
import io.boundarylab.engine.scenario.Scenario;
import java.util.List;
import javafx.scene.Node;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Spinner;
import javafx.scene.control.TextField;
import javafx.scene.layout.FlowPane;

/** The form's cluster: how many nodes and their size, and which of the five guarantees the platform keeps. */
final class ClusterSection {
    private final PlaygroundViewModel vm;
    private final FormParts parts;

    ClusterSection(PlaygroundViewModel vm, FormParts parts) {
        this.vm = vm;
        this.parts = parts;
    }

    /** The nodes' section, then the guarantees'. */
    List<Node> build(Scenario s) {
        return List.of(nodes(s), guarantees(s));
    }

    private Node nodes(Scenario s) {
        NodeSpec first = s.nodes().isEmpty() ? null : s.nodes().get(0);
        Spinner<Integer> count = new Spinner<>(1, 10, Math.max(1, s.nodes().size()));
        count.setId("pg-node-count");
        count.setPrefWidth(90);
        count.setAccessibleText(parts.text("playground.nodes.count"));
        TextField cpu = FormParts.field("pg-node-cpu", first == null ? "1" : Quantities.formatCpu(first.allocatable().cpu()), 6);
        TextField memory = FormParts.field("pg-node-memory", first == null ? "1Gi" : Quantities.formatMemory(first.allocatable().memory()), 7);
        Runnable apply = () -> vm.edit(x -> ClusterEdits.nodes(x, count.getValue(),
                Quantities.parseCpuMilli(cpu.getText().trim()), Quantities.parseMemoryBytes(memory.getText().trim())));
        count.valueProperty().addListener((o, a, b) -> apply.run());
        FormParts.commit(cpu, t -> apply.run());
        FormParts.commit(memory, t -> apply.run());
        return parts.section("playground.nodes", FormParts.row(parts.labelled("playground.nodes.count", count), parts.labelled("playground.nodes.cpu", cpu),
                parts.labelled("playground.nodes.memory", memory)));
    }

    private Node guarantees(Scenario s) {
        FlowPane row = FormParts.row();
        for (Guarantee g : Guarantee.values()) {
            CheckBox box = new CheckBox(parts.text("guarantee." + g.key()));
            box.setId("pg-guarantee-" + g.key());
            box.setSelected(s.platform().enforces(g));
            box.selectedProperty().addListener((o, a, b) -> vm.edit(x -> ClusterEdits.guarantee(x, g, b)));
            row.getChildren().add(box);
        }
        return parts.section("playground.guarantees", row);
    }
}
