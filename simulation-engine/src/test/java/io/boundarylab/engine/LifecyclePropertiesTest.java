package io.boundarylab.engine;

import io.boundarylab.engine.trace.TraceEvent;
import io.boundarylab.engine.trace.EventType;
import io.boundarylab.engine.result.ContainerStatus;
import io.boundarylab.engine.result.PodStatus;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The pod lifecycle rules combined at random (sidecars, probes, hooks, restarts, deletion,
 * eviction, deadlines, image changes, OOM): whatever the mix, the run ends, twice the same, and
 * long after the last intervention the status is one Kubernetes could report.
 */
class LifecyclePropertiesTest {

    static final List<String> INITS = List.of(
            "{name: setup, x-sim: {steps: [{sleep: 1s}]}}",
            "{name: setup, x-sim: {steps: [{sleep: 1s}, {exit: 1}]}}",
            "{name: proxy, restartPolicy: Always, x-sim: {steps: [{run: forever}]}}",
            "{name: proxy, restartPolicy: Always, startupProbe: {exec: {x-sim: {passAfter: 3s}}, periodSeconds: 1}, x-sim: {steps: [{run: forever}]}}",
            "{name: proxy, restartPolicy: Always, x-sim: {steps: [{sleep: 2s}, {exit: 0}]}}",
            "{name: proxy, restartPolicy: Always, lifecycle: {preStop: {x-sim: {duration: 2s}}, postStart: {x-sim: {duration: 1s}}}, x-sim: {onSigterm: {after: 1s, exitCode: 0}, steps: [{run: forever}]}}",
            "{name: proxy, restartPolicy: Always, x-sim: {steps: [{sleep: 1s}, {exit: 1}]}}",
            "{name: setup, x-sim: {pullFailures: 2, steps: [{sleep: 1s}]}}",
            "{name: proxy, restartPolicy: Always, ports: [{containerPort: 53, hostPort: 53, protocol: UDP, hostIP: 127.0.0.1}], x-sim: {steps: [{run: forever}]}}");

    static final List<String> APPS = List.of(
            "{name: web, x-sim: {steps: [{run: forever}]}}",
            "{name: web, x-sim: {steps: [{sleep: 3s}]}}",
            "{name: web, x-sim: {steps: [{sleep: 2s}, {exit: 1}]}}",
            "{name: web, lifecycle: {preStop: {x-sim: {forever: true}}}, x-sim: {onSigterm: {after: 1m}, steps: [{run: forever}]}}",
            "{name: web, livenessProbe: {exec: {x-sim: {failAfter: 5s}}, periodSeconds: 2, failureThreshold: 2}, x-sim: {steps: [{run: forever}]}}",
            "{name: web, readinessProbe: {exec: {x-sim: {results: [fail, pass, fail, pass]}}, periodSeconds: 2, failureThreshold: 1}, x-sim: {steps: [{run: forever}]}}",
            "{name: web, lifecycle: {postStart: {x-sim: {duration: 1s, exitCode: 1}}}, x-sim: {steps: [{run: forever}]}}",
            "{name: web, resources: {limits: {memory: 64Mi}}, x-sim: {steps: [{sleep: 1s}, {allocate: 100Mi}, {run: forever}]}}",
            "{name: web, x-sim: {onSigterm: {after: 2s, exitCode: 0}, steps: [{run: forever}]}}",
            "{name: web, x-sim: {pullFailures: 1, steps: [{sleep: 2s}, {exit: 1}]}}",
            "{name: web, x-sim: {pullFailures: always, steps: [{run: forever}]}}",
            "{name: web, ports: [{containerPort: 53, hostPort: 53, protocol: UDP}], resources: {requests: {memory: 256Mi}}, x-sim: {steps: [{run: forever}]}}");

    static final List<String> HELPERS = List.of("", "{name: helper, x-sim: {steps: [{run: forever}]}}", "{name: helper, x-sim: {steps: [{sleep: 4s}]}}");

    static final List<String> ACTIONS = List.of("",
            "{at: 6s, do: delete, target: pod/p}",
            "{at: 6s, do: delete, target: pod/p, gracePeriodSeconds: 0}",
            "{at: 3s, do: delete, target: pod/p, gracePeriodSeconds: 5}",
            "{at: 6s, do: evict, target: pod/p}",
            "{at: 4s, do: crash, target: pod/p/web, exitCode: 0}",
            "{at: 4s, do: setImage, target: pod/p/web, image: web:v2}",
            "{at: 5s, do: failNode, target: node/node-1}",
            "{at: 5s, do: failNode, target: node/node-1}\n  - {at: 20s, do: recoverNode, target: node/node-1}",
            "{at: 5s, do: failNode, target: node/node-1}\n  - {at: 70s, do: recoverNode, target: node/node-1}",
            "{at: 5s, do: killSandbox, target: pod/p}");

