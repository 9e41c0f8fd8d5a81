package io.boundarylab.app.compare;

import io.boundarylab.app.cluster.ClusterModel;
import io.boundarylab.app.cluster.ClusterSnapshot;
import io.boundarylab.app.cluster.PodVersions;
import io.boundarylab.app.i18n.Messages;
import io.boundarylab.app.lab.ExperimentRun;
import io.boundarylab.app.lab.Lab;
import io.boundarylab.app.concurrent.BackgroundRunner;
import io.boundarylab.app.playback.PlaybackViewModel;
import io.boundarylab.engine.trace.TraceEvent;
import io.boundarylab.episodes.content.Experiment;
import io.boundarylab.episodes.run.RunOptions;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyLongProperty;
import javafx.beans.property.ReadOnlyLongWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

/**
 * Naive and contract on the same seed, side by side, on one clock: both traces are merged by
 * simulated time, so one scrub moves both. The first instant where the two runs differ in what
 * happened ({@link FactDivergence}) is found and can be jumped to.
 */
public final class CompareViewModel {
    private final ComparedEpisode episode;
    private final Messages messages;
    private final PlaybackViewModel playback = new PlaybackViewModel();
    private final ReadOnlyObjectWrapper<ClusterSnapshot> naive = new ReadOnlyObjectWrapper<>(this, "naive");
    private final ReadOnlyObjectWrapper<ClusterSnapshot> contract = new ReadOnlyObjectWrapper<>(this, "contract");
    private final ReadOnlyStringWrapper naiveLine = new ReadOnlyStringWrapper(this, "naiveLine", "");
    private final ReadOnlyStringWrapper contractLine = new ReadOnlyStringWrapper(this, "contractLine", "");
    private final ReadOnlyStringWrapper divergence = new ReadOnlyStringWrapper(this, "divergence", "");
    private final ReadOnlyIntegerWrapper divergencePosition = new ReadOnlyIntegerWrapper(this, "divergencePosition", -1);
    private final ReadOnlyBooleanWrapper running = new ReadOnlyBooleanWrapper(this, "running", false);
    private final ReadOnlyBooleanWrapper ready = new ReadOnlyBooleanWrapper(this, "ready", false);
    private final ReadOnlyBooleanWrapper pastDivergence = new ReadOnlyBooleanWrapper(this, "pastDivergence", false);
    private final ReadOnlyStringWrapper error = new ReadOnlyStringWrapper(this, "error", "");
    private final ReadOnlyObjectWrapper<PodVersions.Rollout> naiveVersions = new ReadOnlyObjectWrapper<>(this, "naiveVersions", PodVersions.of(List.of()));
    private final ReadOnlyObjectWrapper<PodVersions.Rollout> contractVersions = new ReadOnlyObjectWrapper<>(this, "contractVersions", PodVersions.of(List.of()));
    private final ReadOnlyLongWrapper timeMs = new ReadOnlyLongWrapper(this, "timeMs", 0);
    private final BooleanBinding canRun;
    private ClusterModel naiveModel = ClusterModel.of(List.of());
    private ClusterModel contractModel = ClusterModel.of(List.of());
    private int[] naiveCount = {0};
    private int[] contractCount = {0};
    private List<TraceEvent> naiveTrace = List.of();
    private List<TraceEvent> contractTrace = List.of();

    public CompareViewModel(ComparedEpisode episode, Messages messages) {
        this.episode = episode;
        this.messages = messages;
        canRun = episode.committedProperty().and(running.not());
        playback.positionProperty().addListener((o, a, b) -> onPosition());
        playback.timeShownMsProperty().addListener((o, a, b) -> timeMs.set(b.longValue()));
        naive.set(episode.layoutOf(Experiment.NAIVE).model(List.of()).at(0));
        contract.set(episode.layoutOf(Experiment.CONTRACT).model(List.of()).at(0));
    }

