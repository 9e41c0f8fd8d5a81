package io.boundarylab.app.costs;

import io.boundarylab.app.i18n.Messages;
import io.boundarylab.episodes.content.Block;
import io.boundarylab.episodes.costs.PlacementCost;
import io.boundarylab.episodes.costs.PlacementOutcome;
import java.util.List;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;

/**
 * The costs accepted, interactively: pick the helper's and companion's memory and the node's
 * free memory; the engine's scheduler says where the helper alone and the group can be placed,
 * and why not.
 */
public final class CostExplorerView extends VBox {
    private final CostExplorerViewModel vm;

    public CostExplorerView(Block.CostExplorer block, CostExplorerViewModel vm, Messages messages) {
        this.vm = vm;
        getStyleClass().add("card");
        setId("cost-explorer");
        setSpacing(10);
        Label head = new Label(messages.get("costs.title"));
        head.getStyleClass().add("card-kicker");
        ComboBox<String> helper = box("costs-helper", block.helperMemory(), List.of("50Mi", "100Mi", "256Mi", "1Gi"), messages.get("costs.helper"));
        ComboBox<String> companion = box("costs-companion", block.companionMemory(), List.of("512Mi", "1Gi", "3Gi", "6Gi"), messages.get("costs.companion"));
        ComboBox<String> node = box("costs-node", block.nodeFreeMemory(), List.of("64Mi", "512Mi", "2Gi", "4Gi", "8Gi"), messages.get("costs.node"));
        GridPane grid = new GridPane();
        grid.setHgap(10);
        grid.setVgap(6);
        grid.addRow(0, new Label(messages.get("costs.helper")), helper);
        grid.addRow(1, new Label(messages.get("costs.companion")), companion);
        grid.addRow(2, new Label(messages.get("costs.node")), node);
        Button place = new Button(messages.get("costs.place"));
        place.setId("costs-place");
        place.getStyleClass().add("accent");
        place.disableProperty().bind(vm.runningProperty());
        place.setOnAction(e -> vm.evaluate(helper.getValue(), companion.getValue(), node.getValue()));
        Label alone = new Label();
        alone.setId("costs-alone");
        alone.setWrapText(true);
        Label group = new Label();
        group.setId("costs-group");
        group.setWrapText(true);
        Label verdict = new Label();
        verdict.setId("costs-verdict");
        verdict.setWrapText(true);
        verdict.getStyleClass().add("callout");
        verdict.setVisible(false);
        vm.resultProperty().addListener((o, a, r) -> {
            if (r == null) {
                return;
            }
            alone.setText(messages.get("costs.alone", describe(r.helperAlone(), messages)));
            group.setText(messages.get("costs.group", describe(r.group(), messages)));
            verdict.setText(messages.get(r.costVisible() ? "costs.visible" : "costs.notVisible"));
            verdict.setVisible(true);
        });
        Label error = new Label();
        error.setWrapText(true);
        error.textProperty().bind(vm.errorProperty());
        HBox row = new HBox(10, place);
        row.setAlignment(Pos.CENTER_LEFT);
        getChildren().addAll(head, grid, row, alone, group, verdict, error);
    }

    public CostExplorerViewModel viewModel() {
        return vm;
    }

    private static String describe(PlacementOutcome o, Messages messages) {
        if (o.placed()) {
            return messages.get("costs.placed", o.node(), o.evidenceSeq() == null ? "-" : o.evidenceSeq());
        }
        return messages.get("costs.unplaced", String.join("; ", o.reasons()), o.evidenceSeq() == null ? "-" : o.evidenceSeq());
    }

    private static ComboBox<String> box(String id, String initial, List<String> options, String label) {
        ComboBox<String> c = new ComboBox<>();
        c.setId(id);
        c.setEditable(true);
        c.getItems().setAll(options);
        if (initial != null && !c.getItems().contains(initial)) {
            c.getItems().add(0, initial);
        }
        c.setValue(initial != null ? initial : options.get(0));
        c.setAccessibleText(label);
        return c;
    }
}
