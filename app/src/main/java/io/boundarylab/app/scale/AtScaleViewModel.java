package io.boundarylab.app.scale;

import io.boundarylab.app.playback.Transport;
import io.boundarylab.engine.cluster.state.PodPhase;
import io.boundarylab.engine.trace.EventType;
import java.util.List;
import java.util.concurrent.Executor;
import java.util.function.Supplier;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyDoubleWrapper;
import javafx.beans.property.ReadOnlyLongProperty;
import javafx.beans.property.ReadOnlyLongWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

/**
 * The at-scale view's state and intents. Lives on the FX thread; the engine and the fold run in a
 * {@link ScaleDriver} on the executor given. Time comes from outside, one {@link #tick(long)} per
 * video frame: it moves the playhead while playing, asks the driver for that time and takes the
 * newest frame, the one hand-over of the frame. A tick while paused only takes frames.
 *
 * <p>Speed is simulated seconds per wall second. The playhead never passes what the engine has
 * computed: when it catches up it waits there.
 */
public final class AtScaleViewModel implements AutoCloseable {
    /** Simulated seconds per wall second the speed control offers. */
    public static final List<Double> SPEEDS = List.of(1.0, 10.0, 30.0, 60.0, 120.0, 300.0);
    public static final double DEFAULT_SPEED = 60.0;
    public static final long DEFAULT_SEED = 7L;
    /** One press of skip back or forward. */
    public static final long SKIP_MS = 10_000L;
    private static final long RATE_WINDOW_NANOS = 500_000_000L;

    private final ScaleText text;
    private final Executor executor;
    private final ReadOnlyObjectWrapper<ScaleSize> size = new ReadOnlyObjectWrapper<>(this, "size", ScaleSize.DEMO);
    private final ReadOnlyBooleanWrapper loaded = new ReadOnlyBooleanWrapper(this, "loaded", false);
    private final ReadOnlyBooleanWrapper playing = new ReadOnlyBooleanWrapper(this, "playing", false);
    private final ReadOnlyDoubleWrapper speed = new ReadOnlyDoubleWrapper(this, "speed", DEFAULT_SPEED);
    private final ReadOnlyLongWrapper playheadMs = new ReadOnlyLongWrapper(this, "playheadMs", 0);
    private final ReadOnlyLongWrapper horizonMs = new ReadOnlyLongWrapper(this, "horizonMs", 0);
    private final ReadOnlyLongWrapper computedMs = new ReadOnlyLongWrapper(this, "computedMs", 0);
    private final ReadOnlyBooleanWrapper engineDone = new ReadOnlyBooleanWrapper(this, "engineDone", false);
    private final ReadOnlyObjectWrapper<ScaleFrame> frame = new ReadOnlyObjectWrapper<>(this, "frame", null);
    private final ReadOnlyStringWrapper summary = new ReadOnlyStringWrapper(this, "summary", "");
    private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper(this, "status", "");
    private final ReadOnlyDoubleWrapper shownEventsPerSecond = new ReadOnlyDoubleWrapper(this, "shownEventsPerSecond", 0);
    private final ReadOnlyDoubleWrapper engineEventsPerSecond = new ReadOnlyDoubleWrapper(this, "engineEventsPerSecond", 0);
    private final ReadOnlyObjectWrapper<Throwable> error = new ReadOnlyObjectWrapper<>(this, "error", null);
    private final BooleanBinding canPlay;
    private ScaleDriver driver;
    private double playheadExact;
    private long lastRequested = Long.MIN_VALUE;
    private long rateWindowNanos;
    private int rateShownStart;
    private int rateComputedStart;
    private long wallSinceLoadNanos;

    public AtScaleViewModel(ScaleText text, Executor executor) {
        this.text = text;
        this.executor = executor;
        canPlay = loaded.and(error.isNull()).and(playheadMs.lessThan(horizonMs));
        status.set(text.get("scale.status.idle"));
        summary.set(text.get("scale.summary.none"));
    }

    /** Generates and opens a scenario of this size, one simulated hour, paused at its start. */
    public void load(ScaleSize newSize, long seed) {
        load(newSize, () -> AtScaleScenarios.generate(newSize, seed));
    }

    /** Opens a generated scenario, paused at its start (the scenario is built on the worker). */
    public void load(ScaleSize newSize, Supplier<AtScaleScenario> scenario) {
        closeDriver();
        pause();
        size.set(newSize);
        frame.set(null);
        error.set(null);
        playheadExact = 0;
        playheadMs.set(0);
        computedMs.set(0);
        engineDone.set(false);
        horizonMs.set(0);
        lastRequested = Long.MIN_VALUE;
        rateWindowNanos = 0;
        rateShownStart = 0;
        rateComputedStart = 0;
        wallSinceLoadNanos = 0;
        shownEventsPerSecond.set(0);
        engineEventsPerSecond.set(0);
        loaded.set(true);
        status.set(text.get("scale.status.generating", newSize.nodes(), newSize.pods()));
        summary.set(text.get("scale.summary.none"));
        driver = new ScaleDriver(() -> new ScaleSession(scenario.get()), executor);
        request(0);
        takeFrame();
    }

