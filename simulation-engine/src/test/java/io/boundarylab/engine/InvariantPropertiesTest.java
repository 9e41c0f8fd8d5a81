package io.boundarylab.engine;

import io.boundarylab.engine.cluster.state.NodeState;
import io.boundarylab.engine.cluster.Platform;
import io.boundarylab.engine.format.TraceJson;
import io.boundarylab.engine.scenario.ActionSpec;
import io.boundarylab.engine.scenario.ContainerSpec;
import io.boundarylab.engine.scenario.FaultTarget;
import io.boundarylab.engine.scenario.NodeSpec;
import io.boundarylab.engine.scenario.PodSpec;
import io.boundarylab.engine.scenario.Resources;
import io.boundarylab.engine.scenario.RestartPolicy;
import io.boundarylab.engine.scenario.Scenario;
import io.boundarylab.engine.scenario.SchedulerConfig;
import io.boundarylab.engine.scenario.Step;
import io.boundarylab.engine.trace.EventType;
import io.boundarylab.engine.trace.TraceEvent;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Invariants that must hold for every scenario, checked on generated clusters, pods and faults. */
class InvariantPropertiesTest {

    @Property(tries = 150, seed = PropertySeeds.SEED)
    void underAtomicPlacementNoMemberLandsApart(@ForAll("scenarios") Scenario s) {
        Scenario atomic = s.withPlatform(Platform.POD.with(io.boundarylab.engine.cluster.Guarantee.SHARED_FATE, s.platform().sharedFate()));
        SimulationRun run = Simulator.run(atomic);
        Map<String, String> nodeOfPod = new HashMap<>();
        for (TraceEvent e : run.trace()) {
            if (e.type() == EventType.Scheduled) {
                assertEquals(null, e.container(), "atomic placement schedules whole pods only");
                assertTrue(nodeOfPod.putIfAbsent(e.pod(), e.node()) == null, "a pod is scheduled once");
            }
            if (e.type() == EventType.Started) assertEquals(nodeOfPod.get(e.pod()), e.node(), "member started off its pod's node");
        }
        // Not vacuous: in most generated clusters some pod is placed and a member starts there.
        Statistics.label("a member started").collect(run.trace().stream().anyMatch(e -> e.type() == EventType.Started))
                .coverage(c -> c.check(true).percentage(p -> p > 30));
        Statistics.label("two pods placed").collect(nodeOfPod.size() >= 2)
                .coverage(c -> c.check(true).percentage(p -> p > 10));
    }

    @Property(tries = 150, seed = PropertySeeds.SEED)
    void underOrderingNoAppStartsBeforeEveryInitExitedZero(@ForAll("scenarios") Scenario s) {
        Scenario ordered = s.withPlatform(s.platform().with(io.boundarylab.engine.cluster.Guarantee.STARTUP_ORDERING, true));
        SimulationRun run = Simulator.run(ordered);
        Map<String, Set<String>> completed = new HashMap<>();
        boolean appAfterInit = false;
        for (TraceEvent e : run.trace()) {
            if (e.type() == EventType.Exited && "init".equals(e.kind()) && e.exitCode() == 0) {
                completed.computeIfAbsent(e.pod(), k -> new HashSet<>()).add(e.container());
            }
            if (e.type() == EventType.Started && "app".equals(e.kind())) {
                PodSpec pod = ordered.pod(e.pod());
                for (ContainerSpec init : pod.initContainers()) {
                    if (!init.isSidecar()) {
                        appAfterInit = true;
                        assertTrue(completed.getOrDefault(e.pod(), Set.of()).contains(init.name()),
                                e.container() + " started before " + init.name() + " exited 0");
                    }
                }
            }
        }
        // Not vacuous: some runs start an app container in a pod that has init containers to wait for.
        Statistics.label("an app started after inits").collect(appAfterInit).coverage(c -> c.check(true).percentage(p -> p > 5));
    }

    @Property(tries = 150, seed = PropertySeeds.SEED)
    void nodeAllocatableIsNeverExceeded(@ForAll("scenarios") Scenario s) {
        ClusterSimulation sim = new ClusterSimulation(s);
        boolean reserved = false;
        while (sim.peekNextTime() <= s.untilMs()) {
            sim.step();
            for (NodeState n : sim.nodes()) {
                reserved |= n.cpuRequestedMilli() > 0;
                assertTrue(n.cpuRequestedMilli() <= n.spec().allocatable().cpu(), "cpu over allocatable on " + n.name());
                assertTrue(n.memoryRequestedBytes() <= n.spec().allocatable().memory(), "memory over allocatable on " + n.name());
                assertTrue(n.units() <= n.spec().maxPods(), "too many pods on " + n.name());
                assertTrue(n.cpuRequestedMilli() >= 0 && n.memoryRequestedBytes() >= 0 && n.units() >= 0, "released twice on " + n.name());
            }
        }
        // Not vacuous: requests are reserved on nodes, and some pods do not fit (the bound is pressed on).
        Statistics.label("cpu reserved").collect(reserved).coverage(c -> c.check(true).percentage(p -> p > 30));
        Statistics.label("a pod did not fit").collect(sim.trace().stream().anyMatch(e -> e.type() == EventType.FailedScheduling))
                .coverage(c -> c.check(true).percentage(p -> p > 5));
    }

    @Property(tries = 100, seed = PropertySeeds.SEED)
    void sameScenarioAndSeedGiveTheSameTraceBytes(@ForAll("scenarios") Scenario s) {
        String first = TraceJson.lines(Simulator.run(s).trace());
        String second = TraceJson.lines(Simulator.run(s).trace());
        assertEquals(first, second);
    }

