package io.boundarylab.bridge.experiment;

import io.boundarylab.bridge.sandbox.Run;
import io.boundarylab.engine.cluster.Guarantee;

import java.util.List;
import java.util.Set;

/** One of the episodes' experiments, replayed with real processes, namespaces and cgroups. */
public interface Experiment {

    /** The episode id: helper, startup-order, identity, fate, ceilings. */
    String id();

    /** The variants it can run: naive and contract, unless it says otherwise. */
    default List<Variant> variants() {
        return List.of(Variant.NAIVE, Variant.CONTRACT);
    }

    /** The guarantees it exercises. */
    Set<Guarantee> guarantees();

    /** What the machine must allow. */
    Set<Requirement> requirements();

    /** Runs one variant inside an open run and returns what the kernel showed. */
    KernelRun run(Run run, Variant variant);
}