    public void play() {
        if (canPlay.get()) {
            playing.set(true);
        }
    }

    public void pause() {
        playing.set(false);
    }

    public void togglePlay() {
        if (playing.get()) {
            pause();
        } else {
            play();
        }
    }

    /** Shows simulated time {@code ms} (clamped to the horizon); playing goes on from there if it was on. */
    public void seek(long ms) {
        if (!loaded.get()) {
            return;
        }
        long max = horizonMs.get() > 0 ? horizonMs.get() : Long.MAX_VALUE;
        long target = Math.max(0, Math.min(ms, max));
        playheadExact = target;
        playheadMs.set(target);
        request(target);
        takeFrame();
    }

    public void skip(long deltaMs) {
        seek(playheadMs.get() + deltaMs);
    }

    public void toStart() {
        seek(0);
    }

    /** To the end of what the engine has computed so far. */
    public void toEnd() {
        seek(computedMs.get());
    }

    public void setSpeed(double value) {
        speed.set(Math.max(SPEEDS.get(0), Math.min(SPEEDS.get(SPEEDS.size() - 1), value)));
    }

    public void faster() {
        for (double s : SPEEDS) {
            if (s > speed.get()) {
                speed.set(s);
                return;
            }
        }
    }

    public void slower() {
        for (int i = SPEEDS.size() - 1; i >= 0; i--) {
            if (SPEEDS.get(i) < speed.get()) {
                speed.set(SPEEDS.get(i));
                return;
            }
        }
    }

    /** One video frame: move the playhead while playing, ask for it, take the newest frame. */
    public void tick(long elapsedNanos) {
        if (driver == null) {
            return;
        }
        wallSinceLoadNanos += elapsedNanos;
        if (playing.get()) {
            playheadExact += elapsedNanos / 1e6 * speed.get();
            // Wait for the engine rather than show what it has not computed yet.
            playheadExact = Math.min(playheadExact, Math.max(0, computedMs.get()));
            if (horizonMs.get() > 0 && playheadExact >= horizonMs.get()) {
                playheadExact = horizonMs.get();
                pause();
            }
            playheadMs.set((long) playheadExact);
            request(playheadMs.get());
        }
        takeFrame();
        measureRates(elapsedNanos);
    }

    private void request(long ms) {
        if (ms != lastRequested && driver != null) {
            lastRequested = ms;
            driver.request(ms);
        }
    }

    private void takeFrame() {
        if (driver == null) {
            return;
        }
        Throwable failure = driver.error();
        if (failure != null && error.get() == null) {
            error.set(failure);
            pause();
            status.set(text.get("scale.status.error", String.valueOf(failure)));
            return;
        }
        ScaleFrame f = driver.poll();
        if (f == null) {
            return;
        }
        horizonMs.set(f.horizonMs());
        computedMs.set(Math.max(0, f.computedMs()));
        engineDone.set(f.engineDone());
        frame.set(f);
        summary.set(describe(f));
        status.set(f.engineDone()
                ? text.get("scale.status.done", f.eventsComputed(), ScaleText.clock(f.horizonMs()))
                : text.get("scale.status.running", f.eventsComputed(), ScaleText.clock(f.computedMs())));
    }

    private void measureRates(long elapsedNanos) {
        ScaleFrame f = frame.get();
        if (f == null) {
            return;
        }
        rateWindowNanos += elapsedNanos;
        if (rateWindowNanos < RATE_WINDOW_NANOS) {
            return;
        }
        double seconds = rateWindowNanos / 1e9;
        shownEventsPerSecond.set(Math.max(0, f.eventIndex() - rateShownStart) / seconds);
        engineEventsPerSecond.set(Math.max(0, f.eventsComputed() - rateComputedStart) / seconds);
        rateShownStart = f.eventIndex();
        rateComputedStart = f.eventsComputed();
        rateWindowNanos = 0;
    }

