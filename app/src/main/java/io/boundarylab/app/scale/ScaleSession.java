package io.boundarylab.app.scale;

import io.boundarylab.engine.ClusterSimulation;
import io.boundarylab.engine.trace.TraceEvent;
import java.util.ArrayList;
import java.util.List;

/**
 * One at-scale run being played: the engine, which runs ahead in chunks; a leading aggregate
 * folded over everything it produced, copied into a checkpoint every {@code checkpointEvery}
 * events; and a cursor aggregate at the position being shown. Seeking copies the nearest
 * checkpoint at or before the target and re-applies the events from there, so a seek costs at
 * most one checkpoint interval of events whatever the trace's length.
 *
 * <p>The number of checkpoints is bounded: when there are more than {@link #MAX_CHECKPOINTS},
 * every other one is dropped and the interval doubles, so memory stays flat as the trace grows.
 *
 * <p>Not thread-safe: the engine, its trace and both aggregates belong to one thread at a time
 * (the at-scale worker); other threads only ever see {@link ScaleFrame}s.
 */
public final class ScaleSession {
    public static final int DEFAULT_CHECKPOINT_EVERY = 4_096;
    public static final int MAX_CHECKPOINTS = 64;

    private final AtScaleScenario generated;
    private final ScaleLayout layout;
    private final ClusterSimulation simulation;
    private final List<TraceEvent> trace;
    private final long horizonMs;
    private final ScaleAggregate lead;
    private final List<ScaleAggregate> checkpoints = new ArrayList<>();
    private int checkpointEvery;
    private ScaleAggregate cursor;
    private boolean done;

    public ScaleSession(AtScaleScenario generated) {
        this(generated, DEFAULT_CHECKPOINT_EVERY);
    }

    public ScaleSession(AtScaleScenario generated, int checkpointEvery) {
        if (checkpointEvery < 1) {
            throw new IllegalArgumentException("checkpointEvery must be positive: " + checkpointEvery);
        }
        if (!generated.scenario().platform().atomicPlacement()) {
            // The fold reserves whole pods; per-container placement would need per-container requests.
            throw new IllegalArgumentException("the at-scale view folds whole-pod placement only");
        }
        this.generated = generated;
        this.layout = new ScaleLayout(generated);
        this.simulation = new ClusterSimulation(generated.scenario());
        this.trace = simulation.trace();
        this.horizonMs = layout.horizonMs();
        this.checkpointEvery = checkpointEvery;
        this.lead = new ScaleAggregate(layout);
        checkpoints.add(lead.copy());
        this.cursor = lead.copy();
    }

    public AtScaleScenario generated() { return generated; }
    public ScaleLayout layout() { return layout; }
    /** Whether the engine has run to the horizon. */
    public boolean engineDone() { return done; }
    /** Events produced so far. */
    public int eventsComputed() { return trace.size(); }
    /** The current checkpoint interval in events. */
    public int checkpointEvery() { return checkpointEvery; }
    public int checkpointCount() { return checkpoints.size(); }

    /** Every event at or before this time has been produced (-1 before anything ran). */
    public long computedMs() {
        if (done) {
            return horizonMs;
        }
        long next = simulation.peekNextTime();
        return Math.min(next - 1, horizonMs);
    }

    /**
     * Runs up to {@code maxActions} engine actions (an action may publish many events), then folds
     * what they published. Returns the number of new events.
     */
    public int runAhead(int maxActions) {
        int before = trace.size();
        if (!done) {
            int steps = 0;
            while (steps < maxActions && simulation.peekNextTime() <= horizonMs) {
                simulation.step();
                steps++;
            }
            if (simulation.peekNextTime() > horizonMs) {
                simulation.runUntil(horizonMs);
                done = true;
            }
        }
        foldLead();
        return trace.size() - before;
    }

    /** Runs the engine to its horizon (tests and measurements). */
    public void runToEnd() {
        while (!done) {
            runAhead(Integer.MAX_VALUE);
        }
    }

    private void foldLead() {
        int size = trace.size();
        while (lead.events() < size) {
            long next = (long) checkpoints.size() * checkpointEvery;
            int to = (int) Math.min(size, next);
            lead.applyAll(trace, lead.events(), to);
            if (lead.events() == next) {
                checkpoints.add(lead.copy());
                if (checkpoints.size() > MAX_CHECKPOINTS) {
                    thin();
                }
            }
        }
    }

    private void thin() {
        List<ScaleAggregate> kept = new ArrayList<>();
        for (int i = 0; i < checkpoints.size(); i += 2) {
            kept.add(checkpoints.get(i));
        }
        checkpoints.clear();
        checkpoints.addAll(kept);
        checkpointEvery *= 2;
    }

    /** The number of produced events at or before {@code timeMs}. */
    public int eventsUpTo(long timeMs) {
        int lo = 0;
        int hi = lead.events();
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (trace.get(mid).tMs() <= timeMs) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        return lo;
    }

    /**
     * The cluster after the first {@code index} events (clamped to those produced). The returned
     * aggregate is the session's cursor: read it before the next seek.
     */
    public ScaleAggregate seekToEvent(int index) {
        int target = Math.max(0, Math.min(index, lead.events()));
        int from = cursor.events();
        int nearest = Math.min(target / checkpointEvery, checkpoints.size() - 1);
        int checkpointAt = nearest * checkpointEvery;
        // Going forward from where the cursor is beats restoring when it is at least as close.
        if (from > target || from < checkpointAt) {
            cursor = checkpoints.get(nearest).copy();
        }
        cursor.applyAll(trace, cursor.events(), target);
        return cursor;
    }

    /** The frame at simulated time {@code timeMs}, clamped to what the engine has produced. */
    public ScaleFrame frameAt(long timeMs) {
        long shown = Math.max(0, Math.min(timeMs, Math.max(0, computedMs())));
        ScaleAggregate a = seekToEvent(eventsUpTo(shown));
        return new ScaleFrame(a, shown, trace.size(), computedMs(), done);
    }

    /**
     * The frame after the first {@code index} events (clamped to those produced), shown at the
     * time of the last of them. Within one instant this can show part of it: the scrubber uses
     * times; this is for stepping through events and for measuring seeks.
     */
    public ScaleFrame frameAtEvent(int index) {
        ScaleAggregate a = seekToEvent(index);
        return new ScaleFrame(a, a.timeMs(), trace.size(), computedMs(), done);
    }

    /** The engine's simulation (tests compare the fold with the engine's own node state). */
    ClusterSimulation simulation() {
        return simulation;
    }

    /** The trace so far (a live view; read it on the session's thread only). */
    List<TraceEvent> trace() {
        return trace;
    }
}