    @Provide
    Arbitrary<String> scenarios() {
        return Combinators.combine(
                Arbitraries.of("Always", "OnFailure", "Never"),
                Arbitraries.of(INITS).list().ofMaxSize(2),
                Arbitraries.of(APPS),
                Arbitraries.of(HELPERS),
                Arbitraries.of(ACTIONS),
                Arbitraries.of("", "      activeDeadlineSeconds: 7\n"),
                Arbitraries.of("", "      terminationGracePeriodSeconds: 3\n")).as((policy, inits, app, helper, action, deadline, grace) -> {
            StringBuilder sb = new StringBuilder("scenario: t\nuntil: 2m\nnodes:\n  - {name: node-1, allocatable: {cpu: \"2\", memory: 2Gi}}\n"
                    + "pods:\n  - apiVersion: v1\n    kind: Pod\n    metadata: {name: p}\n    spec:\n      restartPolicy: " + policy + "\n"
                    + deadline + grace);
            if (!inits.isEmpty()) {
                sb.append("      initContainers:\n");
                for (int i = 0; i < inits.size(); i++) sb.append("        - ").append(inits.get(i).replace("name: setup", "name: setup" + i)
                        .replace("name: proxy", "name: proxy" + i)).append('\n');
            }
            sb.append("      containers:\n        - ").append(app).append('\n');
            if (!helper.isEmpty()) sb.append("        - ").append(helper).append('\n');
            if (!action.isEmpty()) sb.append("actions:\n  - ").append(action).append('\n');
            return sb.toString();
        });
    }

    private static final Set<String> PHASES = Set.of("Pending", "Running", "Succeeded", "Failed");

    @Property(tries = 300, seed = PropertySeeds.SEED)
    void everyMixEndsTheSameTwiceWithAStatusKubernetesCouldReport(@ForAll("scenarios") String yaml) {
        Sim first = Sim.run(yaml);
        Sim second = Sim.run(yaml);
        assertEquals(first.run.result().traceSha256(), second.run.result().traceSha256(), "same scenario, same trace");
        PodStatus p = first.pod("p");
        assertTrue(PHASES.contains(p.phase()), p.phase());
        boolean terminal = p.phase().equals("Succeeded") || p.phase().equals("Failed");
        for (Map.Entry<String, ContainerStatus> e : p.containers().entrySet()) {
            ContainerStatus c = e.getValue();
            // Well over a minute after the last intervention, no grace period is still running.
            if (terminal) assertTrue(!c.state().equals("running"), e.getKey() + " still runs in a " + p.phase() + " pod\n" + yaml);
            if (!c.state().equals("running")) assertNotNull(c.reason(), e.getKey() + " has no reason\n" + yaml);
            if (c.state().equals("terminated")) assertNotNull(c.exitCode(), e.getKey() + " has no exit code\n" + yaml);
            assertTrue(!c.ready() || c.state().equals("running") || c.kind().equals("init"), e.getKey() + " ready but not running\n" + yaml);
        }
        if (terminal) {
            assertEquals("False", p.conditions().get("Ready").status(), yaml);
        }
        for (Map.Entry<String, ContainerStatus> e : p.containers().entrySet()) {
            Integer adj = e.getValue().oomScoreAdj();
            assertEquals(e.getValue().node() == null, adj == null, e.getKey() + ": a score exactly when placed\n" + yaml);
            if (adj != null) assertTrue(adj == -997 || (adj >= 3 && adj <= 1000), e.getKey() + " oomScoreAdj " + adj + "\n" + yaml);
            String name = e.getKey();
            for (EventType[] pair : new EventType[][] {{EventType.PostStartStarted, EventType.PostStartFinished}, {EventType.PreStopStarted, EventType.PreStopFinished}}) {
                long started = first.events(pair[0], name).size();
                long finished = first.events(pair[1], name).size();
                assertTrue(finished <= started && started <= finished + 1, name + ": every hook ends at most once, and at most one is still running\n" + yaml);
                for (TraceEvent f : first.events(pair[1], name)) {
                    assertTrue(Set.of("completed", "failed", "cutOff").contains(f.outcome()), f.outcome());
                }
            }
            List<Long> pulled = first.times(EventType.Pulled, name);
            assertTrue(pulled.size() <= 1, name + ": an image on the node is not pulled again\n" + yaml);
            if (!first.events(EventType.Pulling, name).isEmpty()) {
                List<Long> starts = first.times(EventType.Started, name);
                assertTrue(starts.isEmpty() || (!pulled.isEmpty() && starts.get(0) >= pulled.get(0)), name + ": started before its image was pulled\n" + yaml);
            }
        }
    }
}
