package io.boundarylab.engine.cluster.control;

import io.boundarylab.engine.cluster.state.ClusterState;
import io.boundarylab.engine.cluster.state.PodState;
import io.boundarylab.engine.result.DeploymentStatus;
import io.boundarylab.engine.scenario.DeploymentSpec;
import io.boundarylab.engine.scenario.ControllerPodNames;
import io.boundarylab.engine.scenario.PodSpec;
import io.boundarylab.engine.trace.EventType;
import io.boundarylab.engine.trace.TraceEvent;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The Deployment controller (pkg/controller/deployment): one ReplicaSet per pod template, named
 * {@code NAME-HASH} where the hash is the template's alone; a new template gets a new ReplicaSet
 * and the next revision (an old template found again gets its ReplicaSet back, with the next
 * revision). RollingUpdate (rolling.go) grows the new ReplicaSet within maxSurge and shrinks the
 * old ones within maxUnavailable, first those with unavailable pods (cleanupUnhealthyReplicas),
 * oldest first; Recreate (recreate.go) scales the old ones to 0 and creates the new pods only once
 * no old pod is left. Each resize is a ScalingReplicaSet event.
 */
public final class DeploymentController {
    private final ClusterState state;
    private final ReplicaSetController replicaSets;
    private final Map<String, Deployment> deployments = new LinkedHashMap<>();
    /** The Deployments the next pass visits (each once: {@code Deployment.dirty}); sorted when the pass runs. */
    private final List<Deployment> dirty = new ArrayList<>();

    /** A Deployment as the controller holds it: the spec, changed by scale and setImage, and its ReplicaSets. */
    private static final class Deployment {
        final DeploymentSpec spec;
        int replicas;
        PodSpec template;
        final List<ReplicaSetState> sets = new ArrayList<>();
        final int index;
        boolean dirty;

        Deployment(DeploymentSpec spec, int index) {
            this.index = index;
            this.spec = spec;
            this.replicas = spec.replicas();
            this.template = spec.template();
        }
    }

    DeploymentController(ClusterState state, ReplicaSetController replicaSets) {
        this.state = state;
        this.replicaSets = replicaSets;
    }

    void add(DeploymentSpec d) {
        Deployment dep = new Deployment(d, deployments.size());
        deployments.put(d.name(), dep);
        markDirty(dep);
    }

    /** The next pass looks at this Deployment (its pods, its spec or the clock changed). */
    void markDirty(String name) {
        markDirty(deployments.get(name));
    }

    private void markDirty(Deployment d) {
        if (d.dirty) return;
        d.dirty = true;
        dirty.add(d);
    }

    void scale(String name, int replicas) {
        deployments.get(name).replicas = replicas;
        markDirty(name);
    }

    /** A new image for one container of the template: a new template, so a rollout. */
    /** The ReplicaSets a Deployment owns, in the order it made them (empty for a name it does not know). */
    List<ReplicaSetState> replicaSetsOf(String name) {
        Deployment d = deployments.get(name);
        return d == null ? List.of() : List.copyOf(d.sets);
    }

    void setImage(String name, String container, String image) {
        Deployment d = deployments.get(name);
        d.template = d.template.withContainerImage(container, image);
        markDirty(d);
    }

    /**
     * One pass over the Deployments something happened to since the last pass.
     *
     * @return the instants at which a pod of theirs becomes available (minReadySeconds), to look again then
     */
    List<Long> syncDirty() {
        List<Deployment> now = new ArrayList<>(dirty);
        dirty.clear();
        now.sort(java.util.Comparator.comparingInt(d -> d.index));
        for (Deployment d : now) {
            d.dirty = false;
            sync(d);
        }
        List<Long> out = new ArrayList<>();
        for (Deployment d : now) availabilityTimes(d, out);
        return out;
    }

