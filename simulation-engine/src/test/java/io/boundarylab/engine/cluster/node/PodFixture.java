package io.boundarylab.engine.cluster.node;

import io.boundarylab.engine.cluster.state.ContainerReason;
import io.boundarylab.engine.cluster.state.ContainerState;
import io.boundarylab.engine.cluster.state.NodeState;
import io.boundarylab.engine.cluster.state.PodState;
import io.boundarylab.engine.scenario.Scenario;
import io.boundarylab.engine.scenario.ScenarioException;
import io.boundarylab.engine.scenario.ScenarioReader;

/**
 * The base pod of the node agent's table tests: a regular init container ({@code migrate}), a
 * native sidecar with a startup probe ({@code proxy}) and two app containers ({@code web},
 * {@code log-helper}), restart policy Always, all bound to one node and none started.
 */
final class PodFixture {
    private PodFixture() {
    }

    private static final String SCENARIO = """
            scenario: planner
            until: 1m
            platform: pod
            nodes:
              - {name: node-1, allocatable: {cpu: "4", memory: 8Gi}}
            pods:
              - apiVersion: v1
                kind: Pod
                metadata: {name: web-app}
                spec:
                  restartPolicy: Always
                  initContainers:
                    - name: migrate
                      image: busybox
                      x-sim: {steps: [{sleep: 2s}]}
                    - name: proxy
                      image: envoy
                      restartPolicy: Always
                      startupProbe: {exec: {x-sim: {passAfter: 3s}}, periodSeconds: 1}
                      x-sim: {steps: [{run: forever}]}
                  containers:
                    - name: web
                      image: nginx:1.25
                      x-sim: {steps: [{run: forever}]}
                    - name: log-helper
                      image: busybox
                      x-sim: {steps: [{run: forever}]}
            """;

    /** A fresh pod, every member bound to node-1, nothing started. */
    static PodState basePod() {
        return basePod("Always");
    }

    /** The base pod under another restart policy. */
    static PodState basePod(String restartPolicy) {
        Scenario s;
        try {
            s = ScenarioReader.parse(SCENARIO.replaceFirst("restartPolicy: Always", "restartPolicy: " + restartPolicy), "planner.yaml");
        } catch (ScenarioException e) {
            throw new AssertionError(e.getMessage(), e);
        }
        PodState pod = new PodState(s.pods().get(0));
        NodeState node = new NodeState(s.nodes().get(0), 0);
        for (ContainerState c : pod.containers()) c.setNode(node);
        return pod;
    }

    static void run(ContainerState c) {
        c.markRunning(0);
        c.setStarted(c.spec().startupProbe() == null);
    }

    /** Exited: a container that never ran runs first (an exit needs a process). */
    static void exit(ContainerState c, int code) {
        if (!c.hasEverStarted()) c.markRunning(0);
        c.markTerminated(code, ContainerReason.ofExitCode(code), 1);
    }

    /** Init through, sidecar started, both apps running. */
    static void allUp(PodState p) {
        exit(p.container("migrate"), 0);
        run(p.container("proxy"));
        p.container("proxy").setStarted(true);
        run(p.container("web"));
        run(p.container("log-helper"));
    }
}
