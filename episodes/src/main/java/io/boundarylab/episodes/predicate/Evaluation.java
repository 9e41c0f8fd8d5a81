package io.boundarylab.episodes.predicate;

/**
 * Whether a predicate holds on a run, and the event that shows it.
 *
 * @param holds       the predicate's value
 * @param evidenceSeq the trace event that decides it (the first that makes it true, or the one that
 *                    breaks it), or null when no single event does (something that never happened)
 */
public record Evaluation(boolean holds, Long evidenceSeq) {

    public static Evaluation of(boolean holds, Long evidenceSeq) {
        return new Evaluation(holds, evidenceSeq);
    }

    /** The opposite value, with the same evidence. */
    public Evaluation negate() {
        return new Evaluation(!holds, evidenceSeq);
    }
}
