package io.boundarylab.episodes.run;

/**
 * A status field took a new value because of a trace event.
 *
 * @param fieldId the field
 * @param label   its label ("Log helper")
 * @param value   the new value ("placed on node-2")
 * @param seq     the event that caused it
 * @param tMs     that event's time; for a conclusion drawn when the run is over, the run's end time
 */
public record StatusChange(String fieldId, String label, String value, long seq, long tMs) { }
