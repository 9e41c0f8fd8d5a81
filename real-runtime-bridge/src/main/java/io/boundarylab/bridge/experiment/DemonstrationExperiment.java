package io.boundarylab.bridge.experiment;

import io.boundarylab.engine.cluster.Guarantee;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * A kernel demonstration rather than an episode's two-sided experiment: one pod, run as the
 * contract runs it, showing what the kernel does (ceilings, what {@code free} reports, root in a
 * user namespace, one shared kernel) with no guarantee under test. Every one needs a pod sandbox
 * with its memory ceiling and group kill; some need more.
 */
abstract class DemonstrationExperiment implements Experiment {
    private final String id;
    private final Set<Requirement> requirements;

    DemonstrationExperiment(String id, Requirement... beyondThePod) {
        this.id = id;
        this.requirements = EnumSet.of(Requirement.PRIVILEGE, Requirement.TOOLS, Requirement.NETWORK_NAMESPACE,
                Requirement.MOUNT_NAMESPACE, Requirement.MEMORY_AND_PIDS_CEILINGS, Requirement.GROUP_KILL);
        this.requirements.addAll(java.util.Arrays.asList(beyondThePod));
    }

    @Override
    public final String id() {
        return id;
    }

    @Override
    public final List<Variant> variants() {
        return List.of(Variant.CONTRACT);
    }

    @Override
    public final Set<Guarantee> guarantees() {
        return EnumSet.noneOf(Guarantee.class);
    }

    @Override
    public final Set<Requirement> requirements() {
        return EnumSet.copyOf(requirements);
    }
}
