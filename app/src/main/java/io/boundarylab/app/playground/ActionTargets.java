package io.boundarylab.app.playground;

import io.boundarylab.engine.scenario.ActionSpec;
import io.boundarylab.engine.scenario.ControllerPodNames;
import io.boundarylab.engine.scenario.DeploymentSpec;
import io.boundarylab.engine.scenario.FaultTarget;
import io.boundarylab.engine.scenario.PodSpec;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;

/**
 * The actions on cue, kept aimed at what they named when the form renames it: a pod, one of its
 * containers, a ReplicaSet or a Deployment. A target the reader finds no more is an error at the
 * action's line, so a rename takes its targets along. A workload's pods are named after it
 * ({@link ControllerPodNames}), so a {@code pod/NAME} target naming one of them follows too.
 * Services select pods by labels, which a rename leaves as they are.
 */
final class ActionTargets {
    private ActionTargets() {
    }

    static List<ActionSpec> podRenamed(List<ActionSpec> actions, String from, String to) {
        return retarget(actions, t -> {
            if (t instanceof FaultTarget.Pod p && p.name().equals(from)) return new FaultTarget.Pod(to);
            if (t instanceof FaultTarget.Member m && m.pod().equals(from)) return new FaultTarget.Member(to, m.member().container());
            return t;
        });
    }

    static List<ActionSpec> containerRenamed(List<ActionSpec> actions, String pod, String from, String to) {
        return retarget(actions, t -> t instanceof FaultTarget.Member m && m.pod().equals(pod) && m.member().container().equals(from)
                ? new FaultTarget.Member(pod, to) : t);
    }

    /** A ReplicaSet renamed: its own targets, and those naming a pod it makes ({@code NAME-xxxxx}). */
    static List<ActionSpec> replicaSetRenamed(List<ActionSpec> actions, String from, String to) {
        Map<String, String> bases = Map.of(ControllerPodNames.base(from), ControllerPodNames.base(to));
        return retarget(actions, t -> workloadPod(workload(t, "replicaset", from, to), bases));
    }

    /**
     * A Deployment renamed, its template with it: its own targets, and those naming a pod it makes
     * ({@code NAME-HASH-xxxxx}, one hash per template its setImage actions lead to, the template's
     * name part of each).
     */
    static List<ActionSpec> deploymentRenamed(List<ActionSpec> actions, DeploymentSpec was, DeploymentSpec now) {
        Map<String, String> bases = new LinkedHashMap<>();
        PodSpec before = was.template();
        PodSpec after = now.template();
        bases.put(hashedBase(was.name(), before), hashedBase(now.name(), after));
        List<ActionSpec> byTime = new ArrayList<>(actions);
        // Stable: at one instant, file order, as ControllerPodNames and the kernel take them.
        byTime.sort(Comparator.comparingLong(ActionSpec::atMs));
        for (ActionSpec a : byTime) {
            if (a.kind() == ActionSpec.Kind.setImage && a.target() instanceof FaultTarget.Workload w
                    && w.kind().equals("deployment") && w.name().equals(was.name())) {
                before = before.withContainerImage(w.container(), a.image());
                after = after.withContainerImage(w.container(), a.image());
                bases.putIfAbsent(hashedBase(was.name(), before), hashedBase(now.name(), after));
            }
        }
        return retarget(actions, t -> workloadPod(workload(t, "deployment", was.name(), now.name()), bases));
    }

    private static String hashedBase(String name, PodSpec template) {
        return ControllerPodNames.base(name + "-" + ControllerPodNames.templateHash(template));
    }

    private static FaultTarget workload(FaultTarget t, String kind, String from, String to) {
        return t instanceof FaultTarget.Workload w && w.kind().equals(kind) && w.name().equals(from)
                ? new FaultTarget.Workload(kind, to, w.container()) : t;
    }

    /** A pod or member target whose pod is {@code BASE} and five of the generator's characters, with the base swapped. */
    private static FaultTarget workloadPod(FaultTarget t, Map<String, String> bases) {
        String pod = t.pod();
        if (pod == null || pod.length() <= ControllerPodNames.RANDOM_LENGTH) return t;
        int cut = pod.length() - ControllerPodNames.RANDOM_LENGTH;
        String base = bases.get(pod.substring(0, cut));
        if (base == null || !pod.substring(cut).chars().allMatch(c -> ControllerPodNames.ALPHANUMS.indexOf(c) >= 0)) return t;
        String renamed = base + pod.substring(cut);
        return t instanceof FaultTarget.Member m ? new FaultTarget.Member(renamed, m.member().container()) : new FaultTarget.Pod(renamed);
    }

    private static List<ActionSpec> retarget(List<ActionSpec> actions, UnaryOperator<FaultTarget> change) {
        List<ActionSpec> out = new ArrayList<>();
        for (ActionSpec a : actions) {
            FaultTarget t = change.apply(a.target());
            out.add(t.equals(a.target()) ? a
                    : new ActionSpec(a.atMs(), a.kind(), t, a.gracePeriodMs(), a.exitCode(), a.image(), a.replicas(), a.pick()));
        }
        return out;
    }
}