    /** Runs both variants with the scene's seed and faults (needs a committed prediction). */
    public void runBoth() {
        Lab lab = episode.lab();
        BackgroundRunner runner = episode.runner();
        if (!canRun.get()) {
            return;
        }
        running.set(true);
        error.set("");
        RunOptions options = new RunOptions(episode.seedProperty().get(), List.copyOf(episode.faults()));
        runner.run(() -> List.of(lab.run(episode.episode(), Experiment.NAIVE, options),
                        lab.run(episode.episode(), Experiment.CONTRACT, options)),
                runs -> {
                    running.set(false);
                    show(runs.get(0), runs.get(1));
                }, e -> {
                    running.set(false);
                    error.set(String.valueOf(e.getMessage()));
                });
    }

    /** Shows two finished runs. */
    public void show(ExperimentRun naiveRun, ExperimentRun contractRun) {
        naiveTrace = naiveRun.trace();
        contractTrace = contractRun.trace();
        naiveModel = episode.layoutOf(Experiment.NAIVE).model(naiveTrace);
        contractModel = episode.layoutOf(Experiment.CONTRACT).model(contractTrace);
        naiveVersions.set(PodVersions.of(naiveTrace));
        contractVersions.set(PodVersions.of(contractTrace));
        // Merge by simulated time; at equal times naive first, then by sequence (the order of the clock's
        // steps only: what each side shows follows the time, see appliedBy).
        record Tagged(TraceEvent e, boolean isNaive) { }
        List<Tagged> all = new ArrayList<>();
        naiveTrace.forEach(e -> all.add(new Tagged(e, true)));
        contractTrace.forEach(e -> all.add(new Tagged(e, false)));
        all.sort(Comparator.<Tagged>comparingLong(t -> t.e().tMs()).thenComparing(t -> !t.isNaive())
                .thenComparingLong(t -> t.e().seq()));
        naiveCount = new int[all.size() + 1];
        contractCount = new int[all.size() + 1];
        List<TraceEvent> merged = new ArrayList<>();
        for (int i = 0; i < all.size(); i++) {
            TraceEvent e = all.get(i).e();
            merged.add(e);
            naiveCount[i + 1] = appliedBy(naiveTrace, e.tMs());
            contractCount[i + 1] = appliedBy(contractTrace, e.tMs());
        }
        java.util.Optional<FactDivergence.Found> found = FactDivergence.between(naiveTrace, contractTrace);
        if (found.isEmpty()) {
            divergence.set(messages.get("compare.same"));
            divergencePosition.set(-1);
        } else {
            FactDivergence.Found d = found.get();
            // Both sides show a whole instant at once (see appliedBy), and the clock stands only at an
            // instant's end: the divergence is shown at the end of its instant.
            int pos = -1;
            for (int i = 0; i < merged.size(); i++) {
                if (merged.get(i).tMs() == d.tMs()) {
                    pos = i + 1;
                }
            }
            divergencePosition.set(pos);
            // Each run by its content's label: 018's runs are bare pods and a ReplicaSet, not naive and contract.
            divergence.set(messages.get("compare.divergence", clock(d.tMs()), side(d.first(), d.second()), side(d.second(), d.first()),
                    episode.episode().experiment().naive().label(), episode.episode().experiment().contract().label()));
        }
        ready.set(true);
        // The comparison lasts as long as the longer run: past both traces' last events when they sample.
        // Played by instants: the counter's "event k of n" is then the events both pictures show.
        playback.loadByInstant(merged, Math.max(horizonOf(Experiment.NAIVE), horizonOf(Experiment.CONTRACT)));
        onPosition();
    }

    private long horizonOf(String variantId) {
        return episode.episode().experiment().variant(variantId)
                .map(v -> v.scenario().untilMs() == null ? 0L : v.scenario().untilMs()).orElse(0L);
    }

    /**
     * How many events of one side the shared clock has applied at time {@code tMs}: all of them at or
     * before it. A trace is evidence only if it shows what happened when it happened, so the rule is the
     * same for both sides and for ties: where the clock shows an event at t, each side shows every one of
     * its events at t, in whatever order the instant's events were merged. The clock therefore steps
     * from one instant's end to the next, so that its count of events is what the pictures show.
     * A run's trace is in time order (the kernel's (time, sequence) order).
     */
    static int appliedBy(List<TraceEvent> side, long tMs) {
        int n = 0;
        while (n < side.size() && side.get(n).tMs() <= tMs) {
            n++;
        }
        return n;
    }

