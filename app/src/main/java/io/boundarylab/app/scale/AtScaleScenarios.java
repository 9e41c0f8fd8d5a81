package io.boundarylab.app.scale;

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
import java.util.Locale;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;

/**
 * Generates at-scale scenarios as engine records: nodes of three sizes spread over zones, pods
 * with an init container each, a share of them crash-looping, a share of batch jobs that finish,
 * and one zone failing halfway (a {@code failNode} action for each of its nodes). The same size
 * and seed always give the same scenario.
 *
 * <p>The services and the crash-looping apps are ReplicaSets (2 to 40 replicas of one template
 * each), as in a real cluster; the batch jobs are bare pods, since a ReplicaSet would replace a
 * pod that succeeded. The node lifecycle runs as in Kubernetes: the failed zone's nodes become
 * Unknown after the 50 s grace period, their pods are evicted after the 300 s toleration, and the
 * ReplicaSets recreate them on the surviving zones, at the controller manager's API rate
 * ({@link #CONTROL_PLANE}: a burst of 100, then 100 a second).
 *
 * <p>Durations are whole seconds on purpose: events then gather on fewer instants, as a real
 * cluster's do around its controllers' resync periods, and the scheduler runs once per instant.
 */
public final class AtScaleScenarios {
    /** One simulated hour, the horizon of the cluster-lifecycle workload. */
    public static final long DEFAULT_HORIZON_MS = 3_600_000L;
    /** Share of pods whose app container exits 1 a few seconds after each start. */
    public static final double CRASH_LOOP_SHARE = 0.02;
    /** Share of pods that are batch jobs: they run for minutes and succeed. */
    public static final double BATCH_SHARE = 0.10;
    /** The smallest and largest ReplicaSet. */
    public static final int MIN_REPLICAS = 2;
    public static final int MAX_REPLICAS = 40;

    /**
     * The controller manager's API rate of a large cluster. Left at its defaults (20 a second, a
     * burst of 30) kube-controller-manager would take over ten minutes to make the Small cluster's
     * ReplicaSets' pods; Kubernetes' own 5,000-node scalability tests run it with
     * {@code --kube-api-qps=100 --kube-api-burst=100}: kubernetes/test-infra,
     * config/jobs/kubernetes/sig-scalability/sig-scalability-presets.yaml, CONTROLLER_MANAGER_TEST_ARGS
     * of preset-e2e-scalability-common (the gce-scale-performance job, 5,000 nodes) and
     * KUBEMARK_CONTROLLER_MANAGER_TEST_ARGS of preset-e2e-kubemark-common (kubemark-5000).
     */
    public static final int KUBE_API_QPS = 100;
    public static final int KUBE_API_BURST = 100;
    /** Kubernetes' node lifecycle, with {@link #KUBE_API_QPS} and {@link #KUBE_API_BURST}. */
    public static final ControlPlaneConfig CONTROL_PLANE = ControlPlaneConfig.DEFAULT.withKubeApi(KUBE_API_QPS, KUBE_API_BURST);

    private static final long MI = 1024L * 1024L;
    private static final long GI = 1024L * MI;
    /** Node shapes (cpu millicores, memory bytes) and how often each appears, in percent. */
    private static final long[][] NODE_SHAPES = {{8_000, 32 * GI, 30}, {16_000, 64 * GI, 50}, {32_000, 128 * GI, 20}};
    /** Pod requests (cpu millicores, memory bytes) and how often each appears, in percent. */
    private static final long[][] POD_SHAPES = {{100, 128 * MI, 40}, {250, 256 * MI, 35}, {500, GI, 20}, {1_000, 2 * GI, 5}};

    private AtScaleScenarios() {
    }

    /** A scenario of the given size, one simulated hour long, the zone failure at half an hour. */
    public static AtScaleScenario generate(ScaleSize size, long seed) {
        return generate(size, seed, DEFAULT_HORIZON_MS);
    }

