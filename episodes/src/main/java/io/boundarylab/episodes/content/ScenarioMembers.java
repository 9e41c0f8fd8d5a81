package io.boundarylab.episodes.content;

import io.boundarylab.engine.scenario.ContainerSpec;
import io.boundarylab.engine.scenario.MemberRef;
import io.boundarylab.engine.scenario.PodSpec;
import io.boundarylab.engine.scenario.Scenario;

import java.util.HashSet;
import java.util.Set;
import java.util.TreeSet;

/**
 * The pods and members (pod/container) that the scenarios of the episode being read declare, so
 * that a predicate or status rule naming one that no scenario has, which would silently never
 * match, is reported where it is written.
 */
final class ScenarioMembers {

    private final Fields.Problems problems;
    private final Set<String> pods = new HashSet<>();
    private final Set<MemberRef> members = new HashSet<>();

    ScenarioMembers(Fields.Problems problems) {
        this.problems = problems;
    }

    /** Forgets the previous episode's scenarios. */
    void clear() {
        pods.clear();
        members.clear();
    }

    /** Adds the pods and containers (init containers included) a scenario declares. */
    void add(Scenario scenario) {
        for (PodSpec pod : scenario.pods()) {
            pods.add(pod.name());
            for (ContainerSpec c : pod.allContainers()) members.add(new MemberRef(pod.name(), c.name()));
        }
    }

    /**
     * Records a problem when {@code pod} (if given) or {@code container} (in that pod, or in any
     * pod) is not declared. Says nothing while no scenario is known (their own problems come first).
     */
    void check(String file, YNode at, String pod, String container) {
        if (pods.isEmpty()) return;
        if (pod != null && !pods.contains(pod)) {
            problems.add(file, at, "no scenario of this episode has a pod '" + pod + "' (pods: " + new TreeSet<>(pods) + ")");
            return;
        }
        if (container == null) return;
        boolean found = pod != null ? members.contains(new MemberRef(pod, container))
                : members.stream().anyMatch(m -> m.container().equals(container));
        // Listed as the content writes them, sorted as text.
        TreeSet<String> keys = new TreeSet<>();
        for (MemberRef m : members) keys.add(m.key());
        if (!found) problems.add(file, at, "no scenario of this episode has a container '" + container + "'"
                + (pod == null ? "" : " in pod '" + pod + "'") + " (containers: " + keys + ")");
    }
}
