package io.boundarylab.app.episode;

import io.boundarylab.app.concurrent.FxBackgroundRunner;
import io.boundarylab.app.realcluster.RealClusterPanel;
import io.boundarylab.app.realcluster.RealClusterViewModel;
import io.boundarylab.cluster.run.Kubeconfig;
import io.boundarylab.cluster.source.ExperimentSource;
import javafx.application.Platform;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;

import java.util.Locale;
import java.util.Optional;

/**
 * The "Real cluster" tab, put right after the "Real kernel" tab, and only when the learner has a
 * kubeconfig: without one there is no cluster to name, and the README says how to get one.
 */
final class RealClusterTab {
    private RealClusterTab() {
    }

    /** Adds the tab after {@code after} when this user has a kubeconfig. */
    static void addTo(TabPane tabs, Tab after, EpisodeViewModel vm) {
        addTo(tabs, after, vm, Kubeconfig.ofThisUser());
    }

    static void addTo(TabPane tabs, Tab after, EpisodeViewModel vm, Optional<Kubeconfig> kubeconfig) {
        if (kubeconfig.isEmpty()) return;
        // A run lasts the scenario's horizon: it gets a worker of its own, so that simulations never queue behind it.
        RealClusterViewModel model = RealClusterViewModel.of(kubeconfig.get(),
                () -> ExperimentSource.of(vm.episode(), vm.episode().experiment().variant(vm.variantProperty().get())
                        .orElse(vm.episode().experiment().contract())),
                new FxBackgroundRunner(), Platform::runLater, Locale.getDefault());
        ScrollPane scroll = new ScrollPane(new RealClusterPanel(model));
        scroll.setFitToWidth(true);
        scroll.setFitToHeight(true);
        Tab tab = new Tab(model.text().get("tab"), scroll);
        tab.setId("tab-cluster");
        tabs.getTabs().add(tabs.getTabs().indexOf(after) + 1, tab);
    }
}