    @Property(tries = 100, seed = PropertySeeds.SEED)
    void sequenceNumbersAndTimesOnlyGoUp(@ForAll("scenarios") Scenario s) {
        List<TraceEvent> trace = Simulator.run(s).trace();
        for (int i = 0; i < trace.size(); i++) {
            assertEquals(i + 1, trace.get(i).seq());
            if (i > 0) assertTrue(trace.get(i - 1).tMs() <= trace.get(i).tMs());
            assertTrue(trace.get(i).tMs() <= s.untilMs());
        }
    }

    // ---- generators --------------------------------------------------------------------------

    @Provide
    Arbitrary<Scenario> scenarios() {
        Arbitrary<List<NodeSpec>> nodes = Arbitraries.integers().between(1, 4).flatMap(n ->
                Arbitraries.integers().between(500, 4000).list().ofSize(n).map(cpus -> {
                    List<NodeSpec> list = new ArrayList<>();
                    for (int i = 0; i < cpus.size(); i++) {
                        list.add(new NodeSpec("node-" + (i + 1), new Resources((long) cpus.get(i), (long) cpus.get(i) << 20), 3, 10L << 20));
                    }
                    return list;
                }));
        Arbitrary<List<PodSpec>> pods = pod().list().ofMinSize(1).ofMaxSize(6).map(list -> {
            List<PodSpec> named = new ArrayList<>();
            for (int i = 0; i < list.size(); i++) {
                PodSpec p = list.get(i);
                named.add(new PodSpec("pod-" + i, p.labels(), p.restartPolicy(), p.terminationGracePeriodMs(), null, p.priority(),
                        Resources.NONE, null, p.volumes(), p.initContainers(), p.containers()));
            }
            return named;
        });
        Arbitrary<Platform> platform = Arbitraries.integers().between(0, 31).map(bits ->
                new Platform((bits & 1) != 0, (bits & 2) != 0, (bits & 4) != 0, (bits & 8) != 0, (bits & 16) != 0));
        Arbitrary<Long> seed = Arbitraries.longs().between(1, 1000);
        return Combinators.combine(nodes, pods, platform, seed).as((n, p, pl, sd) ->
                new Scenario("generated", sd, 120_000L, pl, SchedulerConfig.DEFAULT, n, p, faults(p, n, sd), null));
    }

    private static List<ActionSpec> faults(List<PodSpec> pods, List<NodeSpec> nodes, long seed) {
        List<ActionSpec> actions = new ArrayList<>();
        PodSpec first = pods.get(0);
        String member = first.containers().get(0).name();
        switch ((int) (seed % 5)) {
            case 0 -> actions.add(new ActionSpec(20_000, ActionSpec.Kind.evict, new FaultTarget.Member(first.name(), member), null, 1, null));
            case 1 -> actions.add(new ActionSpec(20_000, ActionSpec.Kind.delete, new FaultTarget.Pod(first.name()), 5_000L, 1, null));
            case 2 -> actions.add(new ActionSpec(20_000, ActionSpec.Kind.crash, new FaultTarget.Member(first.name(), member), null, 1, null));
            case 3 -> actions.add(new ActionSpec(30_000, ActionSpec.Kind.failNode, new FaultTarget.Node(nodes.get(0).name()), null, 1, null));
            default -> { }
        }
        return actions;
    }

    private Arbitrary<PodSpec> pod() {
        Arbitrary<List<ContainerSpec>> inits = container("init").list().ofMaxSize(2);
        Arbitrary<List<ContainerSpec>> apps = container("app").list().ofMinSize(1).ofMaxSize(3);
        Arbitrary<RestartPolicy> policy = Arbitraries.of(RestartPolicy.class);
        return Combinators.combine(inits, apps, policy).as((i, a, p) -> {
            List<ContainerSpec> in = rename(i, "init");
            List<ContainerSpec> ap = rename(a, "app");
            return new PodSpec("p", new java.util.TreeMap<>(), p, 30_000, null, 0, Resources.NONE, null, List.of(), in, ap);
        });
    }

    private static List<ContainerSpec> rename(List<ContainerSpec> list, String prefix) {
        List<ContainerSpec> out = new ArrayList<>();
        for (int i = 0; i < list.size(); i++) {
            ContainerSpec c = list.get(i);
            out.add(new ContainerSpec(prefix + "-" + i, c.image(), c.restartPolicy(), c.requests(), c.limits(), c.ports(), c.volumeMounts(),
                    null, null, null, null, null, c.onSigtermAfterMs(), c.onSigtermExitCode(), c.steps()));
        }
        return out;
    }

    private Arbitrary<ContainerSpec> container(String kind) {
        Arbitrary<Long> cpu = Arbitraries.longs().between(0, 1500);
        Arbitrary<Long> mem = Arbitraries.longs().between(0, 1500).map(m -> m << 20);
        Arbitrary<List<Step>> steps = Arbitraries.oneOf(
                Arbitraries.longs().between(0, 20_000).map(ms -> List.<Step>of(new Step.Sleep(ms))),
                Arbitraries.integers().between(0, 2).map(code -> List.<Step>of(new Step.Sleep(1000), new Step.Exit(code))),
                Arbitraries.just(List.<Step>of(new Step.Listen(8080), new Step.Run(null))),
                Arbitraries.just(List.<Step>of(new Step.Allocate(64L << 20), new Step.Run(null))));
        return Combinators.combine(cpu, mem, steps).as((c, m, st) -> new ContainerSpec(kind, kind + ":v1", null,
                new Resources(c, m), Resources.NONE, List.of(), List.of(), null, null, null, null, null, null, 143, st));
    }
}
