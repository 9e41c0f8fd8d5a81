package io.boundarylab.episodes.content;

import io.boundarylab.engine.cluster.Guarantee;
import io.boundarylab.engine.cluster.Platform;
import io.boundarylab.engine.scenario.Scenario;

import java.util.Objects;

/**
 * One way to run an experiment: a scenario in the engine's format, read once when the content
 * loads. Nothing downstream reads the scenario's text again: runs, fault injection and the
 * cluster view all start from {@link #scenario()}.
 *
 * @param id           {@code naive}, {@code contract}, or an extra variant's id
 * @param label        the mode switch's label ("Separate placement")
 * @param description  what differs in this variant, one sentence
 * @param scenarioFile the scenario's path relative to the content folder (forward slashes)
 * @param scenario     the scenario as the engine read it (it declares a horizon)
 * @param guarantee    the guarantee the episode is about, which this variant sets on or off; null when
 *                     the episode's runs differ in what they run, not in a guarantee
 */
public record Variant(String id, String label, String description, String scenarioFile,
                      Scenario scenario, Guarantee guarantee) {

    public Variant {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(scenario, "scenario");
    }

    /** The platform the scenario declares. */
    public Platform platform() {
        return scenario.platform();
    }

    /** Whether the platform enforces the episode's guarantee in this variant. */
    public boolean guaranteeOn() {
        return guarantee != null && scenario.platform().enforces(guarantee);
    }
}
