package io.boundarylab.bridge.replay;

import io.boundarylab.bridge.experiment.KernelRun;
import io.boundarylab.bridge.experiment.Variant;
import io.boundarylab.bridge.sandbox.RunCleaner;
import io.boundarylab.engine.cluster.Guarantee;
import io.boundarylab.engine.contract.Verdict;

import java.util.List;
import java.util.Map;

/**
 * One experiment variant replayed on the kernel, judged, and compared with the simulation.
 *
 * @param kernel     the contract checker's verdicts on the kernel's trace
 * @param simulation the simulation's verdicts for the same episode and variant (empty if unknown)
 * @param compared   the guarantees the experiment exercises: agreement is judged on these
 * @param agree      whether kernel and simulation give the same outcome on every compared guarantee
 * @param cleanup    what the run's clean-up removed (nothing must be left)
 */
public record Replay(String episode, Variant variant, KernelRun run, Map<Guarantee, Verdict> kernel,
                     Map<Guarantee, Verdict> simulation, List<Guarantee> compared, boolean agree, RunCleaner.Outcome cleanup) {

    public Replay {
        kernel = Map.copyOf(kernel);
        simulation = Map.copyOf(simulation);
        compared = List.copyOf(compared);
    }

    /** Whether kernel and simulation agree on one guarantee (false if the simulation has no verdict). */
    public boolean agrees(Guarantee g) {
        Verdict s = simulation.get(g);
        Verdict k = kernel.get(g);
        return s != null && k != null && s.outcome() == k.outcome();
    }
}
