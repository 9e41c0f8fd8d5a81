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
    // Looked up, never iterated.
    private final Map<ContainerState, Boolean> released = new IdentityHashMap<>();

    ResourceRelease(ClusterState state) {
        this.state = state;
    }

    /**
     * A container is done: under per-container placement its own reservation goes back. Returns
     * whether room was freed, so the agent asks the scheduler to look again.
     */
    boolean containerDone(ContainerState c) {
        return !state.platform().atomicPlacement() && c.done() && releaseUnit(c);
    }

    private boolean releaseUnit(ContainerState c) {
        if (c.node() == null || released.put(c, Boolean.TRUE) != null) return false;
        c.node().release(c.spec().requests(), hostPortsOf(c));
        return true;
    }

    /**
     * Gives back everything the pod holds on its node(s) and removes its volumes. Returns whether
     * a per-container reservation was freed (the agent then asks the scheduler to look again).
     */
    boolean releasePod(PodState pod) {
        boolean freedUnit = false;
        if (state.platform().atomicPlacement()) {
            if (pod.node() != null && released.put(pod.containers().get(0), Boolean.TRUE) == null) {
                List<HostPort> ports = new ArrayList<>();
                for (ContainerState c : pod.containers()) {
                    if (c.kind() != ContainerKind.INIT) ports.addAll(hostPortsOf(c));
                }
                pod.node().release(pod.spec().effectiveRequests(), ports);
            }
        } else {
            for (ContainerState c : pod.containers()) freedUnit |= releaseUnit(c);
        }
        state.dropVolumes(pod);
        return freedUnit;
    }

    private static List<HostPort> hostPortsOf(ContainerState c) {
        List<HostPort> ports = new ArrayList<>();
        for (var p : c.spec().ports()) if (p.published() != null) ports.add(p.published());
        return ports;
    }
}
