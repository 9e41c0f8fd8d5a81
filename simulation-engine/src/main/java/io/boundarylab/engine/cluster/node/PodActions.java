package io.boundarylab.engine.cluster.node;

import io.boundarylab.engine.cluster.state.ContainerState;

import java.util.List;
import java.util.Objects;

/**
 * What the node agent should do about one pod now, as the kubelet's {@code podActions}: computed
 * by {@link PodActionsPlanner} from the pod's state alone, carried out by
 * {@link NodeAgent#sync}. Restarts after an exit are not in the plan: they wait for their
 * back-off ({@link CrashLoopBackOff}).
 *
 * @param killPod             a reason to stop every member of the pod, or null to keep it
 * @param containersToKill    containers to stop, each with its reason (never with {@code killPod})
 * @param nextInit            the regular init container to start next, or null
 * @param initContainersToStart init containers and native sidecars to start now, in spec order
 *                            ({@code nextInit} among them)
 * @param containersToStart   app containers to start now, in spec order
 */
public record PodActions(KillReason killPod, List<ContainerToKill> containersToKill, ContainerState nextInit,
                         List<ContainerState> initContainersToStart, List<ContainerState> containersToStart) {

    /** Nothing to do. */
    public static final PodActions NOTHING = new PodActions(null, List.of(), null, List.of(), List.of());

    public PodActions {
        containersToKill = List.copyOf(containersToKill);
        initContainersToStart = List.copyOf(initContainersToStart);
        containersToStart = List.copyOf(containersToStart);
        if (killPod != null && !killPod.wholePod()) throw new IllegalArgumentException(killPod + " does not stop a whole pod");
    }

    /** Stop the whole pod for this reason, nothing else. */
    public static PodActions killPod(KillReason reason) {
        return new PodActions(Objects.requireNonNull(reason), List.of(), null, List.of(), List.of());
    }

    /** Every container to start, init containers first, in the order they start. */
    public List<ContainerState> toStart() {
        if (initContainersToStart.isEmpty()) return containersToStart;
        if (containersToStart.isEmpty()) return initContainersToStart;
        return java.util.stream.Stream.concat(initContainersToStart.stream(), containersToStart.stream()).toList();
    }

    /**
     * One container to stop.
     *
     * @param container the container
     * @param reason    why (a container reason)
     * @param graceMs   the grace period it gets: a probe's own, else the pod's
     */
    public record ContainerToKill(ContainerState container, KillReason reason, long graceMs) {
        public ContainerToKill {
            Objects.requireNonNull(container, "container");
            if (reason.wholePod()) throw new IllegalArgumentException(reason + " stops a whole pod, not one container");
            if (graceMs < 0) throw new IllegalArgumentException("graceMs < 0");
        }
    }
}
