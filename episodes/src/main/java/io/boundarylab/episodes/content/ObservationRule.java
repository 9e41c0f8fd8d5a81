package io.boundarylab.episodes.content;

import io.boundarylab.episodes.predicate.Predicate;

/**
 * One observation a run may produce: its text is shown when the predicate holds on the run.
 *
 * @param id   stable id
 * @param when the condition on the run's trace and result
 * @param text what the learner reads; {@code {seq}} and {@code {time}} name the deciding event
 */
public record ObservationRule(String id, Predicate when, String text) { }