    /** The frame in words: the canvas's accessible text, and what a screen reader reads. */
    String describe(ScaleFrame f) {
        int nodes = f.nodeCount();
        StringBuilder bins = new StringBuilder();
        for (int b = 0; b < ScaleFrame.BIN_COUNT; b++) {
            if (b > 0) {
                bins.append(", ");
            }
            bins.append(text.get("scale.bin.count", text.get("scale.bin." + b), f.binCount(b)));
        }
        List<EventType> busiest = f.summaryTypes();
        StringBuilder types = new StringBuilder();
        for (int i = 0; i < Math.min(3, busiest.size()); i++) {
            if (i > 0) {
                types.append(", ");
            }
            types.append(text.get("scale.event.count", busiest.get(i).name(), f.summaryCount(busiest.get(i))));
        }
        StringBuilder zones = new StringBuilder();
        for (int z = 0; z < f.layout().zones().size(); z++) {
            zones.append(z > 0 ? ", " : "").append(text.get("scale.zone.pods", f.layout().zones().get(z), f.zonePods(z)));
        }
        return text.get("scale.summary", ScaleText.clock(f.timeMs()), ScaleText.clock(f.horizonMs()), nodes,
                f.failedNodes(), bins.toString(), f.phaseCount(PodPhase.RUNNING), f.phaseCount(PodPhase.PENDING),
                f.phaseCount(PodPhase.SUCCEEDED), f.phaseCount(PodPhase.FAILED), f.backOffPods(),
                ScaleText.clock(f.summarySecond() * 1000), f.summaryTotal(),
                types.length() == 0 ? text.get("scale.event.none") : types.toString(),
                f.replicasRunning(), f.desiredReplicas(), f.evictedPods(), zones.toString());
    }

    /** Stops the worker and forgets the scenario; every property back to its initial value. */
    public void reset() {
        closeDriver();
        playing.set(false);
        loaded.set(false);
        size.set(ScaleSize.DEMO);
        speed.set(DEFAULT_SPEED);
        playheadExact = 0;
        playheadMs.set(0);
        horizonMs.set(0);
        computedMs.set(0);
        engineDone.set(false);
        frame.set(null);
        error.set(null);
        shownEventsPerSecond.set(0);
        engineEventsPerSecond.set(0);
        lastRequested = Long.MIN_VALUE;
        status.set(text.get("scale.status.idle"));
        summary.set(text.get("scale.summary.none"));
    }

    @Override
    public void close() {
        closeDriver();
        pause();
    }

    private void closeDriver() {
        if (driver != null) {
            driver.close();
            driver = null;
        }
    }

    public ScaleText text() { return text; }
    public ReadOnlyObjectProperty<ScaleSize> sizeProperty() { return size.getReadOnlyProperty(); }
    public ReadOnlyBooleanProperty loadedProperty() { return loaded.getReadOnlyProperty(); }
    public ReadOnlyBooleanProperty playingProperty() { return playing.getReadOnlyProperty(); }
    public ReadOnlyDoubleProperty speedProperty() { return speed.getReadOnlyProperty(); }
    public ReadOnlyLongProperty playheadMsProperty() { return playheadMs.getReadOnlyProperty(); }
    public ReadOnlyLongProperty horizonMsProperty() { return horizonMs.getReadOnlyProperty(); }
    /** Every event at or before this simulated time has been computed. */
    public ReadOnlyLongProperty computedMsProperty() { return computedMs.getReadOnlyProperty(); }
    public ReadOnlyBooleanProperty engineDoneProperty() { return engineDone.getReadOnlyProperty(); }
    /** The frame shown, or null before the first. */
    public ReadOnlyObjectProperty<ScaleFrame> frameProperty() { return frame.getReadOnlyProperty(); }
    /** The shown frame in words, updated with every frame. */
    public ReadOnlyStringProperty summaryProperty() { return summary.getReadOnlyProperty(); }
    public ReadOnlyStringProperty statusProperty() { return status.getReadOnlyProperty(); }
    /** Events shown per wall second, over the last half second. */
    public ReadOnlyDoubleProperty shownEventsPerSecondProperty() { return shownEventsPerSecond.getReadOnlyProperty(); }
    /** Events the engine produced per wall second, over the last half second. */
    public ReadOnlyDoubleProperty engineEventsPerSecondProperty() { return engineEventsPerSecond.getReadOnlyProperty(); }
    public ReadOnlyObjectProperty<Throwable> errorProperty() { return error.getReadOnlyProperty(); }
    /** Play is possible: a scenario is open, nothing failed, and the playhead is before the end. */
    public BooleanBinding canPlayProperty() { return canPlay; }
    /** The transport bar's view of the replay: through simulated time, skipping ten seconds each way. */
    public Transport transport() {
        return new Transport(this::toStart, () -> skip(-SKIP_MS), this::togglePlay, () -> skip(SKIP_MS), this::toEnd,
                v -> seek(Math.round(v)), playing, loaded, loaded, playing.or(canPlay), loaded, loaded, loaded,
                playheadMs, horizonMs, SKIP_MS, SPEEDS, speed, this::setSpeed);
    }

    public ScaleFrame frame() { return frame.get(); }
    public boolean isPlaying() { return playing.get(); }
    public long playheadMs() { return playheadMs.get(); }
    public double speed() { return speed.get(); }
}
