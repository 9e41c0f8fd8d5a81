package io.boundarylab.engine.cluster.control;

import io.boundarylab.engine.cluster.state.ClusterState;
import io.boundarylab.engine.cluster.state.PodState;
import io.boundarylab.engine.result.ReplicaSetStatus;
import io.boundarylab.engine.scenario.ControllerPodNames;
import io.boundarylab.engine.scenario.PodSpec;
import io.boundarylab.engine.trace.EventType;
import io.boundarylab.engine.trace.TraceEvent;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.function.LongConsumer;

/**
 * The ReplicaSet controller (pkg/controller/replicaset/replica_set.go, manageReplicas): for each
 * ReplicaSet it counts its active pods (controller.FilterActivePods: not Succeeded or Failed, no
 * deletion asked for) and closes the gap to {@code replicas}: it creates pods from the template
 * (SuccessfulCreate), or deletes the ones {@link ScaleDownRanking} puts first (SuccessfulDelete).
 * A pod it makes is named {@code NAME-xxxxx} (names.SimpleNameGenerator: five characters of
 * utilrand's alphabet), drawn from the kernel's named stream {@value #NAME_STREAM}; it is a new
 * pod with nothing of the one it replaces. It owns only the pods it made (ownerReferences), never
 * adopts a scenario's pods.
 */
public final class ReplicaSetController {
    /** The ReplicaSet controller's event text, written from the event when read. */
    private static final TraceEvent.Text CREATED_POD = e -> "Created pod: " + e.pod();
    static final String NAME_STREAM = "pod-names";
    private final ClusterState state;
    private final NodeSide nodes;
    private final SplittableRandom names;
    private final Map<String, ReplicaSetState> sets = new LinkedHashMap<>();
    /** The ReplicaSets the next pass visits (each once: {@link ReplicaSetState#dirty}); sorted when the pass runs. */
    private final List<ReplicaSetState> dirty = new ArrayList<>();
    /** The ReplicaSets by {@link ReplicaSetState#index}: a made pod's {@link PodState#ownerSlot} points here. */
    private final List<ReplicaSetState> byIndex = new ArrayList<>();
    /** Runs the controllers' pass again the given number of milliseconds from now. */
    private final LongConsumer passAfter;
    /** Every pod created or deleted is a request of the controller manager's client, held to its rate. */
    private final ApiRateLimit api;

    /** burstReplicas, the most pods the controller creates or deletes in one sync. */
    static final int BURST_REPLICAS = 500;

    ReplicaSetController(ClusterState state, NodeSide nodes, int kubeApiQps, int kubeApiBurst, LongConsumer passAfter) {
        this.state = state;
        this.api = new ApiRateLimit(kubeApiQps, kubeApiBurst);
        this.nodes = nodes;
        this.passAfter = passAfter;
        this.names = state.kernel().random().stream(NAME_STREAM);
    }

    void add(ReplicaSetState rs) {
        rs.index = sets.size();
        sets.put(rs.name, rs);
        byIndex.add(rs);
        markDirty(rs);
    }

    /** The next pass looks at this ReplicaSet (its pods or its replicas changed). */
    void markDirty(ReplicaSetState rs) {
        if (rs.dirty) return;
        rs.dirty = true;
        dirty.add(rs);
    }

    ReplicaSetState get(String name) {
        return sets.get(name);
    }

    /**
     * Told of every pod change: keeps each owned pod's Ready time for availability and ranking,
     * and marks its ReplicaSet for the next pass.
     *
     * @return the pod's ReplicaSet, or null for a pod no ReplicaSet owns
     */
    ReplicaSetState podChanged(PodState pod) {
        if (pod.owner() == null) return null;
        if (pod.wasReady()) {
            if (pod.readySinceMs() < 0) pod.setReadySinceMs(state.now());
        }
        else pod.setReadySinceMs(-1);
        if (pod.ownerSlot() < 0) return null;
        ReplicaSetState rs = byIndex.get(pod.ownerSlot());
        markDirty(rs);
        return rs;
    }

    /**
     * One pass of manageReplicas over the ReplicaSets something happened to since the last pass,
     * in the order they were made: a pass costs what changed, not the size of the cluster.
     */
    void reconcileDirty() {
        List<ReplicaSetState> now = new ArrayList<>(dirty);
        dirty.clear();
        now.sort(java.util.Comparator.comparingInt(r -> r.index));
        for (ReplicaSetState rs : now) {
            rs.dirty = false;
            rs.prune();
            reconcile(rs);
        }
    }

