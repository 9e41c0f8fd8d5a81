package io.boundarylab.episodes.predicate;

import io.boundarylab.engine.result.RequestCount;

import io.boundarylab.engine.scenario.MemberRef;
import io.boundarylab.engine.cluster.Guarantee;
import io.boundarylab.engine.contract.Verdict;
import io.boundarylab.engine.trace.TraceEvent;

import java.util.List;

/**
 * What a predicate may look at: the trace and the result of one run, nothing else. Every status
 * value, observation and prediction check is computed from these facts.
 */
public interface RunFacts {

    /** The run's trace, in order. */
    List<TraceEvent> trace();

    /**
     * The requests a client container ({@code "pod/container"}) sent, each counted once, from the
     * result's metrics (the trace samples request events, so counting events would undercount).
     * All zero when that container sent none.
     */
    RequestCount requests(MemberRef client);

    /** Lines shipped by a container ({@code "pod/container"}), from the result's metrics. */
    long linesShipped(MemberRef member);

    /**
     * When the run started on its trace's clock: 0 for a run of its own, later for a run replayed
     * inside the synthesis trace. Measurements of time count from here.
     */
    default long startMs() {
        return 0;
    }

    /** The contract checker's verdict on one guarantee for this run. */
    Verdict verdict(Guarantee guarantee);

    /**
     * Whether faults were added to this run on cue (by the learner or by a class code): such a run
     * is not the one a prediction was made for, so it decides none of its claims (decision 0012).
     */
    default boolean faulted() {
        return false;
    }
}
