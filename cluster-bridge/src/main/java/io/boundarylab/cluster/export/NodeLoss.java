package io.boundarylab.cluster.export;

import io.boundarylab.cluster.Text;
import io.boundarylab.engine.scenario.ActionSpec;
import io.boundarylab.engine.scenario.ControlPlaneConfig;
import io.boundarylab.engine.scenario.DeploymentSpec;
import io.boundarylab.engine.scenario.FaultTarget;
import io.boundarylab.engine.scenario.PodSpec;
import io.boundarylab.engine.scenario.Quantities;
import io.boundarylab.engine.scenario.ReplicaSetSpec;
import io.boundarylab.engine.scenario.Scenario;
import io.boundarylab.engine.trace.EventType;
import io.boundarylab.engine.trace.TraceEvent;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code failNode} and {@code recoverNode} as a run that stays in its namespace can carry them
 * out. A run cannot stop a node, so it stands in for the loss: at the same moment it force-deletes
 * (grace 0) the pods the simulation had on that node. A bare pod is deleted by name; a pod a
 * ReplicaSet or Deployment made has another name on the cluster, so the run deletes as many of
 * that workload's pods as the simulation had on the node, chosen at run time by the workload's
 * selector. What differs from a real node failure is said in a note, and the comparison expects it
 * ({@link Manifests.TimedAction#replacementShiftMs()}).
 */
final class NodeLoss {
    /** The kube-controller-manager's node-monitor grace period by default from Kubernetes 1.32, and before it. */
    private static final long NEW_GRACE_MS = 50_000;
    private static final long OLD_GRACE_MS = 40_000;

    private final Scenario scenario;
    private final boolean split;
    private final java.util.function.Supplier<List<TraceEvent>> simulation;
    private List<TraceEvent> simulated;

    /** @param simulation the scenario's simulated trace, asked for only when a node is lost */
    NodeLoss(Scenario scenario, boolean split, java.util.function.Supplier<List<TraceEvent>> simulation) {
        this.scenario = scenario;
        this.split = split;
        this.simulation = simulation;
    }

    /** The stand-in for one failNode action, with the note that says how it differs. */
    Manifests.TimedAction failNode(ActionSpec a, String where, List<String> notes) throws NotExportable {
        String node = ((FaultTarget.Node) a.target()).name();
        ControlPlaneConfig cp = scenario.workloads().controlPlane();
        long realDelayMs = StandInShift.realDelayMs(cp);
        boolean lifecycle = cp.nodeFailure() == ControlPlaneConfig.NodeFailureMode.lifecycle;
        for (ActionSpec r : scenario.actions()) {
            if (lifecycle && r.kind() == ActionSpec.Kind.recoverNode && r.target().text().equals(a.target().text()) && r.atMs() > a.atMs()
                    && r.atMs() < a.atMs() + realDelayMs) {
                throw new NotExportable(where, Text.get("refuse.nodeBack", node, Quantities.formatDuration(r.atMs())));
            }
        }
        List<String> names = new ArrayList<>();
        Map<String, Integer> counts = new LinkedHashMap<>();
        for (String[] on : podsOn(node, a.atMs())) {
            PodSpec bare = scenario.pod(on[0]);
            if (bare == null) {
                counts.merge(owner(on[0], where), 1, Integer::sum);
            } else if (!split) {
                if (!names.contains(bare.name())) names.add(bare.name());
            } else if (on[1] != null) {
                // The naive platform places each member on its own: only the members bound to this node go with it.
                names.add(bare.name() + "-" + on[1]);
            } else {
                for (var c : bare.allContainers()) names.add(bare.name() + "-" + c.name());
            }
        }
        List<Manifests.PodsOf> controlled = new ArrayList<>();
        for (Map.Entry<String, Integer> e : counts.entrySet()) controlled.add(new Manifests.PodsOf(e.getKey(), selector(e.getKey()), e.getValue()));
        List<String> lost = new ArrayList<>(names);
        for (Manifests.PodsOf p : controlled) lost.add(p.count() + " of " + p.workload() + "'s pods");
        String what = lost.isEmpty() ? Text.get("note.failNode.none") : String.join(", ", lost);
        // One rule for what comes after: a controller's pods are replaced, a bare Pod never is, in the simulation and on a cluster.
        boolean replaced = !controlled.isEmpty();
        notes.add(Text.get("note.failNode", node, Quantities.formatDuration(a.atMs()), what, seconds(cp.nodeMonitorGracePeriodMs()),
                Long.toString(cp.defaultTolerationSeconds()), Text.get(replaced ? "note.failNode.replaced" : "note.failNode.bare", seconds(realDelayMs))));
        if (replaced && !names.isEmpty()) notes.add(Text.get("note.failNode.bareToo", String.join(", ", names)));
        // The node-monitor grace period's default became 50 s in Kubernetes 1.32; 1.29 to 1.31 wait 40 s.
        if (cp.nodeMonitorGracePeriodMs() == NEW_GRACE_MS) {
            notes.add(Text.get("note.failNode.versions", seconds(NEW_GRACE_MS), seconds(OLD_GRACE_MS), seconds(realDelayMs - NEW_GRACE_MS + OLD_GRACE_MS)));
        }
        notes.add(Text.get((lifecycle ? "note.failNode.lifecycle" : "note.failNode.instant") + (replaced ? "" : ".bare"), seconds(realDelayMs)));
        StringBuilder kubectl = new StringBuilder();
        if (!names.isEmpty()) kubectl.append("kubectl delete pod -n \"$NS\" ").append(String.join(" ", names)).append(" --grace-period=0 --force");
        for (Manifests.PodsOf p : controlled) {
            if (kubectl.length() > 0) kubectl.append('\n');
            // A loop, not xargs: with no pod found it deletes nothing instead of running a bare kubectl delete.
            kubectl.append("for p in $(kubectl get pods -n \"$NS\" -l ").append(labels(p.selector())).append(" -o name | sort | head -n ")
                    .append(p.count()).append("); do kubectl delete -n \"$NS\" \"$p\" --grace-period=0 --force; done");
        }
        if (kubectl.length() == 0) kubectl.append("# nothing to delete: no pod ran on ").append(node).append(" at that moment");
        return new Manifests.TimedAction(a, names, null, kubectl.toString(), controlled, lifecycle ? realDelayMs : 0);
    }

    /** recoverNode: the stand-in never stopped a node, so there is nothing to bring back. */
    Manifests.TimedAction recoverNode(ActionSpec a, List<String> notes) {
        String node = ((FaultTarget.Node) a.target()).name();
        notes.add(Text.get("note.recoverNode", node, Quantities.formatDuration(a.atMs())));
        return new Manifests.TimedAction(a, List.of(), null, "# nothing to do on the cluster: no node was stopped, and deleted pods stay deleted",
                List.of(), 0);
    }

    /**
     * What the simulation had bound to the node when it failed, in the order it was bound: {pod, null} for a pod
     * placed whole, {pod, container} for a member the naive platform placed on its own.
     */
    private List<String[]> podsOn(String node, long atMs) {
        if (simulated == null) simulated = simulation.get();
        Map<String, String[]> bound = new LinkedHashMap<>();
        for (TraceEvent e : simulated) {
            if (e.tMs() > atMs || e.type() == EventType.NodeFailed && e.tMs() == atMs && node.equals(e.node())) break;
            if (e.type() == EventType.Scheduled && e.pod() != null && node.equals(e.node())) {
                bound.put(e.pod() + "/" + e.container(), new String[] {e.pod(), e.container()});
            }
            if (e.type() == EventType.PodDeleted || e.type() == EventType.PodPhase && "NodeLost".equals(e.reason())) {
                bound.values().removeIf(b -> b[0].equals(e.pod()));
            }
        }
        return new ArrayList<>(bound.values());
    }

    /** The scenario's workload a simulated pod belongs to: its ReplicaSet, or the Deployment that made its ReplicaSet. */
    private String owner(String pod, String where) throws NotExportable {
        for (TraceEvent e : simulated) {
            if (e.type() != EventType.SuccessfulCreate || !pod.equals(e.pod()) || e.owner() == null) continue;
            String rs = e.owner().substring(e.owner().indexOf('/') + 1);
            for (ReplicaSetSpec r : scenario.workloads().replicaSets()) if (r.name().equals(rs)) return "replicaset/" + r.name();
            // A Deployment names its ReplicaSets after itself and the template's hash.
            for (DeploymentSpec d : scenario.workloads().deployments()) if (rs.startsWith(d.name() + "-")) return "deployment/" + d.name();
        }
        throw new NotExportable(where, Text.get("refuse.nodePod", pod));
    }

    private Map<String, String> selector(String workload) {
        String name = workload.substring(workload.indexOf('/') + 1);
        for (ReplicaSetSpec r : scenario.workloads().replicaSets()) if (workload.startsWith("replicaset/") && r.name().equals(name)) return r.selector().matchLabels();
        for (DeploymentSpec d : scenario.workloads().deployments()) if (d.name().equals(name)) return d.selector().matchLabels();
        throw new IllegalStateException("found above: " + workload);
    }

    private static String labels(Map<String, String> selector) {
        List<String> kv = new ArrayList<>();
        for (Map.Entry<String, String> e : selector.entrySet()) kv.add(e.getKey() + "=" + e.getValue());
        return String.join(",", kv);
    }

    private static String seconds(long ms) {
        return (ms % 1000 == 0 ? Long.toString(ms / 1000) : Double.toString(ms / 1000.0)) + " s";
    }
}
