package io.boundarylab.app.kernel;

import io.boundarylab.app.concurrent.BackgroundRunner;
import io.boundarylab.app.stage.KernelPicture;
import io.boundarylab.bridge.doctor.Doctor;
import io.boundarylab.bridge.experiment.Experiments;
import io.boundarylab.bridge.experiment.Observation;
import io.boundarylab.bridge.experiment.Variant;
import io.boundarylab.bridge.replay.Replay;
import io.boundarylab.bridge.replay.Replayer;
import io.boundarylab.bridge.replay.SimulationOracle;
import io.boundarylab.bridge.scenario.ReplayGap;
import io.boundarylab.bridge.scenario.ScenarioExperiment;
import io.boundarylab.engine.scenario.Scenario;
import io.boundarylab.bridge.sandbox.Host;
import io.boundarylab.engine.cluster.Guarantee;
import io.boundarylab.engine.contract.Verdict;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import io.boundarylab.app.i18n.Messages;
import java.util.function.Supplier;

/**
 * The "real kernel" panel of an episode or of the playground: first asks the bridge whether this
 * machine can run the experiment (and if not, why), then replays both variants on the kernel, off
 * the FX thread, and sets side by side what the simulation says and what the kernel says, guarantee
 * by guarantee. For the playground the experiment is the scenario as it stands when Run is pressed,
 * and the panel names beforehand what of it the kernel leaves out, and why.
 */
public final class KernelViewModel {

    /** One line of the comparison: a guarantee in one variant. */
    public record Row(String variant, String guarantee, String simulation, String kernel, boolean agree) {
    }

    private final String episodeId;
    /** The playground's experiment as it stands now; null for an episode. */
    private final Supplier<ScenarioExperiment> playground;
    private final Supplier<Replayer> replayer;
    private final BackgroundRunner runner;
    private final Messages text;
    private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper();
    private final ReadOnlyStringWrapper verdict = new ReadOnlyStringWrapper("");
    private final ReadOnlyBooleanWrapper canRun = new ReadOnlyBooleanWrapper(false);
    private final ReadOnlyBooleanWrapper running = new ReadOnlyBooleanWrapper(false);
    private final ObservableList<Row> rows = FXCollections.observableArrayList();
    private final ObservableList<String> observations = FXCollections.observableArrayList();
    private final ObservableList<KernelPicture> pictures = FXCollections.observableArrayList();
    private final ObservableList<KernelPicture> picturesView = FXCollections.unmodifiableObservableList(pictures);
    private final ObservableList<String> gaps = FXCollections.observableArrayList();
    private final ObservableList<String> gapsView = FXCollections.unmodifiableObservableList(gaps);
    private final ObservableList<Row> rowsView = FXCollections.unmodifiableObservableList(rows);
    private final ObservableList<String> observationsView = FXCollections.unmodifiableObservableList(observations);
    private Replayer instance;
    private boolean checked;

    public KernelViewModel(String episodeId, Supplier<Replayer> replayer, BackgroundRunner runner, Messages text) {
        this(episodeId, null, replayer, runner, text);
    }

    private KernelViewModel(String episodeId, Supplier<ScenarioExperiment> playground, Supplier<Replayer> replayer, BackgroundRunner runner,
                            Messages text) {
        this.episodeId = episodeId;
        this.playground = playground;
        this.replayer = replayer;
        this.runner = runner;
        this.text = text;
        status.set(text.get("kernel.notChecked"));
    }

    /**
     * The kernel tab of one episode on this machine's kernel, compared with what the oracle says the
     * simulation shows. The machine is probed only when {@link #checkMachine()} asks, off the FX thread.
     */
    public static KernelViewModel forEpisode(String episodeId, SimulationOracle oracle, BackgroundRunner runner, Locale locale) {
        return new KernelViewModel(episodeId, () -> new Replayer(Host.detect(), oracle), runner, new Messages(Messages.KERNEL, locale));
    }

    /**
     * The kernel tab of the playground: the scenario and the guarantee under test as they stand when
     * asked, the simulation run by the bridge on the same replayed part.
     */
    public static KernelViewModel forPlayground(Supplier<Scenario> scenario, Supplier<Guarantee> guarantee, Supplier<Replayer> replayer,
                                                BackgroundRunner runner, Messages text) {
        return new KernelViewModel("playground", () -> new ScenarioExperiment(scenario.get(), guarantee.get()), replayer, runner, text);
    }

    /** The playground's kernel tab on this machine. */
    public static KernelViewModel forPlayground(Supplier<Scenario> scenario, Supplier<Guarantee> guarantee, BackgroundRunner runner, Locale locale) {
        return forPlayground(scenario, guarantee, () -> new Replayer(Host.detect(), SimulationOracle.none()), runner,
                new Messages(Messages.KERNEL, locale));
    }

    /** Whether it replays the playground's scenario (and names what it leaves out). */
    public boolean playground() {
        return playground != null;
    }

    /** What of the playground's scenario the kernel leaves out or runs without, one sentence each (empty: all of it replays). */
    public ObservableList<String> gaps() { return gapsView; }

