package io.boundarylab.engine;

import io.boundarylab.engine.format.TraceJson;
import io.boundarylab.engine.result.ContainerStatus;
import io.boundarylab.engine.result.PodStatus;
import io.boundarylab.engine.result.SimulationResult;
import io.boundarylab.engine.scenario.ScenarioException;
import io.boundarylab.engine.scenario.ScenarioReader;
import io.boundarylab.engine.trace.EventType;
import io.boundarylab.engine.trace.TraceEvent;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * Every action, in every mix: generated scenario files (1 to 3 pods under every restart policy,
 * init containers and sidecars, app containers with random steps, image pull failures, probes,
 * hooks, requests and host ports, a ReplicaSet and a Deployment behind a Service) with 1 to 4
 * actions of every kind at random times, on declared pods, on names a controller may make and on
 * controllers with {@code pick}. Each run must end without an internal error, keep the
 * invariants, and give the same trace bytes twice. A failure prints the shrunk scenario as YAML,
 * ready to paste into a table test.
 *
 * <p>The number of tries is jqwik's default for this module ({@code jqwik.tries.default} in
 * junit-platform.properties, kept small for CI); raise it for one run with
 * {@code -Djqwik.tries.default=1000}.
 */
class RandomMixPropertiesTest {

    record Container(String name, boolean sidecar, String steps, int pullFailures, String probes, String hooks, String resources,
                     boolean hostPort) {
        String yaml(String indent, int port) {
            StringBuilder sb = new StringBuilder(indent).append("- name: ").append(name).append("\n");
            String in = indent + "  ";
            sb.append(in).append("image: ").append(name).append(":v1\n");
            if (sidecar) sb.append(in).append("restartPolicy: Always\n");
            if (!resources.isEmpty()) sb.append(in).append("resources: ").append(resources).append("\n");
            if (hostPort) sb.append(in).append("ports: [{containerPort: ").append(port).append(", hostPort: ").append(port).append("}]\n");
            if (!probes.isEmpty()) sb.append(probes.replace("@", in));
            if (!hooks.isEmpty()) sb.append(in).append("lifecycle: ").append(hooks).append("\n");
            sb.append(in).append("x-sim: {");
            if (pullFailures > 0) sb.append("pullFailures: ").append(pullFailures).append(", ");
            sb.append("steps: ").append(steps).append("}\n");
            return sb.toString();
        }
    }

    record Pod(String policy, List<Container> inits, List<Container> apps) {
        boolean hasSidecar() {
            return inits.stream().anyMatch(Container::sidecar);
        }
    }

    record Action(int atSeconds, String kind, int target, int pick, int exitCode) {
    }

    record Mix(long seed, List<Pod> pods, int rsReplicas, int depReplicas, List<Action> actions) {
        String yaml() {
            StringBuilder sb = new StringBuilder("scenario: mix\nseed: ").append(seed).append("\nuntil: 3m\n");
            sb.append("nodes:\n  - {name: node-1, allocatable: {cpu: \"4\", memory: 8Gi}}\n  - {name: node-2, allocatable: {cpu: \"4\", memory: 8Gi}}\n");
            sb.append("controlPlane: {nodeMonitorGracePeriod: 20s, defaultTolerationSeconds: 10}\n");
            sb.append("pods:\n");
            int port = 9000;
            for (int i = 0; i < pods.size(); i++) {
                Pod p = pods.get(i);
                sb.append("  - apiVersion: v1\n    kind: Pod\n    metadata: {name: pod-").append(i).append(", labels: {app: web}}\n    spec:\n");
                sb.append("      restartPolicy: ").append(p.policy()).append("\n      terminationGracePeriodSeconds: 5\n");
                if (!p.inits().isEmpty()) {
                    sb.append("      initContainers:\n");
                    for (Container c : p.inits()) sb.append(c.yaml("        ", port++));
                }
                sb.append("      containers:\n");
                for (Container c : p.apps()) sb.append(c.yaml("        ", port++));
            }
            String template = "      template:\n        metadata: {labels: {app: web}}\n        spec:\n          containers:\n"
                    + "            - name: web\n              image: web:v1\n              resources: {requests: {cpu: 100m, memory: 64Mi}}\n"
                    + "              readinessProbe: {tcpSocket: {port: 8080}, periodSeconds: 2}\n"
                    + "              x-sim: {steps: [{serve: {port: 8080}}, {run: forever}]}\n";
            sb.append("replicaSets:\n  - apiVersion: apps/v1\n    kind: ReplicaSet\n    metadata: {name: rs}\n    spec:\n      replicas: ")
                    .append(rsReplicas).append("\n      selector: {matchLabels: {app: web}}\n").append(template);
            sb.append("deployments:\n  - apiVersion: apps/v1\n    kind: Deployment\n    metadata: {name: dep}\n    spec:\n      replicas: ")
                    .append(depReplicas).append("\n      selector: {matchLabels: {app: web}}\n").append(template);
            sb.append("services:\n  - apiVersion: v1\n    kind: Service\n    metadata: {name: web}\n    spec:\n      selector: {app: web}\n"
                    + "      ports: [{port: 80, targetPort: 8080}]\n");
            sb.append("actions:\n");
            for (Action a : actions) sb.append("  - ").append(action(a)).append("\n");
            return sb.toString();
        }

