package io.boundarylab.app.classroom;

import io.boundarylab.episodes.run.FaultAction;
import io.boundarylab.episodes.run.RunOptions;

import java.util.List;
import java.util.Objects;

/**
 * What a class code stands for: which investigation, which version of its content (the same in every language), the seed every
 * run uses, the faults injected on cue, and the episodes the instructor assigned.
 *
 * @param investigationId the investigation's id ({@code node-execution-principles})
 * @param classVersion    the content's class version (see {@code ClassVersion}), the same in every language of
 *                        the content; a code carries its first 20 bits
 * @param seed            the seed replacing each scenario's own, or null to keep them
 * @param episodes        the assigned episodes' ids, in the content's order
 * @param faults          the faults on cue, each in one episode
 */
public record ClassSetup(String investigationId, String classVersion, Long seed, List<String> episodes, List<CueFault> faults) {

    public ClassSetup {
        Objects.requireNonNull(investigationId, "investigationId");
        Objects.requireNonNull(classVersion, "classVersion");
        episodes = List.copyOf(episodes);
        faults = List.copyOf(faults);
    }

    /** A fault on cue in one episode's runs. */
    public record CueFault(String episodeId, FaultAction fault) {
        public CueFault {
            Objects.requireNonNull(episodeId, "episodeId");
            Objects.requireNonNull(fault, "fault");
        }
    }

    /** How to run one of the episode's variants for this class: its seed and its faults, in the order given. */
    public RunOptions runOptions(String episodeId) {
        RunOptions o = seed == null ? RunOptions.DEFAULT : RunOptions.DEFAULT.withSeed(seed);
        for (CueFault f : faults) if (f.episodeId().equals(episodeId)) o = o.withFault(f.fault());
        return o;
    }
}