    /** Reads the playground's scenario again and names what of it the kernel does not replay. */
    public void refreshPlan() {
        if (playground == null) return;
        ScenarioExperiment e = playground.get();
        List<String> lines = new ArrayList<>();
        for (ReplayGap g : e.plan().gaps()) lines.add(g.text(text.locale()));
        gaps.setAll(lines);
    }

    /** The tab's words. */
    public Messages text() { return text; }
    public ReadOnlyStringProperty statusProperty() { return status.getReadOnlyProperty(); }
    public ReadOnlyStringProperty verdictProperty() { return verdict.getReadOnlyProperty(); }
    public ReadOnlyBooleanProperty canRunProperty() { return canRun.getReadOnlyProperty(); }
    public ReadOnlyBooleanProperty runningProperty() { return running.getReadOnlyProperty(); }
    public ObservableList<Row> rows() { return rowsView; }
    public ObservableList<String> observations() { return observationsView; }
    /** What the kernel reported of each variant's run, as boundaries to draw: one picture per variant, in the order they ran. */
    public ObservableList<KernelPicture> pictures() { return picturesView; }

    /** Finds out, once, whether this machine can run the experiment for real. */
    public void checkMachine() {
        if (checked || running.get()) return;
        checked = true;
        if (playground != null) {
            refreshPlan();
            running.set(true);
            status.set(text.get("kernel.checking"));
            // The machine's readiness does not depend on the scenario: the bridge's requirements are the same for all.
            runner.run(() -> replayer().doctor().readiness(playground.get()), this::showReadiness, this::showError);
            return;
        }
        if (Experiments.byId(episodeId).isEmpty()) {
            // Investigation 018's experiments are the control plane's: nothing on a bare kernel
            // brings a pod back or routes a Service name, so there is nothing to replay or probe.
            status.set(text.get("kernel.noExperiment"));
            return;
        }
        running.set(true);
        status.set(text.get("kernel.checking"));
        runner.run(() -> replayer().doctor().readiness(episodeId), this::showReadiness, this::showError);
    }

    private void showReadiness(Doctor.Readiness r) {
        running.set(false);
        canRun.set(r.canRun());
        if (r.canRun()) {
            status.set(text.get("kernel.ready"));
        } else {
            status.set(text.get("kernel.cannotRun", String.join("; ", r.reasons()),
                    String.join("; ", r.remedies())));
        }
    }

    /** Replays the naive and the contract variant on the kernel and compares them with the simulation. */
    public void run() {
        if (!canRun.get() || running.get()) return;
        if (playground != null) {
            runPlayground();
            return;
        }
        running.set(true);
        status.set(text.get("kernel.running"));
        runner.run(() -> {
            Replayer r = replayer();
            List<Replay> replays = new ArrayList<>();
            for (Variant v : Variant.values()) replays.add(r.replay(episodeId, v));
            return replays;
        }, this::show, this::showError);
    }

    /** The scenario as it stands now: its replayable part in both variants, each beside the simulation of the same part. */
    private void runPlayground() {
        refreshPlan();
        ScenarioExperiment e = playground.get();
        if (!e.plan().runsAnything()) {
            status.set(text.get("kernel.nothingReplayable"));
            return;
        }
        running.set(true);
        status.set(text.get(e.plan().partial() ? "kernel.runningPart" : "kernel.running"));
        runner.run(() -> {
            Replayer r = replayer();
            List<Replay> replays = new ArrayList<>();
            for (Variant v : Variant.values()) replays.add(r.replay(e, v, e.simulated(v)));
            return replays;
        }, this::show, this::showError);
    }

    private void show(List<Replay> replays) {
        running.set(false);
        rows.clear();
        observations.clear();
        List<KernelPicture> drawn = new ArrayList<>();
        boolean all = true;
        for (Replay r : replays) {
            drawn.add(KernelPicture.of(r.run()));
            for (Guarantee g : r.compared()) {
                Verdict s = r.simulation().get(g);
                Verdict k = r.kernel().get(g);
                rows.add(new Row(r.variant().key(), g.key(), s == null ? text.get("kernel.unknown") : s.outcome().key(),
                        k.outcome().key(), r.agrees(g)));
            }
            all &= r.agree();
            for (Observation o : r.run().observations()) observations.add(r.variant().key() + " · " + o.key() + ": " + o.value());
            int processes = r.cleanup().processesKilled();
            int cgroups = r.cleanup().cgroupsRemoved();
            observations.add(text.get("kernel.cleanup", r.variant().key(), text.count("kernel.cleanup.processes", processes, processes),
                    text.count("kernel.cleanup.cgroups", cgroups, cgroups), r.cleanup().clean() ? text.get("kernel.clean") : String.join("; ", r.cleanup().problems())));
        }
        pictures.setAll(drawn);
        verdict.set(text.get(all ? "kernel.agree" : "kernel.disagree"));
        status.set(text.get("kernel.done"));
    }

    private void showError(Throwable t) {
        running.set(false);
        status.set(text.get("kernel.failed", t.getMessage() == null ? t.getClass().getSimpleName() : t.getMessage()));
    }

    private Replayer replayer() {
        if (instance == null) instance = replayer.get();
        return instance;
    }
}
