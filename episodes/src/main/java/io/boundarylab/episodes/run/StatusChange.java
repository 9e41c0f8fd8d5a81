package io.boundarylab.episodes.run;

/**
 * A status field took a new value because of a trace event.
 *
 * @param fieldId the field
 * @param label   its label ("Log helper")
 * @param value   the new value ("placed on node-2")
 * @param seq     the event that caused it
 * @param tMs     that event's own time (also for a conclusion drawn when the run is over: it is
 *                stamped with the run's last event, so its number and time name the same moment)
 */
public record StatusChange(String fieldId, String label, String value, long seq, long tMs) { }
