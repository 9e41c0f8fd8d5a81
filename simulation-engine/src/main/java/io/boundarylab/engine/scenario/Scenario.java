package io.boundarylab.engine.scenario;

import io.boundarylab.engine.cluster.Platform;

import java.util.List;

/**
 * A scenario: the cluster, the pods, the Services, the timeline of actions, the platform's guarantees, the seed
 * and the horizon. Read by {@link ScenarioReader}; run by {@link io.boundarylab.engine.Simulator}.
 *
 * @param untilMs the simulated horizon, or null when it must come from the command line
 * @param file    where it was read from (for messages), or null
 * @param workloads the control plane's settings, ReplicaSets and Deployments ({@link Workloads#NONE} for none)
 */
public record Scenario(String name, long seed, Long untilMs, Platform platform, SchedulerConfig scheduler,
                       List<NodeSpec> nodes, List<PodSpec> pods, List<ActionSpec> actions, String file, Workloads workloads,
                       List<ServiceSpec> services) {

    public Scenario {
        nodes = List.copyOf(nodes);
        pods = List.copyOf(pods);
        actions = List.copyOf(actions);
        services = List.copyOf(services);
        java.util.Objects.requireNonNull(workloads, "workloads");
    }

    /** A scenario without workloads or Services; {@code failNode} keeps the instant node loss (see {@link Workloads#NONE}). */
    public Scenario(String name, long seed, Long untilMs, Platform platform, SchedulerConfig scheduler,
                    List<NodeSpec> nodes, List<PodSpec> pods, List<ActionSpec> actions, String file) {
        this(name, seed, untilMs, platform, scheduler, nodes, pods, actions, file, Workloads.NONE, List.of());
    }

    public Scenario withWorkloads(Workloads w) {
        return new Scenario(name, seed, untilMs, platform, scheduler, nodes, pods, actions, file, w, services);
    }

    public Scenario withServices(List<ServiceSpec> s) {
        return new Scenario(name, seed, untilMs, platform, scheduler, nodes, pods, actions, file, workloads, s);
    }

    public Scenario withPlatform(Platform p) {
        return new Scenario(name, seed, untilMs, p, scheduler, nodes, pods, actions, file, workloads, services);
    }

    public Scenario withSeed(long s) {
        return new Scenario(name, s, untilMs, platform, scheduler, nodes, pods, actions, file, workloads, services);
    }

    public Scenario withUntilMs(long u) {
        return new Scenario(name, seed, u, platform, scheduler, nodes, pods, actions, file, workloads, services);
    }

    public Scenario withActions(List<ActionSpec> a) {
        return new Scenario(name, seed, untilMs, platform, scheduler, nodes, pods, a, file, workloads, services);
    }

    public Scenario withNodes(List<NodeSpec> n) {
        return new Scenario(name, seed, untilMs, platform, scheduler, n, pods, actions, file, workloads, services);
    }

    public Scenario withPods(List<PodSpec> p) {
        return new Scenario(name, seed, untilMs, platform, scheduler, nodes, p, actions, file, workloads, services);
    }

    public PodSpec pod(String podName) {
        for (PodSpec p : pods) if (p.name().equals(podName)) return p;
        return null;
    }
}
