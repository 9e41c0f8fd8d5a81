package io.boundarylab.app.costs;

import io.boundarylab.app.concurrent.BackgroundRunner;
import io.boundarylab.app.lab.Lab;
import io.boundarylab.episodes.content.Block;
import io.boundarylab.episodes.costs.PlacementCost;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

/** Asks the engine where the helper alone and the helper with its companion can be placed. */
public final class CostExplorerViewModel {
    private final Lab lab;
    private final BackgroundRunner runner;
    private final ReadOnlyObjectWrapper<PlacementCost> result = new ReadOnlyObjectWrapper<>(this, "result");
    private final ReadOnlyBooleanWrapper running = new ReadOnlyBooleanWrapper(this, "running", false);
    private final ReadOnlyStringWrapper error = new ReadOnlyStringWrapper(this, "error", "");

    public CostExplorerViewModel(Lab lab, BackgroundRunner runner, Block.CostExplorer block) {
        this.lab = lab;
        this.runner = runner;
    }

    public void evaluate(String helper, String companion, String nodeFree) {
        if (running.get() || helper == null || companion == null || nodeFree == null) {
            return;
        }
        running.set(true);
        error.set("");
        runner.run(() -> lab.placementCost(helper.trim(), companion.trim(), nodeFree.trim()), r -> {
            running.set(false);
            result.set(r);
        }, e -> {
            running.set(false);
            error.set(String.valueOf(e.getMessage()));
        });
    }

    public ReadOnlyObjectProperty<PlacementCost> resultProperty() { return result.getReadOnlyProperty(); }
    public ReadOnlyBooleanProperty runningProperty() { return running.getReadOnlyProperty(); }
    public ReadOnlyStringProperty errorProperty() { return error.getReadOnlyProperty(); }
}
