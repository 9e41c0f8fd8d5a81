/**
 * Claims about a run that content declares and the trace decides: events that occur, lines shipped, verdicts, co-location, order.
 */
package io.boundarylab.episodes.predicate;
