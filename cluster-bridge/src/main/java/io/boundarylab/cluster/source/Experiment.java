package io.boundarylab.cluster.source;

import io.boundarylab.engine.cluster.Guarantee;
import io.boundarylab.engine.scenario.Scenario;

/**
 * An experiment to take to a cluster.
 *
 * @param label    how to name it to the learner ({@code helper/naive}, or the file)
 * @param scenario the scenario as the engine reads it
 * @param naive    whether it is exported as the naive design, one Pod per container: an episode's
 *                 variant without the episode's guarantee, or a scenario without atomic placement
 * @param focus    the guarantee the episode is about, or null for a scenario file
 * @param text     the scenario file's text, to place a refusal at its line and column; null for an episode
 */
public record Experiment(String label, Scenario scenario, boolean naive, Guarantee focus, String text) {

    public Experiment(String label, Scenario scenario, boolean naive, Guarantee focus) {
        this(label, scenario, naive, focus, null);
    }
}
