package io.boundarylab.app.realcluster;

import io.boundarylab.app.concurrent.BackgroundRunner;
import io.boundarylab.app.i18n.Messages;
import io.boundarylab.cluster.compare.Comparison;
import io.boundarylab.cluster.compare.RealAgainstSimulated;
import io.boundarylab.cluster.export.Exporter;
import io.boundarylab.cluster.export.ManifestWriter;
import io.boundarylab.cluster.export.ScenarioSpots;
import io.boundarylab.cluster.export.Manifests;
import io.boundarylab.cluster.export.NotExportable;
import io.boundarylab.cluster.run.ClusterRun;
import io.boundarylab.cluster.run.Kubeconfig;
import io.boundarylab.cluster.source.Experiment;
import io.boundarylab.engine.scenario.Quantities;
import io.boundarylab.engine.trace.TraceEvent;
import io.fabric8.kubernetes.client.KubernetesClient;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyDoubleWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Optional;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Executor;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * The "Real cluster" tab: runs the current variant on the chosen context of the learner's
 * kubeconfig, off the FX thread, reports progress as it goes, and then sets the simulation's trace
 * and the cluster's side by side with the comparison report. When the cluster does not answer, or
 * the variant has no faithful form there, it says so plainly and runs nothing. It also exports the
 * experiment as the manifests {@code cluster export} writes, which needs no cluster and no
 * kubeconfig: the playground's tab exists without one, and says why it cannot run.
 */
public final class RealClusterViewModel {
    /** The learner's kubeconfig, or null when there is none (export only). */
    private final Kubeconfig kubeconfig;
    private final Supplier<Experiment> experiment;
    private final Function<String, KubernetesClient> clients;
    private final BackgroundRunner runner;
    private final Executor fx;
    private final Messages text;
    private final ObservableList<String> contexts;
    private final ReadOnlyStringWrapper context = new ReadOnlyStringWrapper();
    private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper();
    private final ReadOnlyStringWrapper report = new ReadOnlyStringWrapper("");
    private final ReadOnlyDoubleWrapper progress = new ReadOnlyDoubleWrapper(0);
    private final ReadOnlyBooleanWrapper running = new ReadOnlyBooleanWrapper(false);
    private final ObservableList<String> simulated = FXCollections.observableArrayList();
    private final ObservableList<String> real = FXCollections.observableArrayList();
    private volatile ClusterRun current;
    /** An episode's tab speaks of its variant; the playground's of the experiment and its scenario. */
    private final Wording wording;

    private enum Wording {
        EPISODE("explain", "status.ready", "status.refused"),
        PLAYGROUND("explain.scenario", "status.readyScenario", "status.refusedScenario");

        final String explain;
        final String ready;
        final String refused;

        Wording(String explain, String ready, String refused) {
            this.explain = explain;
            this.ready = ready;
            this.refused = refused;
        }
    }

    /**
     * @param experiment the variant the episode shows now, asked for when Run is pressed
     * @param clients    a client for a context (the kubeconfig's own, unless a test says otherwise)
     * @param fx         hands progress to the FX thread ({@code Platform::runLater}; direct in tests)
     */
    public RealClusterViewModel(Kubeconfig kubeconfig, Supplier<Experiment> experiment, Function<String, KubernetesClient> clients,
                                BackgroundRunner runner, Executor fx, Messages text) {
        this(kubeconfig, experiment, clients, runner, fx, text, Wording.EPISODE);
    }

    private RealClusterViewModel(Kubeconfig kubeconfig, Supplier<Experiment> experiment, Function<String, KubernetesClient> clients,
                                 BackgroundRunner runner, Executor fx, Messages text, Wording wording) {
        this.wording = wording;
        this.kubeconfig = kubeconfig;
        this.experiment = experiment;
        this.clients = clients;
        this.runner = runner;
        this.fx = fx;
        this.text = text;
        this.contexts = FXCollections.unmodifiableObservableList(FXCollections.observableArrayList(
                kubeconfig == null ? List.of() : kubeconfig.contexts()));
        if (kubeconfig == null) {
            status.set(text.get("status.noKubeconfig"));
        } else {
            context.set(kubeconfig.current() != null ? kubeconfig.current() : kubeconfig.contexts().isEmpty() ? null : kubeconfig.contexts().get(0));
            status.set(text.get(wording.ready, kubeconfig.file()));
        }
    }

    /**
     * The playground's tab: the experiment is the scenario as it stands when asked; with no
     * kubeconfig it still exports, and says why it does not run.
     */
    public static RealClusterViewModel forPlayground(Optional<Kubeconfig> kubeconfig, Supplier<Experiment> experiment, BackgroundRunner runner,
                                                     Executor fx, Locale locale) {
        Function<String, KubernetesClient> clients = kubeconfig.<Function<String, KubernetesClient>>map(k -> k::client)
                .orElse(ctx -> {
                    throw new IllegalStateException("no kubeconfig");
                });
        return new RealClusterViewModel(kubeconfig.orElse(null), experiment, clients, runner, fx,
                new Messages("io.boundarylab.app.realcluster.messages", locale), Wording.PLAYGROUND);
    }

    /** Whether there is a kubeconfig to run on (without one, the tab exports only). */
    public boolean hasKubeconfig() {
        return kubeconfig != null;
    }