    /** A scenario of the given size and horizon; one zone fails at half the horizon. */
    public static AtScaleScenario generate(ScaleSize size, long seed, long horizonMs) {
        SplittableRandom random = new SplittableRandom(seed);
        int zoneCount = size.zones();
        List<String> zones = new ArrayList<>();
        for (int z = 0; z < zoneCount; z++) {
            zones.add("zone-" + (char) ('a' + z));
        }
        List<NodeSpec> nodes = new ArrayList<>(size.nodes());
        int[] nodeZone = new int[size.nodes()];
        int perZone = (size.nodes() + zoneCount - 1) / zoneCount;
        for (int i = 0; i < size.nodes(); i++) {
            int zone = Math.min(zoneCount - 1, i / perZone);
            nodeZone[i] = zone;
            long[] shape = pick(NODE_SHAPES, random);
            String name = String.format(Locale.ROOT, "node-%c-%04d", (char) ('a' + zone), i - zone * perZone + 1);
            nodes.add(new NodeSpec(name, new Resources(shape[0], shape[1]), 110, 100 * MI));
        }
        // Bare batch jobs first, then ReplicaSets until the size's pod count is reached.
        int jobs = (int) Math.round(size.pods() * BATCH_SHARE);
        List<PodSpec> pods = new ArrayList<>(jobs);
        int digits = Integer.toString(size.pods()).length();
        String jobFormat = "job-%0" + digits + "d";
        for (int p = 0; p < jobs; p++) {
            pods.add(batchJob(String.format(Locale.ROOT, jobFormat, p + 1), random));
        }
        List<ReplicaSetSpec> sets = new ArrayList<>();
        // A ReplicaSet crash-loops whenever the crash-looping pods so far fall short of
        // CRASH_LOOP_SHARE of all pods so far (the first one does): a quota rather than a draw, so
        // even the demo's few dozen ReplicaSets show crash loops.
        int crashLoopingPods = 0;
        for (int made = jobs, i = 0; made < size.pods(); i++) {
            int replicas = Math.min(size.pods() - made, MIN_REPLICAS + random.nextInt(MAX_REPLICAS - MIN_REPLICAS + 1));
            made += replicas;
            boolean crashLooping = crashLoopingPods < CRASH_LOOP_SHARE * made;
            if (crashLooping) {
                crashLoopingPods += replicas;
            }
            String name = String.format(Locale.ROOT, (crashLooping ? "api" : "web") + "-%04d", i + 1);
            TreeMap<String, String> labels = new TreeMap<>(Map.of("app", name));
            sets.add(new ReplicaSetSpec(name, replicas, new LabelSelector(labels), service(name, labels, crashLooping, random)));
        }
        int failedZone = zoneCount / 2;
        long failAt = horizonMs / 2;
        List<ActionSpec> actions = new ArrayList<>();
        for (int i = 0; i < nodes.size(); i++) {
            if (nodeZone[i] == failedZone) {
                actions.add(new ActionSpec(failAt, ActionSpec.Kind.failNode, new FaultTarget.Node(nodes.get(i).name()), null, 0, null));
            }
        }
        String name = "at-scale-" + size.name().toLowerCase(Locale.ROOT);
        Scenario scenario = new Scenario(name, seed, horizonMs, Platform.POD, SchedulerConfig.DEFAULT, nodes, pods, actions, null)
                .withWorkloads(new Workloads(CONTROL_PLANE, sets, List.of()));
        return new AtScaleScenario(scenario, size, zones, nodeZone, failedZone, failAt);
    }

    /** A batch job: works for two to forty minutes and completes. */
    private static PodSpec batchJob(String name, SplittableRandom random) {
        long[] shape = pick(POD_SHAPES, random);
        ContainerSpec job = container("job", "shop/report:2.0", new Resources(shape[0], shape[1]),
                List.of(new Step.Sleep(60_000L * (2 + random.nextInt(39)))));
        return new PodSpec(name, new TreeMap<>(), RestartPolicy.OnFailure, 30_000L, null, 0, Resources.ZERO, null, List.of(),
                List.of(setup(random)), List.of(job));
    }

    /** A ReplicaSet's template: a web service that runs for ever, or an API that crash-loops. */
    private static PodSpec service(String name, TreeMap<String, String> labels, boolean crashLooping, SplittableRandom random) {
        long[] shape = pick(POD_SHAPES, random);
        Resources requests = new Resources(shape[0], shape[1]);
        ContainerSpec app = crashLooping
                // Starts, fails to reach its database after a few seconds, exits 1: CrashLoopBackOff.
                ? container("app", "shop/api:1.4", requests, List.of(new Step.Sleep(1_000L * (5 + random.nextInt(26))), new Step.Exit(1)))
                : container("app", "shop/web:3.2", requests, List.of(new Step.Run(null)));
        return new PodSpec(name, labels, RestartPolicy.Always, 30_000L, null, 0, Resources.ZERO, null, List.of(),
                List.of(setup(random)), List.of(app));
    }

    /** The init container fetches configuration for one to five seconds, then exits 0. */
    private static ContainerSpec setup(SplittableRandom random) {
        return container("setup", "busybox:1.36", Resources.NONE, List.of(new Step.Sleep(1_000L * (1 + random.nextInt(5)))));
    }

    private static ContainerSpec container(String name, String image, Resources requests, List<Step> steps) {
        return new ContainerSpec(name, image, null, requests, Resources.NONE, List.of(), List.of(), null, null, null,
                null, null, null, 143, steps);
    }

    private static long[] pick(long[][] shapes, SplittableRandom random) {
        int roll = random.nextInt(100);
        for (long[] s : shapes) {
            roll -= (int) s[2];
            if (roll < 0) {
                return s;
            }
        }
        return shapes[shapes.length - 1];
    }
}
