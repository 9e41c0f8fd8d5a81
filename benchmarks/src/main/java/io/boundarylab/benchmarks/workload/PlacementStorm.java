package io.boundarylab.benchmarks.workload;

import io.boundarylab.engine.cluster.state.ClusterState;
import io.boundarylab.engine.cluster.state.ContainerState;
import io.boundarylab.engine.cluster.state.NodeState;
import io.boundarylab.engine.cluster.state.PodState;
import io.boundarylab.engine.cluster.scheduler.NodeSampling;
import io.boundarylab.engine.cluster.scheduler.Scheduler;
import io.boundarylab.engine.kernel.SimulationKernel;
import io.boundarylab.engine.scenario.Scenario;

import java.util.List;

/**
 * One scheduling cycle over every pending pod of a placement-storm scenario, on the engine's own
 * scheduler: filter, score, bind and publish a Scheduled event per pod. The binder only records
 * the node (the node agent's work is the lifecycle benchmark's business).
 */
public final class PlacementStorm {
    private final ClusterState state;
    private final Scheduler scheduler;
    private int bound;

    /** A fresh cluster, nothing placed yet. */
    public PlacementStorm(Scenario scenario, NodeSampling sampling) {
        this.state = new ClusterState(new SimulationKernel(scenario.seed()), scenario);
        this.scheduler = new Scheduler(state, this::bind, sampling);
    }

    private void bind(PodState pod, List<ContainerState> members, NodeState node) {
        for (ContainerState c : members) c.setNode(node);
        pod.setNode(node);
        bound++;
    }

    /** Places every pod; returns how many were bound. */
    public int run() {
        scheduler.schedulePending();
        return bound;
    }

    public ClusterState state() {
        return state;
    }
}
