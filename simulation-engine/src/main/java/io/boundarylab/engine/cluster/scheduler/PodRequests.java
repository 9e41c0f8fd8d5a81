package io.boundarylab.engine.cluster.scheduler;

import io.boundarylab.engine.scenario.ContainerSpec;
import io.boundarylab.engine.scenario.HostPort;
import io.boundarylab.engine.scenario.PodSpec;
import io.boundarylab.engine.scenario.PortSpec;
import io.boundarylab.engine.scenario.Resources;

import java.util.ArrayList;
import java.util.List;

/**
 * What a unit asks of a node: the requests the filters compare with a node's free amounts, and the
 * amounts scoring counts, in which a container without a request counts as 100m cpu and 200Mi
 * (Kubernetes' non-zero defaults).
 *
 * <p>A whole pod's amounts are worked out once per pod template and remembered: the pods a
 * ReplicaSet stamps out share their containers' specs (the same immutable lists), and a scheduling
 * cycle meets them one after the other, so the last template answers nearly every question without
 * summing and boxing the amounts again at each of hundreds of thousands of placements.
 */
final class PodRequests {
    private List<ContainerSpec> inits;
    private List<ContainerSpec> apps;
    private Resources overhead;
    private Resources request;
    private Resources scored;
    private List<HostPort> hostPorts;

    /** The pod's effective requests ({@link PodSpec#effectiveRequests}). */
    Resources request(PodSpec pod) {
        remember(pod);
        return request;
    }

    /** What scoring counts for the whole pod: its sidecars and app containers, not the init containers that run to completion. */
    Resources scored(PodSpec pod) {
        remember(pod);
        return scored;
    }

    /**
     * The host ports the whole pod publishes: its sidecars' and app containers' (a regular init
     * container's ports do not count, as in Kubernetes); the same as {@link Scheduler#hostPorts} of
     * all its members.
     */
    List<HostPort> hostPorts(PodSpec pod) {
        remember(pod);
        return hostPorts;
    }

    private void remember(PodSpec pod) {
        // Identity is enough: a PodSpec's lists never change, and an equal template in other lists is only worked out again.
        if (pod.initContainers() == inits && pod.containers() == apps && pod.overhead() == overhead) return;
        inits = pod.initContainers();
        apps = pod.containers();
        overhead = pod.overhead();
        request = pod.effectiveRequests();
        long cpu = 0, mem = 0;
        for (ContainerSpec c : inits) {
            if (!c.isSidecar()) continue;
            cpu += nonZeroCpu(c);
            mem += nonZeroMemory(c);
        }
        for (ContainerSpec c : apps) {
            cpu += nonZeroCpu(c);
            mem += nonZeroMemory(c);
        }
        scored = new Resources(cpu, mem);
        List<HostPort> ports = new ArrayList<>();
        int members = inits.size() + apps.size();
        for (ContainerSpec c : inits) if (c.isSidecar() || members == 1) addPublished(c, ports);
        for (ContainerSpec c : apps) addPublished(c, ports);
        hostPorts = List.copyOf(ports);
    }

    private static void addPublished(ContainerSpec c, List<HostPort> into) {
        for (PortSpec p : c.ports()) if (p.published() != null) into.add(p.published());
    }

    /** What scoring counts for one container placed on its own. */
    static Resources scored(ContainerSpec c) {
        return new Resources(nonZeroCpu(c), nonZeroMemory(c));
    }

    private static long nonZeroCpu(ContainerSpec c) {
        return c.requests().cpuMilli() == null || c.requests().cpu() == 0 ? Scheduler.DEFAULT_CPU_MILLI : c.requests().cpu();
    }

    private static long nonZeroMemory(ContainerSpec c) {
        return c.requests().memoryBytes() == null || c.requests().memory() == 0 ? Scheduler.DEFAULT_MEMORY_BYTES : c.requests().memory();
    }
}
