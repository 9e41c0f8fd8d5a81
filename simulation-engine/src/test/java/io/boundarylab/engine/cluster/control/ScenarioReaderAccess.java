package io.boundarylab.engine.cluster.control;

import io.boundarylab.engine.scenario.PodSpec;
import io.boundarylab.engine.scenario.ScenarioException;
import io.boundarylab.engine.scenario.ScenarioReader;

/** Test helper: the template of a scenario's first Deployment, as the reader built it. */
final class ScenarioReaderAccess {
    private ScenarioReaderAccess() {
    }

    static PodSpec deploymentTemplate(String yaml) throws ScenarioException {
        return ScenarioReader.parse(yaml, "t.yaml").workloads().deployments().get(0).template();
    }
}
