package io.boundarylab.engine.cluster.control;

import io.boundarylab.engine.cluster.state.PodState;
import io.boundarylab.engine.scenario.LabelSelector;
import io.boundarylab.engine.scenario.Labels;
import io.boundarylab.engine.scenario.PodSpec;

import java.util.ArrayList;
import java.util.List;

/**
 * One ReplicaSet as the controllers hold it: its spec (replicas, selector, template), the pods it
 * owns in the order it made them, and, for a Deployment's, the template hash and revision.
 */
final class ReplicaSetState {
    final String name;
    final LabelSelector selector;
    final PodSpec template;
    /** The Deployment that owns it, or null for a ReplicaSet of the scenario. */
    final String deployment;
    final String templateHash;
    final long minReadyMs;
    int replicas;
    int revision;
    /** Its place in the order the controller learned of ReplicaSets: the order passes visit them. */
    int index;
    /** Whether the next pass visits it already. */
    boolean dirty;
    final List<PodState> pods = new ArrayList<>();
    /** Its pods' labels: the template's, and the template hash for a Deployment's; one map for every pod. */
    final Labels podLabels;
    private final String ref;

    ReplicaSetState(String name, LabelSelector selector, PodSpec template, int replicas, String deployment, String templateHash,
                    long minReadyMs) {
        this.name = name;
        this.selector = selector;
        this.template = template;
        this.replicas = replicas;
        this.deployment = deployment;
        this.templateHash = templateHash;
        this.minReadyMs = minReadyMs;
        Labels labels = Labels.of(template.labels());
        this.podLabels = templateHash == null ? labels : labels.with("pod-template-hash", templateHash);
        this.ref = "replicaset/" + name;
    }

    /** {@code replicaset/NAME}, as events and pods name their owner. */
    String ref() {
        return ref;
    }

    /** controller.IsPodActive: not Succeeded or Failed, and no deletion asked for. */
    static boolean active(PodState p) {
        return !p.terminal() && !p.phase().terminal() && !p.deleting() && !p.deleted() && !p.deletionRequested();
    }

    /** Forgets the pods that are gone or finished for good: they never count again. */
    void prune() {
        pods.removeIf(p -> p.deleted() || p.terminal());
    }

    List<PodState> activePods() {
        List<PodState> out = new ArrayList<>();
        for (PodState p : pods) if (active(p)) out.add(p);
        return out;
    }
}
