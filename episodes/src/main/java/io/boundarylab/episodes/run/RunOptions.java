package io.boundarylab.episodes.run;

import java.util.List;

/**
 * How to run a variant beyond what its scenario says.
 *
 * @param seed   a seed replacing the scenario's, or null to keep it
 * @param faults faults added to the scenario's actions
 */
public record RunOptions(Long seed, List<FaultAction> faults) {

    public static final RunOptions DEFAULT = new RunOptions(null, List.of());

    public RunOptions {
        faults = List.copyOf(faults);
    }

    public RunOptions withSeed(long s) {
        return new RunOptions(s, faults);
    }

    public RunOptions withFault(FaultAction f) {
        List<FaultAction> all = new java.util.ArrayList<>(faults);
        all.add(f);
        return new RunOptions(seed, all);
    }
}
