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
     */
    public record TimedAction(ActionSpec action, List<String> pods, String container, String kubectl) {
        public TimedAction {
            pods = List.copyOf(pods);
        }
    }
}
