package io.boundarylab.engine.cluster.node;

import io.boundarylab.engine.cluster.state.ClusterState;
import io.boundarylab.engine.cluster.state.ContainerKind;
import io.boundarylab.engine.cluster.state.ContainerState;
import io.boundarylab.engine.cluster.state.PodState;
import io.boundarylab.engine.scenario.HostPort;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * Gives back what a pod holds on its node: its requests and host ports, once. Under atomic
 * placement the pod holds one reservation; without it every container holds its own, given back
 * as soon as that container is done.
 */
final class ResourceRelease {
    private final ClusterState state;
    private final Runnable requestScheduling;
    // Looked up, never iterated.
    private final Map<ContainerState, Boolean> released = new IdentityHashMap<>();

    ResourceRelease(ClusterState state, Runnable requestScheduling) {
        this.state = state;
        this.requestScheduling = requestScheduling;
    }

    /** A container is done: under per-container placement its own reservation goes back. */
    void containerDone(ContainerState c) {
        if (!state.platform().atomicPlacement() && c.done()) releaseUnit(c);
    }

    private void releaseUnit(ContainerState c) {
        if (c.node() == null || released.put(c, Boolean.TRUE) != null) return;
        c.node().release(c.spec().requests(), hostPortsOf(c));
        requestScheduling.run();
    }

    /** Gives back everything the pod holds on its node(s) and removes its volumes. */
    void releasePod(PodState pod) {
        if (state.platform().atomicPlacement()) {
            if (pod.node() != null && released.put(pod.containers().get(0), Boolean.TRUE) == null) {
                List<HostPort> ports = new ArrayList<>();
                for (ContainerState c : pod.containers()) {
                    if (c.kind() != ContainerKind.INIT) ports.addAll(hostPortsOf(c));
                }
                pod.node().release(pod.spec().effectiveRequests(), ports);
            }
        } else {
            for (ContainerState c : pod.containers()) releaseUnit(c);
        }
        state.dropVolumes(pod);
    }

    private static List<HostPort> hostPortsOf(ContainerState c) {
        List<HostPort> ports = new ArrayList<>();
        for (var p : c.spec().ports()) if (p.published() != null) ports.add(p.published());
        return ports;
    }
}
