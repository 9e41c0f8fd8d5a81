package io.boundarylab.episodes.run;

/**
 * A status field took a new value because of a trace event, or because of what the whole run showed.
 *
 * @param fieldId the field
 * @param label   its label ("Log helper")
 * @param value   the new value ("placed on node-2")
 * @param seq     the event after which the new value is shown: the event that caused it, or for a
 *                conclusion drawn when the run is over, the run's last event
 * @param tMs     that event's own time
 * @param atEndMs for a conclusion drawn when the run is over ({@code atEnd} rules), the run's end, its
 *                horizon; null for a value an event set. Such a conclusion has no event of its own: the
 *                last event is only where it starts to be shown, and may lie well before the end.
 */
public record StatusChange(String fieldId, String label, String value, long seq, long tMs, Long atEndMs) {

    /** Whether the value is a conclusion about the whole run rather than an event's effect. */
    public boolean atEnd() {
        return atEndMs != null;
    }
}