    /**
     * One side's event at the divergence: its number and its narration, or that it has none. The
     * narration tells an event in the words of its kind and may leave out the very fact that differs
     * (an answer "from data v1-stale" and one "from data v2" are told alike): where both sides' events
     * are of one kind, each fact this event states that differs from the other's, and that its sentence
     * does not already hold, follows it. Events of two kinds are told apart by their sentences.
     */
    private String side(TraceEvent e, TraceEvent other) {
        if (e == null) {
            return messages.get("compare.nothing");
        }
        String told = episode.narrator().apply(e);
        List<String> untold = new ArrayList<>();
        if (other != null && other.type() == e.type()) {
            for (String name : FactDivergence.differences(e, other)) {
                Object value = FactDivergence.value(e, name);
                if (value != null && !told.contains(String.valueOf(value))) {
                    untold.add(messages.get("compare.fact." + name, String.valueOf(value)));
                }
            }
        }
        return untold.isEmpty() ? messages.get("compare.event", String.valueOf(e.seq()), told)
                : messages.get("compare.event.facts", String.valueOf(e.seq()), told, String.join(", ", untold));
    }

    private static String clock(long ms) {
        long s = ms / 1000;
        return String.format(java.util.Locale.ROOT, "%d:%02d", s / 60, s % 60);
    }

    public void jumpToDivergence() {
        if (divergencePosition.get() > 0) {
            playback.pause();
            playback.seek(divergencePosition.get());
        }
    }

    private void onPosition() {
        int p = Math.min(playback.position(), naiveCount.length - 1);
        int nc = naiveCount[p];
        int cc = contractCount[p];
        naive.set(naiveModel.at(nc));
        contract.set(contractModel.at(cc));
        naiveLine.set(nc == 0 ? "" : episode.narrator().apply(naiveTrace.get(nc - 1)));
        contractLine.set(cc == 0 ? "" : episode.narrator().apply(contractTrace.get(cc - 1)));
        pastDivergence.set(divergencePosition.get() > 0 && playback.position() >= divergencePosition.get());
        timeMs.set(playback.timeShownMsProperty().get());
    }

    public ComparedEpisode episode() { return episode; }
    public PlaybackViewModel playback() { return playback; }
    public BooleanBinding canRunProperty() { return canRun; }
    public ReadOnlyObjectProperty<ClusterSnapshot> naiveProperty() { return naive.getReadOnlyProperty(); }
    public ReadOnlyObjectProperty<ClusterSnapshot> contractProperty() { return contract.getReadOnlyProperty(); }
    public ReadOnlyStringProperty naiveLineProperty() { return naiveLine.getReadOnlyProperty(); }
    public ReadOnlyStringProperty contractLineProperty() { return contractLine.getReadOnlyProperty(); }
    public ReadOnlyStringProperty divergenceProperty() { return divergence.getReadOnlyProperty(); }
    public ReadOnlyIntegerProperty divergencePositionProperty() { return divergencePosition.getReadOnlyProperty(); }
    public ReadOnlyBooleanProperty runningProperty() { return running.getReadOnlyProperty(); }
    public ReadOnlyBooleanProperty readyProperty() { return ready.getReadOnlyProperty(); }
    public ReadOnlyBooleanProperty pastDivergenceProperty() { return pastDivergence.getReadOnlyProperty(); }
    public ReadOnlyStringProperty errorProperty() { return error.getReadOnlyProperty(); }
    /** Pods per version in each run (empty before a comparison ran). */
    public ReadOnlyObjectProperty<PodVersions.Rollout> naiveVersionsProperty() { return naiveVersions.getReadOnlyProperty(); }
    public ReadOnlyObjectProperty<PodVersions.Rollout> contractVersionsProperty() { return contractVersions.getReadOnlyProperty(); }
    /** The simulated time shown on the shared clock: its event's, or the horizon at the runs' end. */
    public ReadOnlyLongProperty timeMsProperty() { return timeMs.getReadOnlyProperty(); }
}
