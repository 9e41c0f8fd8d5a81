package io.boundarylab.app.playback;

import io.boundarylab.engine.trace.TraceEvent;
import java.util.List;
import java.util.TreeSet;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.binding.ObjectBinding;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyDoubleWrapper;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;

/**
 * Replays a finished trace. {@code position} is how many events are shown: 0 is the state before
 * the first event, {@code size} the state after the last. The trace is computed before playback
 * starts, so speed, pausing and stepping can never change what happens, only when it is shown.
 *
 * <p>A run may last past its last event (request events are sampled; the rest are only counted): then
 * one more place follows the last event, the run's end at its horizon, reached by playing on, a step or
 * End. It shows the state after the last event at the horizon's time, and no event of its own.
 *
 * <p>A trace may be played by whole instants ({@link #loadByInstant}): then a place is only ever the
 * last event of an instant, so the count of events shown is the count of events that happened up to
 * the time shown, and a picture that shows each instant whole reads the same place as the counter.
 *
 * <p>Time comes from outside, one {@link #tick(long)} per frame (see {@link PlaybackClock}); a tick
 * does nothing while paused. Step is enabled only while paused.
 */
public final class PlaybackViewModel {
    /** Events per second of wall time at 1x: slow enough to read each narration line. */
    public static final double EVENTS_PER_SECOND_AT_1X = 2.5;
    public static final double MIN_SPEED = 0.25;
    public static final double MAX_SPEED = 4.0;
    public static final double DEFAULT_SPEED = 1.0;
    /** The speeds offered to the learner. */
    public static final List<Double> SPEEDS = List.of(0.25, 0.5, 1.0, 2.0, 4.0);

    private final ReadOnlyObjectWrapper<List<TraceEvent>> trace = new ReadOnlyObjectWrapper<>(this, "trace", List.of());
    private final ReadOnlyIntegerWrapper size = new ReadOnlyIntegerWrapper(this, "size", 0);
    private final ReadOnlyIntegerWrapper position = new ReadOnlyIntegerWrapper(this, "position", 0);
    private final ReadOnlyBooleanWrapper playing = new ReadOnlyBooleanWrapper(this, "playing", false);
    private final ReadOnlyDoubleWrapper speed = new ReadOnlyDoubleWrapper(this, "speed", DEFAULT_SPEED);
    private final javafx.beans.property.ReadOnlyLongWrapper horizonMs = new javafx.beans.property.ReadOnlyLongWrapper(this, "horizonMs", 0);
    /** The run goes on after its last event, so its end is a place of its own. */
    private final ReadOnlyBooleanWrapper tail = new ReadOnlyBooleanWrapper(this, "tail", false);
    /** The run's end at its horizon is shown (only with a tail; position is then size). */
    private final ReadOnlyBooleanWrapper atHorizon = new ReadOnlyBooleanWrapper(this, "atHorizon", false);
    private final ReadOnlyIntegerWrapper lastStop = new ReadOnlyIntegerWrapper(this, "lastStop", -1);
    private final TreeSet<Integer> checkpoints = new TreeSet<>();
    private final BooleanBinding canStep;
    private final BooleanBinding canStepBack;
    private final BooleanBinding atEnd;
    private final ObjectBinding<TraceEvent> current;
    private final javafx.beans.binding.LongBinding timeShown;
    private final javafx.beans.binding.IntegerBinding place;
    private final javafx.beans.binding.IntegerBinding places;
    private double pendingEvents;
    /** Places are instants' ends only (see {@link #loadByInstant}). */
    private boolean byInstant;

    public PlaybackViewModel() {
        canStep = playing.not().and(position.lessThan(size).or(tail.and(atHorizon.not())));
        canStepBack = playing.not().and(position.greaterThan(0).or(atHorizon));
        atEnd = position.isEqualTo(size).and(tail.not().or(atHorizon));
        current = Bindings.createObjectBinding(
                () -> position.get() == 0 || position.get() > trace.get().size() ? null : trace.get().get(position.get() - 1),
                position, trace);
        timeShown = Bindings.createLongBinding(() -> atHorizon.get() ? horizonMs.get()
                : current.get() == null ? 0 : current.get().tMs(), atHorizon, horizonMs, current);
        place = Bindings.createIntegerBinding(() -> position.get() + (atHorizon.get() ? 1 : 0), position, atHorizon);
        places = Bindings.createIntegerBinding(() -> size.get() + (tail.get() ? 1 : 0), size, tail);
    }

