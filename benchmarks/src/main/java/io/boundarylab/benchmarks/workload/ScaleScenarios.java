package io.boundarylab.benchmarks.workload;

import io.boundarylab.engine.cluster.Platform;
import io.boundarylab.engine.scenario.ActionSpec;
import io.boundarylab.engine.scenario.ContainerSpec;
import io.boundarylab.engine.scenario.ControlPlaneConfig;
import io.boundarylab.engine.scenario.FaultTarget;
import io.boundarylab.engine.scenario.LabelSelector;
import io.boundarylab.engine.scenario.NodeSpec;
import io.boundarylab.engine.scenario.PodSpec;
import io.boundarylab.engine.scenario.ReplicaSetSpec;
import io.boundarylab.engine.scenario.Resources;
import io.boundarylab.engine.scenario.RestartPolicy;
import io.boundarylab.engine.scenario.Scenario;
import io.boundarylab.engine.scenario.SchedulerConfig;
import io.boundarylab.engine.scenario.Step;
import io.boundarylab.engine.scenario.Workloads;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Scenarios of any size, built from the scenario records rather than YAML (a 150,000-pod YAML file
 * would measure the parser, not the engine).
 */
public final class ScaleScenarios {
    /** One simulated hour, the lifecycle horizon. */
    public static final long ONE_HOUR_MS = 3_600_000L;
    /** Zone failure: a third of the nodes fail at this time. */
    public static final long ZONE_FAILURE_AT_MS = 20 * 60_000L;
    /** Scale-downs (room made for the Pending replacements) at this time. */
    public static final long SCALE_DOWN_AT_MS = 30 * 60_000L;
    /** Pods per ReplicaSet: one per node's worth of room, so a ReplicaSet spreads over many nodes. */
    public static final int REPLICAS_PER_SET = 30;
    /** Every this-many-th ReplicaSet crash-loops; every this-many-th is scaled down. */
    public static final int CRASH_LOOP_EVERY = 10;
    public static final int SCALE_DOWN_EVERY = 5;
    public static final int SCALED_DOWN_TO = 10;

    /**
     * The controller manager's API rate, as Kubernetes' own 5,000-node scalability tests run it:
     * {@code --kube-api-qps=100 --kube-api-burst=100} (kubernetes/test-infra,
     * config/jobs/kubernetes/sig-scalability/sig-scalability-presets.yaml, CONTROLLER_MANAGER_TEST_ARGS
     * of preset-e2e-scalability-common, used by the gce-scale-performance job on 5,000 nodes). Every
     * pod a ReplicaSet creates or deletes is one request.
     */
    public static final ControlPlaneConfig LARGE_CLUSTER_CONTROL_PLANE = ControlPlaneConfig.DEFAULT.withKubeApi(100, 100);

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
     * The cluster lifecycle, one simulated hour, with the control plane: nodes in three zones, each
     * with room for 29 pods of 1 cpu, and {@code pods} pods made by ReplicaSets of
     * {@value #REPLICAS_PER_SET} (30 pods per node: the cluster is over-subscribed by one pod per
     * node, so some stay Pending). Every pod has an init container that works for 2 s and exits 0
     * and an app container that runs; in every {@value #CRASH_LOOP_EVERY}th ReplicaSet the app exits
     * 1 after 30 s and crash-loops with back-off. At 20 min every node of zone c fails; the node
     * lifecycle controller marks them Unknown after the grace period (50 s) and the taint manager
     * evicts their pods after the default toleration (300 s), at 25 min 50 s; the ReplicaSets create
     * replacements, which wait for room. At 30 min every {@value #SCALE_DOWN_EVERY}th ReplicaSet is
     * scaled down to {@value #SCALED_DOWN_TO} (SuccessfulDelete, graceful termination): the
     * controller deletes its Pending pods first (about ten each by then), then running ones, and
     * other ReplicaSets' Pending replacements are scheduled into the room that leaves.
     *
     * <p>The ReplicaSets create and delete through the controller manager's API client at
     * {@link #LARGE_CLUSTER_CONTROL_PLANE}'s rate: a burst of 100, then 100 pods a second. At
     * 150,000 pods the last of them is made 1,499 s (almost 25 min) in: the zone fails at 20 min
     * with 29,900 still to be made, over the next five minutes while its nodes are silent and then
     * Unknown; the evictions at 25 min 50 s come after the last of them.
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
        List<ReplicaSetSpec> sets = new ArrayList<>();
        for (int made = 0, i = 0; made < pods; i++) {
            int replicas = Math.min(REPLICAS_PER_SET, pods - made);
            made += replicas;
            ContainerSpec app = i % CRASH_LOOP_EVERY == CRASH_LOOP_EVERY - 1 ? crashing : steady;
            String name = String.format("svc-%05d", i);
            TreeMap<String, String> labels = new TreeMap<>(Map.of("app", name));
            PodSpec template = new PodSpec(name, labels, RestartPolicy.Always, 30_000L, null, 0, Resources.NONE, null, List.of(),
                    List.of(init), List.of(app));
            sets.add(new ReplicaSetSpec(name, replicas, new LabelSelector(labels), template));
            if (i % SCALE_DOWN_EVERY == 0 && replicas > SCALED_DOWN_TO) {
                actions.add(new ActionSpec(SCALE_DOWN_AT_MS, ActionSpec.Kind.scale, new FaultTarget.Workload("replicaset", name, null),
                        null, 0, null, SCALED_DOWN_TO));
            }
        }
        actions.sort(java.util.Comparator.comparingLong(ActionSpec::atMs));
        return new Scenario("cluster-lifecycle-" + nodes + "x" + pods, seed, ONE_HOUR_MS, Platform.POD, SchedulerConfig.DEFAULT,
                nodeSpecs, List.of(), actions, null)
                .withWorkloads(new Workloads(LARGE_CLUSTER_CONTROL_PLANE, sets, List.of()));
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
