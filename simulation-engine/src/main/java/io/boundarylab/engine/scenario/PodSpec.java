package io.boundarylab.engine.scenario;

import java.util.ArrayList;
import java.util.List;
import java.util.SortedMap;

/**
 * A Kubernetes Pod object (apiVersion v1, kind Pod): the fields the simulation reads.
 *
 * @param terminationGracePeriodMs grace period of a delete without its own (default 30 s)
 * @param activeDeadlineMs         the pod fails with DeadlineExceeded after this long, or null
 * @param nodeName                 bound to this node without scheduling, or null
 * @param labels                   {@code metadata.labels}, sorted by key (empty when none)
 */
public record PodSpec(String name, SortedMap<String, String> labels, RestartPolicy restartPolicy, long terminationGracePeriodMs, Long activeDeadlineMs,
                      int priority, Resources overhead, String nodeName, List<VolumeSpec> volumes,
                      List<ContainerSpec> initContainers, List<ContainerSpec> containers) {

    public PodSpec {
        labels = Labels.of(labels); // shared when it is a Labels already (a controller's template)
        volumes = List.copyOf(volumes);
        initContainers = List.copyOf(initContainers);
        containers = List.copyOf(containers);
    }

    /** The same pod under another name and labels: what a controller stamps out of its template. */
    public PodSpec withNameAndLabels(String newName, SortedMap<String, String> newLabels) {
        return new PodSpec(newName, newLabels, restartPolicy, terminationGracePeriodMs, activeDeadlineMs, priority,
                overhead, nodeName, volumes, initContainers, containers);
    }

    /** The same pod with one container's image changed (a Deployment's {@code setImage}). */
    public PodSpec withContainerImage(String container, String image) {
        List<ContainerSpec> inits = new ArrayList<>();
        for (ContainerSpec c : initContainers) inits.add(c.name().equals(container) ? c.withImage(image) : c);
        List<ContainerSpec> apps = new ArrayList<>();
        for (ContainerSpec c : containers) apps.add(c.name().equals(container) ? c.withImage(image) : c);
        return new PodSpec(name, labels, restartPolicy, terminationGracePeriodMs, activeDeadlineMs, priority, overhead, nodeName, volumes,
                inits, apps);
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
        return new Resources(effectiveRequest(true), effectiveRequest(false));
    }

    /**
     * One amount of {@link #effectiveRequests}: the rule works amount by amount, so it is summed in
     * primitives (the scheduler, admission and release ask for it at every binding; the boxed sums
     * were 7 % of all bytes the cluster-lifecycle benchmark allocated).
     */
    private long effectiveRequest(boolean cpu) {
        long sidecars = 0;
        long initPeak = 0;
        for (int i = 0, n = initContainers.size(); i < n; i++) {
            ContainerSpec c = initContainers.get(i);
            long own = amount(c.requests(), cpu);
            if (c.isSidecar()) {
                sidecars += own;
                initPeak = Math.max(initPeak, sidecars);
            } else {
                initPeak = Math.max(initPeak, sidecars + own);
            }
        }
        long apps = sidecars;
        for (int i = 0, n = containers.size(); i < n; i++) apps += amount(containers.get(i).requests(), cpu);
        return Math.max(apps, initPeak) + amount(overhead, cpu);
    }

    private static long amount(Resources r, boolean cpu) {
        if (r == null) return 0;
        return cpu ? r.cpu() : r.memory();
    }

    /**
     * The pod's effective limit, as Kubernetes' PodLimits computes it (component-helpers
     * resource.PodLimits): the larger of (the sum of app containers and sidecars) and (the peak
     * over init containers of their own limit plus the sidecars started before them). A
     * container with no limit adds nothing; a resource no container limits stays unset (null);
     * the overhead is added only to a resource that has a limit.
     */
    public Resources effectiveLimits() {
        Long[] total = {null, null};
        Long[] sidecars = {null, null};
        Long[] initPeak = {null, null};
        for (ContainerSpec c : containers) add(total, c.limits());
        for (ContainerSpec c : initContainers) {
            Long[] own;
            if (c.isSidecar()) {
                add(total, c.limits());
                add(sidecars, c.limits());
                own = sidecars.clone();
            } else {
                own = new Long[] {null, null};
                add(own, c.limits());
                add(own, new Resources(sidecars[0], sidecars[1]));
            }
            for (int i = 0; i < 2; i++) {
                if (own[i] != null && (initPeak[i] == null || own[i] > initPeak[i])) initPeak[i] = own[i];
            }
        }
        for (int i = 0; i < 2; i++) {
            if (initPeak[i] != null && (total[i] == null || initPeak[i] > total[i])) total[i] = initPeak[i];
        }
        if (overhead != null) {
            if (total[0] != null && overhead.cpuMilli() != null) total[0] += overhead.cpuMilli();
            if (total[1] != null && overhead.memoryBytes() != null) total[1] += overhead.memoryBytes();
        }
        return new Resources(total[0], total[1]);
    }

    private static void add(Long[] sum, Resources r) {
        if (r == null) return;
        if (r.cpuMilli() != null) sum[0] = (sum[0] == null ? 0 : sum[0]) + r.cpuMilli();
        if (r.memoryBytes() != null) sum[1] = (sum[1] == null ? 0 : sum[1]) + r.memoryBytes();
    }
}
