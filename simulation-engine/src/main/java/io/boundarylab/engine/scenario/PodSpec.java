package io.boundarylab.engine.scenario;

import java.util.ArrayList;
import java.util.List;

/**
 * A Kubernetes Pod object (apiVersion v1, kind Pod): the fields the simulation reads.
 *
 * @param terminationGracePeriodMs grace period of a delete without its own (default 30 s)
 * @param activeDeadlineMs         the pod fails with DeadlineExceeded after this long, or null
 * @param nodeName                 bound to this node without scheduling, or null
 */
public record PodSpec(String name, RestartPolicy restartPolicy, long terminationGracePeriodMs, Long activeDeadlineMs,
                      int priority, Resources overhead, String nodeName, List<VolumeSpec> volumes,
                      List<ContainerSpec> initContainers, List<ContainerSpec> containers) {

    public PodSpec {
        volumes = List.copyOf(volumes);
        initContainers = List.copyOf(initContainers);
        containers = List.copyOf(containers);
    }

    /** Init containers then app containers, in spec order. */
    public List<ContainerSpec> allContainers() {
        List<ContainerSpec> all = new ArrayList<>(initContainers);
        all.addAll(containers);
        return all;
    }

    public VolumeSpec volume(String volumeName) {
        for (VolumeSpec v : volumes) if (v.name().equals(volumeName)) return v;
        return null;
    }

    /**
     * The pod's effective request, as the scheduler sees it: the larger of (the sum of app
     * containers and sidecars) and (the peak over init containers of their own request plus the
     * sidecars started before them), plus the overhead. Kubernetes: "Resource sharing within
     * containers" (concepts/workloads/pods/init-containers) and "Pod overhead".
     */
    public Resources effectiveRequests() {
        Resources sidecars = Resources.ZERO;
        Resources initPeak = Resources.ZERO;
        for (ContainerSpec c : initContainers) {
            if (c.isSidecar()) {
                sidecars = sidecars.plus(c.requests());
                initPeak = initPeak.max(sidecars);
            } else {
                initPeak = initPeak.max(sidecars.plus(c.requests()));
            }
        }
        Resources apps = sidecars;
        for (ContainerSpec c : containers) apps = apps.plus(c.requests());
        return apps.max(initPeak).plus(overhead);
    }
}
