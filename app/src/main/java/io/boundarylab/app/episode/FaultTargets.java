package io.boundarylab.app.episode;

import io.boundarylab.app.cluster.ClusterSnapshot;
import io.boundarylab.engine.scenario.FaultTarget;
import io.boundarylab.episodes.run.FaultAction;
import java.util.ArrayList;
import java.util.List;

/** What a fault of each kind can be aimed at in the cluster shown: members, pods (evict only) or nodes. */
final class FaultTargets {
    private FaultTargets() {
    }

    static List<FaultTarget> of(ClusterSnapshot s, FaultAction.Kind kind) {
        List<FaultTarget> out = new ArrayList<>();
        if (s == null) {
            return out;
        }
        if (kind == FaultAction.Kind.FAIL_NODE) {
            s.nodes().forEach(n -> out.add(new FaultTarget.Node(n)));
        } else {
            s.members().forEach(m -> out.add(new FaultTarget.Member(m.pod(), m.container())));
            if (kind == FaultAction.Kind.EVICT) {
                s.members().stream().map(m -> new FaultTarget.Pod(m.pod())).distinct().forEach(out::add);
            }
        }
        return out;
    }
}