        private String action(Action a) {
            String at = "{at: " + a.atSeconds() + "s, do: " + a.kind() + ", ";
            Pod pod = pods.get(a.target() % pods.size());
            String podName = "pod-" + (a.target() % pods.size());
            List<Container> all = new ArrayList<>(pod.inits());
            all.addAll(pod.apps());
            Container c = all.get(a.pick() % all.size());
            String pick = switch (a.pick() % 4) {
                case 0 -> "oldest";
                case 1 -> "newest";
                default -> Integer.toString(a.pick() % 4 - 2);
            };
            String workload = a.target() % 2 == 0 ? "replicaset/rs" : "deployment/dep";
            boolean onWorkload = a.target() >= 3;
            return switch (a.kind()) {
                case "failNode", "recoverNode" -> at + "target: node/node-" + (1 + a.target() % 2) + "}";
                case "scale" -> at + "target: " + workload + ", replicas: " + (a.pick() % 4) + "}";
                case "setImage" -> onWorkload ? at + "target: deployment/dep/web, image: web:v" + (2 + a.pick() % 3) + "}"
                        : at + "target: pod/" + podName + "/" + c.name() + ", image: " + c.name() + ":v2}";
                case "crash" -> onWorkload ? at + "target: " + workload + "/web, pick: " + pick + ", exitCode: " + a.exitCode() + "}"
                        : at + "target: pod/" + podName + "/" + c.name() + ", exitCode: " + a.exitCode() + "}";
                case "killSandbox" -> onWorkload ? at + "target: " + workload + ", pick: " + pick + "}" : at + "target: pod/" + podName + "}";
                default -> onWorkload ? at + "target: " + workload + ", pick: " + pick + "}"
                        : a.pick() % 3 == 0 ? at + "target: pod/" + podName + "/" + c.name() + "}" : at + "target: pod/" + podName + "}";
            };
        }
    }

    // ---- generators --------------------------------------------------------------------------

    private static final List<String> KINDS = List.of("delete", "evict", "crash", "killSandbox", "failNode", "recoverNode", "scale", "setImage");

    @Provide
    Arbitrary<Mix> mixes() {
        Arbitrary<Action> action = Combinators.combine(Arbitraries.integers().between(1, 150), Arbitraries.of(KINDS),
                Arbitraries.integers().between(0, 5), Arbitraries.integers().between(0, 11), Arbitraries.integers().between(0, 255)).as(Action::new);
        return Combinators.combine(Arbitraries.longs().between(1, 1000), pod().list().ofMinSize(1).ofMaxSize(3),
                        Arbitraries.integers().between(0, 3), Arbitraries.integers().between(0, 3), action.list().ofMinSize(1).ofMaxSize(4))
                .as(Mix::new);
    }

    private Arbitrary<Pod> pod() {
        Arbitrary<List<Container>> inits = container(true).list().ofMaxSize(3);
        Arbitrary<List<Container>> apps = container(false).list().ofMinSize(1).ofMaxSize(3);
        return Combinators.combine(Arbitraries.of("Always", "OnFailure", "Never"), inits, apps).as((pol, in, ap) ->
                new Pod(pol, rename(in, "init"), rename(ap, "app")));
    }

    private static List<Container> rename(List<Container> list, String prefix) {
        List<Container> out = new ArrayList<>();
        for (int i = 0; i < list.size(); i++) {
            Container c = list.get(i);
            out.add(new Container(prefix + "-" + i, c.sidecar(), c.steps(), c.pullFailures(), c.probes(), c.hooks(), c.resources(), c.hostPort()));
        }
        return out;
    }