    /** Shows a new trace from its start, paused; the run lasts until its last event. */
    public void load(List<TraceEvent> events) {
        load(events, 0);
    }

    /**
     * Shows a new trace from its start, paused. The run lasts until {@code runHorizonMs} (the scenario's
     * horizon), or its last event if that is later: a run whose request events are sampled goes on after
     * the last event it writes, and the time line is the run's, not the trace's.
     */
    public void load(List<TraceEvent> events, long runHorizonMs) {
        load(events, runHorizonMs, false);
    }

    /**
     * Shows a new trace from its start, paused, to be played instant by instant: every place is the
     * last event of an instant (all events at one simulated time), never one in the middle of it. The
     * side-by-side comparison shows each instant whole on both sides, and so needs its counter to
     * stand where its pictures do.
     */
    public void loadByInstant(List<TraceEvent> events, long runHorizonMs) {
        load(events, runHorizonMs, true);
    }

    private void load(List<TraceEvent> events, long runHorizonMs, boolean wholeInstants) {
        pause();
        byInstant = wholeInstants;
        atHorizon.set(false);
        long lastMs = events.isEmpty() ? 0 : events.get(events.size() - 1).tMs();
        horizonMs.set(Math.max(runHorizonMs, lastMs));
        tail.set(!events.isEmpty() && runHorizonMs > lastMs);
        // Position first: listeners must never see a position beyond the trace they read.
        position.set(0);
        trace.set(List.copyOf(events));
        size.set(events.size());
        pendingEvents = 0;
        lastStop.set(-1);
    }

    /** Positions where playing stops by itself (the synthesis trace's episode boundaries). */
    public void setCheckpoints(List<Integer> positions) {
        checkpoints.clear();
        checkpoints.addAll(positions);
    }

    public void play() {
        if (atEnd.get()) {
            return;
        }
        pendingEvents = 0;
        playing.set(true);
    }

    public void pause() {
        playing.set(false);
        pendingEvents = 0;
    }

    public void togglePlay() {
        if (playing.get()) {
            pause();
        } else {
            play();
        }
    }

    /** One event forward; only while paused. */
    public void step() {
        if (canStep.get()) {
            if (position.get() < size.get()) {
                position.set(instantEndFrom(position.get() + 1));
            } else {
                atHorizon.set(true);
            }
        }
    }

    /** One event back; only while paused. */
    public void stepBack() {
        if (canStepBack.get()) {
            if (atHorizon.get()) {
                atHorizon.set(false);
            } else {
                position.set(instantEndBefore(position.get()));
            }
        }
    }

    /** Shows the state after {@code target} events (clamped); playing continues from there if it was on. */
    public void seek(int target) {
        atHorizon.set(false);
        position.set(instantEndFrom(Math.max(0, Math.min(size.get(), target))));
        pendingEvents = 0;
        if (atEnd.get()) {
            playing.set(false);
        }
    }

    /** Shows a place of the run: an event's, or past the last one the run's end at its horizon (if it has a tail). */
    public void seekPlace(int target) {
        if (tail.get() && target > size.get()) {
            toHorizon();
        } else {
            seek(target);
        }
    }

    private void toHorizon() {
        position.set(size.get());
        atHorizon.set(true);
        pendingEvents = 0;
        playing.set(false);
    }

    public void toStart() {
        seek(0);
    }

    /** The run's end: its horizon when it goes on after its last event, else its last event. */
    public void toEnd() {
        seekPlace(size.get() + 1);
    }

    /** Shows the state right after the event with this sequence number. */
    public void seekToSeq(long seq) {
        List<TraceEvent> events = trace.get();
        for (int i = 0; i < events.size(); i++) {
            if (events.get(i).seq() == seq) {
                seek(i + 1);
                return;
            }
        }
    }

    public void setSpeed(double value) {
        speed.set(Math.max(MIN_SPEED, Math.min(MAX_SPEED, value)));
    }

