package io.boundarylab.engine.scenario;

/**
 * Scheduler options.
 *
 * @param scoring                  LeastAllocated spreads, MostAllocated packs
 * @param percentageOfNodesToScore Kubernetes' setting of the same name: 0 (the default) for its
 *                                 adaptive share on clusters of 100 nodes or more, 1..100 for a
 *                                 fixed share; clusters under 100 nodes are always searched whole
 */
public record SchedulerConfig(Scoring scoring, int percentageOfNodesToScore) {
    public static final SchedulerConfig DEFAULT = new SchedulerConfig(Scoring.LeastAllocated, 0);

    /** A scheduler with the given scoring and Kubernetes' default node sampling. */
    public SchedulerConfig(Scoring scoring) {
        this(scoring, 0);
    }

    /** Kubernetes' NodeResourcesFit scoring strategies. */
    public enum Scoring {
        LeastAllocated, MostAllocated
    }
}