    private Arbitrary<Container> container(boolean init) {
        Arbitrary<String> steps = Arbitraries.of(
                "[{sleep: 2s}]", "[{sleep: 1s}, {exit: 1}]", "[{sleep: 3s}, {exit: 0}]", "[{listen: 8080}, {run: forever}]",
                "[{serve: {port: 8080}}, {run: forever}]", "[{allocate: 64Mi}, {run: forever}]", "[{run: 20s}]",
                "[{connect: {to: web:80, required: true}}, {run: forever}]", "[{request: {to: web:80, every: 5s}}, {run: forever}]",
                "[{exit: 0}]", "[{exit: 2}]");
        Arbitrary<String> probes = Arbitraries.of("",
                "@startupProbe: {exec: {x-sim: {passAfter: 3s}}, periodSeconds: 1}\n",
                "@livenessProbe: {exec: {x-sim: {failAfter: 8s}}, periodSeconds: 2, failureThreshold: 2}\n",
                "@readinessProbe: {tcpSocket: {port: 8080}, periodSeconds: 2}\n",
                "@readinessProbe: {exec: {x-sim: {results: [fail, pass]}}, periodSeconds: 1}\n");
        Arbitrary<String> hooks = Arbitraries.of("", "{postStart: {x-sim: {duration: 1s}}}", "{postStart: {x-sim: {duration: 1s, exitCode: 1}}}",
                "{preStop: {x-sim: {duration: 2s}}}");
        Arbitrary<String> resources = Arbitraries.of("", "{requests: {cpu: 100m, memory: 32Mi}}", "{requests: {cpu: 500m}, limits: {memory: 48Mi}}");
        return Combinators.combine(Arbitraries.of(false, init), steps, Arbitraries.of(0, 0, 1, 2), probes,
                hooks, resources, Arbitraries.of(false, false, true)).as((side, st, pf, pr, hk, rs, hp) ->
                // A sidecar can have probes and hooks; a plain init container neither (Kubernetes refuses them).
                new Container("c", side, st, pf, side || !init ? pr : "", side || !init ? hk : "", rs, hp));
    }

    // ---- the property ------------------------------------------------------------------------

    @Property(seed = PropertySeeds.SEED, shrinking = net.jqwik.api.ShrinkingMode.BOUNDED)
    void everyActionInEveryMixKeepsTheInvariants(@ForAll("mixes") Mix mix) {
        String yaml = mix.yaml();
        try {
            check(yaml);
        } catch (AssertionError | RuntimeException | StackOverflowError e) {
            fail("scenario:\n" + yaml + "\n" + e, e);
        }
    }

    /** Whether the node is down at t: failed before t and not recovered before or at t (its own instants left out). */
    private static boolean downAt(List<io.boundarylab.engine.scenario.ActionSpec> nodeActions, String node, long t) {
        boolean down = false;
        for (var a : nodeActions) {
            if (!((io.boundarylab.engine.scenario.FaultTarget.Node) a.target()).name().equals(node)) continue;
            if (a.atMs() == t) return false;
            if (a.atMs() > t) break;
            down = a.kind() == io.boundarylab.engine.scenario.ActionSpec.Kind.failNode;
        }
        return down;
    }

    private static void check(String yaml) {
        SimulationRun run, again;
        io.boundarylab.engine.scenario.Scenario scenario;
        try {
            scenario = ScenarioReader.parse(yaml, "mix.yaml");
            run = Simulator.run(scenario);
            again = Simulator.run(ScenarioReader.parse(yaml, "mix.yaml"));
        } catch (ScenarioException e) {
            throw new AssertionError("the generator wrote a file the reader refuses: " + e.getMessage(), e);
        }
        List<TraceEvent> trace = run.trace();
        assertEquals(TraceJson.lines(trace), TraceJson.lines(again.trace()), "same file, same bytes");
        // When each node is down: from a failNode to the next recoverNode (the actions, in time order).
        List<io.boundarylab.engine.scenario.ActionSpec> nodeActions = new ArrayList<>();
        for (var a : scenario.actions()) if (a.target() instanceof io.boundarylab.engine.scenario.FaultTarget.Node) nodeActions.add(a);
        nodeActions.sort(java.util.Comparator.comparingLong(io.boundarylab.engine.scenario.ActionSpec::atMs));
        for (int i = 0; i < trace.size(); i++) {
            TraceEvent e = trace.get(i);
            assertEquals(i + 1, e.seq());
            if (i > 0) assertTrue(trace.get(i - 1).tMs() <= e.tMs(), "time goes back at " + e);
            if (e.type() == EventType.Started) assertTrue(!downAt(nodeActions, e.node(), e.tMs()), "a container started on a failed node: " + e);
            if (e.type() == EventType.ActionFailed) assertEquals("NotFound", e.reason());
        }
        SimulationResult r = run.result();
        Set<String> phases = Set.of("Pending", "Running", "Succeeded", "Failed", "Unknown");
        for (var entry : r.pods().entrySet()) {
            PodStatus p = entry.getValue();
            assertTrue(phases.contains(p.phase()), entry.getKey() + " phase " + p.phase());
            for (var c : p.containers().entrySet()) {
                ContainerStatus s = c.getValue();
                assertTrue(s.restartCount() >= 0 && s.restartCount() <= Math.max(0, s.timesStarted()),
                        entry.getKey() + "/" + c.getKey() + " restarted " + s.restartCount() + " times, started " + s.timesStarted());
            }
        }
        // A Service lists as ready only pods that are Running and Ready at the end.
        for (var svc : r.services().entrySet()) {
            for (var ep : svc.getValue().endpoints()) {
                PodStatus p = r.pods().get(ep.pod());
                assertTrue(p != null, svc.getKey() + " lists " + ep.pod() + ", which the result lacks");
                if (ep.ready()) assertTrue(!p.phase().equals("Succeeded") && !p.phase().equals("Failed"), ep.pod() + " is ready but ended");
            }
        }
    }
}
