package io.boundarylab.cluster.export;

import io.boundarylab.cluster.Text;
import io.boundarylab.engine.scenario.ActionSpec;
import io.boundarylab.engine.scenario.FaultTarget;
import io.boundarylab.engine.scenario.PodSpec;
import io.boundarylab.engine.scenario.Quantities;
import io.boundarylab.engine.scenario.Scenario;

import java.util.ArrayList;
import java.util.List;

/**
 * The scenario's actions as a cluster carries them out, each aimed at real Pods. Only what can be
 * done from inside one namespace is exported: killing a pod's sandbox needs the node itself, and is
 * refused; losing a node is stood in for by losing its pods ({@link NodeLoss}).
 */
final class TimelineForms {
    private TimelineForms() {
    }

    static Manifests.TimedAction of(Scenario scenario, boolean split, ActionSpec a, NodeLoss nodeLoss, List<String> notes) throws NotExportable {
        String where = "action at " + Quantities.formatDuration(a.atMs()) + " (" + a.kind() + " " + a.target().text() + ")";
        FaultTarget t = a.target();
        switch (a.kind()) {
            case failNode -> {
                return nodeLoss.failNode(a, where, notes);
            }
            case recoverNode -> {
                return nodeLoss.recoverNode(a, notes);
            }
            case killSandbox -> throw new NotExportable(where, Text.get("refuse.killSandbox"));
            case setImage -> {
                // A Deployment's new image is a new pod template, and that is what starts its rollout; the simulated image
                // lives in the template's environment (the real image stays the shell's), so changing it is the same change.
                // A bare Pod's image change restarts the container in place, which an environment change cannot do.
                if (!(t instanceof FaultTarget.Workload w)) {
                    throw new NotExportable(where, Text.get("refuse.podImage"));
                }
                return new Manifests.TimedAction(a, List.of(), w.container(), "kubectl set env -n \"$NS\" " + w.kind() + "/" + w.name() + " -c " + w.container()
                        + " " + ShellScript.IMAGE_VARIABLE + "=" + a.image());
            }
            case scale -> {
                FaultTarget.Workload w = (FaultTarget.Workload) t;
                return new Manifests.TimedAction(a, List.of(), null, "kubectl scale -n \"$NS\" " + w.kind() + "/" + w.name() + " --replicas=" + a.replicas());
            }
            default -> { }
        }
        PodSpec pod = scenario.pod(t.pod());
        if (pod == null) {
            throw new NotExportable(where, Text.get("refuse.controllerPod"));
        }
        String container = t instanceof FaultTarget.Member m ? m.member().container() : null;
        List<String> pods = new ArrayList<>();
        if (!split) pods.add(pod.name());
        else if (container != null) pods.add(pod.name() + "-" + container);
        else for (var c : pod.allContainers()) pods.add(pod.name() + "-" + c.name());
        String grace = a.gracePeriodMs() == null ? "" : " --grace-period=" + ProbeForms.seconds(where, "gracePeriod", a.gracePeriodMs());
        String kubectl = switch (a.kind()) {
            case delete -> "kubectl delete pod -n \"$NS\" " + String.join(" ", pods) + grace + " --wait=false";
            // The Eviction API through stock kubectl: the body on standard input, from printf (a here-string is bash only).
            case evict -> "printf '%s\\n' '{\"apiVersion\":\"policy/v1\",\"kind\":\"Eviction\",\"metadata\":{\"name\":\"" + pods.get(0) + "\"}}'"
                    + " | kubectl create --raw \"/api/v1/namespaces/$NS/pods/" + pods.get(0) + "/eviction\" -f -";
            case crash -> "kubectl exec -n \"$NS\" " + pods.get(0) + " -c " + container + " -- sh -c 'echo " + a.exitCode() + " > "
                    + ShellScript.STATE_DIR + "/" + ShellScript.CRASH_FILE + "; kill -USR1 1'";
            default -> throw new IllegalStateException("handled above: " + a.kind());
        };
        if (a.kind() == ActionSpec.Kind.evict && pods.size() > 1) {
            throw new NotExportable(where, Text.get("refuse.severalPods"));
        }
        if (a.kind() == ActionSpec.Kind.evict) {
            // The engine plays the kubelet's eviction under node pressure: the pod ends at once, Failed (Evicted). An API eviction
            // is a graceful delete: preStop and the grace period run, and the Pod is gone instead of Failed.
            String podGrace = Long.toString(ProbeForms.seconds(where, "terminationGracePeriod", pod.terminationGracePeriodMs()));
            boolean preStop = pod.allContainers().stream().anyMatch(c -> c.preStop() != null);
            notes.add(Text.get("note.evict", pods.get(0), Quantities.formatDuration(a.atMs()), Text.get(preStop ? "note.evict.preStop" : "note.evict.grace", podGrace)));
        }
        return new Manifests.TimedAction(a, pods, container, kubectl);
    }
}
