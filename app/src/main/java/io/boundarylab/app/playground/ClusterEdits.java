package io.boundarylab.app.playground;

import io.boundarylab.engine.cluster.Guarantee;
import io.boundarylab.engine.scenario.NodeSpec;
import io.boundarylab.engine.scenario.PodSpec;
import io.boundarylab.engine.scenario.Resources;
import io.boundarylab.engine.scenario.Scenario;
import java.util.ArrayList;
import java.util.List;

/** The form's edits of the cluster the pods run on: its nodes and the platform's guarantees. */
public final class ClusterEdits {
    private ClusterEdits() {
    }

    /** {@code count} nodes, each with the cpu and memory given; the first node's other settings kept. */
    public static Scenario nodes(Scenario s, int count, long cpuMilli, long memoryBytes) {
        NodeSpec first = s.nodes().isEmpty() ? new NodeSpec("node-1", Resources.ZERO, 110, 100L << 20) : s.nodes().get(0);
        List<NodeSpec> nodes = new ArrayList<>();
        for (int i = 0; i < Math.max(1, count); i++) {
            String name = i < s.nodes().size() ? s.nodes().get(i).name() : "node-" + (i + 1);
            nodes.add(new NodeSpec(name, new Resources(cpuMilli, memoryBytes), first.maxPods(), first.evictionHardMemoryBytes()));
        }
        // A pod bound to a node that is gone would no longer read: it is scheduled instead.
        List<String> names = nodes.stream().map(NodeSpec::name).toList();
        List<PodSpec> pods = s.pods().stream().map(p -> p.nodeName() == null || names.contains(p.nodeName()) ? p
                : new PodSpec(p.name(), p.labels(), p.restartPolicy(), p.terminationGracePeriodMs(), p.activeDeadlineMs(),
                        p.priority(), p.overhead(), null, p.volumes(), p.initContainers(), p.containers())).toList();
        return s.withNodes(nodes).withPods(pods);
    }

    public static Scenario guarantee(Scenario s, Guarantee g, boolean on) {
        return s.withPlatform(s.platform().with(g, on));
    }
}
