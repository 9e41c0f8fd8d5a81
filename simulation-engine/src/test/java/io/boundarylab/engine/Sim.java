package io.boundarylab.engine;

import io.boundarylab.engine.result.ContainerStatus;
import io.boundarylab.engine.result.PodStatus;
import io.boundarylab.engine.scenario.ScenarioException;
import io.boundarylab.engine.scenario.ScenarioReader;
import io.boundarylab.engine.trace.EventType;
import io.boundarylab.engine.trace.TraceEvent;

import java.util.List;
import java.util.stream.Collectors;

/** Test helper: runs a YAML scenario and answers questions about its trace and result. */
public final class Sim {
    public final SimulationRun run;

    private Sim(SimulationRun run) {
        this.run = run;
    }

    public static Sim run(String yaml) {
        try {
            return new Sim(Simulator.run(ScenarioReader.parse(yaml, "test.yaml")));
        } catch (ScenarioException e) {
            throw new AssertionError(e.getMessage(), e);
        }
    }

    public List<TraceEvent> events(EventType type) {
        return run.trace().stream().filter(e -> e.type() == type).collect(Collectors.toList());
    }

    public List<TraceEvent> events(EventType type, String container) {
        return run.trace().stream().filter(e -> e.type() == type && container.equals(e.container())).collect(Collectors.toList());
    }

    public List<Long> times(EventType type, String container) {
        return events(type, container).stream().map(TraceEvent::tMs).collect(Collectors.toList());
    }

    public PodStatus pod(String name) {
        return run.result().pods().get(name);
    }

    public ContainerStatus container(String pod, String name) {
        return pod(pod).containers().get(name);
    }

    /** A one-node cluster header with the given platform. */
    public static String header(String platform, String until) {
        return "scenario: t\nuntil: " + until + "\nplatform: " + platform + "\nnodes:\n"
                + "  - {name: node-1, allocatable: {cpu: \"4\", memory: 8Gi}}\n";
    }

    /** A pod with the given policy and containers block (already indented under spec). */
    public static String pod(String name, String policy, String specBody) {
        return "  - apiVersion: v1\n    kind: Pod\n    metadata: {name: " + name + "}\n    spec:\n      restartPolicy: " + policy + "\n" + specBody;
    }
}