    private void reconcile(ReplicaSetState rs) {
        List<PodState> active = rs.activePods();
        int diff = active.size() - rs.replicas;
        if (diff < 0) {
            int n = Math.min(-diff, BURST_REPLICAS);
            int made = 0;
            while (made < n && api.tryTake(state.now())) {
                create(rs);
                made++;
            }
            if (made < -diff) lookAgainAtNextToken(rs);
        } else if (diff > 0) {
            List<PodState> victims = ScaleDownRanking.podsToDelete(active, related(rs), Math.min(diff, BURST_REPLICAS), state.now(),
                    p -> p.readySinceMs() < 0 ? state.now() : p.readySinceMs(), PodState::createdAtMs);
            for (PodState p : victims) {
                if (!api.tryTake(state.now())) {
                    lookAgainAtNextToken(rs);
                    return;
                }
                state.publish(p, TraceEvent.of(EventType.SuccessfulDelete).pod(p.name()).owner(rs.ref())
                        .message("Deleted pod: " + p.name()).rule(ControlRules.RS_DELETE));
                nodes.deletePod(p);
            }
            if (victims.size() < diff) lookAgainAtNextToken(rs);
        }
    }

    /** Some of the gap is left: the ReplicaSet syncs again when the client has a token. */
    private void lookAgainAtNextToken(ReplicaSetState rs) {
        markDirty(rs);
        passAfter.accept(Math.max(1, api.nextTokenAt(state.now()) - state.now()));
    }

    /** The active pods that count for "doubled up": every ReplicaSet's of the same Deployment, else its own. */
    private List<PodState> related(ReplicaSetState rs) {
        if (rs.deployment == null) return rs.activePods();
        List<PodState> out = new ArrayList<>();
        for (ReplicaSetState other : sets.values()) if (rs.deployment.equals(other.deployment)) out.addAll(other.activePods());
        return out;
    }

    private void create(ReplicaSetState rs) {
        String name;
        do {
            name = generateName(rs.name);
        } while (state.pod(name) != null);
        PodSpec spec = rs.template.withNameAndLabels(name, rs.podLabels);
        PodState pod = state.addPod(spec, rs.ref());
        rs.pods.add(pod);
        pod.setOwnerSlot(rs.index);
        pod.setCreatedAtMs(state.now());
        nodes.podCreated(pod);
        state.publish(pod, TraceEvent.of(EventType.SuccessfulCreate).pod(name).owner(rs.ref())
                .message(CREATED_POD).rule(ControlRules.RS_CREATE));
    }

    /** names.SimpleNameGenerator: the base {@code owner-} (cut to 58 characters) and five random characters. */
    private String generateName(String owner) {
        StringBuilder sb = new StringBuilder(ControllerPodNames.base(owner));
        String alphanums = ControllerPodNames.ALPHANUMS;
        for (int i = 0; i < ControllerPodNames.RANDOM_LENGTH; i++) sb.append(alphanums.charAt(names.nextInt(alphanums.length())));
        return sb.toString();
    }

    /** Whether the pod counts as available: Ready for at least minReadySeconds (podutil.IsPodAvailable). */
    boolean available(PodState p, long minReadyMs) {
        long since = p.readySinceMs();
        return p.wasReady() && since >= 0 && state.now() - since >= minReadyMs;
    }

    /** When a ready pod becomes available, or -1 when it is not ready. */
    long availableAt(PodState p, long minReadyMs) {
        long since = p.readySinceMs();
        return p.wasReady() && since >= 0 ? since + minReadyMs : -1;
    }

    ReplicaSetStatus status(ReplicaSetState rs) {
        List<PodState> active = rs.activePods();
        int ready = 0, available = 0;
        List<String> podNames = new ArrayList<>();
        for (PodState p : active) {
            podNames.add(p.name());
            if (p.wasReady()) ready++;
            if (available(p, rs.minReadyMs)) available++;
        }
        podNames.sort(null);
        return new ReplicaSetStatus(rs.replicas, active.size(), ready, available, podNames);
    }

    /** Every ReplicaSet's status, by name. */
    Map<String, ReplicaSetStatus> statuses() {
        Map<String, ReplicaSetStatus> out = new TreeMap<>();
        for (ReplicaSetState rs : sets.values()) out.put(rs.name, status(rs));
        return out;
    }

    List<ReplicaSetState> all() {
        return List.copyOf(sets.values());
    }
}
