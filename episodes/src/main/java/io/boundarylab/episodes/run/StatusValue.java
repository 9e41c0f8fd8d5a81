package io.boundarylab.episodes.run;

/**
 * A status field's value at some point of a run.
 *
 * @param fieldId  the field
 * @param label    its label
 * @param value    its value then
 * @param sinceSeq the event that set it, or null while it still has its initial value
 */
public record StatusValue(String fieldId, String label, String value, Long sinceSeq) { }
