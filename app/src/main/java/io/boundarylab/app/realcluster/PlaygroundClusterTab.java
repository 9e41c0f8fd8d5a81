package io.boundarylab.app.realcluster;

import io.boundarylab.app.concurrent.FxBackgroundRunner;
import io.boundarylab.cluster.run.Kubeconfig;
import io.boundarylab.cluster.source.Experiment;
import javafx.application.Platform;
import javafx.scene.Node;
import javafx.scene.control.ScrollPane;

import java.util.Locale;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * The playground's "Real cluster" tab: the episodes' panel on the scenario as it stands, with
 * "Export manifests…". Unlike an episode's, it is there without a kubeconfig: export needs none,
 * and the tab says why it cannot run.
 */
public final class PlaygroundClusterTab {
    private PlaygroundClusterTab() {
    }

    public static Node of(Supplier<Experiment> experiment, Locale locale) {
        return of(experiment, Kubeconfig.ofThisUser(), locale);
    }

    static Node of(Supplier<Experiment> experiment, Optional<Kubeconfig> kubeconfig, Locale locale) {
        // A run lasts the scenario's horizon: it gets a worker of its own, so that simulations never queue behind it.
        RealClusterViewModel model = RealClusterViewModel.forPlayground(kubeconfig, experiment, new FxBackgroundRunner(), Platform::runLater, locale);
        ScrollPane scroll = new ScrollPane(new RealClusterPanel(model, true));
        scroll.setFitToWidth(true);
        scroll.setFitToHeight(true);
        return scroll;
    }

    /** The tab's title, in the learner's language. */
    public static String title(Locale locale) {
        return new io.boundarylab.app.i18n.Messages("io.boundarylab.app.realcluster.messages", locale).get("tab");
    }
}