    private void sync(Deployment d) {
        String hash = templateHash(d.template);
        ReplicaSetState current = null;
        int maxRevision = 0;
        for (ReplicaSetState rs : d.sets) {
            if (rs.templateHash.equals(hash)) current = rs;
            maxRevision = Math.max(maxRevision, rs.revision);
        }
        List<ReplicaSetState> olds = new ArrayList<>(d.sets);
        olds.remove(current);
        if (current != null && current.revision < maxRevision) current.revision = maxRevision + 1;
        DeploymentSpec.Strategy s = d.spec.strategy();
        if (s.recreate()) {
            boolean scaledDown = false;
            for (ReplicaSetState old : olds) scaledDown |= resize(d, old, 0);
            if (scaledDown || oldPodsLeft(olds)) return;
            if (current == null) current = newReplicaSet(d, hash, maxRevision + 1, 0);
            resize(d, current, d.replicas);
            return;
        }
        if (current == null) {
            int newReplicas = RollingUpdate.newReplicaSetReplicas(s, d.replicas, specTotal(d.sets), 0);
            current = newReplicaSet(d, hash, maxRevision + 1, 0);
            resize(d, current, newReplicas);
            return;
        }
        // reconcileNewReplicaSet
        if (current.replicas != d.replicas) {
            int target = current.replicas > d.replicas ? d.replicas
                    : RollingUpdate.newReplicaSetReplicas(s, d.replicas, specTotal(d.sets), current.replicas);
            if (resize(d, current, target)) return;
        }
        // reconcileOldReplicaSets
        if (specTotal(olds) == 0) return;
        int maxScaledDown = RollingUpdate.maxScaledDown(s, d.replicas, specTotal(d.sets), current.replicas, available(d, current));
        if (maxScaledDown <= 0) return;
        int cleaned = 0;
        for (ReplicaSetState old : olds) {
            if (cleaned >= maxScaledDown) break;
            int unavailable = old.replicas - available(d, old);
            if (old.replicas == 0 || unavailable <= 0) continue;
            int down = Math.min(maxScaledDown - cleaned, unavailable);
            resize(d, old, old.replicas - down);
            cleaned += down;
        }
        int allAvailable = 0;
        for (ReplicaSetState rs : d.sets) allAvailable += available(d, rs);
        int toGo = RollingUpdate.scaleDownCount(s, d.replicas, allAvailable);
        int gone = 0;
        for (ReplicaSetState old : olds) {
            if (gone >= toGo) break;
            if (old.replicas == 0) continue;
            int down = Math.min(old.replicas, toGo - gone);
            resize(d, old, old.replicas - down);
            gone += down;
        }
    }

    private ReplicaSetState newReplicaSet(Deployment d, String hash, int revision, int replicas) {
        TreeMap<String, String> labels = new TreeMap<>(d.template.labels());
        labels.put("pod-template-hash", hash);
        ReplicaSetState rs = new ReplicaSetState(d.spec.name() + "-" + hash, d.spec.selector(), d.template.withNameAndLabels(d.spec.name(), labels),
                replicas, d.spec.name(), hash, d.spec.minReadySeconds() * 1000);
        rs.revision = revision;
        d.sets.add(rs);
        replicaSets.add(rs);
        return rs;
    }

    /** Sets a ReplicaSet's replicas, with the ScalingReplicaSet event; false when it already had them. */
    private boolean resize(Deployment d, ReplicaSetState rs, int replicas) {
        if (rs.replicas == replicas) return false;
        String how = replicas > rs.replicas ? "up" : "down";
        state.publish(TraceEvent.of(EventType.ScalingReplicaSet).owner("deployment/" + d.spec.name())
                .message("Scaled " + how + " replica set " + rs.name + " from " + rs.replicas + " to " + replicas)
                .rule(d.spec.strategy().recreate() ? ControlRules.RECREATE : ControlRules.ROLLING));
        rs.replicas = replicas;
        replicaSets.markDirty(rs);
        return true;
    }

    private static int specTotal(List<ReplicaSetState> sets) {
        int n = 0;
        for (ReplicaSetState rs : sets) n += rs.replicas;
        return n;
    }

    private int available(Deployment d, ReplicaSetState rs) {
        int n = 0;
        for (PodState p : rs.activePods()) if (replicaSets.available(p, d.spec.minReadySeconds() * 1000)) n++;
        return n;
    }

    /** recreate.go oldPodsRunning: any pod of an old ReplicaSet not yet Succeeded, Failed or gone. */
    private static boolean oldPodsLeft(List<ReplicaSetState> olds) {
        for (ReplicaSetState rs : olds) {
            for (PodState p : rs.pods) if (!p.deleted() && !p.terminal()) return true;
        }
        return false;
    }

    /** The pod-template-hash ({@link ControllerPodNames#templateHash}). */
    static String templateHash(PodSpec template) {
        return ControllerPodNames.templateHash(template);
    }

    /** Each Deployment's status, by name. */
    Map<String, DeploymentStatus> statuses() {
        Map<String, DeploymentStatus> out = new TreeMap<>();
        for (Deployment d : deployments.values()) {
            String hash = templateHash(d.template);
            int updated = 0, ready = 0, available = 0, revision = 0;
            for (ReplicaSetState rs : d.sets) {
                var st = replicaSets.status(rs);
                if (rs.templateHash.equals(hash)) {
                    updated = st.currentReplicas();
                    revision = rs.revision;
                }
                ready += st.readyReplicas();
                available += available(d, rs);
            }
            out.put(d.spec.name(), new DeploymentStatus(d.replicas, updated, ready, available, Math.max(d.replicas - available, 0), revision));
        }
        return out;
    }

    /** When the Deployment's ready pods become available (minReadySeconds), for those still to come. */
    private void availabilityTimes(Deployment d, List<Long> out) {
        long min = d.spec.minReadySeconds() * 1000;
        if (min == 0) return;
        for (ReplicaSetState rs : d.sets) {
            for (PodState p : rs.activePods()) {
                long at = replicaSets.availableAt(p, min);
                if (at > state.now()) out.add(at);
            }
        }
    }
}
