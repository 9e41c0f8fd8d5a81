package io.boundarylab.cluster.play;

import io.boundarylab.cluster.export.Labels;
import io.boundarylab.cluster.export.Manifests;
import io.boundarylab.engine.trace.EventType;
import io.boundarylab.engine.trace.TraceEvent;
import io.fabric8.kubernetes.api.model.HasMetadata;
import io.fabric8.kubernetes.api.model.Pod;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Where each exported Pod runs when the export is played on this machine: the node the simulation last placed its pod,
 * or its member, on. A play is not a scheduler; this is how a naive split really splits, as the simulation split it.
 */
public final class Placement {
    private Placement() {
    }

    /** The node of each exported Pod, by its name; a Pod the simulation never placed is not in it. */
    public static Map<String, String> of(Manifests m, List<TraceEvent> simulated) {
        Map<String, String> nodes = new TreeMap<>();
        for (HasMetadata o : m.objects()) {
            if (!(o instanceof Pod p)) continue;
            String pod = p.getMetadata().getLabels().getOrDefault(Labels.POD, p.getMetadata().getName());
            String member = p.getMetadata().getLabels().get(Labels.MEMBER);
            for (TraceEvent x : simulated) {
                if (x.type() != EventType.Scheduled || x.node() == null || !pod.equals(x.pod())) continue;
                if (member == null || x.container() == null || member.equals(x.container())) nodes.put(p.getMetadata().getName(), x.node());
            }
        }
        return nodes;
    }
}
