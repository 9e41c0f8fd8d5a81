package io.boundarylab.benchmarks.workload;

import io.boundarylab.engine.cluster.Platform;
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

import java.util.ArrayList;
import java.util.List;

/**
 * Scenarios of any size, built from the scenario records rather than YAML (a 150,000-pod YAML file
 * would measure the parser, not the engine).
 */
public final class ScaleScenarios {
    /** One simulated hour, the lifecycle horizon. */
    public static final long ONE_HOUR_MS = 3_600_000L;
    /** Zone failure: a third of the nodes fail at this time. */
    public static final long ZONE_FAILURE_AT_MS = 20 * 60_000L;
    /** Evictions (say, a drain of other nodes' pods) at this time. */
    public static final long EVICTIONS_AT_MS = 30 * 60_000L;
    /** Every this-many-th pod crash-loops; every this-many-th pod is evicted. */
    public static final int CRASH_LOOP_EVERY = 10;
    public static final int EVICT_EVERY = 50;

    private static final long MI = 1L << 20;
    private static final long GI = 1L << 30;
    // Pod sizes cycle through these so nodes fill unevenly and scores differ, as in a real cluster.
    private static final long[] CPU_MILLI = {250, 500, 1000, 1500};
    private static final long[] MEMORY = {512 * MI, GI, 2 * GI, 4 * GI};

    private ScaleScenarios() {
    }

    /**
     * The placement storm: {@code nodes} nodes of 32 cpu and 128 GiB, {@code pods} single-container
     * pods of mixed sizes (on average 0.8 cpu and 1.9 GiB, so 150,000 pods fill 5,000 nodes to
     * three quarters). Nothing happens after placement.
     */
    public static Scenario placementStorm(int nodes, int pods, long seed) {
        List<NodeSpec> nodeSpecs = new ArrayList<>(nodes);
        for (int i = 0; i < nodes; i++) nodeSpecs.add(new NodeSpec(nodeName("node", i), new Resources(32_000L, 128 * GI), 110, 100 * MI));
        List<PodSpec> podSpecs = new ArrayList<>(pods);
        for (int i = 0; i < pods; i++) {
            Resources req = new Resources(CPU_MILLI[i & 3], MEMORY[(i >> 2) & 3]);
            ContainerSpec app = container("app", req, List.of(new Step.Run(null)));
            podSpecs.add(pod("web-" + i, RestartPolicy.Always, List.of(), List.of(app)));
        }
        return new Scenario("placement-storm-" + nodes + "x" + pods, seed, 1L, Platform.POD, SchedulerConfig.DEFAULT,
                nodeSpecs, podSpecs, List.of(), null);
    }

    /**
     * The cluster lifecycle, one simulated hour: nodes in three zones, each with room for 29 pods of
     * 1 cpu, and {@code pods} pods (30 per node: the cluster is over-subscribed by one pod per node,
     * so some stay Pending). Every pod has an init container that works for 2 s and exits 0 and an
     * app container that runs; every {@value #CRASH_LOOP_EVERY}th pod's app exits 1 after 30 s and
     * crash-loops with back-off. At 20 min every node of zone c fails (its pods are lost and fail);
     * at 30 min every {@value #EVICT_EVERY}th pod is evicted, and Pending pods are scheduled into the
     * room it leaves.
     */
    public static Scenario clusterLifecycle(int nodes, int pods, long seed) {
        List<NodeSpec> nodeSpecs = new ArrayList<>(nodes);
        List<ActionSpec> actions = new ArrayList<>();
        for (int i = 0; i < nodes; i++) {
            char zone = (char) ('a' + i % 3);
            String name = nodeName("zone-" + zone, i);
            nodeSpecs.add(new NodeSpec(name, new Resources(29_000L, 64 * GI), 110, 100 * MI));
            if (zone == 'c') actions.add(new ActionSpec(ZONE_FAILURE_AT_MS, ActionSpec.Kind.failNode, new FaultTarget.Node(name), null, 0, null));
        }
        Resources req = new Resources(1000L, GI);
        ContainerSpec init = container("migrate", new Resources(500L, 256 * MI), List.of(new Step.Sleep(2_000)));
        ContainerSpec steady = container("app", req, List.of(new Step.Run(null)));
        ContainerSpec crashing = container("app", req, List.of(new Step.Sleep(30_000), new Step.Exit(1)));
        List<PodSpec> podSpecs = new ArrayList<>(pods);
        for (int i = 0; i < pods; i++) {
            ContainerSpec app = i % CRASH_LOOP_EVERY == CRASH_LOOP_EVERY - 1 ? crashing : steady;
            String name = "svc-" + i;
            podSpecs.add(pod(name, RestartPolicy.Always, List.of(init), List.of(app)));
            if (i % EVICT_EVERY == 0) actions.add(new ActionSpec(EVICTIONS_AT_MS, ActionSpec.Kind.evict, new FaultTarget.Pod(name), null, 0, null));
        }
        return new Scenario("cluster-lifecycle-" + nodes + "x" + pods, seed, ONE_HOUR_MS, Platform.POD, SchedulerConfig.DEFAULT,
                nodeSpecs, podSpecs, actions, null);
    }

    private static String nodeName(String prefix, int i) {
        return String.format("%s-%05d", prefix, i);
    }

    private static ContainerSpec container(String name, Resources requests, List<Step> steps) {
        return new ContainerSpec(name, "registry.example/" + name + ":1", null, requests, Resources.NONE, List.of(), List.of(),
                null, null, null, null, null, null, 143, steps);
    }

    private static PodSpec pod(String name, RestartPolicy policy, List<ContainerSpec> inits, List<ContainerSpec> apps) {
        return new PodSpec(name, new java.util.TreeMap<>(), policy, 30_000L, null, 0, Resources.NONE, null, List.of(), inits, apps);
    }
}
