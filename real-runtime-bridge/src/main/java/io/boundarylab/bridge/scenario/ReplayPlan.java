package io.boundarylab.bridge.scenario;

import io.boundarylab.engine.scenario.ContainerSpec;
import io.boundarylab.engine.scenario.Scenario;
import io.boundarylab.engine.scenario.VolumeSpec;

import java.util.List;

/**
 * The part of a scenario the kernel replays.
 *
 * @param pods      the pods to run, each with the members to run in it, in the scenario's order
 * @param gaps      what is left out or run without something, and why (empty when everything replays)
 * @param replayed  the same part as a scenario, with the replay's horizon: what the simulation runs beside it
 * @param horizonMs how long the kernel run lasts at most
 */
public record ReplayPlan(List<Pod> pods, List<ReplayGap> gaps, Scenario replayed, long horizonMs) {

    public ReplayPlan {
        pods = List.copyOf(pods);
        gaps = List.copyOf(gaps);
    }

    /** A pod to run: its volumes (empty dirs) and its members. */
    public record Pod(String name, List<VolumeSpec> volumes, List<Member> members) {
        public Pod {
            volumes = List.copyOf(volumes);
            members = List.copyOf(members);
        }
    }

    /** A container to run: an init container (a sidecar when it restarts Always) or an app container. */
    public record Member(ContainerSpec spec, boolean init) {
        public boolean sidecar() {
            return init && spec.isSidecar();
        }
    }

    /** Whether anything at all runs. */
    public boolean runsAnything() {
        return !pods.isEmpty();
    }

    /** Whether any of the scenario is left out (notes aside). */
    public boolean partial() {
        return gaps.stream().anyMatch(ReplayGap::leftOut);
    }
}
