package io.boundarylab.engine.scenario;

/** Scheduler options: the scoring strategy (LeastAllocated spreads, MostAllocated packs). */
public record SchedulerConfig(Scoring scoring) {
    public static final SchedulerConfig DEFAULT = new SchedulerConfig(Scoring.LeastAllocated);

    /** Kubernetes' NodeResourcesFit scoring strategies. */
    public enum Scoring {
        LeastAllocated, MostAllocated
    }
}
