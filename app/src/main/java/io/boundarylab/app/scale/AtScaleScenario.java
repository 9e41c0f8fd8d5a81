package io.boundarylab.app.scale;

import io.boundarylab.engine.scenario.Scenario;
import java.util.List;

/**
 * A generated at-scale scenario and what the engine's scenario has no field for: which zone each
 * node is in and which zone fails.
 *
 * @param zones        zone names in order
 * @param nodeZone     for each node of {@code scenario.nodes()}, the index of its zone in {@code zones}
 * @param failedZone   the index of the zone whose nodes fail
 * @param zoneFailureMs when they fail
 */
public record AtScaleScenario(Scenario scenario, ScaleSize size, List<String> zones, int[] nodeZone, int failedZone,
                              long zoneFailureMs) {
    public AtScaleScenario {
        zones = List.copyOf(zones);
        nodeZone = nodeZone.clone();
    }

    /** The zone index of node {@code i}. */
    public int zoneOf(int node) {
        return nodeZone[node];
    }
}
