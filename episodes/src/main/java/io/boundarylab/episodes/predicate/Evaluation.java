package io.boundarylab.episodes.predicate;

/**
 * Whether a predicate holds on a run, and the events that show it.
 *
 * @param holds       the predicate's value
 * @param evidenceSeq the trace event that decides it (the first that makes it true, or the one that
 *                    breaks it), or null when no single event does (something that never happened)
 * @param firstSeq    where the evidence starts when it is a span of events (a count, or something
 *                    that never happened over the run: from the first event of the window to
 *                    {@code evidenceSeq}); the same as {@code evidenceSeq} for one event
 */
public record Evaluation(boolean holds, Long evidenceSeq, Long firstSeq) {

    /** A value shown by one event. */
    public Evaluation(boolean holds, Long evidenceSeq) {
        this(holds, evidenceSeq, evidenceSeq);
    }

    public static Evaluation of(boolean holds, Long evidenceSeq) {
        return new Evaluation(holds, evidenceSeq);
    }

    /** A value shown by the events from {@code firstSeq} to {@code lastSeq}. */
    public static Evaluation span(boolean holds, Long firstSeq, Long lastSeq) {
        return new Evaluation(holds, lastSeq, firstSeq == null ? lastSeq : firstSeq);
    }

    /** The opposite value, with the same evidence. */
    public Evaluation negate() {
        return new Evaluation(!holds, evidenceSeq, firstSeq);
    }
}
