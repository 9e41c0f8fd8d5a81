package io.boundarylab.cluster.play;

import io.boundarylab.cluster.Text;
import io.boundarylab.cluster.export.Manifests;
import io.boundarylab.engine.scenario.ActionSpec;
import io.boundarylab.engine.trace.EventType;
import io.boundarylab.engine.trace.TraceEvent;
import io.fabric8.kubernetes.api.model.Container;
import io.fabric8.kubernetes.api.model.HasMetadata;
import io.fabric8.kubernetes.api.model.Pod;

import java.util.ArrayList;
import java.util.List;

/**
 * What podman 4.3 cannot show of an exported experiment, each said with what a real cluster would do instead: the
 * kubelet's restart back-off, Services, controllers, probes, native sidecars, and the timeline's acts other than an
 * eviction and a crash (a node's loss, a scale, a new image). Seen with podman 4.3.1 and runc 1.1.5.
 */
public final class PodmanGaps {
    private PodmanGaps() {
    }

    /**
     * Whether podman 4.3 would run this Pod's init containers again after each exit 0: it applies the Pod's
     * {@code restartPolicy: Always} to them too, where a kubelet runs an init container to its exit 0 once. Such a Pod is
     * played with {@code OnFailure}.
     */
    static boolean rerunsInits(Pod p) {
        String policy = p.getSpec().getRestartPolicy();
        return (policy == null || policy.equals("Always"))
                && p.getSpec().getInitContainers().stream().anyMatch(c -> !"Always".equals(c.getRestartPolicy()));
    }

    /** The gaps of these manifests, given what the simulation did with them. */
    public static List<String> of(Manifests m, List<TraceEvent> simulated) {
        List<String> out = new ArrayList<>();
        if (simulated.stream().anyMatch(e -> e.type() == EventType.BackOff)) out.add(Text.get("play.gap.backOff"));
        for (HasMetadata o : m.objects()) {
            String name = o.getMetadata().getName();
            switch (o.getKind()) {
                case "Service" -> out.add(Text.get("play.gap.service", name));
                case "ReplicaSet", "Deployment" -> out.add(Text.get("play.gap.controller", o.getKind(), name));
                default -> { }
            }
            if (!(o instanceof Pod p)) continue;
            if (rerunsInits(p)) out.add(Text.get("play.gap.initRestart", name));
            if (p.getSpec().getContainers().size() > 1) {
                out.add(Text.get("play.gap.startOrder", name, String.join(", ", p.getSpec().getContainers().stream().map(Container::getName).toList())));
            }
            boolean probes = false;
            for (Container c : p.getSpec().getInitContainers()) {
                if ("Always".equals(c.getRestartPolicy())) out.add(Text.get("play.gap.sidecar", name));
            }
            List<Container> all = new ArrayList<>(p.getSpec().getInitContainers());
            all.addAll(p.getSpec().getContainers());
            for (Container c : all) probes |= c.getLivenessProbe() != null || c.getReadinessProbe() != null || c.getStartupProbe() != null;
            if (probes) out.add(Text.get("play.gap.probes", name));
        }
        for (Manifests.TimedAction t : m.timeline()) {
            ActionSpec.Kind k = t.action().kind();
            if (k != ActionSpec.Kind.evict && k != ActionSpec.Kind.crash) out.add(Text.get("play.noAct", k, t.action().target().text()));
        }
        return out;
    }
}
