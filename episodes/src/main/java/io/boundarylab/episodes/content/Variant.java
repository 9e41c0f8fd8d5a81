package io.boundarylab.episodes.content;

import io.boundarylab.engine.cluster.Guarantee;

/**
 * One way to run an experiment: a scenario file in the engine's format.
 *
 * @param id           {@code naive}, {@code contract}, or an extra variant's id
 * @param label        the mode switch's label ("Separate placement")
 * @param description  what differs in this variant, one sentence
 * @param scenarioFile the scenario's path relative to the content folder (forward slashes)
 * @param scenarioText the scenario as written, so that it can be shown and run
 * @param guarantee    the guarantee this variant sets
 * @param guaranteeOn  whether the platform enforces it in this variant
 */
public record Variant(String id, String label, String description, String scenarioFile,
                      String scenarioText, Guarantee guarantee, boolean guaranteeOn) { }
