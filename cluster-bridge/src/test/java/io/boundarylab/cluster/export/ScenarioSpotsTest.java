package io.boundarylab.cluster.export;

import io.boundarylab.engine.scenario.ScenarioReader;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** A refusal is found in the scenario's text: the step of a template's container, a pod's field, a file that does not read. */
public class ScenarioSpotsTest {
    /** A ReplicaSet whose container's second step (22:21) has no faithful form; the command-line tests refuse it too. */
    public static final String TEMPLATE = """
            scenario: burner
            seed: 1
            until: 10s
            nodes:
              - {name: node-1, allocatable: {cpu: "2", memory: 4Gi}}
            replicaSets:
              - apiVersion: apps/v1
                kind: ReplicaSet
                metadata: {name: burner}
                spec:
                  replicas: 1
                  selector: {matchLabels: {app: burner}}
                  template:
                    metadata: {labels: {app: burner}}
                    spec:
                      containers:
                        - name: burn
                          image: "burn:v1"
                          x-sim:
                            steps:
                              - sleep: 1s
                              - burnCpu: {cores: 500m, for: 5s}
            """;

    @Test
    void theSecondStepOfATemplatesContainerIsFoundWhereItIsWritten() throws Exception {
        NotExportable x = assertThrows(NotExportable.class,
                () -> Exporter.export(ScenarioReader.parse(TEMPLATE, "burner.yaml"), false, Exporter.DEFAULT_IMAGE));
        assertEquals(new NotExportable.Spot("burner", "burn", 1, null, null), x.spot());
        // Line 22, "                  - burnCpu: …" once the text block is unindented: the step's map starts after the dash, at column 21.
        assertEquals("burner.yaml:22:21", ScenarioSpots.locate("burner.yaml", TEMPLATE, x.spot()));
    }

    @Test
    void aPodsOwnFieldIsFoundUnderItsSpecAndAMissingOneFallsBackToThePod() {
        String text = """
                pods:
                  - metadata: {name: web}
                    spec:
                      priority: 5
                """;
        assertEquals("p.yaml:4:17", ScenarioSpots.locate("p.yaml", text, new NotExportable.Spot("web", null, null, null, "priority")));
        assertEquals("p.yaml:2:5", ScenarioSpots.locate("p.yaml", text, new NotExportable.Spot("web", null, null, null, "overhead")));
        assertNull(ScenarioSpots.locate("p.yaml", text, new NotExportable.Spot("db", null, null, null, null)), "no such pod");
        assertNull(ScenarioSpots.locate("p.yaml", "pods: [", new NotExportable.Spot("web", null, null, null, null)), "does not read");
    }
}
