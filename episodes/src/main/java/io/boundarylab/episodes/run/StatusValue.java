package io.boundarylab.episodes.run;

/**
 * A status field's value at some point of a run.
 *
 * @param fieldId  the field
 * @param label    its label
 * @param value    its value then, or null before the run's first event (see {@link #notRun})
 * @param sinceSeq the event that set it, or null while it still has its initial value and for a
 *                 conclusion about the whole run
 * @param sinceMs  that event's own simulated time, or null with {@code sinceSeq}: a stamp reads
 *                 "#26 at 0:30", the number and the time of one and the same event
 * @param atEndMs  for a conclusion drawn when the run is over, the run's end ("at the end of the run,
 *                 0:20"); null otherwise
 */
public record StatusValue(String fieldId, String label, String value, Long sinceSeq, Long sinceMs, Long atEndMs) {

    /** The field before any event set it. */
    public static StatusValue initial(String fieldId, String label, String value) {
        return new StatusValue(fieldId, label, value, null, null, null);
    }

    /**
     * The field before a run has shown any event: no value at all, not even the investigation's
     * initial one, because nothing the learner sees yet shows that value.
     */
    public static StatusValue notRun(String fieldId, String label) {
        return new StatusValue(fieldId, label, null, null, null, null);
    }

    /** A value an event set, stamped with that event. */
    public static StatusValue since(String fieldId, String label, String value, long seq, long tMs) {
        return new StatusValue(fieldId, label, value, seq, tMs, null);
    }

    /** True for {@link #notRun}: the field states no fact yet. */
    public boolean notRun() {
        return value == null;
    }

    /** The field as a change left it: stamped with its event, or with the run's end for a conclusion. */
    public static StatusValue of(StatusChange c) {
        return c.atEnd() ? new StatusValue(c.fieldId(), c.label(), c.value(), null, null, c.atEndMs())
                : since(c.fieldId(), c.label(), c.value(), c.seq(), c.tMs());
    }
}
