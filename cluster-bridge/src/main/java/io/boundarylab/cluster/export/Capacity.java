package io.boundarylab.cluster.export;

import io.boundarylab.cluster.Text;
import io.fabric8.kubernetes.api.model.HasMetadata;

import java.util.List;

/** What an export asks of a cluster's nodes: the CPU and memory its Pods request together, said in a note. */
final class Capacity {
    private Capacity() {
    }

    /**
     * What the exported Pods request together at their most, as the scheduler counts a Pod (its app containers' sum, or
     * its largest init container if that is more): every bare Pod, every replica, and a Deployment's surge during a
     * rollout. A cluster whose nodes cannot give that much leaves some Pods pending where the simulation runs them.
     */
    static String note(List<HasMetadata> objects) {
        double cpu = 0;
        double memory = 0;
        for (HasMetadata o : objects) {
            io.fabric8.kubernetes.api.model.PodSpec spec;
            int count;
            if (o instanceof io.fabric8.kubernetes.api.model.Pod p) {
                spec = p.getSpec();
                count = 1;
            } else if (o instanceof io.fabric8.kubernetes.api.model.apps.ReplicaSet rs) {
                spec = rs.getSpec().getTemplate().getSpec();
                count = rs.getSpec().getReplicas();
            } else if (o instanceof io.fabric8.kubernetes.api.model.apps.Deployment d) {
                spec = d.getSpec().getTemplate().getSpec();
                int replicas = d.getSpec().getReplicas();
                var rolling = d.getSpec().getStrategy() == null ? null : d.getSpec().getStrategy().getRollingUpdate();
                String surge = rolling == null || rolling.getMaxSurge() == null ? "25%" : String.valueOf(rolling.getMaxSurge().getValue());
                boolean recreate = d.getSpec().getStrategy() != null && "Recreate".equals(d.getSpec().getStrategy().getType());
                count = replicas + (recreate ? 0 : surge.endsWith("%")
                        ? (int) Math.ceil(replicas * Integer.parseInt(surge.substring(0, surge.length() - 1)) / 100.0) : Integer.parseInt(surge));
            } else {
                continue;
            }
            cpu += count * requested(spec, "cpu");
            memory += count * requested(spec, "memory");
        }
        if (cpu == 0 && memory == 0) return null;
        return Text.get("note.capacity", String.format(java.util.Locale.ROOT, "%.2f", cpu), (long) Math.ceil(memory / (1 << 20)));
    }

    /** A Pod's request of one resource as the scheduler counts it: the app containers' sum, or the largest init container's. */
    static double requested(io.fabric8.kubernetes.api.model.PodSpec spec, String resource) {
        double apps = 0;
        double init = 0;
        for (var c : spec.getContainers()) apps += amount(c, resource);
        for (var c : spec.getInitContainers()) init = Math.max(init, amount(c, resource));
        return Math.max(apps, init);
    }

    private static double amount(io.fabric8.kubernetes.api.model.Container c, String resource) {
        if (c.getResources() == null || c.getResources().getRequests() == null) return 0;
        var q = c.getResources().getRequests().get(resource);
        return q == null ? 0 : io.fabric8.kubernetes.api.model.Quantity.getAmountInBytes(q).doubleValue();
    }
}
