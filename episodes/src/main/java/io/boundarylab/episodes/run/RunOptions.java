package io.boundarylab.episodes.run;

import io.boundarylab.engine.Simulator;

import java.util.List;

/**
 * How to run a variant beyond what its scenario says.
 *
 * @param seed      a seed replacing the scenario's, or null to keep it
 * @param faults    faults added to the scenario's actions
 * @param maxEvents the run's event budget (see docs/limits.md)
 */
public record RunOptions(Long seed, List<FaultAction> faults, long maxEvents) {

    public static final RunOptions DEFAULT = new RunOptions(null, List.of());

    public RunOptions {
        faults = List.copyOf(faults);
        if (maxEvents < 1) throw new IllegalArgumentException("the event budget must be at least 1, not " + maxEvents);
    }

    /** Options with the default event budget. */
    public RunOptions(Long seed, List<FaultAction> faults) {
        this(seed, faults, Simulator.DEFAULT_MAX_EVENTS);
    }

    public RunOptions withSeed(long s) {
        return new RunOptions(s, faults, maxEvents);
    }

    public RunOptions withMaxEvents(long max) {
        return new RunOptions(seed, faults, max);
    }

    public RunOptions withFault(FaultAction f) {
        List<FaultAction> all = new java.util.ArrayList<>(faults);
        all.add(f);
        return new RunOptions(seed, all, maxEvents);
    }
}