    /**
     * Advances by the wall time of one frame. Does nothing while paused. Stops at the end and at
     * a checkpoint, so a learner can read what just happened.
     */
    public void tick(long elapsedNanos) {
        if (!playing.get()) {
            return;
        }
        pendingEvents += elapsedNanos / 1e9 * EVENTS_PER_SECOND_AT_1X * speed.get();
        int whole = (int) Math.floor(pendingEvents);
        if (whole <= 0) {
            return;
        }
        pendingEvents -= whole;
        int from = position.get();
        if (tail.get() && from + whole > size.get()) {
            // Past the last event the run goes on without events: its end is the next place.
            Integer checkpoint = checkpoints.higher(from);
            if (checkpoint == null || checkpoint > size.get()) {
                toHorizon();
                return;
            }
        }
        int target = instantEndFrom(Math.min(size.get(), from + whole));
        Integer checkpoint = checkpoints.higher(from);
        if (checkpoint != null && checkpoint <= target) {
            target = checkpoint;
            position.set(target);
            lastStop.set(target);
            pause();
            return;
        }
        position.set(target);
        if (atEnd.get()) {
            pause();
        }
    }

    /** Restores every property to its initial value and forgets the trace. */
    public void reset() {
        pause();
        atHorizon.set(false);
        tail.set(false);
        byInstant = false;
        position.set(0);
        trace.set(List.of());
        horizonMs.set(0);
        size.set(0);
        speed.set(DEFAULT_SPEED);
        lastStop.set(-1);
        checkpoints.clear();
    }

    /**
     * The place that shows {@code p} events, played by instants: the end of the instant of event
     * {@code p} (p itself when events are played one by one, or at 0 and the trace's end).
     */
    private int instantEndFrom(int p) {
        List<TraceEvent> events = trace.get();
        int end = p;
        while (byInstant && end > 0 && end < events.size() && events.get(end).tMs() == events.get(end - 1).tMs()) {
            end++;
        }
        return end;
    }

    /** The place before {@code p}: one event back, or the end of the previous instant when played by instants. */
    private int instantEndBefore(int p) {
        List<TraceEvent> events = trace.get();
        int end = p - 1;
        while (byInstant && end > 0 && events.get(end).tMs() == events.get(end - 1).tMs()) {
            end--;
        }
        return end;
    }

    public ReadOnlyObjectProperty<List<TraceEvent>> traceProperty() { return trace.getReadOnlyProperty(); }
    public ReadOnlyIntegerProperty sizeProperty() { return size.getReadOnlyProperty(); }
    public ReadOnlyIntegerProperty positionProperty() { return position.getReadOnlyProperty(); }
    public ReadOnlyBooleanProperty playingProperty() { return playing.getReadOnlyProperty(); }
    public ReadOnlyDoubleProperty speedProperty() { return speed.getReadOnlyProperty(); }
    /** How long the run lasts, in simulated ms: its horizon (0 with no run). */
    public javafx.beans.property.ReadOnlyLongProperty horizonMsProperty() { return horizonMs.getReadOnlyProperty(); }
    /** The checkpoint where playing last stopped by itself, or -1. */
    public ReadOnlyIntegerProperty lastStopProperty() { return lastStop.getReadOnlyProperty(); }
    /** The transport bar's view of this playback: event by event, at one of the speeds the app offers. */
    public Transport transport() {
        return new Transport(this::toStart, this::stepBack, this::togglePlay, this::step, this::toEnd,
                v -> seekPlace((int) Math.round(v)), playing, position.isNotEqualTo(0).or(atHorizon), canStepBack,
                size.greaterThan(0).and(atEnd.and(playing.not()).not()), canStep, atEnd.not(), size.greaterThan(0),
                place, places, 1, SPEEDS, speed, this::setSpeed);
    }

    public BooleanBinding canStepProperty() { return canStep; }
    public BooleanBinding canStepBackProperty() { return canStepBack; }
    public BooleanBinding atEndProperty() { return atEnd; }
    /** The simulated time shown: the last event's shown, or the horizon at the run's end. */
    public javafx.beans.binding.LongBinding timeShownMsProperty() { return timeShown; }
    /** Whether the run's end at its horizon, after its last event, is shown. */
    public ReadOnlyBooleanProperty atHorizonProperty() { return atHorizon.getReadOnlyProperty(); }
    /** The last event shown, or null before the first. */
    public ObjectBinding<TraceEvent> currentEventProperty() { return current; }

    public List<TraceEvent> trace() { return trace.get(); }
    public int position() { return position.get(); }
    public boolean isPlaying() { return playing.get(); }
    public double speed() { return speed.get(); }
    /** The events shown so far. */
    public List<TraceEvent> shown() { return trace.get().subList(0, position.get()); }
}
