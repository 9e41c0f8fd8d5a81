package io.boundarylab.cluster.export;

import io.boundarylab.engine.scenario.ActionSpec;
import io.fabric8.kubernetes.api.model.HasMetadata;

import java.util.List;

/**
 * A scenario as Kubernetes objects, ready to apply.
 *
 * @param scenario the scenario's name
 * @param objects  Pods, Services, ReplicaSets and Deployments, in the order to apply them
 * @param split    whether each container became its own Pod (the naive platform's real form)
 * @param notes    where the export differs from the simulation, one sentence each: written as
 *                 comments in every manifest and printed by the command
 * @param timeline the scenario's actions, each with what carries it out on a cluster
 * @param untilMs  the scenario's horizon
 */
public record Manifests(String scenario, List<HasMetadata> objects, boolean split, List<String> notes, List<TimedAction> timeline,
                        long untilMs) {

    public Manifests {
        objects = List.copyOf(objects);
        notes = List.copyOf(notes);
        timeline = List.copyOf(timeline);
    }

    /**
     * One action of the scenario's timeline, aimed at real Pods.
     *
     * @param action  the action as the scenario declares it
     * @param pods    the real Pods it concerns (the scenario's pod, or a naive member's own Pod)
     * @param container the container a crash is aimed at, or null
     * @param kubectl the same by hand, for the TIMELINE.txt beside the manifests
     * @param controlled pods a controller made, which the action concerns by count: their names are only known at run time
     * @param replacementShiftMs for a node loss stood in for by deleting its pods: how much earlier the cluster replaces them
     *                  than the simulation does (the node-monitor grace period and the NoExecute toleration), else 0
     */
    public record TimedAction(ActionSpec action, List<String> pods, String container, String kubectl, List<PodsOf> controlled,
                              long replacementShiftMs) {
        public TimedAction {
            pods = List.copyOf(pods);
            controlled = List.copyOf(controlled);
        }

        public TimedAction(ActionSpec action, List<String> pods, String container, String kubectl) {
            this(action, pods, container, kubectl, List.of(), 0);
        }
    }

    /**
     * Some of a workload's pods, by number: the run picks them by the workload's selector.
     *
     * @param workload {@code replicaset/NAME} or {@code deployment/NAME}
     * @param selector the workload's selector
     * @param count    how many
     */
    public record PodsOf(String workload, java.util.Map<String, String> selector, int count) {
        public PodsOf {
            selector = java.util.Collections.unmodifiableMap(new java.util.TreeMap<>(selector));
        }
    }
}
