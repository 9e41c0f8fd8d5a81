package io.boundarylab.app.kernel;

import io.boundarylab.app.concurrent.FxBackgroundRunner;
import io.boundarylab.app.i18n.Messages;
import io.boundarylab.engine.cluster.Guarantee;
import io.boundarylab.engine.scenario.Scenario;
import javafx.beans.value.ObservableValue;
import javafx.scene.Node;

import java.util.function.Supplier;

/**
 * The playground's "Real kernel" tab: the episodes' {@link KernelPanel} on the scenario as it
 * stands, or, where the bridge cannot even be loaded here, a plain note that says so (as the
 * episode's tab does).
 */
public final class PlaygroundKernelTab {
    private PlaygroundKernelTab() {
    }

    /**
     * @param scenario  the scenario shown, asked for at each check and run
     * @param guarantee the guarantee the naive run goes without
     * @param changes   a value that changes with the scenario: the list of what is left out follows it
     * @param messages  the app's words (for the note when the bridge is missing)
     */
    public static Node of(Supplier<Scenario> scenario, Supplier<Guarantee> guarantee, ObservableValue<?> changes, Messages messages) {
        try {
            KernelViewModel vm = KernelViewModel.forPlayground(scenario, guarantee, new FxBackgroundRunner(), messages.locale());
            changes.addListener((o, a, b) -> vm.refreshPlan());
            vm.refreshPlan();
            // The panel places its own scrolling: its drawings are a stage, never scrolled out of view.
            return new KernelPanel(vm);
        } catch (RuntimeException | LinkageError e) {
            return KernelPanel.unavailable(messages);
        }
    }
}
