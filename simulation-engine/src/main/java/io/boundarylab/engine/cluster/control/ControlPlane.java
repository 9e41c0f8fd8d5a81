package io.boundarylab.engine.cluster.control;

import io.boundarylab.engine.cluster.state.ClusterState;
import io.boundarylab.engine.cluster.state.NodeState;
import io.boundarylab.engine.cluster.state.PodState;
import io.boundarylab.engine.result.ControlPlaneStatus;
import io.boundarylab.engine.scenario.DeploymentSpec;
import io.boundarylab.engine.scenario.ReplicaSetSpec;
import io.boundarylab.engine.scenario.Workloads;

import java.util.List;
import java.util.TreeSet;

/**
 * The controllers of a scenario wired together. The workload controllers run as one pass
 * (Deployments, then ReplicaSets) scheduled at most once per instant after any pod change they
 * are told of, after a scale or setImage, and at the instants a pod becomes available after
 * minReadySeconds; the node lifecycle controller runs on its own timers.
 */
public final class ControlPlane {
    private final ClusterState state;
    private final NodeLifecycleController nodeLifecycle;
    private final ReplicaSetController replicaSets;
    private final DeploymentController deployments;
    private boolean passRequested;
    private final TreeSet<Long> wakeUps = new TreeSet<>();
    private final List<String> deploymentNames = new java.util.ArrayList<>();

    public ControlPlane(ClusterState state, Workloads workloads, NodeSide nodes) {
        this.state = state;
        this.nodeLifecycle = new NodeLifecycleController(state, workloads.controlPlane(), nodes);
        this.replicaSets = new ReplicaSetController(state, nodes, workloads.controlPlane().kubeApiQps(),
                workloads.controlPlane().kubeApiBurst(), delayMs -> state.kernel().post(delayMs, this::requestPass));
        this.deployments = new DeploymentController(state, replicaSets);
        for (ReplicaSetSpec r : workloads.replicaSets()) {
            replicaSets.add(new ReplicaSetState(r.name(), r.selector(), r.template(), r.replicas(), null, null, 0));
        }
        for (DeploymentSpec d : workloads.deployments()) {
            deployments.add(d);
            deploymentNames.add(d.name());
        }
        if (workloads.any()) {
            state.onPodChanged(this::podChanged);
            requestPass();
        }
        if (workloads.any() || state.pods().size() > PodGarbageCollector.THRESHOLD) {
            PodGarbageCollector gc = new PodGarbageCollector(state, PodGarbageCollector.THRESHOLD);
            state.onPodChanged(gc::podChanged);
        }
    }

    private void podChanged(PodState pod) {
        ReplicaSetState rs = replicaSets.podChanged(pod);
        if (rs == null) return;
        if (rs.deployment != null) deployments.markDirty(rs.deployment);
        requestPass();
    }

    /** The pass runs once per instant at most, after whatever changed in it. */
    private void requestPass() {
        if (passRequested) return;
        passRequested = true;
        state.kernel().post(0, () -> {
            passRequested = false;
            List<Long> availableAt = deployments.syncDirty();
            replicaSets.reconcileDirty();
            for (long at : availableAt) {
                if (wakeUps.add(at)) state.kernel().postAt(at, this::wakeAll);
            }
        });
    }

    /** A pod became available after minReadySeconds: every Deployment looks again (no event says so). */
    private void wakeAll() {
        wakeUps.remove(state.now());
        for (String d : deploymentNames) deployments.markDirty(d);
        requestPass();
    }

    public void failNode(NodeState node) {
        nodeLifecycle.failNode(node);
    }

    public void recoverNode(NodeState node) {
        nodeLifecycle.recoverNode(node);
    }

    /** Scenario action {@code scale}: {@code kind} is {@code replicaset} or {@code deployment}. */
    public void scale(String kind, String name, int replicas) {
        if (kind.equals("deployment")) {
            deployments.scale(name, replicas);
        } else {
            ReplicaSetState rs = replicaSets.get(name);
            rs.replicas = replicas;
            replicaSets.markDirty(rs);
        }
        requestPass();
    }

    /** Scenario action {@code setImage} on a Deployment's container: a rollout. */
    public void setImage(String deployment, String container, String image) {
        deployments.setImage(deployment, container, image);
        requestPass();
    }

    /**
     * The pod a {@code pick} chooses among a controller's live pods (made, not deleted, not
     * Succeeded or Failed): those of a ReplicaSet, or of every ReplicaSet of a Deployment, ordered
     * by creation, ties by name. {@code oldest} is the first, {@code newest} the last, {@code N}
     * the N-th from 0.
     *
     * @return the pod, or null when the controller has no live pod or the index is past the last
     */
    public PodState pick(String kind, String name, String pick) {
        List<ReplicaSetState> sets = kind.equals("deployment") ? deployments.replicaSetsOf(name)
                : replicaSets.get(name) == null ? List.of() : List.of(replicaSets.get(name));
        List<PodState> live = new java.util.ArrayList<>();
        for (ReplicaSetState rs : sets) for (PodState p : rs.pods) if (!p.deleted() && !p.terminal()) live.add(p);
        live.sort(java.util.Comparator.comparingLong(PodState::createdAtMs).thenComparing(PodState::name));
        if (live.isEmpty()) return null;
        if (pick.equals("oldest")) return live.get(0);
        if (pick.equals("newest")) return live.get(live.size() - 1);
        int index = Integer.parseInt(pick);
        return index < live.size() ? live.get(index) : null;
    }

    public ControlPlaneStatus status() {
        return new ControlPlaneStatus(replicaSets.statuses(), deployments.statuses(), nodeLifecycle.statuses());
    }
}
