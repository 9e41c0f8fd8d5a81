package io.boundarylab.engine.contract;

import java.util.List;

/**
 * What the contract checker concluded about one guarantee, with the trace events that prove it.
 *
 * @param outcome  holds, violated or not exercised
 * @param evidence sequence numbers of the events that prove the outcome
 * @param summary  one sentence a learner can read
 */
public record Verdict(Outcome outcome, List<Long> evidence, String summary) {

    public Verdict {
        evidence = List.copyOf(evidence);
    }

    /** The three possible outcomes, with their format names. */
    public enum Outcome {
        HOLDS("holds"), VIOLATED("violated"), NOT_EXERCISED("not-exercised");

        private final String key;

        Outcome(String key) { this.key = key; }

        /** The name used in the result format. */
        public String key() { return key; }
    }
}
