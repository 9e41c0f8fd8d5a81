package io.boundarylab.app.support;

import io.boundarylab.engine.scenario.Scenario;
import io.boundarylab.engine.scenario.ScenarioException;
import io.boundarylab.engine.scenario.ScenarioReader;

/** The scenarios the playground's tests start from. */
public final class PlaygroundFixtures {
    /**
     * One node, one pod {@code web-app} whose one container {@code web} listens on 8080 and runs
     * until stopped, with every guarantee on and the pod's restart policy left to its default.
     */
    public static final String ONE_POD_YAML = """
            scenario: mine
            seed: 3
            until: 30s
            platform: {atomicPlacement: true, startupOrdering: true, sharedIdentity: true, sharedStorage: true, sharedFate: true}
            nodes:
              - {name: node-1, allocatable: {cpu: "2", memory: 4Gi}}
            pods:
              - apiVersion: v1
                kind: Pod
                metadata: {name: web-app}
                spec:
                  containers:
                    - name: web
                      image: web:v1
                      x-sim:
                        steps:
                          - listen: 8080
                          - run: forever
            """;

    private PlaygroundFixtures() {
    }

    /** {@link #ONE_POD_YAML} as the reader makes it. */
    public static Scenario onePod() throws ScenarioException {
        return ScenarioReader.parse(ONE_POD_YAML, "one-pod.yaml");
    }
}