    /**
     * Writes the experiment into a folder as {@code cluster export} does (the same files, checked
     * the same way), off the FX thread; the status says what was written or why nothing was.
     */
    public void exportTo(Path dir) {
        if (running.get() || dir == null) return;
        Experiment e = experiment.get();
        Manifests m;
        try {
            m = Exporter.export(e.scenario(), e.naive(), e.focus(), Exporter.DEFAULT_IMAGE);
        } catch (NotExportable x) {
            String at = ScenarioSpots.locate(e.label(), e.text(), x.spot());
            status.set(text.get(wording.refused, (at == null ? "" : at + ": ") + x.getMessage()));
            return;
        }
        running.set(true);
        status.set(text.get("status.exporting", dir));
        runner.run(() -> ManifestWriter.writeChecked(m, e.label(), dir), files -> {
            running.set(false);
            StringBuilder b = new StringBuilder();
            for (Path f : files) b.append(f).append('\n');
            for (String note : m.notes()) b.append(text.get("export.note", note)).append('\n');
            b.append(text.get("export.apply", ManifestWriter.applyCommand(dir))).append('\n');
            b.append(text.get("export.timeline", ManifestWriter.timelineCommand(dir))).append('\n');
            report.set(b.toString());
            status.set(text.count("status.exported", files.size(), files.size(), dir));
        }, error -> {
            running.set(false);
            status.set(text.get("status.exportFailed", dir, error.getMessage()));
        });
    }

    public static RealClusterViewModel of(Kubeconfig kubeconfig, Supplier<Experiment> experiment, BackgroundRunner runner, Executor fx, Locale locale) {
        return new RealClusterViewModel(kubeconfig, experiment, kubeconfig::client, runner, fx, new Messages("io.boundarylab.app.realcluster.messages", locale));
    }

    public Messages text() { return text; }
    /** What the tab does, in the words of where it is: an episode's variant, or the playground's experiment. */
    public String explanation() { return text.get(wording.explain); }
    public ObservableList<String> contexts() { return contexts; }
    public ReadOnlyStringProperty contextProperty() { return context.getReadOnlyProperty(); }
    public ReadOnlyStringProperty statusProperty() { return status.getReadOnlyProperty(); }
    public ReadOnlyStringProperty reportProperty() { return report.getReadOnlyProperty(); }
    public ReadOnlyDoubleProperty progressProperty() { return progress.getReadOnlyProperty(); }
    public ReadOnlyBooleanProperty runningProperty() { return running.getReadOnlyProperty(); }
    public ObservableList<String> simulated() { return FXCollections.unmodifiableObservableList(simulated); }
    public ObservableList<String> real() { return FXCollections.unmodifiableObservableList(real); }

    public void selectContext(String name) {
        if (!running.get() && contexts.contains(name)) context.set(name);
    }

    /** Runs the current variant (the playground's scenario) on the chosen context; does nothing while a run is going on. */
    public void run() {
        if (running.get()) return;
        if (kubeconfig == null) {
            status.set(text.get("status.noKubeconfig"));
            return;
        }
        Experiment e = experiment.get();
        Manifests m;
        try {
            m = RealAgainstSimulated.export(e, Exporter.DEFAULT_IMAGE);
        } catch (NotExportable x) {
            status.set(text.get(wording.refused, x.getMessage()));
            return;
        }
        String ctx = context.get();
        running.set(true);
        progress.set(0);
        report.set("");
        simulated.clear();
        real.clear();
        status.set(text.get("status.connecting", ctx, e.label(), Quantities.formatDuration(m.untilMs())));
        runner.run(() -> {
            try (KubernetesClient client = clients.apply(ctx)) {
                String why = RealAgainstSimulated.whyNot(client);
                if (why != null) return new Done(null, why);
                String host = java.net.InetAddress.getLocalHost().getHostName();
                return new Done(RealAgainstSimulated.run(e, m, client, host, Comparison.DEFAULT_TOLERANCE_MS,
                        (message, f) -> fx.execute(() -> {
                            status.set(message);
                            progress.set(f);
                        }), line -> { }, run -> current = run), null);
            }
        }, done -> {
            running.set(false);
            current = null;
            if (done.why() != null) {
                status.set(text.get("status.cannot", ctx, done.why()));
                return;
            }
            RealAgainstSimulated.Result r = done.result();
            simulated.setAll(lines(r.simulated()));
            List<String> seen = lines(r.run().trace());
            real.setAll(seen.isEmpty() ? List.of(text.get("nothing")) : seen);
            report.set(r.report());
            progress.set(1);
            status.set(text.get("status.done", r.run().namespace(),
                    text.get(r.comparison().verdictsAgree() ? "status.agree" : "status.differ")));
        }, error -> {
            running.set(false);
            current = null;
            status.set(text.get("status.failed", error.getMessage()));
        });
    }

    /** Stops the run at its next wait; it still deletes its namespace. */
    public void cancel() {
        ClusterRun r = current;
        if (r != null) r.cancel();
    }

    private record Done(RealAgainstSimulated.Result result, String why) {
    }

    /** The events that matter, one line each, as both columns show them. */
    static List<String> lines(List<TraceEvent> trace) {
        List<String> out = new ArrayList<>();
        for (TraceEvent e : trace) {
            if (!Comparison.MATTERS.contains(e.type())) continue;
            out.add(String.format(Locale.ROOT, "%6.1f s  %s %s%s%s", e.tMs() / 1000.0, e.type(), e.pod() == null ? "" : e.pod(),
                    e.container() == null ? "" : "/" + e.container(), e.exitCode() == null ? "" : " (exit " + e.exitCode() + ")"));
        }
        return out;
    }
}
